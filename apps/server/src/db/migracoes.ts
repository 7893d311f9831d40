import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The latest `when` of the journal: drizzle records it as the `created_at` of the migration it applies. */
function ultimaDoJournal(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

const linhas = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * Whether the database already has every migration of the journal. drizzle's `migrate` applies those whose
 * `when` is later than the last `created_at` in drizzle.__drizzle_migrations, after a CREATE SCHEMA and a
 * CREATE TABLE IF NOT EXISTS; when none is due, two catalog reads answer instead (~0.1 s less per
 * restart on PGlite). A new migration in the journal still runs through `migrate`.
 */
export async function migracoesEmDia(db: Db): Promise<boolean> {
  const [t] = await linhas<{ existe: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "existe"`,
  );
  if (!t.existe) return false;
  const [m] = await linhas<{ ultima: string | number | null }>(
    db,
    sql`select max(created_at) as "ultima" from drizzle.__drizzle_migrations`,
  );
  return m.ultima !== null && Number(m.ultima) >= ultimaDoJournal();
}
