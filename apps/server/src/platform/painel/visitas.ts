import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A new visit starts when the home's pending work was last read longer ago than this. */
export const INTERVALO_NOVA_VISITA_MS = 30 * 60_000;
/** A user's first visit counts "new" items of the last 7 days. */
const PRIMEIRA_VISITA_MS = 7 * 86_400_000;

/**
 * Records this read of the pending work and answers where "new since your last visit" counts from: the
 * last read of the previous visit (reads less than 30 minutes apart are one visit, so a reload keeps the
 * counts). One upsert; the answer is the mark before the update.
 */
export async function marcarVisita(db: Db, usuarioId: number, agora = new Date()): Promise<Date> {
  const corte = new Date(agora.getTime() - INTERVALO_NOVA_VISITA_MS);
  const res = await db.execute(sql`
    insert into usuario_painel (usuario_id, visita_anterior, ultimo_acesso)
    values (${usuarioId}, null, ${agora.toISOString()}::timestamptz)
    on conflict (usuario_id) do update set
      visita_anterior = case when usuario_painel.ultimo_acesso is null or usuario_painel.ultimo_acesso < ${corte.toISOString()}::timestamptz
        then usuario_painel.ultimo_acesso else usuario_painel.visita_anterior end,
      ultimo_acesso = excluded.ultimo_acesso
    returning visita_anterior`);
  // db.execute's answer is typed per driver (PGlite, node-postgres); both carry `rows`.
  const v = (res as unknown as { rows: { visita_anterior: string | Date | null }[] }).rows[0]
    ?.visita_anterior;
  return v ? new Date(v) : new Date(agora.getTime() - PRIMEIRA_VISITA_MS);
}
