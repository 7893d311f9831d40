/**
 * The benchmark's database and server processes, forked by run.ts so that the load generator
 * (autocannon) never shares an event loop with the server it measures. With BENCH_CHILD_ROLE=prepare it
 * migrates the database, seeds the demo, loads the bairros, the talents and the requisitions (with their
 * job ads) and exits; otherwise it serves the real application on that database (its memory is then
 * what a production server's would be), records and EXPLAINs the SQL of a request on demand, and serves
 * the bare baseline endpoint. It talks to run.ts over the IPC channel.
 */
import fs from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { Session as InspectorSession } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { MODULES } from '../apps/server/src/modules/index.ts';
import { CIDADE_FILTRO_IBGE, generateBairros } from './generate.ts';
import {
  AUTOCOMPLETE_TALENTO,
  PAGE_SIZE,
  SEARCH,
  SEARCH_CANDIDATO_NOME,
  SEARCH_CANDIDATO_TEXTO,
  SEARCH_SOLICITACAO,
  SEARCH_TALENTO,
} from './scenarios.ts';
import { generateCandidatos } from './candidatos.ts';
import { generateSolicitacoes } from './solicitacoes.ts';
import { generateSelecao, type SelecaoGerada } from './selecao.ts';
import { EMPRESA_DEMO_ID, generateTalentos } from './talentos.ts';
import type { DemoCtx } from '../apps/server/src/db/seed/demo/types.ts';
import { seedDemoHistoricos } from '../apps/server/src/modules/cargoSalario/demo/historicos.ts';

