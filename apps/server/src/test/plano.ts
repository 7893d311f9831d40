import type { Database } from '../db/client.ts';

/** A node of a PostgreSQL plan (EXPLAIN (FORMAT JSON)), with the fields the plan tests read. */
export type NoDoPlano = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Filter?: string;
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
