import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { HEADER_EMPRESA_ID, HEADER_PAGE_PATH, onlyDigits, SESSION_COOKIE } from '@ipe/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres, pgliteOptions } from '../db/client.ts';
import { usuario } from '../db/schema/index.ts';
import { DEMO_ADMIN, seed } from '../db/seed/index.ts';
import { MODULES } from '../modules/index.ts';

export { DEMO_ADMIN, DEMO_CONSULTA } from '../db/seed/index.ts';

/**
 * A real application on a real database for API tests: PGlite in memory (TEST_DB=pglite) or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (TEST_DB=pg), migrated and seeded with the demo.
 * Each app gets its own copy of a template prepared once per run by global-setup.ts.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /**
   * Logs in and returns a client that sends the session cookie and the page/company headers. The user
   * counts as having chosen its password already: a pending forced change (a password set by a manager)
   * is cleared, so the client reaches every route. Tests of that flow call POST /api/login themselves.
   */
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

/** The seeded PGlite data dir prepared by global-setup.ts, when the run has one. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

async function createPgDatabase(useTemplate = true): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `ipe_t_${randomBytes(6).toString('hex')}`;
  const template = useTemplate ? inject('pgTemplate') : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh database; a copy of the seeded template unless the test seeds differently. */
async function openTestDatabase(
  useTemplate: boolean,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'pg') {
    const { url, drop } = await createPgDatabase(useTemplate);
    return { database: await openPostgres(url), drop };
  }
  const loadDataDir = useTemplate ? pgliteTemplate() : undefined;
  const database = loadDataDir
    ? await openPglite(null, await PGlite.create({ loadDataDir, ...pgliteOptions }))
    : await openPglite(null);
  return { database, drop: async () => {} };
}

/**
 * A database that outlives the app using it, for restart tests: PGlite on a temporary folder on
 * disk, or a fresh PostgreSQL database. `open` may be called again after closing the previous one.
 */
export async function createPersistentTestDatabase(): Promise<{
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB === 'pg') {
    const { url, drop } = await createPgDatabase();
    return { open: () => openPostgres(url), drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-data-'));
  let first = true;
  return {
    async open() {
      const loadDataDir = first ? pgliteTemplate() : undefined;
      first = false;
      return loadDataDir
        ? openPglite(dir, await PGlite.create({ dataDir: dir, loadDataDir, ...pgliteOptions }))
        : openPglite(dir);
    },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Test-only additions to the app; none of them changes what the app does. */
export interface TestAppOptions {
  /** Sees every route as it is registered. */
  onRoute?: AppOptions['onRoute'];
  /** Turns the production logger on, writing its lines here. */
  logStream?: AppOptions['logStream'];
  /** Registers test routes or hooks before the app is ready. */
  beforeReady?: (app: FastifyInstance, database: Database) => void | Promise<void>;
  /** Module manifests appended to the product's (fixtures declaring what a later module will). */
  modulos?: AppOptions['modulosExtras'];
}

/** A client of an app: sends the session cookie and the page/company headers the web sends. */
export function clientOf(
  app: FastifyInstance,
  cookie: string | null,
  empresaId: number,
  cookieName: string = SESSION_COOKIE,
): Client {
  const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      payload: body === undefined ? undefined : (body as object),
      headers: {
        [HEADER_PAGE_PATH]: '/teste',
        [HEADER_EMPRESA_ID]: String(empresaId),
        ...(cookie ? { cookie: `${cookieName}=${cookie}` } : {}),
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
}

/** Logs in through the API and returns a client holding the session cookie. */
export async function loginTo(
  app: FastifyInstance,
  user: { cpf: string; senha: string } = DEMO_ADMIN,
  empresaId = 1,
): Promise<Client> {
  const res = await clientOf(app, null, empresaId).post('/api/login', {
    cpf: user.cpf,
    senha: user.senha,
    empresaId,
  });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  const c = res.cookies.find((k) => k.name === SESSION_COOKIE);
  return clientOf(app, c?.value ?? null, empresaId);
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const seedsDifferently = ['seedDemo', 'adminCpf', 'adminPassword'].some((k) => k in overrides);
  const { database, drop } = await openTestDatabase(!seedsDifferently);
  // The scheduled jobs stay off (tests run one with app.jobs.executarAgora(nome)), the mail worker too:
  // tests send the outbox with app.mailer.processarAgora() (deterministic). A test that turns the mail
  // worker on gets the runner with it (its other jobs' first runs are minutes away; the LGPD purge is off).
  const config = {
    ...loadConfig({}),
    seedDemo: true,
    webDist: '/nonexistent',
    emailWorker: false,
    expurgoLgpd: false,
    tarefasAgendadas: overrides.emailWorker === true,
    ...overrides,
  };
  await seed(database.db, config, MODULES, () => {}); // a no-op on the seeded template
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    onRoute: options.onRoute,
    respostasEstritas: true,
    modulosExtras: options.modulos,
  });
  await options.beforeReady?.(app, database);
  await app.ready();

  return {
    app,
    database,
    config,
    anonymous: () => clientOf(app, null, 1),
    async login(user = DEMO_ADMIN, empresaId = 1) {
      const client = await loginTo(app, user, empresaId);
      await database.db
        .update(usuario)
        .set({ trocarSenha: false })
        .where(and(eq(usuario.cpf, onlyDigits(user.cpf)), eq(usuario.trocarSenha, true)));
      return client;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
