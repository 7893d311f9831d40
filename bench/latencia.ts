/**
 * Single-request latency of one API path on an existing database (e.g. the one `BENCH_KEEP_DB=1` left):
 * the real application over HTTP, one request at a time (no concurrency), after a warm-up. Prints p50, p95,
 * p99 and the maximum. Usage:
 *   BENCH_LATENCIA_URL=postgres://…/ipe_bench npx tsx bench/latencia.ts /api/analytics/vagas [n]
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';

const url = process.env.BENCH_LATENCIA_URL;
const caminho = process.argv[2] ?? '/api/analytics/vagas';
const n = Number(process.argv[3] ?? 100);
if (!url) throw new Error('BENCH_LATENCIA_URL: o PostgreSQL com os dados do bench');

const database = await openPostgres(url);
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
const um = async () => {
  const t = performance.now();
  const r = await fetch(`${base}${caminho}`, {
    headers: { cookie, 'x-page-path': '/bench', 'x-empresa-id': '1' },
  });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${caminho}: ${r.status}`);
  return performance.now() - t;
};
for (let i = 0; i < 5; i++) await um();
const ms: number[] = [];
for (let i = 0; i < n; i++) ms.push(await um());
ms.sort((a, b) => a - b);
const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
console.log(
  `${caminho}: ${n} pedidos em sequência — p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, máx ${ms.at(-1)?.toFixed(1)} ms`,
);
await app.close();
await database.close();
