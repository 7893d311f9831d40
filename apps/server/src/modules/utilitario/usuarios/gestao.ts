import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { empresa, perfil, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { type Session, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import { fieldErrors, forbidden, notFound } from '../../../platform/http/errors.ts';

/**
 * Who manages whom (docs/architecture.md 'User management'). Users and profiles are registers of the
 * installation, but a manager other than user 1 reaches only the users whose every company link is in a
 * company where it holds the users authority, and grants nothing it does not hold itself.
 */

export const USUARIOS_LER = 'ROLE_UTI_USUARIOS';
export const USUARIOS_EDITAR = 'ROLE_UTI_USUARIOS_EDITAR';
export const PERFIS_EDITAR = 'ROLE_UTI_PERFIS_EDITAR';

/** The profile a user holds in a company. */
export interface Vinculo {
  empresaId: number;
  perfilId: number;
}
type Entrada = { field: string; message: string };

export const MSG_GESTAO = {
  semPoder: 'Este usuário tem permissões que você não possui.',
  outraEmpresa: 'Você não gerencia usuários em todas as empresas deste usuário.',
  empresaNaoGerida: 'Você não gerencia usuários nesta empresa.',
  perfilAcima: 'Você não pode atribuir um perfil com permissões que você não possui.',
  semEmpresa: 'Informe o perfil do usuário em ao menos uma empresa.',
  perfilOutraEmpresa: 'Este perfil é usado em empresas em que você não administra perfis.',
  concederSemTer: (faltam: string[]) =>
    `Você não pode conceder permissões que não possui: ${faltam.join(', ')}.`,
} as const;

export const isSuperUser = (s: Session) => s.usuarioId === SUPER_USER_ID;

/** The authorities a user holds in each company where it has a profile. */
export async function autoridadesPorEmpresa(db: Db, usuarioId: number): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ empresaId: usuarioEmpresa.empresaId, authorities: perfil.authorities })
    .from(usuarioEmpresa)
    .innerJoin(perfil, eq(perfil.id, usuarioEmpresa.perfilId))
    .where(eq(usuarioEmpresa.usuarioId, usuarioId));
  return new Map(rows.map((r) => [r.empresaId, new Set(r.authorities)]));
}

/** Ids of the companies where the session edits users: every company for user 1. */
export async function empresasGeridas(db: Db, s: Session): Promise<number[]> {
  if (isSuperUser(s))
    return (await db.select({ id: empresa.id }).from(empresa).orderBy(asc(empresa.id))).map((e) => e.id);
  const meus = await autoridadesPorEmpresa(db, s.usuarioId);
  return [...meus]
    .filter(([, a]) => a.has(USUARIOS_EDITAR))
    .map(([e]) => e)
    .sort((a, b) => a - b);
}

/** A user's links, in company order (also the audit's view of them). */
export async function vinculosDe(db: Db, usuarioId: number): Promise<Vinculo[]> {
  return db
    .select({ empresaId: usuarioEmpresa.empresaId, perfilId: usuarioEmpresa.perfilId })
    .from(usuarioEmpresa)
    .where(eq(usuarioEmpresa.usuarioId, usuarioId))
    .orderBy(asc(usuarioEmpresa.empresaId));
}

/**
 * The users a session sees: all for user 1; for anyone else, users other than user 1 with at least one
 * link and every link in a company where the session's user holds ROLE_UTI_USUARIOS.
 */
export function usuariosVisiveis(s: Session): SQL | undefined {
  if (isSuperUser(s)) return undefined;
  const geridas = sql`(select g.empresa_id from usuario_empresa g join perfil p on p.id = g.perfil_id
    where g.usuario_id = ${s.usuarioId} and ${USUARIOS_LER} = any(p.authorities))`;
  return sql`(${usuario.id} <> ${SUPER_USER_ID}
    and exists (select 1 from usuario_empresa ue where ue.usuario_id = ${usuario.id})
    and not exists (select 1 from usuario_empresa ue where ue.usuario_id = ${usuario.id}
      and ue.empresa_id not in ${geridas}))`;
}

/** Fails with 404 unless the session sees the user. */
export async function exigirUsuarioVisivel(db: Db, s: Session, id: number): Promise<void> {
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, id), usuariosVisiveis(s)));
  if (!row) throw notFound();
}

/**
 * Fails unless the session may change the user: 404 when it does not see it, 403 when one of the user's
 * companies is not one where it edits users, or the user holds there an authority the manager does not
 * (else resetting its password would hand the manager those authorities).
 */
