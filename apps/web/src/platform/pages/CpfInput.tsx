import type { RefCallBack } from 'react-hook-form';
import { fieldAria } from '../components/FieldShell.tsx';
import { maskCpf } from './cpfMask.ts';

/**
 * The CPF box of the login, the candidate login and the password recovery: numeric keyboard, the mask
 * 000.000.000-00 as the user types, the username autocomplete. Rendered by a react-hook-form Controller.
 * A plain input with PrimeReact InputText's classes: the login page loads no PrimeReact (docs/architecture.md,
 * 'Page weight').
 */
export function CpfInput({
  id,
  field,
  error,
  autoFocus = false,
}: {
  id: string;
  /** The Controller's field (any form whose cpf is a string). */
  field: { name: string; value: string; ref: RefCallBack; onBlur: () => void; onChange: (v: string) => void };
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <input
      {...fieldAria(id, error, true)}
      className={`p-inputtext p-component${field.value ? ' p-filled' : ''}${error ? ' p-invalid' : ''}`}
      inputMode="numeric"
      autoComplete="username"
      placeholder="000.000.000-00"
      maxLength={14}
      autoFocus={autoFocus}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(maskCpf(e.target.value))}
    />
  );
}
