import { ATIVO_TODOS, campoAtivo, type Field, type ResourceDef } from '@ipe/domain';
import { and, asc, desc, eq, exists, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';
import { type CrudStorage, linkOf, qualified } from './storage.ts';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 1000;

/**
 * A generic list's query string, parsed. Its conditions come apart from their values so that one statement
 * serves every request of the same `shape` (routes.ts builds and prepares it once per resource and shape).
 */
export interface ListQuery {
  page: number | null;
  size: number;
  sort: SQL[];
  resumido: boolean;
  /**
   * What the statement's text depends on besides the values: the conditions present (with the number of
   * values of each), the order and whether it is paged. Two queries with one shape differ only in `values`.
   */
  shape: string;
  /** The conditions' values, in the order `conditions` asks for them. */
  values: unknown[];
  /** A `q` pattern is among the values: the planner must see the pattern to plan (no generic plan). */
  search: boolean;
  /** The search and filter conditions, each value given by `value(i)`: the value itself or a placeholder. */
  conditions(value: (i: number) => unknown): SQL | undefined;
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
): ListQuery {
  const table = storage.tables[def.name];
  const page = qs.page === undefined || qs.page === '' ? null : Number(qs.page);
  if (page !== null && !(Number.isInteger(page) && page >= 0)) throw badRequest('Página inválida.');
  const size = qs.size ? Number(qs.size) : DEFAULT_PAGE_SIZE;
  if (!(Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE))
    throw badRequest(`Tamanho de página deve estar entre 1 e ${MAX_PAGE_SIZE}.`);

  const values: unknown[] = [];
  const shape: string[] = [];
  /** Each condition, built from the positions of its values in `values`. */
  const conds: ((v: (i: number) => unknown) => SQL | undefined)[] = [];
  const take = (...vs: unknown[]) => {
    const at = values.length;
    values.push(...vs);
    return vs.map((_, k) => at + k);
  };
  const q = qs.q?.trim();
  const search = Boolean(q && def.list.search?.length);
  if (q && search) {
    const [i] = take(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    shape.push('q');
    // `(select ipe_unaccent($n))`: computed once per run. The list's statements are prepared (named), and
    // in their generic plan a bare `ipe_unaccent($n)` was computed again for every row the trigram index
    // found (plano.test.ts; bench/README.md, "scenario (c) and the generic plan").
    conds.push((v) =>
      or(
        ...(def.list.search ?? []).map(
          (n) => sql`ipe_unaccent(${columnOf(table, n)}::text) ILIKE (select ipe_unaccent(${v(i)}))`,
        ),
      ),
    );
  }
  const ativo = campoAtivo(def);
  if (ativo) {
    const raw = qs[ativo.name] || (qs.ids ? ATIVO_TODOS : 'true');
    if (raw !== ATIVO_TODOS) {
      if (raw !== 'true' && raw !== 'false') throw badRequest(`Filtro ${ativo.label} inválido.`);
      const [i] = take(raw === 'true');
      shape.push(ativo.name);
      conds.push((v) => eq(columnOf(table, ativo.name), v(i)));
    }
  }
  for (const name of def.list.filters ?? []) {
    if (name === ativo?.name) continue;
    const raw = qs[name];
    if (raw === undefined || raw === '') continue;
    const f = def.fields.find((x) => x.name === name) as Field;
    const parsed = filterValues(f, raw);
    if (!parsed.length) continue;
    const at = take(...parsed);
    shape.push(`${name}*${at.length}`);
    const list = (v: (i: number) => unknown) =>
      sql.join(
        at.map((i) => sql`${v(i)}`),
        sql`, `,
      );
    if (f.kind === 'references') {
      // Rows linked to any of the given ids.
      const l = linkOf(storage, def.name, name);
      conds.push((v) =>
        exists(
          sql`(select 1 from ${l.table} where ${qualified(l.table, l.owner)} = ${qualified(table, columnOf(table, 'id'))} and ${qualified(l.table, l.target)} in (${list(v)}))`,
        ),
      );
    } else
      conds.push((v) =>
        at.length === 1 ? eq(columnOf(table, name), v(at[0])) : sql`${columnOf(table, name)} in (${list(v)})`,
      );
  }
  if (qs.ids) {
    const at = take(...filterValues({ kind: 'integer', name: 'id', label: 'ids' }, qs.ids));
    shape.push(`ids*${at.length}`);
    // No ids (`ids=,`) matches nothing, as drizzle's inArray with an empty list answers.
    conds.push((v) =>
      at.length
        ? sql`${columnOf(table, 'id')} in (${sql.join(
            at.map((i) => sql`${v(i)}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }

  const [sortField, dir] = (qs.sort || def.list.sort).split(',');
  if (
    sortField !== 'id' &&
    !def.fields.some((f) => f.name === sortField && f.kind !== 'references' && f.kind !== 'items')
  )
    throw badRequest('Ordenação inválida.');
  const sortDef = def.fields.find((f) => f.name === sortField);
  const sortCol = columnOf(table, sortField);
  // With `q` searching the column the list is sorted by, the order is `(column || '') collate …`, the
  // same order but an expression no index serves: a word's matches sit together in that column's order
  // ('Vila …', 'Residencial …'), and the planner, expecting them spread evenly, walked the order index
  // filtering every row before them (79,795 bairros read for 15 'vila'; 49 ms for 'maria' among 20,000
  // talents). The trigram index then finds the matches and only they are sorted: the cost follows their
  // number, as in the candidates' name search (busca.ts). plano.test.ts checks the plan.
  const sortBy =
    sortDef && TEXT_KINDS.has(sortDef.kind)
      ? collated(search && def.list.search?.includes(sortField) ? sql`(${sortCol} || '')` : sortCol)
      : sortCol;
  const desce = dir === 'desc';
  const sort = [desce ? desc(sortBy) : asc(sortBy), asc(columnOf(table, 'id'))];
  const resumido = qs.resumido === 'true';
  shape.push(`sort:${sortField}${desce ? ',desc' : ''}`, page === null ? 'todas' : 'pagina');
  if (resumido) shape.push('resumido');
  return {
    page,
    size,
    sort,
    resumido,
    shape: shape.join(' '),
    values,
    search,
    conditions: (v) => and(...conds.map((c) => c(v))),
  };
}