export async function exigirUsuarioGerido(db: Db, s: Session, id: number): Promise<void> {
  await exigirUsuarioVisivel(db, s, id);
  if (isSuperUser(s)) return;
  const [meus, dele] = await Promise.all([
    autoridadesPorEmpresa(db, s.usuarioId),
    autoridadesPorEmpresa(db, id),
  ]);
  for (const [empresaId, authorities] of dele) {
    const minhas = meus.get(empresaId);
    if (!minhas?.has(USUARIOS_EDITAR)) throw forbidden(MSG_GESTAO.outraEmpresa);
    if ([...authorities].some((a) => !minhas.has(a))) throw forbidden(MSG_GESTAO.semPoder);
  }
}

/**
 * The links a manager other than user 1 may give: at least one, each in a company where it edits users,
 * each profile within the authorities it holds in that company. Answers the failing entries.
 */
export async function conferirVinculos(db: Db, s: Session, links: Vinculo[]): Promise<Entrada[]> {
  if (isSuperUser(s)) return [];
  if (!links.length) return [{ field: 'empresas', message: MSG_GESTAO.semEmpresa }];
  const [meus, perfis] = await Promise.all([
    autoridadesPorEmpresa(db, s.usuarioId),
    db
      .select({ id: perfil.id, authorities: perfil.authorities })
      .from(perfil)
      .where(
        inArray(
          perfil.id,
          links.map((l) => l.perfilId),
        ),
      ),
  ]);
  const autoridadesDoPerfil = new Map(perfis.map((p) => [p.id, p.authorities]));
  const out: Entrada[] = [];
  links.forEach((l, i) => {
    const minhas = meus.get(l.empresaId);
    if (!minhas?.has(USUARIOS_EDITAR))
      out.push({ field: `empresas.${i}.empresaId`, message: MSG_GESTAO.empresaNaoGerida });
    else if (!(autoridadesDoPerfil.get(l.perfilId) ?? ['?']).every((a) => minhas.has(a)))
      // An unknown profile fails here too: there is nothing it could assign.
      out.push({ field: `empresas.${i}.perfilId`, message: MSG_GESTAO.perfilAcima });
  });
  return out;
}

/** Same links, whatever the order. */
export function mesmosVinculos(a: Vinculo[], b: Vinculo[]): boolean {
  const key = (v: Vinculo[]) =>
    v
      .map((l) => `${l.empresaId}:${l.perfilId}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/**
 * The profiles a session sees: all for user 1; for anyone else, those whose every authority it holds in
 * the session's company (the ones it could assign there).
 */
export function perfisVisiveis(s: Session): SQL | undefined {
  if (isSuperUser(s)) return undefined;
  const minhas = [...s.authorities].map((a) => sql`${a}`);
  return sql`${perfil.authorities} <@ array[${sql.join(minhas, sql`, `)}]::text[]`;
}

/**
 * Checks a profile change by someone other than user 1: the profile must be visible (404), every company
 * using it one where the editor edits profiles (403), and each authority added must be held by the editor
 * in the session's company and in every company using the profile (field error). Removing is free.
 */
export async function conferirPerfil(db: Db, s: Session, id: number | null, novas: string[]): Promise<void> {
  if (isSuperUser(s)) return;
  let antigas: string[] = [];
  const empresasComPerfil: number[] = [];
  if (id !== null) {
    const [row] = await db
      .select({ authorities: perfil.authorities })
      .from(perfil)
      .where(and(eq(perfil.id, id), perfisVisiveis(s)));
    if (!row) throw notFound();
    antigas = row.authorities;
    const usos = await db
      .selectDistinct({ empresaId: usuarioEmpresa.empresaId })
      .from(usuarioEmpresa)
      .where(eq(usuarioEmpresa.perfilId, id));
    empresasComPerfil.push(...usos.map((u) => u.empresaId));
  }
  const meus = await autoridadesPorEmpresa(db, s.usuarioId);
  if (empresasComPerfil.some((e) => !meus.get(e)?.has(PERFIS_EDITAR)))
    throw forbidden(MSG_GESTAO.perfilOutraEmpresa);
  const faltam = novas
    .filter((a) => !antigas.includes(a))
    .filter((a) => !s.authorities.has(a) || empresasComPerfil.some((e) => !meus.get(e)?.has(a)));
  if (faltam.length)
    throw fieldErrors([{ field: 'authorities', message: MSG_GESTAO.concederSemTer(faltam) }]);
}
