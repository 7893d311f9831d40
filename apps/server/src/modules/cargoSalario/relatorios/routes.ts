import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerRelatorios } from '../../../platform/relatorios/index.ts';
import { registerPreviaAnalise } from './analise-tabelas-salariais.ts';
import { cargosResumidosServidor } from './cargos.ts';
import { RELATORIOS_CARGO_SALARIO_SERVIDOR } from './index.ts';

/** POST /api/cargo-salario/relatorios/<id>: the position-and-salary reports of todos.ts (and their extra calls). */
export async function registerRelatoriosCargoSalario(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerRelatorios(app, db, RELATORIOS_CARGO_SALARIO_SERVIDOR);
  // Calls of the spec beside the menu's reports: the summary layout by its own name, the analysis preview.
  registerRelatorios(app, db, [cargosResumidosServidor]);
  registerPreviaAnalise(app, db);
  return {};
}
