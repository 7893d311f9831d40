import { type Field, textoDoCampo } from '@ipe/domain';
import { type ReactNode, useMemo } from 'react';
import { useReferenceOptions } from './options.ts';
import type { FieldOf } from './widgets/types.ts';

/**
 * Text of a field's value in a list cell (pt-BR formats, labels of references and enums): the domain's
 * `textoDoCampo`, which the server's list export writes too. `labels` are the labels of a `references`
 * field's ids (its options), in the order of the ids; unknown ids are left out.
 */
export const cellText = (field: Field, row: Record<string, unknown>, labels?: Map<number, string>): string =>
  textoDoCampo(field, row, labels);

/**
 * The names of a `references` cell, from the field's options: every row of the list shares that one cached
 * query (the dropdowns' too), so the names cost one request per field, not one per row.
 */
function ReferencesCell({ field, row }: { field: FieldOf<'references'>; row: Record<string, unknown> }) {
  const { data: options = [] } = useReferenceOptions(field);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  return cellText(field, row, labels);
}

/** Content of a list cell: the text, a swatch beside colours, the names of several references. */
export function cellBody(field: Field, row: Record<string, unknown>): ReactNode {
  if (field.kind === 'references') return <ReferencesCell field={field} row={row} />;
  const text = cellText(field, row);
  if (field.kind === 'color' && text)
    return (
      <span className="ipe-inline">
        <span aria-hidden="true" className="ipe-swatch" style={{ background: text }} />
        {text}
      </span>
    );
  return text;
}
