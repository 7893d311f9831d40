import type { Database } from '../db/client.ts';

const TAPPED = Symbol('recorded');

/** A statement the driver client was asked to run: its text, parameters and (node-postgres) name. */
export interface Statement {
  text: string;
  params: unknown[];
  name?: string;
}

/**
 * Records what the app's driver client (PGlite or the node-postgres pool) is asked to run, for tests of
 * the shape of a statement (which columns, which plan): `take()` answers and clears what was recorded.
 */
export function recordStatements(database: Database) {
  let recorded: Statement[] = [];
  type Queryable = { query: (...args: unknown[]) => unknown; [TAPPED]?: true };
  const tap = (client: Queryable) => {
    if (client[TAPPED]) return;
    client[TAPPED] = true;
    const original = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [q, p] = args as [string | { text: string; name?: string; values?: unknown[] }, unknown];
      recorded.push(
        typeof q === 'string'
          ? { text: q, params: Array.isArray(p) ? p : [] }
          : { text: q.text, name: q.name, params: Array.isArray(p) ? p : (q.values ?? []) },
      );
      return original(...args);
    };
  };
  const client = (
    database.db as unknown as {
      $client: Queryable & { on?: (event: string, f: (c: Queryable) => void) => void };
    }
  ).$client;
  // node-postgres: every query (pool.query and transactions alike) runs on a client checked out of the
  // pool, so the clients are recorded, not the pool; PGlite is one client.
  if (client.on) client.on('acquire', tap);
  else tap(client);
  return {
    take() {
      const out = recorded;
      recorded = [];
      return out;
    },
  };
}
