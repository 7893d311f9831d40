/**
 * The report bench's child process (forked by relatorios.ts). BENCH_CHILD_ROLE=prepare: migrates and seeds
 * the database, then tops the demo companies' candidates up to the sizes asked (a bulk INSERT … SELECT
 * generate_series in batches) and exits. Otherwise: serves the real application on that database and
 * samples its RSS every 25 ms, answering 'memory' messages with the current and peak values.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { MODULES } from '../apps/server/src/modules/index.ts';
import { gerarTalentosComHistorico } from './talentosHistorico.ts';

export type ParaServidor = { type: 'mark' } | { type: 'memory' } | { type: 'stop' };
export type DoServidor =
  | { type: 'progress'; message: string }
  | { type: 'prepared'; candidatos: Record<number, number> }
  | { type: 'ready'; port: number; rssMb: number }
  | { type: 'memory'; rssMb: number; peakRssMb: number }
  | { type: 'error'; message: string };

const send = (m: DoServidor) => process.send?.(m);
const mb = (b: number) => Math.round((b / 1048576) * 10) / 10;
const config = {
  ...loadConfig({}),
  seedDemo: true,
  webDist: '/nonexistent',
  logLevel: 'silent' as const,
  emailWorker: false,
};

function abrir(): Promise<Database> {
  const url = process.env.BENCH_CHILD_DATABASE_URL;
  return url ? openPostgres(url) : openPglite(process.env.BENCH_CHILD_PGLITE_DIR as string);
}

const PRIMEIROS = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Lucas',
  'Aline',
  'Pedro',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Gabriel',
  'Sandra',
  'Mateus',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Araújo',
  'Conceição',
  'Guimarães',
  'Falcão',
  'Ávila',
  'Peixoto',
  'Tavares',
  'Machado',
];

/** Adds candidates to `empresaId` until it has `alvo` (deterministic names, cities, qualifications). */
async function completar(db: Database['db'], empresaId: number, alvo: number) {
  const contar = async () =>
    (
      (await db.execute(
        sql`select count(*)::int as n from candidato where empresa_id = ${empresaId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0].n;
  let n = await contar();
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
  while (n < alvo) {
    const lote = Math.min(10_000, alvo - n);
    await db.execute(sql`
      with cidades as (select array_agg(id order by id) as ids from cidade)
      insert into candidato (empresa_id, nome, cpf, cidade_id, uf_id, qualificacao_cadastral, mensagem_qualificacao, data_cadastro)
      select ${empresaId},
        (${arr(PRIMEIROS)})[1 + (i % 20)] || ' ' || (${arr(SOBRENOMES)})[1 + (i / 20) % 20] || ' ' || (${arr(SOBRENOMES)})[1 + (i / 400) % 20],
        lpad((900000000 + i)::text, 11, '0'),
        ci.id, ci.estado_id,
        case when i % 10 < 6 then 'QUALIFICADO' when i % 10 < 8 then 'DADOS_INCOMPLETOS' when i % 10 = 8 then 'NAO_QUALIFICADO' else 'NAO_VERIFICADO' end,
        case when i % 10 between 6 and 7 then 'Dados incompletos: CPF, Celular, E-mail.' end,
        date '2024-01-01' + (i % 700)
      from generate_series(${n + 1}::int, ${n + lote}::int) i
      cross join cidades
      cross join lateral (select id, estado_id from cidade where id = cidades.ids[1 + (i % array_length(cidades.ids, 1))]) ci`);
    n += lote;
    send({ type: 'progress', message: `empresa ${empresaId}: ${n.toLocaleString('pt-BR')} candidatos` });
  }
  return contar();
}

async function preparar() {
  const database = await abrir();
  await seed(database.db, config, MODULES, () => {});
  const alvos = JSON.parse(process.env.BENCH_CANDIDATOS_POR_EMPRESA ?? '{}') as Record<string, number>;
  const candidatos: Record<number, number> = {};
  for (const [empresa, alvo] of Object.entries(alvos))
    candidatos[Number(empresa)] = await completar(database.db, Number(empresa), alvo);
  await database.db.execute(sql`analyze candidato`);
  // relatorios-cargos.ts: talents with three years of history.
  if (process.env.BENCH_TALENTOS_HISTORICO)
    await gerarTalentosComHistorico(database.db, Number(process.env.BENCH_TALENTOS_HISTORICO));
  await database.close();
  send({ type: 'prepared', candidatos });
}

async function servir() {
  const database = await abrir();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let pico = process.memoryUsage.rss();
  setInterval(() => {
    pico = Math.max(pico, process.memoryUsage.rss());
  }, 25).unref();
  process.on('message', async (m: ParaServidor) => {
    if (m.type === 'mark') pico = process.memoryUsage.rss();
    if (m.type === 'memory' || m.type === 'mark') {
      const rss = process.memoryUsage.rss();
      pico = Math.max(pico, rss);
      send({ type: 'memory', rssMb: mb(rss), peakRssMb: mb(pico) });
    }
    if (m.type === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  send({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    rssMb: mb(process.memoryUsage.rss()),
  });
}

(process.env.BENCH_CHILD_ROLE === 'prepare' ? preparar() : servir()).catch((e) => {
  send({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  process.exit(1);
});
