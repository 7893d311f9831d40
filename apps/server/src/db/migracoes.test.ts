import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { migracoesEmDia, migrationsFolder } from './migracoes.ts';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number }[];
};
const ultima = journal.entries[journal.entries.length - 1].when;

/** The start-up check that lets a restart skip drizzle's migrate (client.ts). */
describe('migracoesEmDia', () => {
  it('is false without the migrations table or with a journal entry newer than the last applied, true when all ran', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle(client) as unknown as Db;
      expect(await migracoesEmDia(db)).toBe(false);
      await db.execute(sql`create schema drizzle`);
      await db.execute(
        sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      expect(await migracoesEmDia(db)).toBe(false);
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a', ${ultima - 1})`,
      );
      expect(await migracoesEmDia(db)).toBe(false);
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('b', ${ultima})`,
      );
      expect(await migracoesEmDia(db)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
