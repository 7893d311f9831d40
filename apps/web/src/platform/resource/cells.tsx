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
import type { ReactNode } from 'react';
import { referenceLabel } from './options.ts';
import { T } from './texts.ts';

/** Text of a field's value in a list cell (pt-BR formats, labels of references and enums). */
export function cellText(field: Field, row: Record<string, unknown>): string {
  const v = row[field.name];
  switch (field.kind) {
    case 'reference':
      return referenceLabel(field, row);
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

/** Content of a list cell: the text, and a swatch beside colours. */
export function cellBody(field: Field, row: Record<string, unknown>): ReactNode {
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
