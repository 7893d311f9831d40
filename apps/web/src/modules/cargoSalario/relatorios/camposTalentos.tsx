/**
 * Filter fields of the talent reports that the shared report fields do not have: one date (the reference
 * date) and a whole number (the projection's quantity). Bound to the RelatorioPage's form by name; the
 * shared schema's messages show under them.
 */
import { InputNumber } from 'primereact/inputnumber';
import { useController, useFormContext } from 'react-hook-form';
import { DateInput, FieldShell, fieldAria } from '../../../platform/components/index.ts';

function useCampo(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message };
}

/** A required date ('Data de Referência' by default). */
export function CampoData({
  name = 'dataReferencia',
  label = 'Data de Referência',
  span = 3,
}: {
  name?: string;
  label?: string;
  span?: number;
}) {
  const { field, error } = useCampo(name);
  return (
    <FieldShell id={name} label={label} required error={error} span={span}>
      <DateInput
        id={name}
        value={(field.value as string | null) ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={!!error}
        required
        describedBy={error ? `${name}-error` : undefined}
      />
    </FieldShell>
  );
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
