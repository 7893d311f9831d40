import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** PostgreSQL only: the server survives the database dropping its idle connections. */
describe.skipIf(process.env.TEST_DB !== 'pg')('PostgreSQL pool', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('an idle connection terminated by the server is discarded, not a crash; the next call reconnects', async () => {
    t = await createTestApp();
    const admin = await t.login();
    expect((await admin.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
    // Terminate every other connection to the test database (a restart or an administrator would).
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const res = (await t.database.db.execute(sql`select current_database() as banco`)) as unknown as {
      rows: { banco: string }[];
    };
    const banco = res.rows[0].banco;
    url.pathname = `/${banco}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const r = await c.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [banco],
    );
    await c.end();
    expect(r.rows[0].n).toBeGreaterThan(0);
    await new Promise((ok) => setTimeout(ok, 200));
    expect((await admin.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
  });
});
