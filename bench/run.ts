/**
 * `npm run bench`: loads N bairros, N talents and N personnel requisitions (with job ads) into a fresh
 * database, serves the real application from a separate process and measures the generic list API (and
 * the talent, salary-band, requisition and job-ad calls) with autocannon, against a bare Fastify + SQL
 * baseline.
 * Prints a table and writes bench/results/latest.json. Reports figures; never fails on a timing.
 * Knobs (environment): see README.md.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bundleServer } from '../apps/server/scripts/build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { type CpuUse, cpuMeter } from './cpu.ts';
import {
  BASELINE,
  CANDIDATO_SCENARIOS,
  FAIXAS_PAGE_PATH,
  HISTORICO_SCENARIOS,
  SCENARIOS,
  type ScenarioContext,
} from './scenarios.ts';
import type { FromServer, SetupInfo, Statement, ToServer } from './server.ts';
import { medirUmUsuario, tabelaUmUsuario, type UmUsuarioLinha } from './umUsuario.ts';

const env = process.env;
const num = (name: string, def: number) => {
  const v = env[name];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} inválido: ${v}`);
  return n;
};
/** A count that may be 0 (no generated rows). */
const count = (name: string, def: number) => {
  const v = env[name];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} inválido: ${v}`);
  return n;
};
const settings = {
  rows: Math.floor(num('BENCH_ROWS', 100_000)),
  talentos: count('BENCH_TALENTOS', 20_000),
  solicitacoes: count('BENCH_SOLICITACOES', 100_000),
  candidatos: count('BENCH_CANDIDATOS', 1_000_000),
  connections: Math.floor(num('BENCH_CONNECTIONS', 50)),
  seconds: num('BENCH_SECONDS', 10),
  warmupSeconds: num('BENCH_WARMUP', 2),
  timeoutSeconds: num('BENCH_TIMEOUT', 30),
  scenarios: (env.BENCH_SCENARIOS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
const pgUrl = env.BENCH_DATABASE_URL || null;
/** BENCH_DB_NAME: another name, so two people benching on one PostgreSQL server do not drop each other's data. */
const DB_NAME = /^[a-z_][a-z0-9_]*$/.test(env.BENCH_DB_NAME ?? '')
  ? (env.BENCH_DB_NAME as string)
  : 'ipe_bench';
/** DESIGN §9. */
const TARGETS = { p95Ms: 50, baselinePercent: 80, rssMb: 300 };
const here = import.meta.dirname;
const started = Date.now();

const log = (msg: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${msg}`);

// ---------------------------------------------------------------------------------------------------
// Database lifecycle (the orchestrator owns it; the server process only opens it)

