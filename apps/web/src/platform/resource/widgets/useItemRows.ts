import { useEffect, useRef } from 'react';
import { get, useController } from 'react-hook-form';
import { findFieldElement, focusElement } from '../../components/index.ts';

/** Error text of a form path (react-hook-form keeps nested errors as nested objects and arrays). */
export const messageAt = (errors: unknown, path: string): string | undefined => {
  const e = get(errors, path) as { message?: unknown } | undefined;
  return typeof e?.message === 'string' ? e.message : undefined;
};

/** The list's own error (e.g. too few rows): zod puts it on the list or on its `root`. */
export const listError = (error: unknown): string | undefined => {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
};

/** The `items` value `name` of the form around: its rows, change and blur, and the list's own error. */
export function useItemsField<Row>(name: string) {
  const { field, fieldState } = useController({ name });
  return {
    rows: (field.value as Row[] | null) ?? [],
    onChange: field.onChange as (rows: Row[]) => void,
    onBlur: field.onBlur,
    error: listError(fieldState.error),
  };
}

/**
 * The headless part of a row editor of an `items` value (the generic items table, the salary histories):
 * stable React keys kept beside the rows (the form hands out copies of the rows on every change, so the
 * keys cannot hang on the row objects; removing a row in the middle removes its key, so its inputs are
 * never handed to the next row; a list replaced from outside gets new keys), cell changes, and insert and
 * remove with the focus moved where the user continues: a cell of the new row, or the list's 'Inserir'
 * button (which carries the list's `id`) after a removal. Cell ids are form paths (`${id}.${row}.${name}`).
 */
export function useItemRows<Row extends Record<string, unknown>>(
  id: string,
  rows: Row[],
  onChange: (rows: Row[]) => void,
) {
  const keys = useRef<string[]>([]);
  const next = useRef(0);
  const fresh = () => `r${next.current++}`;
  if (keys.current.length !== rows.length) keys.current = Array.from({ length: rows.length }, fresh);

  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const el = findFieldElement(focusNext.current);
    focusNext.current = null;
    if (el) focusElement(el);
  });

  return {
    keys: keys.current,
    /** Changes cells of row `index`. */
    set: (index: number, patch: Partial<Row>) =>
      onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))),
    /** Adds `row` first or last and focuses its cell `focus` (without one, the 'Inserir' button). */
    insert: (row: Row, { at = 'end', focus }: { at?: 'start' | 'end'; focus?: string } = {}) => {
      const index = at === 'start' ? 0 : rows.length;
      focusNext.current = focus ? `${id}.${index}.${focus}` : id;
      keys.current = at === 'start' ? [fresh(), ...keys.current] : [...keys.current, fresh()];
      onChange(at === 'start' ? [row, ...rows] : [...rows, row]);
    },
    /** Removes row `index`; the focus goes to the 'Inserir' button. */
    remove: (index: number) => {
      focusNext.current = id;
      keys.current = keys.current.filter((_, i) => i !== index);
      onChange(rows.filter((_, i) => i !== index));
    },
  };
}
