import { InputNumber } from 'primereact/inputnumber';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../../../platform/components/index.ts';

/**
 * A report's year (spec 1 §5: 1900 to the current year; the shared schema's 'Ano é obrigatório' /
 * 'Ano deve estar entre 1900 e …' show under it). Plain digits, no grouping ('2026', not '2.026').
 */
export function CampoAno({ name = 'ano', span = 2 }: { name?: string; span?: number }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const { id: inputId, ...aria } = fieldAria(name, error, true);
  return (
    <FieldShell id={name} label="Ano" required error={error} span={span}>
      <InputNumber
        inputId={inputId}
        {...aria}
        value={field.value ?? null}
        useGrouping={false}
        maxFractionDigits={0}
        maxLength={4}
        invalid={!!error}
        onChange={(e) => field.onChange(e.value ?? null)}
        onValueChange={(e) => field.onChange(e.value ?? null)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
