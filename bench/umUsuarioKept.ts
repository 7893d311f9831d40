/**
 * The single-user table on a database kept by `BENCH_KEEP_DB=1` (no reload of a million candidates):
 * the real application in this process, one request at a time, the statements of each request recorded
 * on the pool's clients and timed with EXPLAIN ANALYZE (median of 3, with the SET LOCAL of their
 * transaction). Usage:
 *   BENCH_LATENCIA_URL=postgres://…/ipe_bench npx tsx bench/umUsuarioKept.ts [n]
 */
import type pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { appLogado } from './appLogado.ts';
import type { Statement } from './server.ts';
import { medirUmUsuario, tabelaUmUsuario } from './umUsuario.ts';

const url = process.env.BENCH_LATENCIA_URL;
const n = Number(process.argv[2] ?? 30);
if (!url) throw new Error('BENCH_LATENCIA_URL: o PostgreSQL com os dados do bench');

const database = await openPostgres(url);
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
let gravando: { sql: string; params: unknown[] }[] | null = null;
const vistos = new WeakSet<object>();
pool.on('acquire', (c) => {
  if (vistos.has(c)) return;
  vistos.add(c);
  const original = c.query.bind(c) as (...a: unknown[]) => unknown;
  (c as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
    const [q, p] = a as [string | { text: string; values?: unknown[] }, unknown];
    gravando?.push(
      typeof q === 'string'
        ? { sql: q, params: Array.isArray(p) ? p : [] }
        : { sql: q.text, params: Array.isArray(p) ? p : (q.values ?? []) },
    );
    return original(...a);
  };
});

/** EXPLAIN ANALYZE (median of 3) of each SELECT, inside a transaction with the SET LOCAL sent before it. */
async function medir(gravadas: { sql: string; params: unknown[] }[]): Promise<Statement[]> {
  const out: Statement[] = [];
  let settings: string[] = [];
  for (const st of gravadas) {
    if (/^\s*(begin|commit|rollback)\b/i.test(st.sql)) settings = [];
    else if (/^\s*set local\b/i.test(st.sql)) settings.push(st.sql);
    if (!/^\s*(select|with)\b/i.test(st.sql)) {
      out.push({ ...st, ms: null, plan: null } as Statement);
      continue;
    }
    const ms: number[] = [];
    let plan = '';
    for (let i = 0; i < 3; i++) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        for (const s of settings) await c.query(s);
        const { rows } = await c.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${st.sql}`, st.params);
        const [doc] = rows[0]['QUERY PLAN'] as {
          Plan: { 'Node Type': string };
          'Planning Time': number;
          'Execution Time': number;
        }[];
        ms.push(doc['Planning Time'] + doc['Execution Time']);
        plan = JSON.stringify(doc.Plan);
      } finally {
        await c.query('rollback');
        c.release();
      }
    }
    ms.sort((a, b) => a - b);
    out.push({ ...st, ms: ms[1], plan } as Statement);
  }
  return out;
}

const { app, base, headers } = await appLogado(database);
const captureSql = async (urlPath: string, h: Record<string, string>) => {
  gravando = [];
  await (await fetch(base + urlPath, { headers: h })).arrayBuffer();
  const gravadas = gravando;
  gravando = null;
  return medir(gravadas);
};
const linhas = await medirUmUsuario(base, headers, captureSql, n, (s) => console.error(s));
console.log(tabelaUmUsuario(linhas));
await app.close();
await database.close();
