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
  /** The talent this user is (an employee who logs in, issue 19); null for HR users. */
  colaboradorId?: number | null;
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
      colaboradorId: usuario.colaboradorId,
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

/** What the session lookup returns, kept by the cache below. */
type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number]>;

/**
 * Session rows kept in memory for a moment: at 50 connections the lookup was a third of the statements of
 * a cheap list (issue 18). An entry lives SESSION_CACHE_MS at most; every change this process makes to
 * sessions, users or profiles (logout, password change, any mutating request: see access.ts) drops them
 * all at once, so only another server process on the same database can see a change up to that late
 * (docs/architecture.md, "Session cache"). Keyed by the token's hash, which is unique across databases too
 * (tests run many databases in one process).
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;
const cache = {
  rows: new Map<string, { row: SessionRow; until: number }>(),
  /** Bumped by every drop: a lookup that started before a drop does not store what it read. */
  generation: 0,
};

/** Forgets every cached session (after any change that may end or alter one). */
export function dropCachedSessions() {
  cache.rows.clear();
  cache.generation++;
}

async function sessionRow(db: Db, tokenHash: string, now: number): Promise<SessionRow | undefined> {
  const hit = cache.rows.get(tokenHash);
  if (hit && hit.until > now && hit.row.expiraEm.getTime() > now) return hit.row;
  const generation = cache.generation;
  const [row] = await sessionStatement(db).execute({ tokenHash });
  if (row && cache.generation === generation) {
    // Oldest first in a Map: drop the oldest entry when full.
    if (cache.rows.size >= SESSION_CACHE_MAX) cache.rows.delete(cache.rows.keys().next().value as string);
    cache.rows.set(tokenHash, { row, until: now + SESSION_CACHE_MS });
  } else cache.rows.delete(tokenHash);
  return row;
}

/**
 * Reads a live session and slides its expiry; null when absent, expired, the user is inactive or no
 * longer holds a profile in the session's company. One query at most, none when cached: it runs on every
 * authenticated request.
 */
export async function loadSession(db: Db, token: string, timeoutMin: number): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = await sessionRow(db, tokenHash, now);
  if (!row?.ativo || !acessoVigente(row)) return null;
  const authorities =
    row.usuarioId === SUPER_USER_ID
      ? new Set<string>(ALL_AUTHORITIES)
      : row.authorities && new Set(row.authorities);
  if (!authorities) return null;
  let expiraEm = row.expiraEm;
  const fresh = new Date(now + timeoutMin * 60_000);
  // Write at most once a minute per session, not on every request.
  if (fresh.getTime() - expiraEm.getTime() > 60_000) {
    await db.update(sessao).set({ expiraEm: fresh }).where(eq(sessao.tokenHash, tokenHash));
    expiraEm = fresh;
    row.expiraEm = fresh;
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
    colaboradorId: row.colaboradorId,
  };
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
  dropCachedSessions();
}

/** Ends every session of a user but `keep` (its own, when the user changes its password). */
export async function deleteUserSessions(db: Db, usuarioId: number, keep?: string) {
  await db
    .delete(sessao)
    .where(and(eq(sessao.usuarioId, usuarioId), keep ? ne(sessao.tokenHash, keep) : undefined));
  dropCachedSessions();
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessao).where(lt(sessao.expiraEm, sql`now()`));
}
