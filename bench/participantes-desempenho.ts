/**
 * `npm run participantes -w @ipe/bench` (opt-in): the participants of a performance evaluation created in
 * bulk through the real HTTP routes (issue 22: 2,000 evaluated × 5 evaluators in under 5 s, one
 * transaction, set-based SQL). A fresh database (PGlite in memory, or `ipe_bench_participantes` on
 * BENCH_DATABASE_URL's server) seeded with the demo, plus BENCH_AVALIADOS talents (default 2,000) in areas
 * of five under one mother area: each area's first talent is its responsible, the mother area's is the
 * director. Steps, each timed (HTTP round trip on this process's app):
 *   a. POST …/{id}/participantes with every talent and every flag: self, leader, led, peers
 *      (a member: U + its responsible + 3 peers = 5; a responsible: U + the director + 4 led = 6);
 *   b. another evaluation: POST …/participantes (rows only), then POST …/avaliadores: every row × the
 *      same 5 evaluators (10,000 cells);
 *   c. GET …/avaliados, the matrix's first page (100 rows with their cells), median of 20;
 *   d. PUT …/participantes/acao/remover-avaliados of every row of (b).
 * Writes bench/results/participantes-<driver>.json. Reports figures; never fails on a timing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { MODULES } from '../apps/server/src/modules/index.ts';
import { appLogado } from './appLogado.ts';

const env = process.env;
const N = Number(env.BENCH_AVALIADOS ?? 2000);
const POR_AREA = 5;
const DB = 'ipe_bench_participantes';
const ALVO_MS = 5000;
const here = import.meta.dirname;
const inicio = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1).padStart(6)} s] ${m}`);

async function abrir(): Promise<{ database: Database; apagar: () => Promise<void> }> {
  const url = env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite(null), apagar: async () => {} };
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const u = new URL(url);
  u.pathname = `/${DB}`;
  return {
    database: await openPostgres(u.toString()),
    apagar: () => admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`),
  };
}

/** N talents of company 1 in areas of POR_AREA (the first one responsible) under one mother area. */
async function organizacao(db: Database['db']): Promise<number[]> {
  const areas = Math.ceil(N / POR_AREA);
  await db.execute(sql`
    with base as (select estabelecimento_id, cargo_id, faixa_salarial_id from colaborador
                   where empresa_id = 1 order by id limit 1),
    mae as (insert into area_organizacional (empresa_id, nome, descricao_hierarquia)
            values (1, 'Bench Diretoria', 'Bench Diretoria') returning id),
    dir as (insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id,
              area_organizacional_id, cargo_id, faixa_salarial_id)
            select 1, 'Bench Diretor', 'F', '2020-01-01', b.estabelecimento_id, m.id, b.cargo_id, b.faixa_salarial_id
              from base b, mae m returning id, area_organizacional_id)
    insert into area_responsavel (area_organizacional_id, colaborador_id) select area_organizacional_id, id from dir`);
  await db.execute(sql`
    insert into area_organizacional (empresa_id, nome, area_mae_id, descricao_hierarquia)
    select 1, 'Bench Área ' || g, m.id, 'Bench Diretoria > Bench Área ' || g
      from generate_series(1, ${areas}) g, (select id from area_organizacional where nome = 'Bench Diretoria') m`);
  await db.execute(sql`
    with base as (select estabelecimento_id, cargo_id, faixa_salarial_id from colaborador
                   where empresa_id = 1 order by id limit 1),
    a as (select id, row_number() over (order by id) - 1 as k from area_organizacional
           where nome like 'Bench Área %')
    insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id, area_organizacional_id,
      cargo_id, faixa_salarial_id, matricula)
    select 1, 'Bench Avaliado ' || lpad(g::text, 5, '0'), 'M', '2020-01-01', b.estabelecimento_id, a.id,
           b.cargo_id, b.faixa_salarial_id, 'BA' || g
      from generate_series(0, ${N - 1}) g join a on a.k = g / ${POR_AREA} cross join base b`);
  await db.execute(sql`
    insert into area_responsavel (area_organizacional_id, colaborador_id)
    select distinct on (area_organizacional_id) area_organizacional_id, id from colaborador
     where matricula like 'BA%' order by area_organizacional_id, id`);
  const r = await db.execute(sql`select id from colaborador where matricula like 'BA%' order by id`);
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => x.id);
}

