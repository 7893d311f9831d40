import {
  type AccessRule,
  ERROR_CODES,
  HEADER_EMPRESA_ID,
  HEADER_PAGE_PATH,
  isAllowed,
  MSG,
  SESSION_COOKIE,
} from '@ipe/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { loadSession, type Session } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Routes without it are denied (deny by default). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session of a request that passed an authenticated route (never null there). */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}

/**
 * Checks every /api route: its declared access rule, the session, the page-path header on mutations
 * (with SameSite cookies this stops cross-site request forgery) and the company of the sending tab.
 */
export function registerAccessControl(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest('session', null);
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
    const token = req.cookies?.[SESSION_COOKIE];
    req.session = token ? await loadSession(db, token, config.sessionTimeoutMin) : null;
    if (rule === 'public') return;
    if (!req.session) throw unauthorized();
    if (!isAllowed(rule, req.session.authorities)) throw forbidden();
    const tabEmpresa = req.headers[HEADER_EMPRESA_ID];
    if (MUTATIONS.has(req.method) && tabEmpresa && Number(tabEmpresa) !== req.session.empresaId)
      throw new HttpError(409, ERROR_CODES.empresaAlterada, MSG.empresaAlteradaOutraAba);
  });
}
