/**
 * `npm run reajuste -w @ipe/bench`: a collective adjustment applied to BENCH_TALENTOS_HISTORICO talents
 * (default 20,000, with three years of history, talentosHistorico.ts) beside the demo's, through the real
 * HTTP routes (issue 20: apply under 10 s, one transaction, server memory under 300 MB). Steps, each timed
 * with the server's peak RSS: a planning table dated today; `POST …/reajustes-colaboradores/aplicar-dissidio`
 * (every establishment and area, +5 %: one insert … select); `GET …/total-folha`; `POST
 * …/aplicar-colaboradores` (one transaction); `POST …/cancelar-reajuste`. The demo's own talents leave the
 * table first (the demo's dissídio is cancelled, the demo's random history may reach today). The child
 * process is relatorios-servidor.ts (the same as the report benches). Writes
 * bench/results/reajuste-<driver>.json. Reports figures; never fails on a timing.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer } from '../apps/server/scripts/build.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import type { DoServidor, ParaServidor } from './relatorios-servidor.ts';

const env = process.env;
const TALENTOS = Number(env.BENCH_TALENTOS_HISTORICO ?? 20_000);
const pgUrl = env.BENCH_DATABASE_URL || null;
const DB = 'ipe_bench_reajuste';
const ALVO = { aplicarMs: 10_000, rssMb: 300 };
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-bench-reajuste-'));
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
    env: { ...env, ...childEnv, BENCH_CHILD_ROLE: papel, BENCH_TALENTOS_HISTORICO: String(TALENTOS) },
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

async function main() {
  const banco = await criarBanco();
  const servidores: ReturnType<typeof filho>[] = [];
  try {
    log(`preparando (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${TALENTOS} talentos com 3 anos de histórico`);
    const prep = filho('prepare', banco.childEnv);
    await prep.esperar('prepared');
    await new Promise((r) => prep.p.once('exit', r));
    const s = filho('serve', banco.childEnv);
    servidores.push(s);
    const pronto = await s.esperar('ready');
    const base = `http://127.0.0.1:${pronto.port}`;
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
    const api = async (metodo: string, url: string, corpo?: unknown) => {
      const { 'content-type': _json, ...semCorpo } = headers;
      const res = await fetch(`${base}/api/cargo-salario/${url}`, {
        method: metodo,
        headers: metodo === 'POST' ? headers : semCorpo,
        // A POST without a body sends '{}' (an empty JSON body is refused); a GET or DELETE none.
        body: metodo === 'POST' ? JSON.stringify(corpo ?? {}) : undefined,
      });
      const json = res.status === 204 ? null : await res.json();
      if (res.status >= 300) throw new Error(`${metodo} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const TAB = 'tabelas-reajustes-colaboradores';
    for (const t of (await api('GET', `${TAB}?tipoReajuste=C`)) as { id: number; aprovada: boolean }[])
      if (t.aprovada) await api('POST', `${TAB}/${t.id}/cancelar-reajuste`);
    const ids = async (recurso: string) =>
      ((await (await fetch(`${base}/api/${recurso}`, { headers })).json()) as { id: number }[]).map(
        (r) => r.id,
      );
    const est = await ids('utilitario/estabelecimentos');
    const are = await ids('cargo-salario/areas-organizacionais');
    const d = new Date();
    const hoje = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const tabela = (await api('POST', TAB, { nome: 'Bench', data: hoje, tipoReajuste: 'C' })) as {
      id: number;
    };
    const medidas: { passo: string; ms: number; picoRssMb: number; resposta: string }[] = [];
    const medir = async (passo: string, f: () => Promise<unknown>) => {
      await s.pedir({ type: 'mark' }, 'memory');
      const t0 = performance.now();
      const r = await f();
      const ms = Math.round(performance.now() - t0);
      const mem = await s.pedir({ type: 'memory' }, 'memory');
      const resposta = JSON.stringify(r).slice(0, 160);
      medidas.push({ passo, ms, picoRssMb: mem.peakRssMb, resposta });
      log(`${passo}: ${ms} ms, pico RSS ${mem.peakRssMb} MB — ${resposta}`);
      return r;
    };
    await medir('aplicar-dissidio (coletivo)', () =>
      api('POST', 'reajustes-colaboradores/aplicar-dissidio', {
        tabelaReajusteColaboradorId: tabela.id,
        estabelecimentosIds: est,
        areasOrganizacionaisIds: are,
        modo: 'V',
        forma: 'P',
        valor: 5,
      }),
    );
    // The demo's 200 talents leave the table (only the generated ones are sure to have no history today).
    let pagina = 0;
    const fora: number[] = [];
    for (;;) {
      const p = (await api('GET', `${TAB}/${tabela.id}/colaboradores?page=${pagina}&size=500`)) as {
        content: { id: number; colaborador: { nome: string } }[];
        totalPages: number;
      };
      for (const r of p.content) if (!r.colaborador.nome.startsWith('Talento Bench')) fora.push(r.id);
      if (++pagina >= p.totalPages) break;
    }
    for (const id of fora) await api('DELETE', `reajustes-colaboradores/${id}`);
    log(`${fora.length} reajustes de talentos da demonstração retirados`);
    await medir('total-folha', () => api('GET', `${TAB}/${tabela.id}/total-folha`));
    await medir('aplicar-colaboradores', () => api('POST', `${TAB}/${tabela.id}/aplicar-colaboradores`));
    await medir('cancelar-reajuste', () => api('POST', `${TAB}/${tabela.id}/cancelar-reajuste`));
    const resultado = {
      driver: pgUrl ? 'pg' : 'pglite',
      data: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      talentos: TALENTOS,
      alvos: ALVO,
      medidas,
    };
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    const arquivo = path.join(here, 'results', `reajuste-${resultado.driver}.json`);
    fs.writeFileSync(arquivo, `${JSON.stringify(resultado, null, 2)}\n`);
    console.log('\n| passo | ms | pico RSS (MB) |\n| --- | ---: | ---: |');
    for (const m of medidas) console.log(`| ${m.passo} | ${m.ms} | ${m.picoRssMb} |`);
    log(`resultado em ${path.relative(process.cwd(), arquivo)}`);
    s.p.send({ type: 'stop' } satisfies ParaServidor);
    await new Promise((r) => setTimeout(r, 2000));
  } finally {
    for (const s of servidores) s.p.kill();
    await banco.apagar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
