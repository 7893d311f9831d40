import { Checkbox, RadioButton } from '../../components/ChoiceInputs.tsx';
import { Dropdown } from 'primereact/dropdown';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { ChecklistBox, DateInput, fieldAria } from '../../components/index.ts';
import { useReferenceOptions } from '../options.ts';
import { T } from '../texts.ts';
import type { FieldOf, WidgetProps } from './types.ts';

/** Long option lists (cities) scroll virtually instead of rendering thousands of items. */
const VIRTUAL_FROM = 100;

/**
 * PrimeReact's Dropdown puts `aria-activedescendant="dropdownItem_-1"` on its root <div> while focused: an
 * attribute a div may not carry, pointing at no element (axe: critical). The combobox input is what
 * assistive technology follows; the root's copy is dropped.
 */
export const DROPDOWN_PT = { root: { 'aria-activedescendant': undefined } };

export function DateWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'date'>>) {
  const aria = fieldAria(id, error, field.required);
  return (
    <DateInput
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={!!error}
      describedBy={aria['aria-describedby']}
      required={field.required}
      disabled={disabled}
    />
  );
}

export function BooleanWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'boolean'>>) {
  const { id: inputId, ...aria } = fieldAria(id, error, field.required);
  // A required yes/no without a default: Sim/Não radios, none chosen, so leaving it out shows its message.
  if (field.required && field.default === undefined)
    return (
      <div
        id={inputId}
        role="radiogroup"
        aria-label={field.label}
        {...aria}
        className="ipe-inline ipe-boolean"
      >
        {[true, false].map((v) => {
          const oid = `${inputId}-${v ? 'sim' : 'nao'}`;
          return (
            <span key={oid} className="ipe-inline">
              <RadioButton
                inputId={oid}
                name={inputId}
                value={v}
                checked={value === v}
                disabled={disabled}
                invalid={!!error}
                onChange={() => onChange(v)}
                onBlur={onBlur}
              />
              <label htmlFor={oid}>{v ? T.sim : T.nao}</label>
            </span>
          );
        })}
      </div>
    );
  return (
    <div className="ipe-inline ipe-boolean">
      <Checkbox
        inputId={inputId}
        {...aria}
        checked={value === true}
        disabled={disabled}
        invalid={!!error}
        onChange={(e) => onChange(e.checked === true)}
        onBlur={onBlur}
      />
      <span aria-hidden="true">{value ? T.sim : T.nao}</span>
    </div>
  );
}

export function EnumWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'enum'>>) {
  const { id: inputId, ...aria } = fieldAria(id, error, field.required);
  return (
    <Dropdown
      inputId={inputId}
      {...aria}
      options={[...field.options]}
      optionLabel="label"
      optionValue="value"
      placeholder={T.selecione}
      showClear={!field.required && !disabled}
      pt={DROPDOWN_PT}
      value={value}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange((e.value as string | undefined) ?? null)}
      onBlur={onBlur}
    />
  );
}

/**
 * A row of another resource, chosen by its label. With `dependsOn` the options are filtered by the
 * other field's current value and the dropdown waits (disabled) until that field has one; the form
 * clears this field when the user changes that one.
 */
export function ReferenceWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'reference'>>) {
  const form = useFormContext<FieldValues>();
  const parentName = field.dependsOn?.field ?? '__none__';
  const parent = useWatch({ control: form.control, name: parentName, disabled: !field.dependsOn }) as unknown;
  const waiting = !!field.dependsOn && (parent === null || parent === undefined || parent === '');
  const params = field.dependsOn && !waiting ? { [field.dependsOn.param]: parent } : {};
  const { data: options = [], isFetching } = useReferenceOptions(field, params, !waiting, value ?? null);
  const { id: inputId, ...aria } = fieldAria(id, error, field.required);
  return (
    <Dropdown
      inputId={inputId}
      {...aria}
      options={options}
      optionLabel="label"
      optionValue="value"
      filter
      filterInputAutoFocus
      resetFilterOnHide
      placeholder={T.selecione}
      showClear={!field.required && !disabled}
      loading={isFetching}
      virtualScrollerOptions={options.length > VIRTUAL_FROM ? { itemSize: 38 } : undefined}
      pt={DROPDOWN_PT}
      value={value}
      disabled={disabled || waiting}
      invalid={!!error}
      onChange={(e) => onChange((e.value as number | undefined) ?? null)}
      onBlur={onBlur}
    />
  );
}

export function ChecklistWidget({
  field,
  id,
  value,
  onChange,
  error,
  disabled,
}: WidgetProps<FieldOf<'checklist'>>) {
  return (
    <ChecklistBox
      id={id}
      label={field.label}
      options={field.options.map((o) => ({ ...o, disabled }))}
      value={value ?? []}
      onChange={(v) => !disabled && onChange(v)}
      invalid={!!error}
    />
  );
}
