import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { DEMO_ADMIN, DEMO_CONSULTA, seed } from '../db/seed/index.ts';
import { DEMO_SENHA_COLABORADOR } from '../modules/cargoSalario/demo/usuarios-colaboradores.ts';
import { DEMO_CANDIDATO_SENHA } from '../modules/externo/demo/contaCandidatos.ts';
import { MODULES } from '../modules/index.ts';
import { barateiaSenhasDemo } from './senhas.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated and seeded PGlite data dir (`dumpDataDir`), loaded by every test app. */
    pgliteTemplate?: string;
    /** A migrated and seeded PostgreSQL database each test app copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate?: string;
  }
}

const seedConfig = () => ({ ...loadConfig({}), seedDemo: true });
/** Every password the demo seeds: the template stores them at the test cost of scrypt (senhas.ts). */
const SENHAS_DEMO = [DEMO_ADMIN.senha, DEMO_CONSULTA.senha, DEMO_SENHA_COLABORADOR, DEMO_CANDIDATO_SENHA];

/**
 * Prepares the migrated and seeded database once per run: starting PGlite and seeding 5,571 cities
 * takes seconds, loading a dump of the result takes one. Each test file still gets its own copy.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const name = `ipe_tpl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openPostgres(u.toString());
    await seed(database.db, seedConfig(), MODULES, () => {});
    await barateiaSenhasDemo(database.db, SENHAS_DEMO);
    await database.close(); // a template must have no open connections
    project.provide('pgTemplate', name);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openPglite(null);
  await seed(database.db, seedConfig(), MODULES, () => {});
  await barateiaSenhasDemo(database.db, SENHAS_DEMO);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const file = path.join(
    os.tmpdir(),
    `ipe-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
