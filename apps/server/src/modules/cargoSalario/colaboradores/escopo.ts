import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type Session, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import { areaCoResponsavel, areaOrganizacional, areaResponsavel } from '../areas/schema.ts';
import { colaborador } from './schema.ts';

/**
 * The areas a talent is responsible or co-responsible for, with all their sub-areas (a subquery of ids).
 * The platform's area scope (spec 2 §6 'area-permission check'): a manager sees their areas' people.
 */
export const areasDoGestor = (colaboradorId: number): SQL => sql`(
  with recursive minhas(id) as (
    select ${areaResponsavel.areaOrganizacionalId} from ${areaResponsavel}
     where ${areaResponsavel.colaboradorId} = ${colaboradorId}
    union
    select ${areaCoResponsavel.areaOrganizacionalId} from ${areaCoResponsavel}
     where ${areaCoResponsavel.colaboradorId} = ${colaboradorId}
    union
    select f.id from ${areaOrganizacional} f join minhas m on f.area_mae_id = m.id
  ) select id from minhas)`;

/**
 * Which talents a session sees beside its company: an employee user (linked to a talent) sees itself
 * and the people of the areas it manages; HR users (no talent) and the administrator see every talent.
 * undefined adds no condition, so HR's lists keep their prepared statements.
 */
export function escopoDoColaborador(s: Session): SQL | undefined {
  if (s.colaboradorId == null || s.usuarioId === SUPER_USER_ID) return undefined;
  return or(
    eq(colaborador.id, s.colaboradorId),
    sql`${colaborador.areaOrganizacionalId} in ${areasDoGestor(s.colaboradorId)}`,
  );
}

/** Whether talent `id` of the session's company is within the session's scope. */
export async function colaboradorVisivel(db: Db, s: Session, id: number): Promise<boolean> {
  const [c] = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(eq(colaborador.id, id), eq(colaborador.empresaId, s.empresaId), escopoDoColaborador(s)));
  return !!c;
}
