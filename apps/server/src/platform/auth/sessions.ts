import { createHash, randomBytes } from 'node:crypto';
import { ADMINISTRADOR_INSTALACAO_ID, ALL_AUTHORITIES } from '@ipe/domain';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perfil, sessao, usuario, usuarioEmpresa } from '../../db/schema/index.ts';

/** The user with id 1 is the installation's administrator: every company, every authority. */
export const SUPER_USER_ID = ADMINISTRADOR_INSTALACAO_ID;

export interface Session {
  tokenHash: string;
  usuarioId: number;
  empresaId: number;
  usuarioNome: string;
  usuarioFortes: boolean;
  authorities: Set<string>;
  expiraEm: Date;
  /** The password was set by a manager: only the password change is open (access.ts). */
  trocarSenha?: boolean;
}

/** One formatter: `toLocaleDateString` with a time zone builds one per call (~0.1 ms, on every request). */
const formatoDia = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Today's date (YYYY-MM-DD) in Brazil's time zone: a user's access ends after its `dataExpiracao`. */
export const diaDeHoje = (agora = new Date()) => formatoDia.format(agora);

/** Whether a user's access is within its validity date (none = no expiry). */
export const acessoVigente = (u: { dataExpiracao: string | null }, hoje?: string) =>
  u.dataExpiracao === null || u.dataExpiracao >= (hoje ?? diaDeHoje());

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, usuarioId: number, empresaId: number, timeoutMin: number) {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + timeoutMin * 60_000);
  await db.insert(sessao).values({ tokenHash: hashToken(token), usuarioId, empresaId, expiraEm });
  return { token, expiraEm };
}

/** Authorities a user holds in a company (all of them for the super user), or null without access. */
export async function authoritiesIn(
  db: Db,
  usuarioId: number,
  empresaId: number,
): Promise<Set<string> | null> {
  if (usuarioId === SUPER_USER_ID) return new Set(ALL_AUTHORITIES);
  const rows = await db
    .select({ authorities: perfil.authorities })
    .from(usuarioEmpresa)
    .innerJoin(perfil, eq(perfil.id, usuarioEmpresa.perfilId))
    .where(and(eq(usuarioEmpresa.usuarioId, usuarioId), eq(usuarioEmpresa.empresaId, empresaId)));
  return rows.length ? new Set(rows[0].authorities) : null;
}

/**
 * The session lookup, built and prepared once per database instead of on every authenticated request (on
 * PostgreSQL a named statement: each connection parses it once).
 */
function buildSessionStatement(db: Db) {
  return db
    .select({
      usuarioId: sessao.usuarioId,
      empresaId: sessao.empresaId,
      expiraEm: sessao.expiraEm,
      nome: usuario.nome,
      ativo: usuario.ativo,
      usuarioFortes: usuario.usuarioFortes,
      trocarSenha: usuario.trocarSenha,
      dataExpiracao: usuario.dataExpiracao,
      authorities: perfil.authorities,
    })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .leftJoin(
      usuarioEmpresa,
      and(eq(usuarioEmpresa.usuarioId, sessao.usuarioId), eq(usuarioEmpresa.empresaId, sessao.empresaId)),
    )
    .leftJoin(perfil, eq(perfil.id, usuarioEmpresa.perfilId))
    .where(and(eq(sessao.tokenHash, sql.placeholder('tokenHash')), gt(sessao.expiraEm, sql`now()`)))
    .prepare('sessao_carregar');
}
const sessionStatements = new WeakMap<Db, ReturnType<typeof buildSessionStatement>>();
function sessionStatement(db: Db) {
  let st = sessionStatements.get(db);
  if (!st) {
    st = buildSessionStatement(db);
    sessionStatements.set(db, st);
  }
  return st;
}

/**
 * Reads a live session and slides its expiry; null when absent, expired, the user is inactive or no
 * longer holds a profile in the session's company. One query: it runs on every authenticated request.
 */
export async function loadSession(db: Db, token: string, timeoutMin: number): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionStatement(db).execute({ tokenHash });
  if (!row?.ativo || !acessoVigente(row)) return null;
  const authorities =
    row.usuarioId === SUPER_USER_ID
      ? new Set<string>(ALL_AUTHORITIES)
      : row.authorities && new Set(row.authorities);
  if (!authorities) return null;
  let expiraEm = row.expiraEm;
  const fresh = new Date(Date.now() + timeoutMin * 60_000);
  // Write at most once a minute per session, not on every request.
  if (fresh.getTime() - expiraEm.getTime() > 60_000) {
    await db.update(sessao).set({ expiraEm: fresh }).where(eq(sessao.tokenHash, tokenHash));
    expiraEm = fresh;
  }
  return {
    tokenHash,
    usuarioId: row.usuarioId,
    empresaId: row.empresaId,
    usuarioNome: row.nome,
    usuarioFortes: row.usuarioFortes,
    authorities,
    expiraEm,
    trocarSenha: row.trocarSenha,
  };
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
}

/** Ends every session of a user but `keep` (its own, when the user changes its password). */
export async function deleteUserSessions(db: Db, usuarioId: number, keep?: string) {
  await db
    .delete(sessao)
    .where(and(eq(sessao.usuarioId, usuarioId), keep ? ne(sessao.tokenHash, keep) : undefined));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessao).where(lt(sessao.expiraEm, sql`now()`));
}
