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
import { conferirPrincipais, type PrincipalExterno } from './principais.ts';
import { dropCachedSessions, loadSession, type Session, SUPER_USER_ID } from './sessions.ts';

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
/** What a session whose password was set by a manager may call before choosing its own. */
const ABERTAS_TROCA_SENHA = new Set(['GET /api/userinfo', 'PATCH /api/userinfo/senha']);

/** The session of a request that passed an authenticated route (never null there). */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}

/**
 * The session of the installation's administrator (user 1), else 403 with `mensagem`: for what spans
 * every company (the scheduled jobs), whatever authorities a company's administrator holds.
 */
export function administradorDaInstalacao(req: FastifyRequest, mensagem: string): Session {
  const s = sessionOf(req);
  if (s.usuarioId !== SUPER_USER_ID) throw new HttpError(403, ERROR_CODES.naoAutorizado, mensagem);
  return s;
}

/**
 * Checks every /api route: its declared access rule, the session, the page-path header on mutations
 * (with SameSite cookies this stops cross-site request forgery) and the company of the sending tab.
 * `principais`: the kinds of external principal the modules declare (principais.ts).
 */
export function registerAccessControl(
  app: FastifyInstance,
  db: Db,
  config: Config,
  principais: readonly PrincipalExterno<unknown>[],
) {
  conferirPrincipais(principais);
  // A write may end or alter sessions (users, profiles, passwords, the company in use): the session
  // cache is dropped once the handler is done, before the answer leaves, so the caller's next request
  // and everyone else's read the database again.
  app.addHook('onSend', async (req) => {
    if (MUTATIONS.has(req.method)) dropCachedSessions();
  });
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
    // An external principal rides on its own cookie and passes only its own rule; public routes see it
    // too (e.g. the ads page marks those the candidate applied to). The internal cookie is not read there.
    for (const p of principais)
      if (rule === p.regra || rule === 'public')
        await p.carregar(req, db, req.cookies?.[p.cookie], config.sessionTimeoutMin);
    const externo = principais.find((p) => p.regra === rule);
    if (externo) {
      if (!externo.de(req)) throw unauthorized();
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
