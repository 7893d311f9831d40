import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';
import { fieldAria } from '../../components/index.ts';
import type { FieldOf, WidgetProps } from './types.ts';

type NumberKind = 'integer' | 'decimal' | 'money';

/** pt-BR formats: integers plain (codes such as IBGE read without grouping), decimals 2 places, R$. */
const FORMATS: Record<NumberKind, Partial<InputNumberProps>> = {
  integer: { useGrouping: false, maxFractionDigits: 0 },
  decimal: { minFractionDigits: 0, maxFractionDigits: 2 },
  money: { mode: 'currency', currency: 'BRL', minFractionDigits: 2, maxFractionDigits: 2 },
};

function NumberInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<NumberKind>>) {
  const { id: inputId, ...aria } = fieldAria(id, error, field.required);
  return (
    <InputNumber
      {...FORMATS[field.kind]}
      inputId={inputId}
      {...aria}
      locale="pt-BR"
      min={field.min}
      max={field.max}
      value={value}
      disabled={disabled}
      invalid={!!error}
      // onChange reports typed keys; onValueChange the values set on blur (paste, autofill, dictation).
      onChange={(e) => onChange((e.value as number | null | undefined) ?? null)}
      onValueChange={(e) => onChange((e.value as number | null | undefined) ?? null)}
      onBlur={onBlur}
    />
  );
}

export const IntegerWidget = (p: WidgetProps<FieldOf<'integer'>>) => <NumberInput {...p} />;
export const DecimalWidget = (p: WidgetProps<FieldOf<'decimal'>>) => <NumberInput {...p} />;
export const MoneyWidget = (p: WidgetProps<FieldOf<'money'>>) => <NumberInput {...p} />;
