/**
 * What the talent-history benches share (relatorios-cargos.ts, reajuste.ts): a fresh database (PGlite in a
 * temp folder, or a database on `BENCH_DATABASE_URL`'s server), the child process of relatorios-servidor.ts
 * with the server's V8 flags, and the demo administrator's headers.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer } from '../apps/server/scripts/build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import type { DoServidor, ParaServidor } from './relatorios-servidor.ts';

const env = process.env;
const pgUrl = env.BENCH_DATABASE_URL || null;
const here = import.meta.dirname;

export async function benchHistorico(opcoes: {
  /** The database's name on BENCH_DATABASE_URL's server. */
  banco: string;
  /** The temp folder's prefix for PGlite. */
  prefixo: string;
  talentos: number;
  log: (m: string) => void;
}) {
  const { banco: DB, prefixo, talentos: TALENTOS, log } = opcoes;
  async function admin(q: string) {
    const c = new pg.Client({ connectionString: pgUrl as string });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  }

  async function criarBanco(): Promise<{ childEnv: Record<string, string>; apagar: () => Promise<void> }> {
    if (pgUrl) {
      await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${DB}`);
      const u = new URL(pgUrl);
      u.pathname = `/${DB}`;
      return {
        childEnv: { BENCH_CHILD_DATABASE_URL: u.toString() },
        apagar: () => admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`),
      };
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefixo));
    return {
      childEnv: { BENCH_CHILD_PGLITE_DIR: dir },
      apagar: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }

  const filhoJs = await bundleServer(
    path.join(here, 'relatorios-servidor.ts'),
    path.join(here, '../apps/server/dist/bench/relatorios-servidor.js'),
  );

  function filho(papel: 'prepare' | 'serve', childEnv: Record<string, string>) {
    const p = fork(filhoJs, [], {
      execArgv: SERVER_NODE_FLAGS,
      env: {
        ...SERVER_ENV,
        ...env,
        ...childEnv,
        BENCH_CHILD_ROLE: papel,
        BENCH_TALENTOS_HISTORICO: String(TALENTOS),
      },
    });
    const esperar = <T extends DoServidor['type']>(tipo: T) =>
      new Promise<Extract<DoServidor, { type: T }>>((resolve, reject) => {
        const ouvir = (m: DoServidor) => {
          if (m.type === 'progress') return log(m.message);
          if (m.type === 'error') return reject(new Error(m.message));
          if (m.type === tipo) {
            p.off('message', ouvir);
            resolve(m as Extract<DoServidor, { type: T }>);
          }
        };
        p.on('message', ouvir);
        p.once('exit', (c) => reject(new Error(`processo terminou (${c})`)));
      });
    const pedir = <T extends DoServidor['type']>(m: ParaServidor, tipo: T) => {
      const r = esperar(tipo);
      p.send(m);
      return r;
    };
    return { p, esperar, pedir };
  }

  /** Logs the demo administrator in: the headers of an authenticated JSON request. */
  async function entrar(base: string) {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-page-path': '/bench' },
      body: JSON.stringify({ cpf: '52998224725', senha: 'demo1234', empresaId: 1 }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('ipe_sessao='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`login falhou: ${login.status}`);
    const headers = {
      cookie,
      'x-page-path': '/bench',
      'x-empresa-id': '1',
      'content-type': 'application/json',
    };
    return headers;
  }

  return { pgUrl, criarBanco, filho, entrar };
}
