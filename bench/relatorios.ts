/**
 * `npm run relatorios -w @ipe/bench`: the report budgets of DESIGN §9 through the real HTTP route — a
 * 10,000-row PDF under 2 s and a 100,000-row XLSX under 5 s, with the server's RSS under 300 MB.
 *
 * A fresh database (PGlite in a temp folder, or `BENCH_DATABASE_URL`'s server, database
 * ipe_bench_relatorios) gets the demo seed, then the branch (company 2) is topped up to BENCH_PDF_LINHAS
 * candidates and the head office (company 1) to BENCH_XLSX_LINHAS. A separate process serves the app;
 * this one logs in and asks POST /api/captacao/relatorios/qualificacao-cadastral-candidato — PDF of the
 * branch (its detailed list has one row per candidate) and XLSX of the head office — BENCH_REPETICOES
 * times each, timing until the last byte, with the server's RSS sampled every 25 ms. Writes
 * bench/results/relatorios-<driver>.json. Reports figures; never fails on a timing.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer } from '../apps/server/scripts/build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import type { DoServidor, ParaServidor } from './relatorios-servidor.ts';

const env = process.env;
const PDF_LINHAS = Number(env.BENCH_PDF_LINHAS ?? 10_000);
const XLSX_LINHAS = Number(env.BENCH_XLSX_LINHAS ?? 100_000);
const REPETICOES = Number(env.BENCH_REPETICOES ?? 3);
const pgUrl = env.BENCH_DATABASE_URL || null;
const DB = 'ipe_bench_relatorios';
const ALVO = { pdfMs: 2000, xlsxMs: 5000, rssMb: 300 };
const ID = 'qualificacao-cadastral-candidato';
const here = import.meta.dirname;
const inicio = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1).padStart(6)} s] ${m}`);

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-bench-rel-'));
  return {
    childEnv: { BENCH_CHILD_PGLITE_DIR: dir },
    apagar: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

// The child runs compiled like the product (`npm start`): the same bundler, flags and source maps; its
// bundle sits beside the server's so that the server's own node_modules resolve.
const filhoJs = await bundleServer(
  path.join(here, 'relatorios-servidor.ts'),
  path.join(here, '../apps/server/dist/bench/relatorios-servidor.js'),
);

function filho(papel: 'prepare' | 'serve', childEnv: Record<string, string>) {
  const p = fork(filhoJs, [], {
    // The server's own V8 flags (npm start's), so the memory measured is the product's.
    execArgv: SERVER_NODE_FLAGS,
    env: {
      ...SERVER_ENV,
      ...env,
      ...childEnv,
      BENCH_CHILD_ROLE: papel,
      BENCH_CANDIDATOS_POR_EMPRESA: JSON.stringify({ 1: XLSX_LINHAS, 2: PDF_LINHAS }),
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

interface Medida {
  formato: 'pdf' | 'xlsx';
  linhas: number;
  ms: number[];
  medianaMs: number;
  bytes: number;
  picoRssMb: number;
  alvoMs: number;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const banco = await criarBanco();
  let servidor: ChildProcess | undefined;
  try {
    log(
      `preparando (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${PDF_LINHAS} candidatos na filial, ${XLSX_LINHAS} na matriz`,
    );
    const prep = filho('prepare', banco.childEnv);
    const preparado = await prep.esperar('prepared');
    await new Promise((r) => prep.p.once('exit', r));
    log(`candidatos: ${JSON.stringify(preparado.candidatos)}`);
    const s = filho('serve', banco.childEnv);
    servidor = s.p;
    const pronto = await s.esperar('ready');
    const base = `http://127.0.0.1:${pronto.port}`;
    log(`servidor pronto, RSS ${pronto.rssMb} MB`);
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

    const medir = async (
      formato: 'pdf' | 'xlsx',
      empresa: number,
      linhas: number,
      alvoMs: number,
    ): Promise<Medida> => {
      const ms: number[] = [];
      let bytes = 0;
      let pico = 0;
      // One unmeasured warm-up (JIT, font parsing, plans), then the measured runs.
      for (let i = 0; i <= REPETICOES; i++) {
        await s.pedir({ type: 'mark' }, 'memory');
        const t0 = performance.now();
        const res = await fetch(`${base}/api/captacao/relatorios/${ID}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ empresasIds: [empresa], pdf: formato === 'pdf' }),
        });
        const corpo = Buffer.from(await res.arrayBuffer());
        const dt = performance.now() - t0;
        if (
          res.status !== 200 ||
          !(res.headers.get('content-type') ?? '').includes(formato === 'pdf' ? 'pdf' : 'spreadsheet')
        )
          throw new Error(`${formato}: ${res.status} ${corpo.subarray(0, 200).toString()}`);
        const mem = await s.pedir({ type: 'memory' }, 'memory');
        if (i > 0) {
          ms.push(Math.round(dt));
          bytes = corpo.length;
          pico = Math.max(pico, mem.peakRssMb);
        }
        log(
          `${formato} ${i === 0 ? 'aquecimento' : `#${i}`}: ${Math.round(dt)} ms, ${(corpo.length / 1048576).toFixed(1)} MB, pico RSS ${mem.peakRssMb} MB`,
        );
      }
      return { formato, linhas, ms, medianaMs: mediana(ms), bytes, picoRssMb: pico, alvoMs };
    };
    // BENCH_FORMATOS=xlsx (or pdf) measures one format on a server that did nothing else.
    const formatos = (env.BENCH_FORMATOS ?? 'pdf,xlsx').split(',');
    const medidas: Medida[] = [];
    if (formatos.includes('pdf')) medidas.push(await medir('pdf', 2, PDF_LINHAS, ALVO.pdfMs));
    if (formatos.includes('xlsx')) medidas.push(await medir('xlsx', 1, XLSX_LINHAS, ALVO.xlsxMs));
    const resultado = {
      driver: pgUrl ? 'pg' : 'pglite',
      data: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      relatorio: ID,
      candidatos: preparado.candidatos,
      rssProntoMb: pronto.rssMb,
      alvos: ALVO,
      medidas,
    };
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    const arquivo = path.join(
      here,
      'results',
      `relatorios-${resultado.driver}${env.BENCH_FORMATOS ? `-${formatos.join('-')}` : ''}.json`,
    );
    fs.writeFileSync(arquivo, `${JSON.stringify(resultado, null, 2)}\n`);
    console.log('\n| relatório | linhas | mediana ms | execuções ms | tamanho | pico RSS servidor | alvo |');
    console.log('| --- | ---: | ---: | --- | ---: | ---: | --- |');
    for (const m of medidas)
      console.log(
        `| ${m.formato.toUpperCase()} | ${m.linhas.toLocaleString('pt-BR')} | ${m.medianaMs} | ${m.ms.join(', ')} | ${(m.bytes / 1048576).toFixed(1)} MB | ${m.picoRssMb} MB | < ${m.alvoMs} ms, < ${ALVO.rssMb} MB |`,
      );
    log(`resultado em ${path.relative(process.cwd(), arquivo)}`);
    const saiu = new Promise((r) => s.p.once('exit', r));
    s.p.send({ type: 'stop' } satisfies ParaServidor);
    await Promise.race([saiu, new Promise((r) => setTimeout(r, 10_000))]);
  } finally {
    servidor?.kill();
    await banco.apagar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
