import type { TestProject } from 'vitest/node';
import { openPglite } from '../apps/server/src/db/client.ts';
import { barateiaSenhasDemo } from '../apps/server/src/test/senhas.ts';
import { DEMO_CANDIDATO_SENHA } from '../apps/server/src/modules/externo/demo/contaCandidatos.ts';
import { DEMO_ADMIN, DEMO_CONSULTA, type RunningServer, seededDataDir, startServer } from './support.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the test files a worker runs use `serverUrls[VITEST_POOL_ID - 1]` (suite.ts). */
    serverUrls: string[];
    /** A seeded PGlite folder for a test file that starts a server of its own (`startServer`). */
    seededDataDir?: string;
  }
}

let servers: RunningServer[] = [];
let seeded: Awaited<ReturnType<typeof seededDataDir>> | undefined;

/**
 * One production server (embedded PGlite, demo seed) per worker of the browser suite, so the files that
 * run at the same time never share a database; each worker's files run one after another on its server.
 * The demo is seeded once, its passwords re-hashed at the test cost: every server starts from a copy of
 * that folder.
 */
export async function setup(project: TestProject) {
  // E2E_SERVER_URL reuses a server already running (a quicker loop while writing tests).
  const reuse = process.env.E2E_SERVER_URL;
  if (reuse) {
    project.provide('serverUrls', [reuse.replace(/\/$/, '')]);
    return;
  }
  seeded = await seededDataDir();
  // The demo's passwords at the test cost of scrypt (src/test/senhas.ts): the suite logs in hundreds of
  // times. The demo employees' password is the admin's (DEMO_SENHA_COLABORADOR's module does not typecheck here).
  const database = await openPglite(seeded.dir);
  await barateiaSenhasDemo(database.db, [DEMO_ADMIN.senha, DEMO_CONSULTA.senha, DEMO_CANDIDATO_SENHA]);
  await database.close();
  const workers = Math.max(1, project.config.maxWorkers || project.vitest.config.maxWorkers);
  servers = await Promise.all(
    Array.from({ length: workers }, () => startServer({}, { fromDataDir: seeded?.dir })),
  );
  project.provide(
    'serverUrls',
    servers.map((s) => s.url),
  );
  project.provide('seededDataDir', seeded.dir);
}

export async function teardown() {
  await Promise.all(servers.map((s) => s.stop()));
  seeded?.remove();
}
