import { ColorPicker } from 'primereact/colorpicker';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { fieldAria } from '../../components/index.ts';
import type { TextField } from '@ipe/domain';
import type { FieldOf, WidgetProps } from './types.ts';

const str = (v: string | null) => v ?? '';

type FreeTextProps = Omit<WidgetProps<TextField>, 'onChange'> & { value: string | null };

/** What the free-text inputs share: accessibility attributes, value, length limit and state. */
function freeTextProps({ field, id, value, onBlur, error, disabled }: FreeTextProps) {
  return {
    ...fieldAria(id, error, field.required),
    value: str(value),
    maxLength: field.max,
    disabled,
    invalid: !!error,
    onBlur,
  };
}

export function TextWidget(p: WidgetProps<FieldOf<'text'>>) {
  return <InputText {...freeTextProps(p)} onChange={(e) => p.onChange(e.target.value)} />;
}

export function TextareaWidget(p: WidgetProps<FieldOf<'textarea'>>) {
  return (
    <InputTextarea {...freeTextProps(p)} rows={4} autoResize onChange={(e) => p.onChange(e.target.value)} />
  );
}

export function EmailWidget(p: WidgetProps<FieldOf<'email'>>) {
  return (
    <InputText
      {...freeTextProps(p)}
      type="email"
      autoComplete="email"
      onChange={(e) => p.onChange(e.target.value.trim())}
    />
  );
}

/** A colour: the picker for the mouse and the hex text ('#RRGGBB') for the keyboard and screen readers. */
export function ColorWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'color'>>) {
  const hex = str(value);
  const valid = /^#[0-9a-f]{6}$/i.test(hex);
  return (
    <div className="ipe-inline">
      <ColorPicker
        value={valid ? hex.slice(1) : undefined}
        disabled={disabled}
        onChange={(e) => onChange(typeof e.value === 'string' ? `#${e.value.toUpperCase()}` : null)}
        pt={{ input: { 'aria-label': `${field.label}: seletor`, tabIndex: -1 } }}
      />
      <InputText
        {...fieldAria(id, error, field.required)}
        className="ipe-color-hex"
        placeholder="#RRGGBB"
        maxLength={7}
        value={hex}
        disabled={disabled}
        invalid={!!error}
        onChange={(e) => {
          const v = e.target.value.trim();
          onChange(v && !v.startsWith('#') ? `#${v}` : v);
        }}
        onBlur={onBlur}
      />
    </div>
  );
}
