/**
 * The daily LGPD purge, started with the server (main.ts) and never by tests: every hour each node asks
 * whether a scheduled run started in the last 23 hours; one node at a time claims the run under a
 * transaction-level advisory lock (PostgreSQL and PGlite alike), records it in expurgo_execucao and runs it.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { expurgoExecucao } from './schema.ts';
import { deHoraEmHora } from '../../../platform/deHoraEmHora.ts';
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

/** Starts the hourly check; answers the function that stops it. */
export function iniciarExpurgoDiario(db: Db, log: (msg: string) => void = () => {}): () => void {
  return deHoraEmHora(async () => {
    try {
      const execucaoId = await reivindicarExecucaoDiaria(db);
      if (execucaoId !== null) {
        const r = await executarExpurgo(db, { origem: 'AGENDADO', execucaoId });
        log(`LGPD: ${r.anonimizados} candidato(s) anonimizado(s), ${r.excluidos} excluído(s)`);
      }
    } catch (e) {
      log(`LGPD: falha na exclusão de candidatos inativos: ${(e as Error).message}`);
    }
  });
}
