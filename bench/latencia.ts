/**
 * Single-request latency of one API path on an existing database (e.g. the one `BENCH_KEEP_DB=1` left):
 * the real application over HTTP, one request at a time (no concurrency), after a warm-up. Prints p50, p95,
 * p99 and the maximum. Usage:
 *   BENCH_LATENCIA_URL=postgres://…/ipe_bench npx tsx bench/latencia.ts /api/analytics/vagas [n]
 * `{dia}` in the path becomes a different date on each request (today, then a day earlier each time), so a
 * cached answer is never reused: '/api/analytics/cargos-salarios?dataBase={dia}' measures the statements.
 */
import { openPostgres } from '../apps/server/src/db/client.ts';
import { appLogado } from './appLogado.ts';

const url = process.env.BENCH_LATENCIA_URL;
const caminho = process.argv[2] ?? '/api/analytics/vagas';
const n = Number(process.argv[3] ?? 100);
if (!url) throw new Error('BENCH_LATENCIA_URL: o PostgreSQL com os dados do bench');

const database = await openPostgres(url);
const { app, base, headers } = await appLogado(database);
let pedidos = 0;
const dia = () => new Date(Date.now() - pedidos++ * 86_400_000).toISOString().slice(0, 10);
const um = async () => {
  const t = performance.now();
  const r = await fetch(`${base}${caminho.replace('{dia}', dia())}`, {
    headers,
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
