import { randomBytes } from 'node:crypto';
import { HEADER_EMPRESA_ID, HEADER_PAGE_PATH, SESSION_COOKIE } from '@ipe/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { DEMO_ADMIN, seed } from '../db/seed/index.ts';

export { DEMO_ADMIN, DEMO_CONSULTA } from '../db/seed/index.ts';

/**
 * A real application on a real database for API tests: PGlite in memory (TEST_DB=pglite) or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (TEST_DB=pg), migrated and seeded with the demo.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in and returns a client that sends the session cookie and the page/company headers. */
  login(user?: { cpf: string; senha: string }, empresaId?: number): Promise<Client>;
  /** A client without a session. */
  anonymous(): Client;
  close(): Promise<void>;
}

export interface Client {
  cookie: string | null;
  empresaId: number;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'pg') return { database: await openPglite(null), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `ipe_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = { ...loadConfig({}), seedDemo: true, webDist: '/nonexistent', ...overrides };
  await seed(database.db, config, () => {});
  const app = await buildApp({ config, database });
  await app.ready();

  const client = (cookie: string | null, empresaId: number): Client => {
    const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: method as 'GET',
        url,
        payload: body === undefined ? undefined : (body as object),
        headers: {
          [HEADER_PAGE_PATH]: '/teste',
          [HEADER_EMPRESA_ID]: String(empresaId),
          ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
          ...headers,
        },
      });
    return {
      cookie,
      empresaId,
      get: (url, h) => send('GET', url, undefined, h),
      post: (url, b, h) => send('POST', url, b ?? {}, h),
      put: (url, b, h) => send('PUT', url, b ?? {}, h),
      patch: (url, b, h) => send('PATCH', url, b ?? {}, h),
      delete: (url, h) => send('DELETE', url, undefined, h),
    };
  };

  return {
    app,
    database,
    config,
    anonymous: () => client(null, 1),
    async login(user = DEMO_ADMIN, empresaId = 1) {
      const res = await client(null, empresaId).post('/api/login', { cpf: user.cpf, senha: user.senha, empresaId });
      if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
      const c = res.cookies.find((k) => k.name === SESSION_COOKIE);
      return client(c?.value ?? null, empresaId);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
