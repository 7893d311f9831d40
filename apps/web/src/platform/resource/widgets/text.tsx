import { ColorPicker } from 'primereact/colorpicker';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { fieldAria } from '../../components/index.ts';
import type { FieldOf, WidgetProps } from './types.ts';

const str = (v: string | null) => v ?? '';

export function TextWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'text'>>) {
  return (
    <InputText
      {...fieldAria(id, error, field.required)}
      value={str(value)}
      maxLength={field.max}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

export function TextareaWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'textarea'>>) {
  return (
    <InputTextarea
      {...fieldAria(id, error, field.required)}
      rows={4}
      autoResize
      value={str(value)}
      maxLength={field.max}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

export function EmailWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'email'>>) {
  return (
    <InputText
      {...fieldAria(id, error, field.required)}
      type="email"
      autoComplete="email"
      value={str(value)}
      maxLength={field.max}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange(e.target.value.trim())}
      onBlur={onBlur}
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
