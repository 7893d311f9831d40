import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migracoesEmDia, migrationsFolder } from './migracoes.ts';
// No relational schema: queries name their tables (which live in the platform and in each module).
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
}

/**
 * The database sessions' time zone: the server process's (Brazil's when started by main.ts, see fuso.ts),
 * so `current_date`, `::date` casts and a date compared with a timestamp (the log's filters) count the
 * same day as the server's clock and the user's browser.
 */
const fusoDoProcesso = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** PGlite answers dates as Date; keep calendar dates as 'YYYY-MM-DD' strings like node-postgres does. */
const pgliteParsers = { 1082: (v: string) => v };

/** Options every PGlite instance of the app is created with (extensions and type parsers). */
export const pgliteOptions = { extensions: { pg_trgm, unaccent }, parsers: pgliteParsers };

/**
 * PGlite's shared_buffers (PGLITE_SHARED_BUFFERS). The data folder's postgresql.conf says 128MB, and
 * PGlite touches all of it at start: ~155 MB of the idle server's resident memory. 32MB keeps the
 * demo's working set and leaves the server near 230-270 MB idle instead of ~370 (docs/architecture.md,
 * 'Start-up and memory'); pages beyond it are read again from the files (the OS caches them).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens the embedded PGlite database (dataDir, or in memory when null) and migrates it. */
export async function openPglite(
  dataDir: string | null,
  from?: PGlite,
  sharedBuffers = PGLITE_SHARED_BUFFERS,
): Promise<Database & { client: PGlite }> {
  const client =
    from ??
    (await PGlite.create({
      dataDir: dataDir ?? undefined,
      ...pgliteOptions,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    }));
  // PGlite is one session: setting the zone once holds for every statement.
  await client.exec(`set time zone '${fusoDoProcesso()}'`);
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  if (!from && !(await migracoesEmDia(db))) await migratePglite(db as never, { migrationsFolder });
  return { db, driver: 'pglite', client, close: () => client.close() };
}

/** Connects to a PostgreSQL server and migrates it. */
export async function openPostgres(url: string): Promise<Database> {
  // Imported here: the embedded default never loads node-postgres.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // DATE (1082) as string, NUMERIC (1700) as number, BIGINT (20) as number.
  pg.types.setTypeParser(1082, (v) => v);
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 20),
    // Each connection starts in the server process's zone.
    options: `-c TimeZone=${fusoDoProcesso()}`,
  });
  // An idle connection the server drops (a restart, an administrator's terminate) is only discarded:
  // without a listener node-postgres rethrows it and the process dies. The next query reconnects.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexão ociosa encerrada (${err.message})`));
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
  if (!(await migracoesEmDia(db))) await migratePg(db as never, { migrationsFolder });
  return { db, driver: 'pg', close: () => pool.end() };
}

export function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteSharedBuffers?: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(opts.dataDir, undefined, opts.pgliteSharedBuffers);
}