/** Plain SQL access beside Drizzle: diagnostics and the baseline endpoint. */
interface Raw {
  rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** `rows` inside a transaction that first runs `settings` (the SET LOCAL the platform sent before it). */
  rowsWith(settings: string[], sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  arrays(sql: string, params?: unknown[]): Promise<unknown[][]>;
  /** Runs one or more statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** One statement the platform sent while serving a captured request, with its EXPLAIN ANALYZE. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** Median planning + execution time of EXPLAIN ANALYZE (5 runs); null for non-SELECT statements. */
  ms: number | null;
  /** The plan's nodes, outermost first ('←' = fed by). */
  plan: string | null;
}

export interface SetupInfo {
  driver: 'pg' | 'pglite';
  version: string;
  rows: number;
  cidades: number;
  cidadeFiltro: { id: number; nome: string; bairros: number };
  searchMatches: number;
  bairroTableMb: number;
  /** The demo company's talents (the demo seed's and the generated ones) and what the scenarios find. */
  talentos: TalentosInfo;
  /** The demo company's personnel requisitions and job ads (the demo seed's and the generated ones). */
  solicitacoes: SolicitacoesInfo;
  /** The demo company's candidates (the demo seed's and the generated ones). */
  candidatos: CandidatosInfo;
  timings: {
    migrateMs: number;
    seedMs: number;
    generateMs: number;
    talentosMs: number;
    solicitacoesMs: number;
    /** Loading the candidates, their rebuilt indexes included (candidatosIndexMs of it). */
    candidatosMs: number;
    candidatosIndexMs: number;
    /** Linking candidates to the released requisitions, with their step history (bench/selecao.ts). */
    selecaoMs: number;
    extraMs: number;
    analyzeMs: number;
  };
  /** BENCH_EXTRA_SQL run after loading (what-if experiments, e.g. an index), or null. */
  extraSql: string | null;
}

export interface TalentosInfo {
  empresaId: number;
  generated: number;
  total: number;
  ativos: number;
  historicos: number;
  estabelecimentos: number;
  areas: number;
  faixas: number;
  /** Talent of scenario (j) and its history rows. */
  talentoId: number;
  talentoHistoricos: number;
  /** Active talents matching the search (h) and the autocomplete (i). */
  searchMatches: number;
  autocompleteMatches: number;
  /** pg_total_relation_size of colaborador and colaborador_historico (tables + indexes). */
  tableMb: number;
  historicoTableMb: number;
}

export interface SolicitacoesInfo {
  empresaId: number;
  generated: number;
  total: number;
  /** Requisitions per situation (status.ts situacaoDe: I, A, R, S, E, C). */
  porSituacao: Record<string, number>;
  /** Rows of the list filter status=A (n): open, not suspended, not rejected (I and A). */
  filtroA: number;
  /** Requisitions whose description matches the search (o). */
  searchMatches: number;
  anuncios: number;
  /** Ads the list shows by default (p): not expired. */
  anunciosVigentes: number;
  /** Ads of the candidate area (q): external, not expired, requisition released and running. */
  anunciosPublicos: number;
  estabelecimentos: number;
  areas: number;
  faixas: number;
  motivos: number;
  /** pg_total_relation_size of solicitacao and anuncio (tables + indexes + TOAST). */
  tableMb: number;
  anuncioTableMb: number;
}

export interface CandidatosInfo {
  empresaId: number;
  generated: number;
  total: number;
  /** Sub-records generated (experiences, education, certificates, languages and links). */
  childRows: number;
  disponiveis: number;
  /** Candidates the name search (s) and the CV text search (t) find. */
  nomeMatches: number;
  textoMatches: number;
  /** pg_total_relation_size of candidato and of its child and link tables. */
  tableMb: number;
  childTablesMb: number;
  /** Candidate-requisition links and their step history generated for the dashboard scenario (u). */
  selecao: SelecaoGerada & { tablesMb: number };
}

export type ToServer =
  | { type: 'mark' }
  | { type: 'memory' }
  | { type: 'capture'; on: boolean }
  | { type: 'settle' }
  | { type: 'profile'; on: boolean; file?: string }
  | { type: 'baseline'; statements: Statement[] }
  | { type: 'replay'; id: string; statements: Statement[] }
  | { type: 'stop' };
export type FromServer =
  | { type: 'progress'; message: string }
  | { type: 'prepared'; info: SetupInfo }
  | { type: 'ready'; port: number; rssAtReadyMb: number }
  | { type: 'memory'; rssMb: number; peakRssMb: number; heapUsedMb: number }
  | { type: 'capturing' }
  | { type: 'captured'; statements: Statement[] }
  | { type: 'settled'; quietMs: number; timedOut: boolean }
  | { type: 'profiled' }
  | { type: 'baseline'; port: number }
  | { type: 'replayed'; id: string; port: number }
  | { type: 'error'; message: string };

const send = (m: FromServer) => process.send?.(m);
const progress = (message: string) => send({ type: 'progress', message });
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function pgRaw(url: string): Raw {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 20) });
  tap(pool); // the baseline's queries count as pending too (it captures nothing: capture is off then)
  return {
    rows: async (sql, params = []) => (await pool.query(sql, params)).rows,
    rowsWith: async (settings, sql, params = []) => {
      const c = await pool.connect();
      try {
        await c.query('begin');
        for (const st of settings) await c.query(st);
        return (await c.query(sql, params)).rows;
      } finally {
        await c.query('rollback');
        c.release();
      }
    },
    arrays: async (sql, params = []) =>
      (await pool.query({ text: sql, values: params, rowMode: 'array' })).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

function pgliteRaw(client: PGlite): Raw {
  return {
    rows: async (sql, params = []) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    rowsWith: (settings, sql, params = []) =>
      client.transaction(async (tx) => {
        for (const st of settings) await tx.query(st);
        return (await tx.query<Record<string, unknown>>(sql, params)).rows;
      }),
    arrays: async (sql, params = []) =>
      (await client.query<unknown[]>(sql, params, { rowMode: 'array' })).rows,
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {},
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Join Type'?: string;
  Plans?: PlanNode[];
}

function describePlan(node: PlanNode): string {
  let s = node['Node Type'];
  if (node['Join Type'] && s.includes('Join')) s = `${s} (${node['Join Type']})`;
  if (node['Relation Name']) s += ` on ${node['Relation Name']}`;
  if (node['Index Name']) s += ` using ${node['Index Name']}`;
  if (node['Sort Method']) s += ` [${node['Sort Method']}]`;
  const children = (node.Plans ?? []).map(describePlan);
  return children.length ? `${s} ← ${children.length > 1 ? `(${children.join(' | ')})` : children[0]}` : s;
}

/** EXPLAIN ANALYZE a SELECT `times` times: the median time and the plan of the last run. */
async function explain(
  raw: Raw,
  st: { sql: string; params: unknown[] },
  times = 5,
  settings: string[] = [],
): Promise<Statement> {
  if (!/^\s*(select|with)\b/i.test(st.sql)) return { ...st, ms: null, plan: null };
  const ms: number[] = [];
  let plan: PlanNode | null = null;
  for (let i = 0; i < times; i++) {
    const text = `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${st.sql}`;
    const [row] = settings.length
      ? await raw.rowsWith(settings, text, st.params)
      : await raw.rows(text, st.params);
    const out = row['QUERY PLAN'];
    const [doc] = (typeof out === 'string' ? JSON.parse(out) : out) as {
      Plan: PlanNode;
      'Planning Time': number;
      'Execution Time': number;
    }[];
    ms.push(doc['Planning Time'] + doc['Execution Time']);
    plan = doc.Plan;
  }
  ms.sort((x, y) => x - y);
  return {
    ...st,
    ms: Math.round(ms[Math.floor(ms.length / 2)] * 100) / 100,
    plan: describePlan(plan as PlanNode),
  };
}

/**
 * Records what a driver client is asked to run while `capture` is on: Drizzle calls `query(text, params)`
 * on PGlite and `query({text, ...}, params)` on a node-postgres pool. Also counts the queries not yet
 * answered (`pending`), so the bench can wait until the requests autocannon abandoned are done.
 */
let capture: { sql: string; params: unknown[] }[] | null = null;
const tapped = new WeakSet<object>();
let pending = 0;
/** Last time a query or an HTTP request started or ended in this process (see `settle`). */
let lastActivity = 0;
const touch = () => {
  lastActivity = performance.now();
};
function tap(client: { query: (...args: never[]) => unknown }) {
  if (tapped.has(client)) return;
  tapped.add(client);
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (capture) {
      const [q, p] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      capture.push(
        typeof q === 'string'
          ? { sql: q, params: p ?? [] }
          : { sql: q.text, params: Array.isArray(p) ? p : (q.values ?? []) },
      );
    }
    const result = original(...args);
    if (result instanceof Promise) {
      pending++;
      touch();
      const done = () => {
        pending--;
        touch();
      };
      result.then(done, done);
    }
    return result;
  };
}

/** Every request a server of this process parses and answers counts as activity. */
function watch(server: HttpServer) {
  server.on('request', (_req, res) => {
    touch();
    res.on('finish', touch);
    res.on('close', touch);
  });
}

/**
 * Resolves once nothing happened for `quietMs` (no query pending, none started or ended, no HTTP
 * request parsed or answered), or after `maxMs`. autocannon drops its connections at the end of a run,
 * but the requests already sent stay in the sockets' buffers and the server still parses and answers
 * them, one after another. With PGlite each query runs synchronously inside the event loop, so a query
 * counter alone always reads 0 from a timer: the quiet period is what tells the backlog is gone.
 */
async function settle(quietMs = 500, maxMs = 300_000): Promise<{ quietMs: number; timedOut: boolean }> {
  const start = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 25));
    const now = performance.now();
    if (!pending && now - lastActivity >= quietMs) return { quietMs, timedOut: false };
    if (now - start > maxMs) return { quietMs, timedOut: true };
  }
}

