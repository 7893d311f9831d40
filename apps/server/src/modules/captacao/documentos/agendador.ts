/**
 * The daily LGPD purge, a scheduled job (platform/jobs) of the module: the runner lets one node at a time
 * run it, once a day; the run also claims the day in expurgo_execucao under a transaction-level advisory
 * lock (PostgreSQL and PGlite alike), so a run never repeats within 23 hours (a 'Executar agora' included),
 * and records it there. LGPD_EXPURGO=0 turns it off on a node.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { defineJob } from '../../../platform/jobs/index.ts';
import { expurgoExecucao } from './schema.ts';
import { executarExpurgo } from './expurgo.ts';

const CHAVE_LOCK = 726_100_1;

/**
 * Claims today's scheduled run: answers the id of the run recorded for this node, or null when another
 * node holds the lock or a run started in the last 23 hours.
 */
export async function reivindicarExecucaoDiaria(db: Db, agora = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CHAVE_LOCK}) as ok`,
    );
    if (!(lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return null;
    const desde = new Date(agora.getTime() - 23 * 60 * 60_000);
    const [recente] = await tx
      .select({ id: expurgoExecucao.id })
      .from(expurgoExecucao)
      .where(and(eq(expurgoExecucao.origem, 'AGENDADO'), gt(expurgoExecucao.inicio, desde)))
      .orderBy(desc(expurgoExecucao.inicio))
      .limit(1);
    if (recente) return null;
    const [nova] = await tx
      .insert(expurgoExecucao)
      .values({ origem: 'AGENDADO', inicio: agora })
      .returning({ id: expurgoExecucao.id });
    return nova.id;
  });
}

/** The job: a minute after the first start-up, then every 24 hours. */
export const jobExpurgoLgpd = (db: Db, ativa: boolean) =>
  defineJob({
    nome: 'expurgo-lgpd',
    descricao:
      'LGPD: exclui ou anonimiza os candidatos inativos além do prazo de cada empresa (tempo de exclusão de candidatos)',
    intervalo: 24 * 60 * 60_000,
    primeiraExecucao: 60_000,
    ativa,
    executar: async () => {
      const execucaoId = await reivindicarExecucaoDiaria(db);
      if (execucaoId === null) return 'Já executada nas últimas 23 horas';
      const r = await executarExpurgo(db, { origem: 'AGENDADO', execucaoId });
      return `LGPD: ${r.anonimizados} candidato(s) anonimizado(s), ${r.excluidos} excluído(s)`;
    },
  });
