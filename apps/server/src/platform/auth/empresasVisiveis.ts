import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { empresa, usuarioEmpresa } from '../../db/schema/index.ts';
import { type Session, SUPER_USER_ID } from './sessions.ts';
import { notFound } from '../http/errors.ts';

/**
 * Companies a session may see in the company register: all for the installation's administrator,
 * else those where the user holds a profile (the same ones the company switch offers).
 */
export function empresasVisiveis(db: Db, s: Session): SQL | undefined {
  if (s.usuarioId === SUPER_USER_ID) return undefined;
  const minhas = db
    .select({ id: usuarioEmpresa.empresaId })
    .from(usuarioEmpresa)
    .where(eq(usuarioEmpresa.usuarioId, s.usuarioId));
  return inArray(empresa.id, minhas);
}

/** Fails with 404 unless the session may see the company. */
export async function exigirEmpresaVisivel(db: Db, s: Session, empresaId: number): Promise<void> {
  const [row] = await db
    .select({ id: empresa.id })
    .from(empresa)
    .where(and(eq(empresa.id, empresaId), empresasVisiveis(db, s)));
  if (!row) throw notFound();
}
