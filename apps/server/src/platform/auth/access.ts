import {
  type AccessRule,
  ERROR_CODES,
  HEADER_EMPRESA_ID,
  HEADER_PAGE_PATH,
  isAllowed,
  MSG,
  SESSION_COOKIE,
} from '@ipe/domain';
import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { type CandidatoSession, loadCandidatoSession } from './candidato-sessions.ts';
import { loadSession, type Session } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Routes without it are denied (deny by default). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    session: Session | null;
    /** The candidate session of the external area (its own cookie); set on 'candidato' and 'public' routes. */
    candidato: CandidatoSession | null;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a session whose password was set by a manager may call before choosing its own. */
const ABERTAS_TROCA_SENHA = new Set(['GET /api/userinfo', 'PATCH /api/userinfo/senha']);

/** The session of a request that passed an authenticated route (never null there). */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}

/** The candidate of a request that passed a 'candidato' route (401 without one). */
export function candidatoOf(req: FastifyRequest): CandidatoSession {
  if (!req.candidato) throw unauthorized();
  return req.candidato;
}

/**
 * Checks every /api route: its declared access rule, the session, the page-path header on mutations
 * (with SameSite cookies this stops cross-site request forgery) and the company of the sending tab.
 */
export function registerAccessControl(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest('session', null);
  app.decorateRequest('candidato', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') && req.url !== '/api') return;
    const rule = req.routeOptions.config?.access;
    if (rule === undefined) {
      // Unknown API path: let the 404 handler answer; a known route without a rule is denied.
      if (!req.routeOptions.url) return;
      throw forbidden();
    }
    if (MUTATIONS.has(req.method) && !req.headers[HEADER_PAGE_PATH])
      throw new HttpError(403, 'CABECALHO_AUSENTE', 'Requisição recusada: cabeçalho de página ausente.');
    // The candidate session rides on its own cookie and passes only the 'candidato' rule; public routes
    // see it too (e.g. the ads page marks those already applied to). The internal cookie is not read here.
    const tokenCandidato = req.cookies?.[CANDIDATO_COOKIE];
    if (rule === 'candidato' || rule === 'public')
      req.candidato = tokenCandidato
        ? await loadCandidatoSession(db, tokenCandidato, config.sessionTimeoutMin)
        : null;
    if (rule === 'candidato') {
      if (!req.candidato) throw unauthorized();
      return;
    }
    const token = req.cookies?.[SESSION_COOKIE];
    req.session = token ? await loadSession(db, token, config.sessionTimeoutMin) : null;
    if (rule === 'public') return;
    if (!req.session) throw unauthorized();
    if (!isAllowed(rule, req.session.authorities)) throw forbidden();
    if (req.session.trocarSenha && !ABERTAS_TROCA_SENHA.has(`${req.method} ${req.routeOptions.url}`))
      throw new HttpError(403, ERROR_CODES.trocarSenha, MSG.trocarSenha);
    const tabEmpresa = req.headers[HEADER_EMPRESA_ID];
    if (MUTATIONS.has(req.method) && tabEmpresa && Number(tabEmpresa) !== req.session.empresaId)
      throw new HttpError(409, ERROR_CODES.empresaAlterada, MSG.empresaAlteradaOutraAba);
  });
}
