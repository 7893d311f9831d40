import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatMoney,
  formatNumber,
  formatPhone,
} from './format.ts';
import type { Field, ReferenceField, ReferencesField } from './resource.ts';
import { resourceByName } from './resources/index.ts';

/** Field of the referenced row shown as its label (the referenced resource's `resumo` by default). */
export function campoRotuloDe(field: ReferenceField | ReferencesField): string {
  const ref = resourceByName.get(field.resource);
  if (!ref) throw new Error(`${field.name}: recurso desconhecido ${field.resource}`);
  return field.labelField ?? ref.resumo;
}

/**
 * Text of a field's value in a list row as the API answers it (pt-BR formats, labels of references and
 * enums): the list's cell on the screen and the list exported to PDF/XLSX write the same text. A
 * reference's label comes joined in the row (`estadoId` → `estado: {id, sigla}`); `labels` are the labels
 * of a `references` field's ids (unknown ids are left out).
 */
export function textoDoCampo(
  field: Field,
  row: Record<string, unknown>,
  labels?: Map<number, string>,
): string {
  const v = row[field.name];
  switch (field.kind) {
    case 'reference': {
      const joined = row[field.name.replace(/Id$/, '')] as Record<string, unknown> | null | undefined;
      const label = joined?.[campoRotuloDe(field)];
      return label == null ? '' : String(label);
    }
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
      return v === true ? 'Sim' : v === false ? 'Não' : '';
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
