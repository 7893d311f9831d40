import type { Database } from '../db/client.ts';

/** A node of a PostgreSQL plan (EXPLAIN (FORMAT JSON)), with the fields the plan tests read. */
export type NoDoPlano = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Filter?: string;
  'Recheck Cond'?: string;
  'Index Cond'?: string;
  Plans?: NoDoPlano[];
};

const nos = (p: NoDoPlano): NoDoPlano[] => [p, ...(p.Plans ?? []).flatMap(nos)];

/**
 * Every node of the plan PostgreSQL chooses for `text` with its parameters (EXPLAIN, not run): the plan
 * tests check which indexes a statement may use, never how long it takes.
 */
export async function planoDe(database: Database, text: string, params: unknown[]): Promise<NoDoPlano[]> {
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
    .$client;
  const res = (await client.query(`explain (format json) ${text}`, params)) as {
    rows: { 'QUERY PLAN': [{ Plan: NoDoPlano }] }[];
  };
  return nos(res.rows[0]['QUERY PLAN'][0].Plan);
}

/**
 * The nodes of the generic plan of `text` (PostgreSQL only): the plan a named prepared statement keeps
 * after its fifth run, where the parameters are unknown. PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN), so
 * the statement is prepared and explained with `plan_cache_mode = force_generic_plan` on one connection.
 */
export async function planoGenericoDe(
  database: Database,
  text: string,
  params: unknown[],
): Promise<NoDoPlano[]> {
  const pool = (
    database.db as unknown as {
      $client: { connect: () => Promise<{ query: (t: string) => Promise<unknown>; release: () => void }> };
    }
  ).$client;
  const c = await pool.connect();
  const literal = (v: unknown) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`);
  try {
    await c.query('begin');
    await c.query('set local plan_cache_mode = force_generic_plan');
    await c.query(`prepare plano_generico as ${text}`);
    const res = (await c.query(
      `explain (format json) execute plano_generico(${params.map(literal).join(', ')})`,
    )) as { rows: { 'QUERY PLAN': [{ Plan: NoDoPlano }] }[] };
    return nos(res.rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await c.query('rollback').catch(() => undefined);
    await c.query('deallocate plano_generico').catch(() => undefined);
    c.release();
  }
}
