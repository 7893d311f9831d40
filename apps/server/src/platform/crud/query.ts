import { ATIVO_TODOS, campoAtivo, type Field, type ResourceDef } from '@ipe/domain';
import { and, asc, desc, eq, exists, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';
import { type CrudStorage, linkOf, qualified } from './storage.ts';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 1000;

export interface ListQuery {
  page: number | null;
  size: number;
  sort: SQL[];
  where: SQL | undefined;
  resumido: boolean;
}

export function columnOf(table: PgTable, name: string): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!col) throw new Error(`${name}: coluna inexistente`);
  return col;
}

/**
 * Text in the order a reader of Portuguese expects: accents and case do not move a word (Álvaro sits
 * by Alberto, not after Zuleica). The databases use the C collation; the ICU root collation exists in
 * both PGlite and PostgreSQL and sorts the same in each.
 */
export const collated = (col: PgColumn | SQL) => sql`${col} collate "und-x-icu"`;
const TEXT_KINDS = new Set<Field['kind']>(['text', 'textarea', 'email']);

const toInt = (v: string, label: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw badRequest(`Filtro ${label} inválido.`);
  return n;
};

/** Parses a comma-separated filter value into typed values for the field's column. */
function filterValues(f: Field, raw: string): unknown[] {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (f.kind === 'reference' || f.kind === 'references' || f.kind === 'integer')
    return parts.map((p) => toInt(p, f.label));
  if (f.kind === 'boolean') return parts.map((p) => p === 'true');
  return parts;
}

/** Builds paging, order, search and filters from the query string of a generic list. */
export function parseListQuery(
  def: ResourceDef,
  storage: CrudStorage,
  qs: Record<string, string | undefined>,
  scope: SQL | undefined,
): ListQuery {
  const table = storage.tables[def.name];
  const page = qs.page === undefined || qs.page === '' ? null : Number(qs.page);
  if (page !== null && !(Number.isInteger(page) && page >= 0)) throw badRequest('Página inválida.');
  const size = qs.size ? Number(qs.size) : DEFAULT_PAGE_SIZE;
  if (!(Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE))
    throw badRequest(`Tamanho de página deve estar entre 1 e ${MAX_PAGE_SIZE}.`);

  const conds: (SQL | undefined)[] = [scope];
  const q = qs.q?.trim();
  if (q && def.list.search?.length) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        ...def.list.search.map(
          (n) => sql`ipe_unaccent(${columnOf(table, n)}::text) ILIKE ipe_unaccent(${pattern})`,
        ),
      ),
    );
  }
  const ativo = campoAtivo(def);
  if (ativo) {
    const raw = qs[ativo.name] || (qs.ids ? ATIVO_TODOS : 'true');
    if (raw !== ATIVO_TODOS) {
      if (raw !== 'true' && raw !== 'false') throw badRequest(`Filtro ${ativo.label} inválido.`);
      conds.push(eq(columnOf(table, ativo.name), raw === 'true'));
    }
  }
  for (const name of def.list.filters ?? []) {
    if (name === ativo?.name) continue;
    const raw = qs[name];
    if (raw === undefined || raw === '') continue;
    const f = def.fields.find((x) => x.name === name) as Field;
    const values = filterValues(f, raw);
    if (values.length && f.kind === 'references') {
      // Rows linked to any of the given ids.
      const l = linkOf(storage, def.name, name);
      conds.push(
        exists(
          sql`(select 1 from ${l.table} where ${qualified(l.table, l.owner)} = ${qualified(table, columnOf(table, 'id'))} and ${qualified(l.table, l.target)} in ${values})`,
        ),
      );
    } else if (values.length)
      conds.push(
        values.length === 1 ? eq(columnOf(table, name), values[0]) : inArray(columnOf(table, name), values),
      );
  }
  if (qs.ids)
    conds.push(
      inArray(columnOf(table, 'id'), filterValues({ kind: 'integer', name: 'id', label: 'ids' }, qs.ids)),
    );

  const [sortField, dir] = (qs.sort || def.list.sort).split(',');
  if (
    sortField !== 'id' &&
    !def.fields.some((f) => f.name === sortField && f.kind !== 'references' && f.kind !== 'items')
  )
    throw badRequest('Ordenação inválida.');
  const sortDef = def.fields.find((f) => f.name === sortField);
  const sortCol = columnOf(table, sortField);
  const sortBy = sortDef && TEXT_KINDS.has(sortDef.kind) ? collated(sortCol) : sortCol;
  const sort = [dir === 'desc' ? desc(sortBy) : asc(sortBy), asc(columnOf(table, 'id'))];
  return { page, size, sort, where: and(...conds), resumido: qs.resumido === 'true' };
}
