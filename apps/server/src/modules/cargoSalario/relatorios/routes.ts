import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerRelatorios } from '../../../platform/relatorios/index.ts';
import { RELATORIOS_CARGO_SALARIO_SERVIDOR } from './index.ts';

/** POST /api/cargo-salario/relatorios/<id>: the position-and-salary reports of todos.ts. */
export async function registerRelatoriosCargoSalario(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerRelatorios(app, db, RELATORIOS_CARGO_SALARIO_SERVIDOR);
  return {};
}