/**
 * Bare Fastify replaying scenario (a)'s statements as the platform runs them, and answering the platform's
 * JSON shape: no session, no validation, no hooks. The platform sends the page's rows (`… where id in
 * (select id … limit … offset …)`) and the count in parallel.
 */
async function startBaseline(raw: Raw, statements: Statement[]): Promise<FastifyInstance> {
  const selects = statements.filter((st) => /^\s*select\b/i.test(st.sql) && !st.sql.includes('"sessao"'));
  const total = selects.find((st) => /^\s*select count\(/i.test(st.sql));
  const page = selects.find((st) => st !== total);
  if (!total || !page || selects.length !== 2)
    throw new Error(
      `baseline: esperava as linhas da página e a contagem de (a), recebi ${selects.length} consultas`,
    );
  const app = Fastify({ logger: false });
  app.get('/bairros', async () => {
    const [rows, [[n]]] = await Promise.all([
      raw.arrays(page.sql, page.params),
      raw.arrays(total.sql, total.params),
    ]);
    const totalElements = Number(n);
    // Column order of the platform's selection: id, nome, estadoId, estado, cidadeId, cidade (each reference
    // an {id, label} JSON object from its subquery, parsed by the driver).
    return {
      content: rows.map((r) => ({
        id: r[0],
        nome: r[1],
        estadoId: r[2],
        estado: r[3],
        cidadeId: r[4],
        cidade: r[5],
      })),
      totalElements,
      totalPages: Math.ceil(totalElements / PAGE_SIZE),
      number: 0,
      size: PAGE_SIZE,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * Bare Fastify replaying every SELECT a scenario's request ran (the session lookup left out), in parallel
 * as the platform runs the page and its count, answering `{content, totalElements, …}` built from the
 * rows: the same SQL without the platform (session, hooks, validation, serialisation of drizzle's rows).
 * A list that pages ids first reads its page's rows (`id = any($1)`) after them, with the ids found.
 */
async function startReplay(raw: Raw, statements: Statement[]): Promise<FastifyInstance> {
  // A statement with CTEs (with … select) is a SELECT too (the dashboard's, scenario u).
  const selects = statements.filter(
    (st) => /^\s*(select|with)\b/i.test(st.sql) && !st.sql.includes('"sessao"'),
  );
  const total = selects.find((st) => /^\s*select count\(/i.test(st.sql));
  const porIds = selects.find((st) => st !== total && /= any\(\$1\)/.test(st.sql));
  const ids = selects.filter((st) => st !== total && st !== porIds);
  // Alone when the ids came from a statement not recorded (PGlite's transactions: the CV search).
  const rowsById = ids.length ? porIds : undefined;
  const others = ids.length ? ids : selects.filter((st) => st !== total);
  if (!others.length) throw new Error('replay: nenhuma consulta gravada');
  const app = Fastify({ logger: false });
  app.get('/replay', async () => {
    const [first, n] = await Promise.all([
      raw.rows(others[0].sql, others[0].params),
      total ? raw.arrays(total.sql, total.params) : Promise.resolve([[0]]),
      ...others.slice(1).map((st) => raw.arrays(st.sql, st.params)),
    ]);
    const ids = first.map((r) => r.id).filter((id) => id !== undefined);
    const rows = rowsById ? await raw.rows(rowsById.sql, ids.length ? [ids] : rowsById.params) : first;
    const totalElements = Number((n as unknown[][])[0]?.[0] ?? 0);
    return {
      content: rows,
      totalElements,
      totalPages: Math.ceil(totalElements / PAGE_SIZE),
      number: 0,
      size: PAGE_SIZE,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function openDb(url: string | null, dir: string | null): Promise<{ database: Database; raw: Raw }> {
  if (url) {
    const database = await openPostgres(url);
    // Every query runs on a client checked out of the pool (transactions too: the CV search's SET LOCAL).
    (database.db as unknown as { $client: pg.Pool }).$client.on('acquire', (c) => tap(c));
    return { database, raw: pgRaw(url) };
  }
  const opened = await openPglite(dir);
  tap(opened.client);
  // A transaction runs its statements on its own object (the CV search's SET LOCAL and ranking): recorded
  // too, between a begin and a commit so that its settings apply to its statements only.
  const client = opened.client as unknown as {
    transaction: (cb: (tx: { query: (...a: never[]) => unknown }) => Promise<unknown>) => Promise<unknown>;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (cb) =>
    transaction(async (tx) => {
      tap(tx);
      capture?.push({ sql: 'begin', params: [] });
      try {
        return await cb(tx);
      } finally {
        capture?.push({ sql: 'commit', params: [] });
      }
    });
  return { database: opened, raw: pgliteRaw(opened.client) };
}

/** What the talent scenarios run on; the talent of (j) falls back to one with the most history rows. */
async function talentosInfo(
  raw: Raw,
  gerados: Awaited<ReturnType<typeof generateTalentos>>,
): Promise<TalentosInfo> {
  const e = EMPRESA_DEMO_ID;
  let talentoId = gerados.talentoId;
  if (talentoId === null) {
    const [t] = await raw.rows(
      `select c.id from colaborador c join colaborador_historico h on h.colaborador_id = c.id
        where c.empresa_id = $1 group by c.id order by count(*) desc, c.id limit 1`,
      [e],
    );
    if (!t) throw new Error('Nenhum talento na empresa de demonstração.');
    talentoId = Number(t.id);
  }
  const match = `ipe_unaccent(nome::text) ILIKE ipe_unaccent($2)`;
  const [n] = await raw.rows(
    `select (select count(*) from colaborador where empresa_id = $1) as total,
            (select count(*) from colaborador where empresa_id = $1 and situacao = 'A') as ativos,
            (select count(*) from colaborador_historico h join colaborador c on c.id = h.colaborador_id
              where c.empresa_id = $1) as historicos,
            (select count(*) from colaborador_historico where colaborador_id = $4) as do_talento,
            (select count(*) from colaborador where empresa_id = $1 and situacao = 'A' and ${match}) as busca,
            (select count(*) from colaborador where empresa_id = $1 and situacao = 'A'
               and ipe_unaccent(nome::text) ILIKE ipe_unaccent($3)) as autocomplete,
            pg_total_relation_size('colaborador') as bytes,
            pg_total_relation_size('colaborador_historico') as hbytes`,
    [e, `%${SEARCH_TALENTO}%`, `%${AUTOCOMPLETE_TALENTO}%`, talentoId],
  );
  return {
    empresaId: e,
    generated: gerados.inserted,
    total: Number(n.total),
    ativos: Number(n.ativos),
    historicos: Number(n.historicos),
    estabelecimentos: gerados.estabelecimentos,
    areas: gerados.areas,
    faixas: gerados.faixas,
    talentoId,
    talentoHistoricos: Number(n.do_talento),
    searchMatches: Number(n.busca),
    autocompleteMatches: Number(n.autocomplete),
    tableMb: mb(Number(n.bytes)),
    historicoTableMb: mb(Number(n.hbytes)),
  };
}

/** What the requisition and ad scenarios run on, counted with the rules of hooks.ts and expiracao.ts. */
async function solicitacoesInfo(
  raw: Raw,
  gerados: Awaited<ReturnType<typeof generateSolicitacoes>>,
): Promise<SolicitacoesInfo> {
  const e = EMPRESA_DEMO_ID;
  const hoje = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  const dia = `${hoje.getFullYear()}-${p(hoje.getMonth() + 1)}-${p(hoje.getDate())}`;
  const situacoes = await raw.rows(
    `select case when cancelada then 'C' when encerrada then 'E' when suspensa then 'S'
                 when status = 'L' then 'A' else status end as situacao, count(*) as n
       from solicitacao where empresa_id = $1 group by 1 order by 1`,
    [e],
  );
  const expirado = `(coalesce(a.previsao_encerramento < $2::date, false) or s.encerrada or s.cancelada)`;
  const [n] = await raw.rows(
    `select (select count(*) from solicitacao where empresa_id = $1) as total,
            (select count(*) from solicitacao where empresa_id = $1 and not encerrada and not cancelada
               and not suspensa and status <> 'R') as filtro_a,
            (select count(*) from solicitacao where empresa_id = $1
               and ipe_unaccent(descricao) ILIKE ipe_unaccent($3)) as busca,
            (select count(*) from anuncio where empresa_id = $1) as anuncios,
            (select count(*) from anuncio a join solicitacao s on s.id = a.solicitacao_id
              where a.empresa_id = $1 and not ${expirado}) as vigentes,
            (select count(*) from anuncio a join solicitacao s on s.id = a.solicitacao_id
              where a.empresa_id = $1 and a.exibir_modulo_externo and not ${expirado}
                and s.status = 'L' and not s.suspensa) as publicos,
            pg_total_relation_size('solicitacao') as bytes,
            pg_total_relation_size('anuncio') as abytes`,
    [e, dia, `%${SEARCH_SOLICITACAO}%`],
  );
  return {
    empresaId: e,
    generated: gerados.inserted,
    total: Number(n.total),
    porSituacao: Object.fromEntries(situacoes.map((r) => [String(r.situacao), Number(r.n)])),
    filtroA: Number(n.filtro_a),
    searchMatches: Number(n.busca),
    anuncios: Number(n.anuncios),
    anunciosVigentes: Number(n.vigentes),
    anunciosPublicos: Number(n.publicos),
    estabelecimentos: gerados.estabelecimentos,
    areas: gerados.areas,
    faixas: gerados.faixas,
    motivos: gerados.motivos,
    tableMb: mb(Number(n.bytes)),
    anuncioTableMb: mb(Number(n.abytes)),
  };
}

/** What the candidate scenarios run on, counted with the same conditions as busca.ts. */
async function candidatosInfo(
  raw: Raw,
  gerados: Awaited<ReturnType<typeof generateCandidatos>>,
  selecao: SelecaoGerada,
): Promise<CandidatosInfo> {
  const e = EMPRESA_DEMO_ID;
  const palavras = SEARCH_CANDIDATO_NOME.split(' ').map((p) => `%${p}%`);
  const [n] = await raw.rows(
    `select (select count(*) from candidato where empresa_id = $1) as total,
            (select count(*) from candidato where empresa_id = $1 and disponivel and not contratado) as disponiveis,
            (select count(*) from candidato where empresa_id = $1
               and ipe_unaccent(nome) ILIKE ipe_unaccent($2) and ipe_unaccent(nome) ILIKE ipe_unaccent($3)) as nome,
            (select count(*) from candidato where empresa_id = $1
               and busca @@ websearch_to_tsquery('ipe_portuguese'::regconfig, $4)) as texto,
            pg_total_relation_size('candidato') as bytes,
            (select sum(pg_total_relation_size(t)) from unnest(array['candidato_experiencia', 'candidato_formacao',
               'candidato_certificado', 'candidato_idioma', 'candidato_cargo', 'candidato_area_interesse',
               'candidato_conhecimento']::regclass[]) t) as filhos,
            pg_total_relation_size('candidato_solicitacao') + pg_total_relation_size('historico_candidato') as selecao`,
    [e, palavras[0], palavras[1] ?? '%', SEARCH_CANDIDATO_TEXTO],
  );
  return {
    empresaId: e,
    generated: gerados.inserted,
    total: Number(n.total),
    childRows: gerados.childRows,
    disponiveis: Number(n.disponiveis),
    nomeMatches: Number(n.nome),
    textoMatches: Number(n.texto),
    tableMb: mb(Number(n.bytes)),
    childTablesMb: mb(Number(n.filhos)),
    selecao: { ...selecao, tablesMb: mb(Number(n.selecao)) },
  };
}

/** First process: migrate, seed, load the bairros, talents, requisitions and ads, analyze; reports what it built and exits. */
async function prepare(url: string | null, dir: string | null) {
  const total = Number(process.env.BENCH_ROWS ?? 100_000);
  const config = { ...loadConfig({}), seedDemo: true };
  let t = performance.now();
  const lap = () => {
    const ms = Math.round(performance.now() - t);
    t = performance.now();
    return ms;
  };
  progress(url ? 'migrando o PostgreSQL' : `migrando o PGlite em ${dir}`);
  const { database, raw } = await openDb(url, dir);
  const migrateMs = lap();
  progress('seed (IBGE + demonstração)');
  await seed(database.db, config, MODULES, () => {});
  const seedMs = lap();

  progress(`gerando ${total.toLocaleString('pt-BR')} bairros`);
  let last = 0;
  await generateBairros(database.db, total, (done) => {
    if (done - last >= total / 10 || done === total) {
      progress(`  ${done.toLocaleString('pt-BR')} bairros`);
      last = done;
    }
  });
  const generateMs = lap();

  const totalTalentos = Number(process.env.BENCH_TALENTOS ?? 20_000);
  progress(`gerando ${totalTalentos.toLocaleString('pt-BR')} talentos da empresa ${EMPRESA_DEMO_ID}`);
  last = 0;
  const gerados = await generateTalentos(database.db, EMPRESA_DEMO_ID, totalTalentos, (done) => {
    if (done - last >= totalTalentos / 10 || done === totalTalentos) {
      progress(`  ${done.toLocaleString('pt-BR')} talentos`);
      last = done;
    }
  });
  // Three years of career moves over every talent (scenario v): the demo's own generator.
  if (process.env.BENCH_HISTORICOS === '1' && totalTalentos > 0) {
    progress('gerando 3 anos de promoções e mudanças de área dos talentos');
    await seedDemoHistoricos({ tx: database.db, matrizId: EMPRESA_DEMO_ID } as DemoCtx);
  }
  const talentosMs = lap();

  const totalSolicitacoes = Number(process.env.BENCH_SOLICITACOES ?? 100_000);
  progress(
    `gerando ${totalSolicitacoes.toLocaleString('pt-BR')} solicitações de pessoal (e anúncios) da empresa ${EMPRESA_DEMO_ID}`,
  );
  last = 0;
  const solicitacoesGeradas = await generateSolicitacoes(
    database.db,
    EMPRESA_DEMO_ID,
    totalSolicitacoes,
    (done) => {
      if (done - last >= totalSolicitacoes / 10 || done === totalSolicitacoes) {
        progress(`  ${done.toLocaleString('pt-BR')} solicitações`);
        last = done;
      }
    },
  );
  const solicitacoesMs = lap();

  const totalCandidatos = Number(process.env.BENCH_CANDIDATOS ?? 1_000_000);
  progress(`gerando ${totalCandidatos.toLocaleString('pt-BR')} candidatos da empresa ${EMPRESA_DEMO_ID}`);
  last = 0;
  const candidatosGerados = await generateCandidatos(
    database.db,
    EMPRESA_DEMO_ID,
    totalCandidatos,
    (done) => {
      if (done - last >= totalCandidatos / 10 || done === totalCandidatos) {
        progress(`  ${done.toLocaleString('pt-BR')} candidatos`);
        last = done;
      }
    },
  );
  const candidatosMs = lap();
  let selecao: SelecaoGerada = { vinculos: 0, historicos: 0, contratados: 0 };
  if (candidatosGerados.inserted > 0 && totalSolicitacoes > 0) {
    progress('vinculando candidatos às solicitações liberadas (processo seletivo e histórico)');
    selecao = await generateSelecao(database.db, EMPRESA_DEMO_ID);
    progress(
      `  ${selecao.vinculos.toLocaleString('pt-BR')} candidaturas, ${selecao.historicos.toLocaleString('pt-BR')} históricos`,
    );
  }
  const selecaoMs = lap();
  const extra = process.env.BENCH_EXTRA_SQL?.trim();
  if (extra) {
    progress(`BENCH_EXTRA_SQL: ${extra}`);
    await raw.exec(extra);
  }
  const extraMs = lap();
  progress('VACUUM ANALYZE');
  await raw.exec('VACUUM ANALYZE');
  // After loading a million rows PostgreSQL still writes them out in the background for minutes; a
  // checkpoint now keeps that writing out of the measured scenarios (PGlite has no background writer).
  if (database.driver === 'pg') await raw.exec('CHECKPOINT');
  const analyzeMs = lap();

  const [{ version }] = await raw.rows('select version() as version');
  const [cf] = await raw.rows(
    `select c.id, c.nome, (select count(*) from bairro b where b.cidade_id = c.id) as n
       from cidade c where c.codigo_ibge = $1`,
    [CIDADE_FILTRO_IBGE],
  );
  const [counts] = await raw.rows(
    `select (select count(*) from bairro) as rows, (select count(*) from cidade) as cidades,
            (select count(*) from bairro where unaccent(nome::text) ILIKE unaccent($1)) as busca,
            pg_total_relation_size('bairro') as bytes`,
    [`%${SEARCH}%`],
  );
  const talentos = await talentosInfo(raw, gerados);
  const solicitacoes = await solicitacoesInfo(raw, solicitacoesGeradas);
  const candidatos = await candidatosInfo(raw, candidatosGerados, selecao);
  await raw.close();
  await database.close();
  send({
    type: 'prepared',
    info: {
      driver: database.driver,
      version: String(version),
      rows: Number(counts.rows),
      cidades: Number(counts.cidades),
      cidadeFiltro: { id: Number(cf.id), nome: String(cf.nome), bairros: Number(cf.n) },
      searchMatches: Number(counts.busca),
      bairroTableMb: mb(Number(counts.bytes)),
      talentos,
      solicitacoes,
      candidatos,
      timings: {
        migrateMs,
        seedMs,
        generateMs,
        talentosMs,
        solicitacoesMs,
        candidatosMs,
        candidatosIndexMs: candidatosGerados.indexMs,
        selecaoMs,
        extraMs,
        analyzeMs,
      },
      extraSql: extra || null,
    },
  });
}

/** Second process: the application on the prepared database, as `npm start` would serve it. */
async function serve(url: string | null, dir: string | null) {
  const config = { ...loadConfig({}), seedDemo: true, webDist: '/nonexistent', logLevel: 'silent' };
  const { database, raw } = await openDb(url, dir);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  watch(app.server);
  let baseline: FastifyInstance | null = null;
  const replays: FastifyInstance[] = [];
  let profiler: InspectorSession | null = null;

  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 200);

  process.on('message', async (m: ToServer) => {
    try {
      if (m.type === 'mark') peak = process.memoryUsage.rss();
      else if (m.type === 'memory') {
        const rss = process.memoryUsage.rss();
        peak = Math.max(peak, rss);
        send({
          type: 'memory',
          rssMb: mb(rss),
          peakRssMb: mb(peak),
          heapUsedMb: mb(process.memoryUsage().heapUsed),
        });
      } else if (m.type === 'profile' && m.on) {
        profiler = new InspectorSession();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        send({ type: 'profiled' });
      } else if (m.type === 'profile') {
        if (profiler && m.file) {
          const { profile } = await profiler.post('Profiler.stop');
          fs.mkdirSync(path.dirname(m.file), { recursive: true });
          fs.writeFileSync(m.file, JSON.stringify(profile));
          profiler.disconnect();
          profiler = null;
        }
        send({ type: 'profiled' });
      } else if (m.type === 'settle') {
        send({ type: 'settled', ...(await settle()) });
      } else if (m.type === 'capture' && m.on) {
        capture = [];
        send({ type: 'capturing' });
      } else if (m.type === 'capture') {
        const got = capture ?? [];
        capture = null;
        const statements: Statement[] = [];
        // A statement after SET LOCAL in its transaction is measured with those settings.
        let settings: string[] = [];
        for (const st of got) {
          if (/^\s*(begin|commit|rollback)\b/i.test(st.sql)) settings = [];
          else if (/^\s*set local\b/i.test(st.sql)) settings.push(st.sql);
          statements.push(await explain(raw, st, 5, settings));
        }
        send({ type: 'captured', statements });
      } else if (m.type === 'baseline') {
        if (!baseline) {
          baseline = await startBaseline(raw, m.statements);
          watch(baseline.server);
        }
        send({ type: 'baseline', port: (baseline.server.address() as AddressInfo).port });
      } else if (m.type === 'replay') {
        const r = await startReplay(raw, m.statements);
        watch(r.server);
        replays.push(r);
        send({ type: 'replayed', id: m.id, port: (r.server.address() as AddressInfo).port });
      } else if (m.type === 'stop') {
        clearInterval(sample);
        await baseline?.close();
        for (const r of replays) await r.close();
        await app.close();
        await raw.close();
        await database.close();
        process.exit(0);
      }
    } catch (e) {
      send({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });

  send({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    rssAtReadyMb: mb(process.memoryUsage.rss()),
  });
}

async function main() {
  const url = process.env.BENCH_CHILD_DATABASE_URL || null;
  const dir = process.env.BENCH_CHILD_PGLITE_DIR || null;
  if (process.env.BENCH_CHILD_ROLE === 'prepare') {
    await prepare(url, dir);
    process.exit(0);
  }
  await serve(url, dir);
}

main().catch((e) => {
  send({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  process.exit(1);
});
