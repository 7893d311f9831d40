/**
 * A candidate as the printed CV and the LGPD export show it: read through the declaration (the same
 * selection the generic GET uses: columns, references as {id, label}, links as ids, items as rows), with
 * the names of every referenced row resolved, so the documents follow the declaration as it grows.
 */
import {
  type Field,
  formatDate,
  formatMoney,
  formatPis,
  type ResourceDef,
  resourceByName,
  rotuloPorSexo,
} from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { RESOURCE_ITEMS, RESOURCE_LINKS, RESOURCE_TABLES } from '../../../db/resource-tables.ts';
import { candidato } from '../schema.ts';
import { selection } from '../../../platform/crud/selection.ts';
import { imageTypeOf } from '../../../platform/images.ts';
import { notFound } from '../../../platform/http/errors.ts';

export type Registro = Record<string, unknown>;

export interface CandidatoLido {
  /** The record as the generic GET reads it (without senha, foto and other columns left out of fields). */
  registro: Registro;
  /** Label of every referenced id: rotulos.get('idiomas')?.get(3) → 'Inglês'. */
  rotulos: Map<string, Map<number, string>>;
  /** `tipo`: the image type read from the bytes (imageTypeOf), null when not one of ours. */
  foto: { bytes: Buffer; contentType: string | null; tipo: string | null } | null;
}

const STORAGE = { tables: RESOURCE_TABLES, links: RESOURCE_LINKS, items: RESOURCE_ITEMS };
let selecao: ReturnType<typeof selection> | undefined;

/** Fields never shown in documents. */
const OCULTOS = new Set(['senha', 'confirmaSenha']);

/** The candidate of the session's company with its CV; 404 when it is not there. */
export async function lerCandidato(db: Db, empresaId: number, id: number): Promise<CandidatoLido> {
  selecao ??= selection(candidatos, STORAGE, 'registro');
  const [registro] = (await db
    .select(selecao.sel as Record<string, PgColumn>)
    .from(candidato)
    .where(and(eq(candidato.id, id), eq(candidato.empresaId, empresaId)))) as Registro[];
  if (!registro) throw notFound();
  for (const k of OCULTOS) delete registro[k];
  const [f] = await db
    .select({ bytes: candidato.foto, contentType: candidato.fotoContentType })
    .from(candidato)
    .where(eq(candidato.id, id));
  const foto = f?.bytes?.length
    ? { bytes: f.bytes, contentType: f.contentType, tipo: await imageTypeOf(f.bytes) }
    : null;
  return { registro, rotulos: await rotulosDe(db, candidatos, [registro]), foto };
}

/** Ids referenced by `rows` per resource (reference and references fields, also inside items). */
function idsReferenciados(
  def: { fields: readonly Field[] },
  rows: Registro[],
  acc = new Map<string, Set<number>>(),
) {
  const add = (res: string, v: unknown) => {
    if (typeof v !== 'number') return;
    if (!acc.has(res)) acc.set(res, new Set());
    acc.get(res)?.add(v);
  };
  for (const f of def.fields)
    for (const r of rows) {
      const v = r[f.name];
      if (f.kind === 'reference') add(f.resource, v);
      else if (f.kind === 'references' && Array.isArray(v)) for (const x of v) add(f.resource, x);
      else if (f.kind === 'items' && Array.isArray(v)) idsReferenciados(f, v as Registro[], acc);
    }
  return acc;
}

/** One query per referenced resource: id → its label column (the resource's resumo). */
async function rotulosDe(db: Db, def: ResourceDef, rows: Registro[]): Promise<CandidatoLido['rotulos']> {
  const out: CandidatoLido['rotulos'] = new Map();
  for (const [res, ids] of idsReferenciados(def, rows)) {
    const ref = resourceByName.get(res);
    const table = RESOURCE_TABLES[res] as PgTable | undefined;
    if (!ref || !table || ids.size === 0) continue;
    const cols = table as unknown as Record<string, PgColumn>;
    const label = cols[ref.resumo] ?? cols.nome ?? cols.descricao;
    if (!label) continue;
    const linhas = (await db
      .select({ id: cols.id, label })
      .from(table)
      .where(inArray(cols.id, [...ids]))) as { id: number; label: unknown }[];
    out.set(res, new Map(linhas.map((l) => [l.id, String(l.label ?? '')])));
  }
  return out;
}

/** A field's value as a reader expects it (pt-BR dates and money, option labels, names of references). */
export function valorLegivel(f: Field, v: unknown, rotulos: CandidatoLido['rotulos']): string {
  if (v === null || v === undefined || v === '') return '';
  // A text field with a document's mask.
  if (f.name === 'pis') return formatPis(String(v));
  switch (f.kind) {
    case 'date':
      return formatDate(String(v));
    case 'money':
      return typeof v === 'number' ? formatMoney(v) : String(v);
    case 'boolean':
      return v ? 'Sim' : 'Não';
    case 'enum':
      return f.options.find((o) => o.value === v)?.label ?? String(v);
    case 'checklist':
      return Array.isArray(v)
        ? v.map((x) => f.options.find((o) => o.value === x)?.label ?? x).join(', ')
        : '';
    case 'reference':
      return rotulos.get(f.resource)?.get(v as number) ?? String(v);
    case 'references':
      return Array.isArray(v) ? v.map((x) => rotulos.get(f.resource)?.get(x) ?? String(x)).join(', ') : '';
    case 'cpf':
      return String(v).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    case 'cep':
      return String(v).replace(/^(\d{5})(\d{3})$/, '$1-$2');
    case 'items':
      return Array.isArray(v) ? String(v.length) : '';
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** The declaration's field of that name (nested for items: 'experiencias.cargoId'). */
export function campo(nome: string, def: { fields: readonly Field[] } = candidatos): Field | undefined {
  const [a, b] = nome.split('.');
  const f = def.fields.find((x) => x.name === a);
  if (!b) return f;
  return f?.kind === 'items' ? f.fields.find((x) => x.name === b) : undefined;
}

/** `valorLegivel` by field name ('' for a field the declaration does not have). */
export function texto(l: CandidatoLido, nome: string, row: Registro = l.registro): string {
  const f = campo(nome);
  const chave = nome.split('.').at(-1) as string;
  if (!f) return '';
  const v = valorLegivel(f, row[chave], l.rotulos);
  // The document speaks of one person: labels written for both sexes ('Casado(a)') take the candidate's.
  return f.kind === 'enum' || f.kind === 'checklist' ? rotuloPorSexo(v, String(l.registro.sexo ?? '')) : v;
}

/** The rows of an items field. */
export const itens = (l: CandidatoLido, nome: string): Registro[] =>
  Array.isArray(l.registro[nome]) ? (l.registro[nome] as Registro[]) : [];
