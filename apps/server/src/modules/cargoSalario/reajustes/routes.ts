import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';

/** Salary realignment planning: the calls of spec 2 §7 'Realignment' and the records' hooks. */
export async function registerReajustes(
  _app: FastifyInstance,
  _deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  return {};
}
