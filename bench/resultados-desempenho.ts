/**
 * `npm run resultados-desempenho -w @ipe/bench` (opt-in): the evaluator's side and HR's results of a
 * performance evaluation of BENCH_AVALIADOS evaluated talents (default 2,000) × 5 evaluators (issue 22:
 * the answering list of an evaluator under 100 ms p95; the results of the whole evaluation under 2 s).
 * A fresh database (PGlite in memory, or `ipe_bench_resultados` on BENCH_DATABASE_URL's server) seeded
 * with the demo; the talents and the cells are inserted set-based, then through the HTTP routes:
 *   a. PUT …/{id}/liberada/true: the release creates the 10,000 answering records and notifies (timed,
 *      for information);
 *   b. 80 % of the forms concluded (set-based: a questionnaire answer with its percentage and 3 competence
 *      levels each, as the answering screen leaves them);
 *   c. a demo employee (one of the evaluators, 5 forms here plus the demo's) lists its forms: GET
 *      /avaliacoes-desempenhos-questionarios with each filter in turn, 200 requests, p50 / p95;
 *   d. HR: GET …/{id}/resultados of the whole evaluation, 10 requests, median and maximum.
 * BENCH_KEEP_DB=1 keeps the PostgreSQL database. Writes bench/results/resultados-desempenho-<driver>.json. Reports figures; never fails on a timing.
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
const AVALIADORES = 5;
const DB = 'ipe_bench_resultados';
const ALVO_LISTA_P95_MS = 100;
const ALVO_RESULTADOS_MS = 2000;
const here = import.meta.dirname;
const inicio = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

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

const percentil = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.ceil((p / 100) * v.length) - 1];

async function main() {
  const { database, apagar } = await abrir();
  const db = database.db;
  try {
    log(`preparando (${database.driver}): demo + ${N} avaliados × ${AVALIADORES} avaliadores`);
    await seed(db, { ...loadConfig({}), seedDemo: true }, MODULES, () => {});
    await db.execute(sql`
      with base as (select estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id from colaborador
                     where empresa_id = 1 order by id limit 1)
      insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id, area_organizacional_id,
        cargo_id, faixa_salarial_id, matricula)
      select 1, 'Bench Avaliado ' || lpad(g::text, 5, '0'), 'M', '2020-01-01', b.estabelecimento_id,
             b.area_organizacional_id, b.cargo_id, b.faixa_salarial_id, 'BR' || g
        from generate_series(0, ${N - 1}) g cross join base b`);
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select id from colaborador where matricula like 'BR%' order by id`),
    ).map((x) => x.id);
    // A demo employee user (password demo1234) whose talent evaluates the first AVALIADORES talents.
    const [empregado] = rowsOf<{ cpf: string; colaborador_id: number }>(
      await db.execute(sql`
        select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
          join perfil p on p.id = ue.perfil_id
         where p.chave = 'COLABORADOR' and ue.empresa_id = 1 and u.colaborador_id is not null
         order by u.id limit 1`),
    );
    const { app, base, headers } = await appLogado(database);
    const api = async (metodo: string, url: string, corpo?: unknown, h = headers) => {
      const res = await fetch(`${base}/api/avaliacao/${url}`, {
        method: metodo,
        headers: corpo === undefined ? h : { ...h, 'content-type': 'application/json' },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
      });
      const json = res.status === 204 ? null : await res.json();
      if (res.status >= 300) throw new Error(`${metodo} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const cronometrar = async <T>(fn: () => Promise<T>) => {
      const t0 = performance.now();
      const r = await fn();
      return { ms: performance.now() - t0, r };
    };
    const modelo = (await api('POST', 'modelos-avaliacao', { titulo: 'Bench resultados 360°' })) as {
      id: number;
    };
    for (const texto of ['Colabora com a equipe?', 'Entrega no prazo?'])
      await api('POST', `avaliacoes/${modelo.id}/perguntas`, {
        texto,
        tipo: 1,
        respostas: [
          { texto: 'Sempre', peso: 10 },
          { texto: 'Nunca', peso: 0 },
        ],
      });
    const { id } = (await api('POST', 'avaliacoes-desempenho', {
      titulo: 'Bench resultados',
      dataIni: '2026-01-01',
      dataFim: '2099-12-31',
      tipo: '1.0',
      modeloAvaliacaoId: modelo.id,
      permiteAutoAvaliacao: false,
      anonima: false,
    })) as { id: number };
    await api('POST', `avaliacoes-desempenho/${id}/participantes`, { colaboradoresIds: ids });
    // Evaluated i is evaluated by the next AVALIADORES talents (the employee first for i < AVALIADORES).
    await db.execute(sql`
      with v as (select id, row_number() over (order by id) - 1 as i from colaborador where matricula like 'BR%'),
      cel as (
        select a.id as avaliado, case when a.i < ${AVALIADORES} and k = 1 then ${empregado.colaborador_id}
                                      else (select id from v where v.i = (a.i + k) % ${N}) end as avaliador
          from v a cross join generate_series(1, ${AVALIADORES}) k)
      insert into participante_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, avaliado_id,
        avaliado_colaborador_id, avaliador_colaborador_id, papel)
      select 1, ${id}, av.id, cel.avaliado, cel.avaliador, 'P'
        from cel join avaliado_avaliacao_desempenho av
          on av.avaliacao_desempenho_id = ${id} and av.colaborador_id = cel.avaliado`);

    const liberar = await cronometrar(() => api('PUT', `avaliacoes-desempenho/${id}/liberada/true`));
    log(`a. liberação (${N * AVALIADORES} registros): ${Math.round(liberar.ms)} ms`);

    // b. 80 % concluded: a questionnaire answer each and 3 competence levels (the company's first ones).
    await db.execute(sql`
      with alvo as (
        select cq.id, cq.questionario_id, row_number() over (order by cq.id) as n
          from colaborador_questionario cq where cq.dono_tipo = 'avaliacao-desempenho' and cq.dono_id = ${id}),
      qr as (
        insert into questionario_resposta (empresa_id, questionario_id, status, respondido_parcialmente,
          pontuacao, pontuacao_maxima, percentual, concluido_em)
        select 1, questionario_id, 'C', false, (n % 3) * 10, 20, (n % 3) * 50, now()
          from alvo where n % 5 <> 0
        returning id, questionario_id, pontuacao),
      par as (
        select a.id as cq, q.id as qr from
          (select id, row_number() over (order by id) as k from alvo where n % 5 <> 0) a
          join (select id, row_number() over (order by id) as k from qr) q on q.k = a.k)
      update colaborador_questionario cq set questionario_resposta_id = par.qr, concluido_em = now()
        from par where cq.id = par.cq`);
    await db.execute(sql`
      with c as (select 'C' as tipo, id, row_number() over (order by id) as k from conhecimento where empresa_id = 1
                 union all select 'H', id, 100 + row_number() over (order by id) from habilidade where empresa_id = 1
                 union all select 'A', id, 200 + row_number() over (order by id) from atitude where empresa_id = 1),
      tres as (select tipo, id from c order by k limit 3),
      n as (select id, row_number() over (order by ordem) as o from nivel_competencia where empresa_id = 1)
      insert into resposta_competencia_desempenho (empresa_id, colaborador_questionario_id, avaliacao_desempenho_id,
        avaliado_colaborador_id, tipo_competencia, competencia_id, peso, nivel_exigido_id, nivel_competencia_id)
      select 1, cq.id, ${id}, cq.avaliado_colaborador_id, t.tipo, t.id, 1,
             (select id from n where o = 2), (select id from n where o = 1 + cq.id % 3)
        from colaborador_questionario cq cross join tres t
       where cq.dono_tipo = 'avaliacao-desempenho' and cq.dono_id = ${id} and cq.concluido_em is not null`);
    const [contagem] = rowsOf<{ formularios: number; concluidos: number; niveis: number }>(
      await db.execute(sql`
        select count(*)::int as formularios, count(concluido_em)::int as concluidos,
               (select count(*)::int from resposta_competencia_desempenho where avaliacao_desempenho_id = ${id}) as niveis
          from colaborador_questionario where dono_tipo = 'avaliacao-desempenho' and dono_id = ${id}`),
    );
    log(
      `b. ${contagem.concluidos} de ${contagem.formularios} formulários concluídos, ${contagem.niveis} níveis`,
    );
    await db.execute(sql`analyze`);

    // c. The evaluator's list, as the answering screen asks it (first page).
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-page-path': '/bench' },
      body: JSON.stringify({ cpf: empregado.cpf, senha: 'demo1234', empresaId: 1, tipo: 'CADASTRO' }),
    });
    if (!login.ok) throw new Error(`login do avaliador: ${login.status} ${await login.text()}`);
    const avaliador = { ...headers, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] };
    const filtros = ['TODAS', 'RESPONDIDAS', 'NAO_RESPONDIDAS'];
    const lista: number[] = [];
    let linhas = 0;
    for (let i = 0; i < 220; i++) {
      const { ms, r } = await cronometrar(() =>
        api(
          'GET',
          `avaliacoes-desempenhos-questionarios?filtro=${filtros[i % 3]}&page=0&size=20`,
          undefined,
          avaliador,
        ),
      );
      if (i >= 20) lista.push(ms); // the first 20 warm the statements up
      if (i % 3 === 0) linhas = (r as { totalElements?: number; content: unknown[] }).content.length;
    }
    const listaP50 = Math.round(percentil(lista, 50) * 10) / 10;
    const listaP95 = Math.round(percentil(lista, 95) * 10) / 10;
    log(`c. lista do avaliador (${linhas} formulários em TODAS): p50 ${listaP50} ms, p95 ${listaP95} ms`);

    // d. HR: the whole evaluation's results.
    const resultados: number[] = [];
    let avaliadosComResultado = 0;
    for (let i = 0; i < 11; i++) {
      const { ms, r } = await cronometrar(() => api('GET', `avaliacoes-desempenho/${id}/resultados`));
      if (i > 0) resultados.push(ms);
      avaliadosComResultado = (r as { resultados: { resultado: number | null }[] }).resultados.filter(
        (x) => x.resultado != null,
      ).length;
    }
    const resMediana = Math.round(percentil(resultados, 50));
    const resMax = Math.round(Math.max(...resultados));
    log(
      `d. resultados (${avaliadosComResultado} avaliados com resultado): mediana ${resMediana} ms, máx ${resMax} ms`,
    );

    const resultado = {
      driver: database.driver,
      avaliados: N,
      avaliadores: AVALIADORES,
      liberacaoMs: Math.round(liberar.ms),
      formularios: contagem.formularios,
      concluidos: contagem.concluidos,
      listaAvaliador: { linhas, p50Ms: listaP50, p95Ms: listaP95, alvoP95Ms: ALVO_LISTA_P95_MS },
      resultados: {
        avaliados: avaliadosComResultado,
        medianaMs: resMediana,
        maxMs: resMax,
        alvoMs: ALVO_RESULTADOS_MS,
      },
      dentroDoAlvo: listaP95 < ALVO_LISTA_P95_MS && resMax < ALVO_RESULTADOS_MS,
      quando: new Date().toISOString(),
    };
    const dir = path.join(here, 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `resultados-desempenho-${database.driver}.json`),
      `${JSON.stringify(resultado, null, 2)}\n`,
    );
    await app.close();
  } finally {
    await database.close();
    if (!env.BENCH_KEEP_DB) await apagar(); // BENCH_KEEP_DB=1 keeps it for EXPLAIN
  }
}

await main();
