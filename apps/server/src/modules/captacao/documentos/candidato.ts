import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { candidato } from '../schema.ts';

/** The candidate's id when it belongs to the session's company; 404 otherwise. */
export async function candidatoDaEmpresa(db: Db, empresaId: number, id: number): Promise<number> {
  const [c] = await db
    .select({ id: candidato.id })
    .from(candidato)
    .where(and(eq(candidato.id, id), eq(candidato.empresaId, empresaId)));
  if (!c) throw notFound();
  return c.id;
}
