import { isValidTime } from '@ipe/domain';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

/** Most characters of a time value (spec 1 §5): up to 7 hour digits, ':' and 2 minute digits. */
export const TIME_MAX_LENGTH = 10;
const MAX_DIGITS = TIME_MAX_LENGTH - 1;

/**
 * The 'hh:mm' mask: keeps the digits and places the ':'. Up to 4 digits the first two are the hours
 * ('8' → '8', '083' → '08:3', '0830' → '08:30'); with more, the last two are the minutes ('12030' →
 * '120:30'), so hour quantities above 99 can be typed too.
 */
export function maskTime(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}:${d.slice(2)}`;
  return `${d.slice(0, -2)}:${d.slice(-2)}`;
}

/**
 * Completes a time typed as hours only when leaving the field: '8' → '08:00', '08' → '08:00'. A value with
 * partial minutes ('08:3') is left as typed (and shown invalid): guessing '08:30' or '08:03' would be wrong
 * half of the time.
 */
export function completeTime(v: string): string {
  return /^\d{1,2}$/.test(v) ? `${v.padStart(2, '0')}:00` : v;
}

export interface TimeInputProps {
  id: string;
  /** 'hh:mm' (hours may have more than 2 digits, see isValidTime) or null. */
  value: string | null;
  onChange: (v: string | null) => void;
  invalid?: boolean;
  /** Accessible name when no `<label htmlFor={id}>` names the input. */
  ariaLabel?: string;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * Time or hour-quantity input with the 'hh:mm' mask, at most 10 characters, checked with isValidTime:
 * an incomplete or impossible value ('12:75') is marked invalid once the field is left.
 */
export function TimeInput({
  id,
  value,
  onChange,
  invalid,
  ariaLabel,
  describedBy,
  required,
  disabled,
  onBlur,
}: TimeInputProps) {
  const [touched, setTouched] = useState(false);
  const text = value ?? '';
  const wrong = touched && text !== '' && !isValidTime(text);
  const isInvalid = !!invalid || wrong;
  return (
    <InputText
      id={id}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={TIME_MAX_LENGTH}
      disabled={disabled}
      invalid={isInvalid}
      aria-label={ariaLabel}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      onChange={(e) => {
        const next = maskTime(e.target.value);
        onChange(next === '' ? null : next);
      }}
      onBlur={() => {
        setTouched(true);
        if (text !== '') {
          const done = completeTime(text);
          if (done !== text) onChange(done);
        }
        onBlur?.();
      }}
    />
  );
}