async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: pgUrl as string });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function createDatabase(): Promise<{ childEnv: Record<string, string>; drop: () => Promise<void> }> {
  if (pgUrl) {
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${DB_NAME}`);
    const u = new URL(pgUrl);
    u.pathname = `/${DB_NAME}`;
    return {
      childEnv: { BENCH_CHILD_DATABASE_URL: u.toString() },
      drop: () => adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-bench-'));
  return {
    childEnv: { BENCH_CHILD_PGLITE_DIR: dir },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The server process

class ServerProcess {
  private waiting: { type: string; resolve: (m: FromServer) => void; reject: (e: Error) => void }[] = [];
  constructor(readonly child: ChildProcess) {
    child.on('message', (m: FromServer) => {
      if (m.type === 'progress') return log(m.message);
      if (m.type === 'error') return this.failAll(new Error(`servidor: ${m.message}`));
      const i = this.waiting.findIndex((w) => w.type === m.type);
      if (i >= 0) this.waiting.splice(i, 1)[0].resolve(m);
    });
    child.on('exit', (code) => this.failAll(new Error(`o processo do servidor terminou (código ${code})`)));
  }
  private failAll(e: Error) {
    for (const w of this.waiting.splice(0)) w.reject(e);
  }
  next<T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>> {
    return new Promise((resolve, reject) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        return reject(new Error('o processo do servidor terminou'));
      this.waiting.push({ type, resolve: resolve as (m: FromServer) => void, reject });
    });
  }
  async ask<T extends FromServer['type']>(msg: ToServer, type: T) {
    const answer = this.next(type);
    this.child.send(msg);
    return answer;
  }
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.send({ type: 'stop' } satisfies ToServer);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Measure {
  id: string;
  label: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** totalElements of the paged answer, or the length of a plain array. */
  totalElements: number | null;
  /** How long the server kept serving the requests autocannon abandoned at the end of the measured run. */
  drainMs: number;
  /** The statements one request runs (recorded from the platform), with EXPLAIN ANALYZE figures. */
  sql?: { ms: number; statements: Statement[] };
  /** CPU used during the measured run, in cores (see cpu.ts). */
  cpu: CpuUse | null;
  /**
   * CPU milliseconds per answered request in the server process and in PostgreSQL: what a request
   * costs, much less sensitive than req/s to other work competing for the machine.
   */
  cpuMsPerRequest: { server: number; postgres: number } | null;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run; `onResponse` hears each 2xx answer's latency. Non-2xx answers and errors are in the
 * result.
 */
function cannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  onResponse?: (ms: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers,
        connections: settings.connections,
        duration: seconds,
        timeout: settings.timeoutSeconds,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onResponse)
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) onResponse(ms);
      });
  });
}

/** One request before the load: the answer must be a 200, and its size and row count are reported. */
async function probe(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} respondeu ${res.status}: ${body.slice(0, 300)}`);
  const json = JSON.parse(body) as unknown;
  const totalElements = Array.isArray(json)
    ? json.length
    : typeof json === 'object' && json && 'totalElements' in json
      ? Number(json.totalElements)
      : typeof json === 'object' && json && 'anuncios' in json && Array.isArray(json.anuncios)
        ? json.anuncios.length // the candidate area's ad list (q): {empresa, anuncios}
        : null;
  return { body, bytes: Buffer.byteLength(body), totalElements };
}

async function measure(
  id: string,
  label: string,
  base: string,
  urlPath: string,
  headers: Record<string, string>,
  server: ServerProcess,
): Promise<Measure> {
  const url = base + urlPath;
  const serverPid = server.child.pid as number;
  // autocannon drops its connections at the end of a run, but the server still answers the requests
  // already sent. One more request does not wait that backlog out on PGlite, so the server process
  // tells when it has been idle for a while (see `settle` in server.ts). Returns for how long it kept
  // working after the call, in ms.
  const settle = async () => {
    const t0 = performance.now();
    const s = await server.ask({ type: 'settle' }, 'settled');
    const busyMs = Math.max(0, Math.round(performance.now() - t0 - s.quietMs));
    if (s.timedOut) log(`(${id}) o servidor ainda atendia requisições abandonadas após ${busyMs} ms`);
    return busyMs;
  };
  const p = await probe(url, headers);
  // One continuous run: the warm-up's answers are not counted, the measurement's start where it ends. With
  // a pause between them, every measurement started on an empty server: its 50 first requests then ran
  // in step and ended together, at (c)'s ~2.4 s per answer the window held one or two such waves, and one
  // wave more or less moved the count by half (bench/README.md, "Steady state").
  const latencies: number[] = [];
  let cpu: (() => CpuUse | null) | null = null;
  let measuredFrom = 0;
  const warm = setTimeout(() => {
    measuredFrom = performance.now();
    cpu = cpuMeter(serverPid);
  }, settings.warmupSeconds * 1000);
  const r = await cannon(url, headers, settings.warmupSeconds + settings.seconds, (ms) => {
    if (measuredFrom) latencies.push(ms);
  });
  clearTimeout(warm);
  const seconds = measuredFrom ? (performance.now() - measuredFrom) / 1000 : Number.NaN;
  const cpuUse = (cpu as (() => CpuUse | null) | null)?.() ?? null;
  const drainMs = await settle();
  latencies.sort((a, b) => a - b);
  const m: Measure = {
    id,
    label,
    path: urlPath,
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds, 1),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1] ?? Number.NaN),
      mean: round(latencies.reduce((s, x) => s + x, 0) / (latencies.length || 1)),
    },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerResponse: p.bytes,
    totalElements: p.totalElements,
    drainMs,
    cpu: cpuUse,
    cpuMsPerRequest:
      cpuUse && latencies.length
        ? {
            server: round((cpuUse.serverCores * 1000 * seconds) / latencies.length),
            postgres: round((cpuUse.postgresCores * 1000 * seconds) / latencies.length),
          }
        : null,
  };
  log(
    `(${id}) ${label}: ${m.requestsPerSecond} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, p99 ${m.latencyMs.p99} ms` +
      (m.non2xx || m.errors ? ` — ${m.non2xx} não-2xx, ${m.errors} erros` : ''),
  );
  return m;
}

