import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerFaixasRoutes } from './faixasRoutes.ts';
import { registerHistoricosRoutes } from './historicosRoutes.ts';

/** Salary bands and indices: the calls of spec 2 §7 beside the generic CRUD, and the bands' hooks. */
export async function registerFaixas(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerHistoricosRoutes(app, deps);
  return registerFaixasRoutes(app, deps);
}
