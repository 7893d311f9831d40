import { MultiSelect } from 'primereact/multiselect';
import { fieldAria } from '../../components/index.ts';
import { useReferenceOptions } from '../options.ts';
import { T } from '../texts.ts';
import type { FieldOf, WidgetProps } from './types.ts';

/** Long option lists scroll virtually instead of rendering thousands of items. */
const VIRTUAL_FROM = 100;

/**
 * Several rows of another resource (`references`, value: their ids), chosen in a filterable multi-select
 * shown as chips. Options load like the single reference's (`resumido=true&unpaged=true`, same cache);
 * a failed load leaves the list empty.
 */
export function ReferencesWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'references'>>) {
  const { data: options = [], isFetching } = useReferenceOptions(field, {}, true, value ?? []);
  const {
    id: inputId,
    'aria-required': obrigatorio,
    ...aria
  } = fieldAria(id, error, field.required || (field.min ?? 0) > 0);
  return (
    <MultiSelect
      inputId={inputId}
      {...aria}
      // PrimeReact copies aria-* props onto its root <div> too, where aria-required is not allowed (axe
      // 'aria-allowed-attr'): this one goes to the combobox input only.
      pt={{ input: { 'aria-required': obrigatorio } }}
      className="ipe-references"
      options={options}
      optionLabel="label"
      optionValue="value"
      display="chip"
      filter
      filterInputAutoFocus
      resetFilterOnHide
      showSelectAll={false}
      placeholder={T.selecione}
      loading={isFetching}
      virtualScrollerOptions={options.length > VIRTUAL_FROM ? { itemSize: 38 } : undefined}
      value={value ?? []}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange(Array.isArray(e.value) ? (e.value as number[]) : [])}
      onBlur={onBlur}
    />
  );
}
