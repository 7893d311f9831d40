import { Dropdown } from 'primereact/dropdown';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';
import { type RefField, useReferenceOptions } from '../../../platform/resource/options.ts';

interface Props {
  id: string;
  label: string;
  span: number;
  value: string;
  onChange: (v: string | null) => void;
}

/** A dropdown of the search filter over fixed options. */
export function FiltroSelect({
  id,
  label,
  span,
  value,
  onChange,
  options,
  clear = false,
}: Props & { options: { value: string; label: string }[]; clear?: boolean }) {
  const { id: inputId, ...aria } = fieldAria(id);
  return (
    <FieldShell id={inputId} label={label} span={span}>
      <Dropdown
        inputId={inputId}
        {...aria}
        options={options}
        optionLabel="label"
        optionValue="value"
        value={value || null}
        filter={options.length > 10}
        showClear={clear}
        placeholder={clear ? 'Todos' : undefined}
        onChange={(e) => onChange((e.value as string | null) ?? null)}
      />
    </FieldShell>
  );
}

/** A dropdown of the search filter over a reference's options; cleared = no filter. */
export function FiltroRef(props: Props & { field: RefField }) {
  const ref = useReferenceOptions(props.field);
  const options = (ref.data ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return <FiltroSelect {...props} options={options} clear />;
}