// ---------------------------------------------------------------------------------------------------
// Report

function table(rows: string[][], align: ('l' | 'r')[]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const fmt = (n: number | null | undefined, d = 1) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d });

const isSession = (st: Statement) => st.sql.includes('"sessao"');
const sqlOf = (statements: Statement[]) => ({
  ms: round(statements.reduce((sum, st) => sum + (st.ms ?? 0), 0)),
  statements,
});

function report(info: SetupInfo, measures: Measure[], sessionMs: number | null) {
  const rows = [
    [
      '',
      'cenário',
      'linhas',
      'bytes',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'SQL ms',
      'falhas',
      'CPU ms/req srv/pg',
      'CPU srv/pg/ac/outros',
    ],
    ...measures.map((m) => [
      m.id,
      m.label,
      fmt(m.totalElements, 0),
      fmt(m.bytesPerResponse, 0),
      fmt(m.requestsPerSecond),
      fmt(m.latencyMs.p50),
      fmt(m.latencyMs.p95),
      fmt(m.latencyMs.p99),
      fmt(m.sql?.ms, 2),
      fmt(m.non2xx + m.errors, 0),
      m.cpuMsPerRequest ? `${fmt(m.cpuMsPerRequest.server)} / ${fmt(m.cpuMsPerRequest.postgres)}` : '-',
      m.cpu
        ? [m.cpu.serverCores, m.cpu.postgresCores, m.cpu.loadGeneratorCores, m.cpu.otherCores]
            .map((c) => fmt(c, 2))
            .join(' / ')
        : '-',
    ]),
  ];
  console.log(
    `\nIpê RH bench — ${info.driver === 'pg' ? 'PostgreSQL' : 'PGlite'} (${info.version.split(' on ')[0]}), ` +
      `${fmt(info.rows, 0)} bairros, ${fmt(info.talentos.total, 0)} talentos, ${settings.connections} conexões, ${settings.seconds} s por cenário\n`,
  );
  if (info.extraSql) console.log(`BENCH_EXTRA_SQL aplicado: ${info.extraSql}\n`);
  console.log(table(rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
  console.log(
    `\nSQL ms: EXPLAIN ANALYZE (mediana de 5, sem carga) das consultas que a plataforma enviou numa requisição, somadas; ` +
      `a consulta da sessão custa ${fmt(sessionMs, 2)} ms por requisição autenticada.`,
  );
  console.log(
    'CPU: núcleos usados durante a medição pelo servidor, pelo PostgreSQL (todos os processos postgres), ' +
      'pelo autocannon e pelo resto da máquina (outros > 0,2 indica ruído de outro trabalho); ' +
      'CPU ms/req: milissegundos de CPU do servidor e do PostgreSQL por resposta (pouco sensível a esse ruído).',
  );
  console.log(
    `Filtro (d): ${info.cidadeFiltro.nome} (id ${info.cidadeFiltro.id}); busca (c): ${fmt(info.searchMatches, 0)} bairros.`,
  );
  const t = info.talentos;
  console.log(
    `Talentos: ${fmt(t.total, 0)} na empresa ${t.empresaId} (${fmt(t.ativos, 0)} ativos, ${fmt(t.generated, 0)} gerados), ` +
      `${fmt(t.historicos, 0)} históricos, ${t.estabelecimentos} estabelecimentos, ${t.areas} áreas, ${t.faixas} faixas; ` +
      `busca (h): ${fmt(t.searchMatches, 0)} ativos; autocomplete (i): ${fmt(t.autocompleteMatches, 0)} ativos; ` +
      `(j): talento ${t.talentoId} com ${t.talentoHistoricos} históricos.`,
  );
  const s = info.solicitacoes;
  const sit = Object.entries(s.porSituacao)
    .map(([k, n]) => `${k} ${fmt(n, 0)}`)
    .join(', ');
  console.log(
    `Solicitações: ${fmt(s.total, 0)} na empresa ${s.empresaId} (${fmt(s.generated, 0)} geradas; ${sit}), ` +
      `${s.estabelecimentos} estabelecimentos, ${s.areas} áreas, ${s.faixas} faixas, ${s.motivos} motivos; ` +
      `filtro A (n): ${fmt(s.filtroA, 0)}; descrição (o): ${fmt(s.searchMatches, 0)}; ` +
      `anúncios: ${fmt(s.anuncios, 0)} (${fmt(s.anunciosVigentes, 0)} vigentes (p), ${fmt(s.anunciosPublicos, 0)} públicos (q)).`,
  );
  const c = info.candidatos;
  console.log(
    `Candidatos: ${fmt(c.total, 0)} na empresa ${c.empresaId} (${fmt(c.generated, 0)} gerados, ${fmt(c.disponiveis, 0)} disponíveis), ` +
      `${fmt(c.childRows, 0)} sub-registros gerados; nome (s): ${fmt(c.nomeMatches, 0)}; texto (t): ${fmt(c.textoMatches, 0)}.`,
  );
}

/** The commit measured and the server/domain files changed on top of it (the tree moves fast). */
function gitState() {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', '../apps/server', '../packages/domain');
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedServerFiles: dirty ? dirty.split('\n').length : 0,
    };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const selected = (id: string) => !settings.scenarios.length || settings.scenarios.includes(id);
  log(
    `banco: ${pgUrl ? `PostgreSQL (${DB_NAME})` : 'PGlite (pasta temporária)'}; ${settings.rows.toLocaleString('pt-BR')} bairros; ` +
      `${settings.talentos.toLocaleString('pt-BR')} talentos; ` +
      `${settings.connections} conexões; ${settings.seconds} s + ${settings.warmupSeconds} s de aquecimento por cenário`,
  );
  const loadBefore = os.loadavg();
  const idle = cpuMeter(process.pid);
  await new Promise((r) => setTimeout(r, 1000));
  const busyBefore = idle()?.machineCores ?? null;
  if (busyBefore !== null && busyBefore > 0.3)
    log(`atenção: a máquina já usa ${fmt(busyBefore, 2)} núcleos antes do bench; os números terão ruído`);
  const database = await createDatabase();
  // The child runs compiled like the product (`npm start`): the same bundler, flags and source maps; its
  // bundle sits beside the server's so that the server's own node_modules resolve.
  const serverJs = await bundleServer(
    path.join(here, 'server.ts'),
    path.join(here, '../apps/server/dist/bench/server.js'),
  );
  const start = (role: 'prepare' | 'serve') =>
    new ServerProcess(
      fork(serverJs, [], {
        execArgv: SERVER_NODE_FLAGS,
        env: {
          ...SERVER_ENV,
          ...env,
          ...database.childEnv,
          BENCH_CHILD_ROLE: role,
          BENCH_ROWS: String(settings.rows),
          BENCH_TALENTOS: String(settings.talentos),
          BENCH_SOLICITACOES: String(settings.solicitacoes),
          // Only loaded when a candidate scenario runs: a million CVs take minutes.
          BENCH_CANDIDATOS: String(CANDIDATO_SCENARIOS.some(selected) ? settings.candidatos : 0),
          // Three years of career moves over the talents, only for the positions-and-salaries dashboard.
          BENCH_HISTORICOS: HISTORICO_SCENARIOS.some(selected) ? '1' : '0',
          NODE_ENV: 'production',
        },
      }),
    );
  const processes: ServerProcess[] = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const p of processes) await p.stop().catch(() => p.child.kill('SIGKILL'));
    // BENCH_KEEP_DB=1 leaves the database for EXPLAIN experiments after the run (PostgreSQL only).
    if (env.BENCH_KEEP_DB === '1' && pgUrl) log(`banco ${DB_NAME} mantido (BENCH_KEEP_DB)`);
    else await database.drop().catch((e) => console.error(`falha ao remover o banco: ${e}`));
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      log(`${sig}: encerrando`);
      cleanup().finally(() => process.exit(130));
    });

  try {
    // Loading runs in its own process, so the server's memory is that of a server, not of a loader.
    const loader = start('prepare');
    processes.push(loader);
    const { info } = await loader.next('prepared');
    const t = info.talentos;
    log(
      `carregado: ${info.rows.toLocaleString('pt-BR')} bairros (tabela ${info.bairroTableMb} MB) em ${(info.timings.generateMs / 1000).toFixed(1)} s; ` +
        `${t.total.toLocaleString('pt-BR')} talentos com ${t.historicos.toLocaleString('pt-BR')} históricos ` +
        `(tabelas ${t.tableMb} + ${t.historicoTableMb} MB) em ${(info.timings.talentosMs / 1000).toFixed(1)} s; ` +
        `${info.solicitacoes.total.toLocaleString('pt-BR')} solicitações e ${info.solicitacoes.anuncios.toLocaleString('pt-BR')} anúncios ` +
        `(tabelas ${info.solicitacoes.tableMb} + ${info.solicitacoes.anuncioTableMb} MB) em ${(info.timings.solicitacoesMs / 1000).toFixed(1)} s; ` +
        `${info.candidatos.total.toLocaleString('pt-BR')} candidatos com ${info.candidatos.childRows.toLocaleString('pt-BR')} sub-registros ` +
        `(tabelas ${info.candidatos.tableMb} + ${info.candidatos.childTablesMb} MB) em ${(info.timings.candidatosMs / 1000).toFixed(1)} s ` +
        `(${(info.timings.candidatosIndexMs / 1000).toFixed(1)} s de índices); ` +
        `${info.candidatos.selecao.vinculos.toLocaleString('pt-BR')} candidaturas com ${info.candidatos.selecao.historicos.toLocaleString('pt-BR')} históricos ` +
        `(tabelas ${info.candidatos.selecao.tablesMb} MB) em ${(info.timings.selecaoMs / 1000).toFixed(1)} s; iniciando o servidor`,
    );
    const server = start('serve');
    processes.push(server);
    const { port, rssAtReadyMb } = await server.next('ready');
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-page-path': '/bench' },
      body: JSON.stringify({ cpf: '52998224725', senha: 'demo1234', empresaId: 1 }),
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('ipe_sessao='));
    if (login.status !== 200 || !cookie)
      throw new Error(`login falhou: ${login.status} ${await login.text()}`);
    const headers = { cookie: cookie.split(';')[0], 'x-page-path': '/bench', 'x-empresa-id': '1' };
    /** A visitor of the candidate area: no session cookie (public scenarios). */
    const anonymous = { 'x-page-path': '/bench' };
    const headersOf = (s: { anonymous?: boolean }) => (s.anonymous ? anonymous : headers);
    // The bands screen asks the salaries of the bands on its page: the ids of page 0.
    const faixas = await probe(base + FAIXAS_PAGE_PATH, headers);
    const ctx: ScenarioContext = {
      cidadeId: info.cidadeFiltro.id,
      talentoId: info.talentos.talentoId,
      faixaIds: (JSON.parse(faixas.body) as { content: { id: number }[] }).content.map((f) => f.id),
    };

    /** The statements the platform sends for one request, recorded by the server process. */
    const captureSql = async (urlPath: string, h: Record<string, string>) => {
      await server.ask({ type: 'capture', on: true }, 'capturing');
      await probe(base + urlPath, h);
      return (await server.ask({ type: 'capture', on: false }, 'captured')).statements;
    };
    const captured: Record<string, Statement[]> = {};
    for (const s of SCENARIOS)
      if (selected(s.id) || s.id === 'a') captured[s.id] = await captureSql(s.path(ctx), headersOf(s));
    const sessionSt = captured.a.find((st) => isSession(st) && st.ms !== null);
    const sessionMs = sessionSt?.ms ?? null;
    log(`SQL de cada cenário gravado e medido com EXPLAIN ANALYZE (sessão: ${fmt(sessionMs, 2)} ms)`);

    const measures: Measure[] = [];
    const profileFile = env.BENCH_CPU_PROF
      ? path.join(here, 'results', `server-${info.driver}.cpuprofile`)
      : null;
    if (profileFile) await server.ask({ type: 'profile', on: true }, 'profiled');
    server.child.send({ type: 'mark' } satisfies ToServer);
    for (const s of SCENARIOS.filter((x) => selected(x.id))) {
      const m = await measure(s.id, s.label, base, s.path(ctx), headersOf(s), server);
      m.sql = sqlOf(captured[s.id]);
      measures.push(m);
    }
    const memory = await server.ask({ type: 'memory' }, 'memory');
    // The single-user table, when the candidates were loaded (BENCH_UM_USUARIO_N=0 skips it).
    let umUsuario: UmUsuarioLinha[] = [];
    const nUmUsuario = count('BENCH_UM_USUARIO_N', 30);
    if (nUmUsuario > 0 && info.candidatos.total > 0 && CANDIDATO_SCENARIOS.some(selected))
      umUsuario = await medirUmUsuario(base, headers, captureSql, nUmUsuario, log);
    if (profileFile) {
      await server.ask({ type: 'profile', on: false, file: profileFile }, 'profiled');
      log(
        `perfil de CPU do servidor nos cenários da plataforma: ${path.relative(process.cwd(), profileFile)}`,
      );
    }

    let comparison: {
      platformRps: number;
      baselineRps: number;
      /** NaN (null in the JSON) when the baseline answered nothing. */
      percent: number;
      target: number;
      sameBody: boolean;
    } | null = null;
    if (selected(BASELINE.id)) {
      const { port: basePort } = await server.ask({ type: 'baseline', statements: captured.a }, 'baseline');
      const baseUrl = `http://127.0.0.1:${basePort}`;
      const b = await measure(BASELINE.id, BASELINE.label, baseUrl, BASELINE.path, {}, server);
      b.sql = sqlOf(captured.a.filter((st) => !isSession(st)));
      measures.push(b);
      const a = measures.find((m) => m.id === 'a');
      if (a) {
        const [pa, pb] = await Promise.all([
          probe(base + SCENARIOS[0].path(ctx), headers),
          probe(baseUrl + BASELINE.path, {}),
        ]);
        comparison = {
          platformRps: a.requestsPerSecond,
          baselineRps: b.requestsPerSecond,
          percent: b.requestsPerSecond
            ? round((100 * a.requestsPerSecond) / b.requestsPerSecond, 1)
            : Number.NaN,
          target: TARGETS.baselinePercent,
          sameBody: pa.body === pb.body,
        };
      }
    }
    // The candidate scenarios, each against a bare endpoint replaying its own SQL.
    const replays: { id: string; platformRps: number; baselineRps: number; percent: number }[] = [];
    for (const sc of SCENARIOS.filter((x) => x.baseline && selected(x.id))) {
      const { port: replayPort } = await server.ask(
        { type: 'replay', id: sc.id, statements: captured[sc.id] },
        'replayed',
      );
      const b = await measure(
        `base-${sc.id}`,
        `baseline: Fastify + SQL de (${sc.id})`,
        `http://127.0.0.1:${replayPort}`,
        '/replay',
        {},
        server,
      );
      b.sql = sqlOf(captured[sc.id].filter((st) => !isSession(st)));
      measures.push(b);
      const m = measures.find((x) => x.id === sc.id);
      if (m)
        replays.push({
          id: sc.id,
          platformRps: m.requestsPerSecond,
          baselineRps: b.requestsPerSecond,
          percent: b.requestsPerSecond
            ? round((100 * m.requestsPerSecond) / b.requestsPerSecond, 1)
            : Number.NaN,
        });
    }
    const finalMemory = await server.ask({ type: 'memory' }, 'memory');

    report(info, measures, sessionMs);
    if (umUsuario.length) console.log(`\n${tabelaUmUsuario(umUsuario)}`);
    if (comparison) {
      console.log(
        `\nPlataforma (a) vs baseline: ${fmt(comparison.platformRps)} / ${fmt(comparison.baselineRps)} req/s = ` +
          `${fmt(comparison.percent)} % (meta da issue 18: ≥ ${TARGETS.baselinePercent} %; ` +
          `a plataforma lê a sessão no máximo a cada 2 s por token)` +
          (comparison.sameBody ? '' : '\nATENÇÃO: as respostas da plataforma e do baseline diferem.'),
      );
    }
    for (const r of replays)
      console.log(
        `Plataforma (${r.id}) vs baseline: ${fmt(r.platformRps)} / ${fmt(r.baselineRps)} req/s = ${fmt(r.percent)} % ` +
          `(meta: ≥ ${TARGETS.baselinePercent} %)`,
      );
    const over = measures.filter((m) => !m.id.startsWith(BASELINE.id) && m.latencyMs.p95 > TARGETS.p95Ms);
    console.log(
      `p95 acima de ${TARGETS.p95Ms} ms (referência DESIGN §9): ${over.length ? over.map((m) => `(${m.id})`).join(' ') : 'nenhum'}`,
    );
    console.log(
      `\nRSS do processo do servidor: ${fmt(rssAtReadyMb)} MB antes da carga, ${fmt(memory.rssMb)} MB ao fim dos cenários (pico ${fmt(memory.peakRssMb)} MB durante a carga, ` +
        `${fmt(finalMemory.rssMb)} MB após o baseline)` +
        (info.driver === 'pglite' ? '; inclui o PGlite (WASM) no mesmo processo' : ''),
    );

    const results = {
      generatedAt: new Date().toISOString(),
      tree: gitState(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        loadAverageBefore: loadBefore.map((x) => round(x)),
        busyCoresBefore: busyBefore,
        loadAverageAfter: os.loadavg().map((x) => round(x)),
      },
      database: {
        driver: info.driver,
        version: info.version,
        rows: info.rows,
        cidades: info.cidades,
        bairroTableMb: info.bairroTableMb,
        cidadeFiltro: info.cidadeFiltro,
        searchTerm: 'jardim',
        searchMatches: info.searchMatches,
        talentos: info.talentos,
        solicitacoes: info.solicitacoes,
        candidatos: info.candidatos,
      },
      settings,
      extraSql: info.extraSql,
      setupMs: info.timings,
      targets: TARGETS,
      scenarios: measures,
      sessionLookupSqlMs: sessionMs,
      platformVsBaseline: comparison,
      candidatePlatformVsBaseline: replays,
      singleUser: umUsuario,
      server: {
        rssAtReadyMb,
        rssMb: memory.rssMb,
        peakRssMb: memory.peakRssMb,
        heapUsedMb: memory.heapUsedMb,
        rssAfterBaselineMb: finalMemory.rssMb,
      },
    };
    const out = path.join(here, 'results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    log(
      `resultados em ${path.relative(process.cwd(), path.join(out, 'latest.json')) || 'results/latest.json'}`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});
