import type { PerguntaDados } from '@ipe/domain';
import { Checkbox } from '../../components/ChoiceInputs.tsx';
import { InputNumber } from 'primereact/inputnumber';
import type { CSSProperties } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../components/index.ts';
import { idDe, type PerguntaForm } from './form.ts';

/** Small fields of the question dialog. */

type Ctl = Control<PerguntaForm, unknown, PerguntaDados>;

/** A yes/no option of the question: the box and its label on one line. */
export function Caixa({
  control,
  name,
  label,
  span = 6,
}: {
  control: Ctl;
  name: 'obrigatoria' | 'exigirComentario';
  label: string;
  span?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="ipe-caixa" style={{ '--ipe-span': span } as CSSProperties} data-field={idDe(name)}>
          <Checkbox
            inputId={idDe(name)}
            checked={!!field.value}
            onChange={(e) => field.onChange(!!e.checked)}
            onBlur={field.onBlur}
          />
          <label htmlFor={idDe(name)}>{label}</label>
        </div>
      )}
    />
  );
}

/** One end of the scale of a 'Nota' question. */
export function Nota({
  control,
  name,
  label,
  min,
}: {
  control: Ctl;
  name: 'notaMinima' | 'notaMaxima';
  label: string;
  min: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { id, ...aria } = fieldAria(idDe(name), fieldState.error?.message);
        return (
          <FieldShell id={idDe(name)} label={label} error={fieldState.error?.message} span={3}>
            <InputNumber
              inputId={id}
              {...aria}
              useGrouping={false}
              maxFractionDigits={0}
              min={min}
              max={1000}
              value={field.value}
              onChange={(e) => field.onChange(e.value ?? null)}
              onValueChange={(e) => field.onChange(e.value ?? null)}
              onBlur={field.onBlur}
              invalid={!!fieldState.error}
            />
          </FieldShell>
        );
      }}
    />
  );
}
