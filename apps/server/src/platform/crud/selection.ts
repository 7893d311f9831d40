import { type ItemsField, type ReferenceField, type ResourceDef, resourceByName } from '@ipe/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type CrudStorage, itemsOf, linkOf, qualified } from './storage.ts';

export interface Selection {
  sel: Record<string, unknown>;
  joins: { t: PgTable; on: SQL }[];
}

const colsOf = (t: PgTable) => getTableColumns(t) as Record<string, PgColumn>;

/** `coalesce((select array_agg(target) from link where owner = id), '{}')`: the ids of a references field. */
function linkedIds(storage: CrudStorage, def: ResourceDef, field: string, id: SQL): SQL {
  const l = linkOf(storage, def.name, field);
  const target = qualified(l.table, l.target);
  return sql`coalesce((select array_agg(${target} order by ${target}) from ${l.table} where ${qualified(l.table, l.owner)} = ${id}), '{}')`;
}

/** The rows of an items field as a JSON array, ordered by `orderBy` (default id), in the same query. */
function itemRows(storage: CrudStorage, def: ResourceDef, f: ItemsField, id: SQL): SQL {
  const it = itemsOf(storage, def.name, f.name);
  const cols = colsOf(it.table);
  const q = (c: PgColumn) => qualified(it.table, c);
  const pairs = [sql`'id', ${q(cols.id)}`];
  for (const sub of f.fields) {
    const c = cols[sub.name];
    if (!c) throw new Error(`${def.name}.${f.name}.${sub.name}: sem coluna na tabela de itens`);
    pairs.push(sql`${sql.raw(`'${sub.name}'`)}, ${q(c)}`);
  }
  const [by, dir] = (f.orderBy ?? 'id').split(',');
  const order = sql`${q(cols[by] ?? cols.id)} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}, ${q(cols.id)}`;
  return sql`coalesce((select json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${order}) from ${it.table} where ${q(it.owner)} = ${id}), '[]'::json)`;
}

/**
 * `(select json_build_object('id', r.id, '<label>', r.<label>) from <ref table> r where r.id = <fk>)`: a
 * reference's `{id, label}`, or null. A scalar subquery rather than a join: a list with ten references
 * would otherwise make PostgreSQL weigh the order of eleven joins on every request (27 ms of planning
 * for 0.6 ms of execution on the requisitions list), and with ORDER BY … LIMIT the subqueries run only
 * for the rows of the page. The alias keeps a self-reference (an area's parent) pointing outward.
 */
function referenceLabel(refTable: PgTable, aliasName: string, labelField: string, fk: SQL): SQL {
  const a = alias(refTable, aliasName);
  const acols = colsOf(a);
  return sql`(select json_build_object('id', ${acols.id}, ${sql.raw(`'${labelField}'`)}, ${acols[labelField]}) from ${refTable} ${sql.identifier(aliasName)} where ${acols.id} = ${fk})`;
}

/**
 * What each mode answers: `registro` (get, create, update) every field; `lista` (an unpaged list: options,
 * whole registers) every field but the items the list does not show; `pagina` (a paged list: a list
 * screen's table) only the id, the list's columns and the `rowFields` its screen also reads; `resumido`
 * the id and the `resumo` field.
 */
export type SelectionMode = 'resumido' | 'pagina' | 'lista' | 'registro';

/** The fields of a paged list's row: the declared columns and the fields the list screen also reads. */
export const pageFields = (def: ResourceDef) => new Set([...def.list.columns, ...(def.list.rowFields ?? [])]);

/**
 * The columns a list or a get returns. Reference fields become `{id, <label>}` objects named after the
 * field without 'Id' (estadoId → estado); references fields their id arrays; items fields their rows.
 */
export function selection(def: ResourceDef, storage: CrudStorage, mode: SelectionMode): Selection {
  const resumido = mode === 'resumido';
  const table = storage.tables[def.name];
  const cols = colsOf(table);
  const ownId = qualified(table, cols.id);
  if (resumido) return { sel: { id: cols.id, [def.resumo]: cols[def.resumo] }, joins: [] };
  const shown = mode === 'pagina' ? pageFields(def) : null;
  const sel: Record<string, unknown> = { id: cols.id };
  const joins: Selection['joins'] = [];
  for (const f of def.fields) {
    if (shown && !shown.has(f.name)) continue;
    if (f.kind === 'references') {
      sel[f.name] = linkedIds(storage, def, f.name, ownId).mapWith((v) => v);
      continue;
    }
    if (f.kind === 'items') {
      // A list carries a record's rows only when it shows them; the form reads them with the record.
      if (mode === 'lista' && !def.list.columns.includes(f.name)) continue;
      sel[f.name] = itemRows(storage, def, f, ownId).mapWith((v) => v);
      continue;
    }
    sel[f.name] = cols[f.name];
    if (f.kind !== 'reference') continue;
    const ref = resourceByName.get((f as ReferenceField).resource) as ResourceDef;
    const labelField = (f as ReferenceField).labelField ?? ref.resumo;
    sel[f.name.replace(/Id$/, '')] = referenceLabel(
      storage.tables[ref.name],
      `ref_${f.name}`,
      labelField,
      qualified(table, cols[f.name]),
    ).mapWith((v) => v);
  }
  return { sel, joins };
}

type PageRow = Record<string, unknown> & { id: number };

/**
 * The rows of a page by their ids, in the ids' order; the list finds the ids first (`select id … order
 * by … limit … offset …`). In one statement PostgreSQL evaluates the select list of every row the offset
 * skips: page 500 computed the reference labels and `array_agg` id arrays of 7,515 rows to answer 15.
 * Built and prepared once per resource (`name`), not per request: the paged selection can be ~100
 * columns, and drizzle building it was ~12 % of the server's time per list request.
 */
export function pageStatement(db: Db, table: PgTable, { sel, joins }: Selection, name: string) {
  let q = db
    .select(sel as never)
    .from(table)
    .$dynamic();
  for (const j of joins) q = q.leftJoin(j.t, j.on);
  const statement = q
    .where(sql`${qualified(table, colsOf(table).id)} = any(${sql.placeholder('ids')})`)
    .prepare(name);
  return async (ids: number[]): Promise<PageRow[]> => {
    if (!ids.length) return [];
    const rows = (await statement.execute({ ids })) as PageRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}
