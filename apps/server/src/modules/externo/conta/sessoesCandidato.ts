import { randomBytes } from 'node:crypto';
import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { definePrincipalExterno } from '../../../platform/auth/principais.ts';
import { hashToken } from '../../../platform/auth/sessions.ts';
import { candidato } from '../../captacao/schema.ts';
import { sessaoCandidato } from '../schema.ts';

/** A candidate's session in the external area (spec 1 §4: separate from the internal one). */
export interface CandidatoSession {
  tokenHash: string;
  candidatoId: number;
  empresaId: number;
  nome: string;
  expiraEm: Date;
}

export async function createCandidatoSession(
  db: Db,
  candidatoId: number,
  empresaId: number,
  timeoutMin: number,
) {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + timeoutMin * 60_000);
  await db.insert(sessaoCandidato).values({ tokenHash: hashToken(token), candidatoId, empresaId, expiraEm });
  return { token, expiraEm };
}

/** Reads a live candidate session and slides its expiry (at most one write a minute); null when absent or expired. */
export async function loadCandidatoSession(
  db: Db,
  token: string,
  timeoutMin: number,
): Promise<CandidatoSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      candidatoId: sessaoCandidato.candidatoId,
      empresaId: sessaoCandidato.empresaId,
      expiraEm: sessaoCandidato.expiraEm,
      nome: candidato.nome,
      nomeSocial: candidato.nomeSocial,
      candidatoEmpresa: candidato.empresaId,
    })
    .from(sessaoCandidato)
    .innerJoin(candidato, eq(candidato.id, sessaoCandidato.candidatoId))
    .where(and(eq(sessaoCandidato.tokenHash, tokenHash), gt(sessaoCandidato.expiraEm, sql`now()`)));
  // A candidate moved to another company keeps no session in the old one.
  if (!row || row.candidatoEmpresa !== row.empresaId) return null;
  let expiraEm = row.expiraEm;
  const fresh = new Date(Date.now() + timeoutMin * 60_000);
  if (fresh.getTime() - expiraEm.getTime() > 60_000) {
    await db.update(sessaoCandidato).set({ expiraEm: fresh }).where(eq(sessaoCandidato.tokenHash, tokenHash));
    expiraEm = fresh;
  }
  return {
    tokenHash,
    candidatoId: row.candidatoId,
    empresaId: row.empresaId,
    nome: row.nomeSocial || row.nome,
    expiraEm,
  };
}

export async function deleteCandidatoSession(db: Db, tokenHash: string) {
  await db.delete(sessaoCandidato).where(eq(sessaoCandidato.tokenHash, tokenHash));
}

/** Ends every session of a candidate (after a password reset). */
export async function deleteCandidatoSessions(db: Db, candidatoId: number) {
  await db.delete(sessaoCandidato).where(eq(sessaoCandidato.candidatoId, candidatoId));
}

export async function purgeExpiredCandidatoSessions(db: Db) {
  await db.delete(sessaoCandidato).where(lt(sessaoCandidato.expiraEm, sql`now()`));
}

/**
 * The candidate as a kind of external principal (manifest.ts: `principais`): the platform's access control
 * loads it from its cookie on 'candidato' and public routes, the clean-up job purges its sessions.
 */
export const principalCandidato = definePrincipalExterno<CandidatoSession>({
  regra: 'candidato',
  cookie: CANDIDATO_COOKIE,
  nome: 'área do candidato',
  ler: loadCandidatoSession,
  purgarExpiradas: purgeExpiredCandidatoSessions,
});

/** The candidate of a request that passed a 'candidato' route (401 without one). */
export const candidatoOf = principalCandidato.exigir;

/** The candidate of a public route's request, when one is logged in (e.g. the ads it applied to). */
export const candidatoDe = principalCandidato.de;
