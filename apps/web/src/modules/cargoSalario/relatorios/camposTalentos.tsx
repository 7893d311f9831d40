/**
 * The filter field of the talent reports that the shared report fields do not have: a whole number (the
 * projection's quantity). Bound to the RelatorioPage's form by name; the schema's message shows under it.
 */
import { InputNumber } from 'primereact/inputnumber';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';

function useCampo(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message };
}

/** A required whole number. */
export function CampoInteiro({ name, label, span = 2 }: { name: string; label: string; span?: number }) {
  const { field, error } = useCampo(name);
  const { id: inputId, ...aria } = fieldAria(name, error, true);
  return (
    <FieldShell id={name} label={label} required error={error} span={span}>
      <InputNumber
        inputId={inputId}
        {...aria}
        value={(field.value as number | null) ?? null}
        useGrouping={false}
        maxFractionDigits={0}
        invalid={!!error}
        onChange={(e) => field.onChange(e.value ?? null)}
        onValueChange={(e) => field.onChange(e.value ?? null)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
