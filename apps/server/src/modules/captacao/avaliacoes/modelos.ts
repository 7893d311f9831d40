import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../index.ts';

/** CONTRACT (issue 4): hooks of the model resource and its question-set routes. */
export function registerModelos(_app: FastifyInstance, _deps: ModuleDeps): CrudHooks {
  return {};
}
