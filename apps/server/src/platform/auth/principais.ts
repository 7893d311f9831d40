import type { ExternalPrincipalRule } from '@ipe/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../http/errors.ts';

/**
 * A kind of external principal: someone who is not an internal user, with its own cookie and its own
 * session table (today the candidate of the candidate area). Its module declares it in its server manifest
 * (`principais`); the platform's access control loads it on the routes of its rule (and on public routes,
 * which may show more to it), and the session clean-up job purges its expired sessions. The platform
 * never knows its tables: it calls the kind's functions.
 * (An employee who logs in is an internal user with a profile, not an external kind.)
 */
export interface PrincipalExterno<P> {
  /** The access rule of the routes open to this kind alone (never to an internal session). */
  readonly regra: ExternalPrincipalRule;
  /** Its session cookie. */
  readonly cookie: string;
  /** What its sessions are called in the clean-up job's description ('área do candidato'). */
  readonly nome: string;
  /** Loads this kind's principal of the request from the cookie's token (access control only). */
  readonly carregar: (
    req: FastifyRequest,
    db: Db,
    token: string | undefined,
    timeoutMin: number,
  ) => Promise<void>;
  /** The request's principal of this kind, null without one (or when the route's rule did not load it). */
  readonly de: (req: FastifyRequest) => P | null;
  /** The request's principal, 401 without one: for the routes of its rule. */
  readonly exigir: (req: FastifyRequest) => P;
  /** Deletes its expired sessions (the `limpeza-sessoes` job). */
  readonly purgarExpiradas: (db: Db) => Promise<void>;
}

export interface DefinicaoPrincipal<P> {
  regra: ExternalPrincipalRule;
  cookie: string;
  nome: string;
  /** Reads a live session from its token (sliding its expiry), null when absent or expired. */
  ler: (db: Db, token: string, timeoutMin: number) => Promise<P | null>;
  purgarExpiradas: (db: Db) => Promise<void>;
}

/** Declares a kind of external principal; each request's principal is kept beside the request, not on it. */
export function definePrincipalExterno<P>(d: DefinicaoPrincipal<P>): PrincipalExterno<P> {
  const doRequest = new WeakMap<FastifyRequest, P | null>();
  const de = (req: FastifyRequest) => doRequest.get(req) ?? null;
  return {
    regra: d.regra,
    cookie: d.cookie,
    nome: d.nome,
    carregar: async (req, db, token, timeoutMin) => {
      doRequest.set(req, token ? await d.ler(db, token, timeoutMin) : null);
    },
    de,
    exigir: (req) => {
      const p = de(req);
      if (p === null) throw unauthorized();
      return p;
    },
    purgarExpiradas: d.purgarExpiradas,
  };
}

/** Refuses two kinds with the same rule or cookie at start-up (one would silently shadow the other). */
export function conferirPrincipais(principais: readonly PrincipalExterno<unknown>[]) {
  for (const campo of ['regra', 'cookie'] as const) {
    const vistos = new Set<string>();
    for (const p of principais) {
      if (vistos.has(p[campo])) throw new Error(`Dois tipos de principal externo com ${campo} '${p[campo]}'`);
      vistos.add(p[campo]);
    }
  }
}
