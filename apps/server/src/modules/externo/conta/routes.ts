import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerSenhaCandidato } from './senha.ts';
import { registerSessaoCandidato } from './sessao.ts';
import { registerTermoCandidato } from './termo.ts';

/**
 * The candidate's account in the external area. An encapsulated scope: the form-encoded body parser the
 * external login needs (spec 1 §7) applies to these routes only.
 */
export async function registerContaExterna(app: FastifyInstance, { db, config }: ModuleDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    await registerSessaoCandidato(scope, db, config);
    await registerSenhaCandidato(scope, db, config);
    await registerTermoCandidato(scope, db);
  });
  return {} as Record<string, CrudHooks>;
}
