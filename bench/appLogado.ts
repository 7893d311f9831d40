/**
 * The real application in this process on a given database, logged in as the demo administrator: for the
 * bench scripts that measure one request at a time on a database kept by `BENCH_KEEP_DB=1`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';

export async function appLogado(database: Database) {
  const app = await buildApp({
    config: { ...loadConfig({}), webDist: '/nonexistent', logLevel: 'silent' },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-page-path': '/bench' },
    body: JSON.stringify({ cpf: '52998224725', senha: 'demo1234', empresaId: 1, tipo: 'CADASTRO' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!login.ok || !cookie) throw new Error(`login: ${login.status} ${await login.text()}`);
  const headers: Record<string, string> = { cookie, 'x-page-path': '/bench', 'x-empresa-id': '1' };
  return { app, base, headers };
}
