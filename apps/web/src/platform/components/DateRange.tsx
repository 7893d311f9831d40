import { dateRangeError, MSG } from '@ipe/domain';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { FieldShell } from './FieldShell.tsx';
import { ensurePtBRLocale, PT_BR } from './locale.ts';
import './components.css';

/** Default labels of the main date range (spec 1 §5). Not in MSG: defined here. */
export const DATA_INICIAL = 'Data Inicial';
export const DATA_FIM = 'Data Fim';
/** Accessible name of the calendar button (PrimeReact's 'chooseDate' is missing from the pt-BR locale). */
export const ESCOLHER_DATA = 'Escolher data';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (a datetime is read by its date part) → local midnight; anything else → null. */
export function isoToDate(iso: string | null | undefined): Date | null {
  const m = iso ? ISO_DATE.exec(iso) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** Local date → 'YYYY-MM-DD' (no time-zone shift); null or an invalid date → null. */
export function dateToIso(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

export interface DateInputProps {
  /** Id of the text input (a FieldShell label points at it). */
  id: string;
  /** ISO 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (v: string | null) => void;
  invalid?: boolean;
  /** Accessible name when no `<label htmlFor={id}>` names the input. */
  ariaLabel?: string;
  /** Id of the error text (FieldShell's `${id}-error`). */
  describedBy?: string;
  required?: boolean;
  onBlur?: () => void;
  disabled?: boolean;
  minDate?: string | null;
  maxDate?: string | null;
}

/**
 * A single date in pt-BR: type 'dd/mm/aaaa' or pick it from the calendar (the icon button, or ArrowDown in
 * the input). The panel does not open on focus, so typing and tabbing through a form stay undisturbed.
 * Values travel as ISO 'YYYY-MM-DD' strings.
 */
export function DateInput({
  id,
  value,
  onChange,
  invalid,
  ariaLabel,
  describedBy,
  required,
  onBlur,
  disabled,
  minDate,
  maxDate,
}: DateInputProps) {
  ensurePtBRLocale();
  return (
    <Calendar
      inputId={id}
      value={isoToDate(value)}
      onChange={(e) => onChange(dateToIso((e.value as Date | null | undefined) ?? null))}
      onBlur={onBlur}
      locale={PT_BR}
      dateFormat="dd/mm/yy"
      placeholder="dd/mm/aaaa"
      showIcon
      showButtonBar
      showOnFocus={false}
      disabled={disabled}
      invalid={invalid}
      minDate={isoToDate(minDate) ?? undefined}
      maxDate={isoToDate(maxDate) ?? undefined}
      ariaLabel={ariaLabel}
      pt={{
        input: {
          root: {
            // Calendar defaults to inputmode="none" (no on-screen keyboard); typing is the main way here.
            inputMode: 'text',
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            'aria-required': required || undefined,
          },
        },
        dropdownButton: { root: { 'aria-label': ESCOLHER_DATA } },
      }}
    />
  );
}

export interface DateRangeProps {
  start: string | null;
  end: string | null;
  onChange: (start: string | null, end: string | null) => void;
  startLabel?: string;
  endLabel?: string;
  /** Both dates required (the main range of a filter): 'Data Inicial é obrigatória' / 'Data Fim é obrigatória'. */
  required?: boolean;
  /** Ids: `${idPrefix}-inicio` and `${idPrefix}-fim`. */
  idPrefix: string;
  /** Show the required messages before the fields are touched (after a failed submit). */
  showErrors?: boolean;
}

/** Returns the messages a date range shows: required (when asked) and 'Data final inferior a data inicial.'. */
export function dateRangeMessages(
  start: string | null,
  end: string | null,
  opts: { required?: boolean; startLabel?: string; endLabel?: string } = {},
): { start?: string; end?: string } {
  const out: { start?: string; end?: string } = {};
  if (opts.required && !start) out.start = MSG.obrigatoria(opts.startLabel ?? DATA_INICIAL);
  if (opts.required && !end) out.end = MSG.obrigatoria(opts.endLabel ?? DATA_FIM);
  const range = dateRangeError(start, end);
  if (range) out.end = range;
  return out;
}

/** Two dates, start and end, with the range rule shown under the end date. */
export function DateRange({
  start,
  end,
  onChange,
  startLabel = DATA_INICIAL,
  endLabel = DATA_FIM,
  required,
  idPrefix,
  showErrors,
}: DateRangeProps) {
  const [touched, setTouched] = useState({ start: false, end: false });
  const messages = dateRangeMessages(start, end, { required, startLabel, endLabel });
  const rangeError = dateRangeError(start, end);
  const startError = touched.start || showErrors ? messages.start : undefined;
  const endError = rangeError ?? (touched.end || showErrors ? messages.end : undefined);
  const startId = `${idPrefix}-inicio`;
  const endId = `${idPrefix}-fim`;
  return (
    <fieldset className="ipe-date-range ipe-fieldset" aria-label={`${startLabel} e ${endLabel}`}>
      <FieldShell id={startId} label={startLabel} required={required} error={startError}>
        <DateInput
          id={startId}
          value={start}
          required={required}
          invalid={!!startError}
          describedBy={startError ? `${startId}-error` : undefined}
          onChange={(v) => {
            setTouched((t) => ({ ...t, start: true }));
            onChange(v, end);
          }}
          onBlur={() => setTouched((t) => ({ ...t, start: true }))}
        />
      </FieldShell>
      <FieldShell id={endId} label={endLabel} required={required} error={endError}>
        <DateInput
          id={endId}
          value={end}
          required={required}
          invalid={!!endError}
          describedBy={endError ? `${endId}-error` : undefined}
          onChange={(v) => {
            setTouched((t) => ({ ...t, end: true }));
            onChange(start, v);
          }}
          onBlur={() => setTouched((t) => ({ ...t, end: true }))}
        />
      </FieldShell>
    </fieldset>
  );
}