async function main() {
  const { database, apagar } = await abrir();
  try {
    log(`preparando (${database.driver}): demo + ${N} talentos em áreas de ${POR_AREA}`);
    await seed(database.db, { ...loadConfig({}), seedDemo: true }, MODULES, () => {});
    const ids = await organizacao(database.db);
    const { app, base, headers } = await appLogado(database);
    const api = async (metodo: string, url: string, corpo?: unknown) => {
      const res = await fetch(`${base}/api/avaliacao/${url}`, {
        method: metodo,
        headers: corpo === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
      });
      const json = res.status === 204 ? null : await res.json();
      if (res.status >= 300) throw new Error(`${metodo} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const cronometrar = async <T>(fn: () => Promise<T>) => {
      const t0 = performance.now();
      const r = await fn();
      return { ms: Math.round(performance.now() - t0), r };
    };
    const modelo = (await api('POST', 'modelos-avaliacao', { titulo: 'Bench 360°' })) as { id: number };
    const avaliacao = async (titulo: string) =>
      (
        (await api('POST', 'avaliacoes-desempenho', {
          titulo,
          dataIni: '2026-01-01',
          dataFim: '2099-12-31',
          tipo: '1.0',
          modeloAvaliacaoId: modelo.id,
          permiteAutoAvaliacao: true,
          anonima: false,
        })) as { id: number }
      ).id;
    const contar = async (id: number) => {
      const r = await database.db.execute(
        sql`select count(*)::int as n from participante_avaliacao_desempenho where avaliacao_desempenho_id = ${id}`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    const passos: { passo: string; ms: number; celulas?: number }[] = [];

    const a = await avaliacao('Bench organização');
    const pa = await cronometrar(() =>
      api('POST', `avaliacoes-desempenho/${a}/participantes`, {
        colaboradoresIds: ids,
        preencheAvaliadosLideres: true,
        preencheAvaliadosLiderados: true,
        preencheAvaliadosPares: true,
        geraAutoavaliacao: true,
      }),
    );
    passos.push({
      passo: `a. preencher pela organização (${N} avaliados)`,
      ms: pa.ms,
      celulas: await contar(a),
    });
    log(`${passos.at(-1)?.passo}: ${pa.ms} ms, ${passos.at(-1)?.celulas} avaliadores`);

    const b = await avaliacao('Bench avaliadores');
    const linhas = await cronometrar(() =>
      api('POST', `avaliacoes-desempenho/${b}/participantes`, { colaboradoresIds: ids }),
    );
    const avaliadores = ids.slice(0, 5).map((colaboradorId) => ({ colaboradorId }));
    const cel = await cronometrar(() =>
      api('POST', `avaliacoes-desempenho/${b}/avaliadores`, { avaliados: ids, avaliadores, papel: 'P' }),
    );
    passos.push({ passo: `b. ${N} avaliados (linhas)`, ms: linhas.ms });
    passos.push({ passo: `b. ${N} avaliados × 5 avaliadores`, ms: cel.ms, celulas: await contar(b) });
    log(`b: linhas ${linhas.ms} ms, avaliadores ${cel.ms} ms (${passos.at(-1)?.celulas} células)`);

    const tempos: number[] = [];
    for (let i = 0; i < 20; i++)
      tempos.push(
        (
          await cronometrar(() =>
            api('GET', `avaliacoes-desempenho/avaliados?avaliacaoDesempenhoId=${a}&page=3`),
          )
        ).ms,
      );
    tempos.sort((x, y) => x - y);
    passos.push({ passo: 'c. GET avaliados (100 linhas), mediana de 20', ms: tempos[10] });
    log(`c: mediana ${tempos[10]} ms, máx ${tempos.at(-1)} ms`);

    const rem = await cronometrar(() =>
      api('PUT', `avaliacoes-desempenho/${b}/participantes/acao/remover-avaliados`, {
        colaboradoresIds: ids,
      }),
    );
    passos.push({ passo: `d. remover ${N} avaliados`, ms: rem.ms });
    log(`d: ${rem.ms} ms`);

    const criar = pa.ms;
    const criarB = linhas.ms + cel.ms;
    const resultado = {
      driver: database.driver,
      avaliados: N,
      alvoMs: ALVO_MS,
      passos,
      dentroDoAlvo: criar < ALVO_MS && criarB < ALVO_MS,
      quando: new Date().toISOString(),
    };
    const dir = path.join(here, 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `participantes-${database.driver}.json`),
      `${JSON.stringify(resultado, null, 2)}\n`,
    );
    console.table(passos);
    log(`criação: organização ${criar} ms, à mão ${criarB} ms (alvo < ${ALVO_MS} ms)`);
    await app.close();
  } finally {
    await database.close();
    await apagar();
  }
}

await main();
