import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../index.ts';

/** Special routes of this part and hooks for its generic resources. */
export async function registerOrganizacao(
  _app: FastifyInstance,
  _deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  return {};
}
