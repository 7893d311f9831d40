import type { CSSProperties, ReactNode } from 'react';
import './components.css';

export interface FieldShellProps {
  /** Id of the control inside: the label points at it and the error text is `${id}-error`. */
  id: string;
  label: string;
  /** Shows the '*' marker (hidden from assistive technology: the control itself must carry aria-required). */
  required?: boolean;
  /** Error text shown under the control (role=alert). */
  error?: string;
  children: ReactNode;
  /** Width in columns of the 12-column FormGrid (1–12; default 12). Full width on screens ≤ 768 px. */
  span?: number;
  className?: string;
}

/**
 * A labelled form field: `<label htmlFor={id}>`, the control, and the error text.
 *
 * The shell does not touch its child. The control must carry the accessibility attributes itself; spread
 * `fieldAria(id, error, required)` on it:
 *
 * ```tsx
 * <FieldShell id="nome" label="Nome" required error={errors.nome?.message} span={6}>
 *   <InputText {...fieldAria('nome', errors.nome?.message, true)} {...register('nome')} />
 * </FieldShell>
 * ```
 *
 * PrimeReact widgets whose focusable element is not the root take the id as `inputId` instead
 * (Calendar, Dropdown, Checkbox, InputNumber) and the other attributes through their `pt`/input props.
 */
export function FieldShell({ id, label, required, error, children, span = 12, className }: FieldShellProps) {
  const cols = Math.min(12, Math.max(1, Math.trunc(span)));
  return (
    <div
      className={className ? `ipe-field ${className}` : 'ipe-field'}
      style={{ '--ipe-span': cols } as CSSProperties}
      data-field={id}
    >
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="ipe-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
          {error}
        </small>
      )}
    </div>
  );
}

export interface FieldAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

/** The attributes that tie a control to its FieldShell: id, invalid state, error text, required. */
export function fieldAria(id: string, error?: string | null, required?: boolean): FieldAria {
  const aria: FieldAria = {
    id,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  if (required) aria['aria-required'] = true;
  return aria;
}

/** The 12-column grid that holds FieldShells (one column on screens ≤ 768 px). */
export function FormGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `ipe-form-grid ${className}` : 'ipe-form-grid'}>{children}</div>;
}
