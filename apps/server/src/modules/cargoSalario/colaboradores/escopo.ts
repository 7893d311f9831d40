import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
 * The talent whose areas bound a session, or null when the session is not area-scoped. A session is
 * area-scoped when its user is linked to a talent (an employee user, `usuario.colaboradorId`) and is not
 * the administrator (user 1); HR users have no talent and see the whole company. Profile authorities
 * decide which screens a user reaches; this decides which rows of them.
 */
export const gestorDaSessao = (s: Session): number | null =>
  s.colaboradorId == null || s.usuarioId === SUPER_USER_ID ? null : s.colaboradorId;

/** The ids of the areas an area-scoped session sees (a subquery), or undefined for HR. */
export function areasDaSessao(s: Session): SQL | undefined {
  const gestor = gestorDaSessao(s);
  return gestor == null ? undefined : areasDoGestor(gestor);
}

/**
 * Records owned by an area (`coluna` holds the area id) that a session sees: those of the areas it
 * manages (with sub-areas) for an area-scoped session; undefined (no condition) for HR, so their lists
 * keep their prepared statements.
 */
export function escopoDeArea(s: Session, coluna: PgColumn): SQL | undefined {
  const areas = areasDaSessao(s);
  return areas && sql`${coluna} in ${areas}`;
}

/**
 * Which talents a session sees beside its company: an employee user (linked to a talent) sees itself
 * and the people of the areas it manages; HR users (no talent) and the administrator see every talent.
 * undefined adds no condition, so HR's lists keep their prepared statements.
 */
export function escopoDoColaborador(s: Session): SQL | undefined {
  const gestor = gestorDaSessao(s);
  if (gestor == null) return undefined;
  return or(eq(colaborador.id, gestor), escopoDeArea(s, colaborador.areaOrganizacionalId));
}

/** Whether talent `id` of the session's company is within the session's scope. */
export async function colaboradorVisivel(db: Db, s: Session, id: number): Promise<boolean> {
  const [c] = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(eq(colaborador.id, id), eq(colaborador.empresaId, s.empresaId), escopoDoColaborador(s)));
  return !!c;
}
