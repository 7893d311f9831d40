import type { Field } from '@ipe/domain';
import type { CampoExtraVisivel, TipoCampoExtra } from '@ipe/domain/resources/utilitario/organizacao/index';
import { Password } from 'primereact/password';
import type { ComponentType } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../../../platform/components/index.ts';
import { WIDGETS, type WidgetProps } from '../../../../platform/resource/widgets/index.ts';
import { CAMPOS_EXTRAS, CONFIRMA_SENHA, SENHA } from './layout.ts';

/** The field kind that edits each kind of extra field, so the generic widgets draw them. */
const KIND: Record<TipoCampoExtra, Field['kind']> = {
  texto: 'text',
  textolongo: 'textarea',
  data: 'date',
  valor: 'money',
  numero: 'integer',
};
const SPAN: Record<TipoCampoExtra, number> = { texto: 6, textolongo: 12, data: 4, valor: 4, numero: 4 };

/** One extra field the company shows, with its label and required marker, at `camposExtras.{campo}`. */
export function CampoExtra({ campo, disabled }: { campo: CampoExtraVisivel; disabled: boolean }) {
  const form = useFormContext<FieldValues>();
  const path = `${CAMPOS_EXTRAS}.${campo.campo}`;
  const field = {
    name: path,
    label: campo.label,
    kind: KIND[campo.tipo],
    required: campo.obrigatorio,
    ...(campo.tipo === 'texto' ? { max: 100 } : {}),
  } as Field;
  const Widget = WIDGETS[field.kind] as ComponentType<WidgetProps<Field>>;
  return (
    <Controller
      name={path}
      control={form.control}
      render={({ field: ctl, fieldState }) => (
        <FieldShell
          id={path}
          label={campo.label}
          required={campo.obrigatorio}
          error={fieldState.error?.message}
          span={SPAN[campo.tipo]}
        >
          <Widget
            field={field}
            id={path}
            value={(ctl.value ?? null) as never}
            onChange={ctl.onChange}
            onBlur={ctl.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        </FieldShell>
      )}
    />
  );
}

export const SENHA_LABELS = { [SENHA]: 'Senha', [CONFIRMA_SENHA]: 'Confirmar Senha' } as const;

/** Password or its confirmation (write-only: never loaded, sent only when typed). */
export function CampoSenha({
  name,
  required,
  disabled,
}: {
  name: typeof SENHA | typeof CONFIRMA_SENHA;
  required: boolean;
  disabled: boolean;
}) {
  const form = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field: ctl, fieldState }) => {
        const error = fieldState.error?.message;
        const { id, ...aria } = fieldAria(name, error, required);
        return (
          <FieldShell id={name} label={SENHA_LABELS[name]} required={required} error={error} span={6}>
            <Password
              inputId={id}
              pt={{ input: aria as object }}
              value={(ctl.value as string | null) ?? ''}
              onChange={(e) => ctl.onChange(e.target.value || null)}
              onBlur={ctl.onBlur}
              feedback={false}
              toggleMask
              autoComplete="new-password"
              disabled={disabled}
              invalid={!!error}
            />
          </FieldShell>
        );
      }}
    />
  );
}
