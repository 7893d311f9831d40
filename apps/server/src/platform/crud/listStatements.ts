import { createHash } from 'node:crypto';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { columnOf, type ListQuery } from './query.ts';
import type { Selection } from './selection.ts';
import { qualified } from './storage.ts';

/**
 * How many query shapes a resource keeps built. Past it (`ids=` lists of every length) a shape's
 * statements are built for its request and not kept.
 */
export const MAX_SHAPES = 64;

/** The statements of a generic list for one query shape, run with that request's values (`args`). */
export interface ListStatements {
  /** The placeholders' values of one request: the company, the conditions' values, limit and offset. */
  args(q: ListQuery, empresaId: number): Record<string, unknown>;
  /** The whole list (unpaged) or a `resumido` page, in the list's order. */
  rows(args: Record<string, unknown>): Promise<unknown[]>;
  /**
   * A page's rows in one statement: the rows whose id is among the page's ids (`… where id in (select id …
   * order by … limit … offset …)`), so the labels and id arrays are computed for the page's rows only, and
   * the ids and the rows cost one round trip instead of two.
   */
  page(args: Record<string, unknown>): Promise<unknown[]>;
  /** How many rows match (read up to the resource's count limit + 1, when it declares one). */
  count(args: Record<string, unknown>): Promise<number>;
}

const value = (i: number) => sql.placeholder(`p${i}`);

/**
 * How many rows match `where`; with `limite`, at most `limite` + 1 are read (a capped count on a table of
 * millions: the caller reports `limite` and "more", see CrudHooks.listCountLimit).
 */
export function countQuery(db: Db, table: PgTable, where: SQL | undefined, limite?: number) {
  if (limite === undefined) return db.select({ n: count() }).from(table).where(where);
  const limitados = db
    .select({ um: sql`1`.as('um') })
    .from(table)
    .where(where)
    .limit(limite + 1)
    .as('limitados');
  return db.select({ n: sql<number>`count(*)::int` }).from(limitados);
}

/**
 * The statements of a generic list, built once per query shape (ListQuery.shape: conditions present,
 * order, paging) with placeholders for the values, instead of per request. On PostgreSQL each is also a
 * named prepared statement (the name follows the shape), so each connection parses it once and the
 * server may keep its plan; not a `q` search, whose plan must see the pattern (a generic plan guesses
 * its selectivity).
 */
export function listStatementCache(
  db: Db,
  resource: string,
  table: PgTable,
  {
    sel,
    brief,
    paged: pageSel,
    scoped,
    countLimit,
  }: { sel: Selection; brief: Selection; paged: Selection; scoped: boolean; countLimit?: number },
): (q: ListQuery) => ListStatements {
  const cache = new Map<string, ListStatements>();
  const build = (q: ListQuery, keep: boolean): ListStatements => {
    const where = and(
      scoped ? eq(columnOf(table, 'empresaId'), sql.placeholder('empresa')) : undefined,
      q.conditions(value),
    );
    const tag = createHash('sha1').update(q.shape).digest('hex').slice(0, 12);
    const name = (kind: string) =>
      keep && !q.search ? `crud_lista_${resource}_${kind}_${tag}` : (undefined as unknown as string);
    const paged = q.page !== null;
    const rowsOf = (s: Selection) => {
      let query = db
        .select(s.sel as never)
        .from(table)
        .$dynamic();
      for (const j of s.joins) query = query.leftJoin(j.t, j.on);
      query = query.where(where).orderBy(...q.sort);
      if (paged)
        query = query.limit(sql.placeholder('limit') as never).offset(sql.placeholder('offset') as never);
      return query.prepare(name('linhas'));
    };
    let rows: ReturnType<typeof rowsOf> | undefined;
    let page: ReturnType<typeof rowsOf> | undefined;
    let total: { execute(a: Record<string, unknown>): Promise<{ n: number }[]> } | undefined;
    return {
      args(q2, empresaId) {
        const args: Record<string, unknown> = { empresa: empresaId };
        q2.values.forEach((v, i) => {
          args[`p${i}`] = v;
        });
        if (q2.page !== null) {
          args.limit = q2.size;
          args.offset = q2.page * q2.size;
        }
        return args;
      },
      // Each statement is built on first use: a shape asks for rows, or for ids and a count.
      rows(args) {
        rows ??= rowsOf(q.resumido ? brief : sel);
        return rows.execute(args) as Promise<unknown[]>;
      },
      page(args) {
        page ??= (() => {
          const id = qualified(table, columnOf(table, 'id') as PgColumn);
          const ids = db
            .select({ id: columnOf(table, 'id') })
            .from(table)
            .where(where)
            .orderBy(...q.sort)
            .limit(sql.placeholder('limit') as never)
            .offset(sql.placeholder('offset') as never);
          let query = db
            .select(pageSel.sel as never)
            .from(table)
            .$dynamic();
          for (const j of pageSel.joins) query = query.leftJoin(j.t, j.on);
          return query
            .where(inArray(id, ids))
            .orderBy(...q.sort)
            .prepare(name('pagina'));
        })();
        return page.execute(args) as Promise<unknown[]>;
      },
      async count(args) {
        total ??= countQuery(db, table, where, countLimit).prepare(name('total'));
        return (await total.execute(args))[0].n;
      },
    };
  };
  return (q) => {
    const hit = cache.get(q.shape);
    if (hit) return hit;
    const keep = cache.size < MAX_SHAPES;
    const st = build(q, keep);
    if (keep) cache.set(q.shape, st);
    return st;
  };
}
