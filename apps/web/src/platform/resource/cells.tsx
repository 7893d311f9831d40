import {
  type Field,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatMoney,
  formatNumber,
  formatPhone,
} from '@ipe/domain';
import { type ReactNode, useMemo } from 'react';
import { referenceLabel, useReferenceOptions } from './options.ts';
import { T } from './texts.ts';
import type { FieldOf } from './widgets/types.ts';

/**
 * Text of a field's value in a list cell (pt-BR formats, labels of references and enums). `labels` are the
 * labels of a `references` field's ids (its options), in the order of the ids; unknown ids are left out.
 */
export function cellText(field: Field, row: Record<string, unknown>, labels?: Map<number, string>): string {
  const v = row[field.name];
  switch (field.kind) {
    case 'reference':
      return referenceLabel(field, row);
    case 'references': {
      const ids = Array.isArray(v) ? (v as number[]) : [];
      return ids
        .map((id) => labels?.get(id))
        .filter((x) => x !== undefined)
        .join(', ');
    }
    case 'items':
      return Array.isArray(v) ? String(v.length) : '';
    case 'boolean':
      return v === true ? T.sim : v === false ? T.nao : '';
    case 'enum':
      return field.options.find((o) => o.value === v)?.label ?? (v == null ? '' : String(v));
    case 'checklist': {
      const values = Array.isArray(v) ? (v as string[]) : [];
      return values.map((x) => field.options.find((o) => o.value === x)?.label ?? x).join(', ');
    }
    case 'date':
      return formatDate(v as string | null);
    case 'money':
      return formatMoney(v as number | null);
    case 'decimal':
      return formatNumber(v as number | null, 2);
    case 'cpf':
      return formatCpf(v as string | null);
    case 'cnpj':
      return formatCnpj(v as string | null);
    case 'cep':
      return formatCep(v as string | null);
    case 'phone':
      return formatPhone(null, v as string | null);
    default:
      return v == null ? '' : String(v);
  }
}

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
