import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { registerRelatorios } from '../../../platform/relatorios/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { RELATORIOS_CAPTACAO_SERVIDOR } from './index.ts';

/** POST /api/captacao/relatorios/<id>: the recruitment reports of index.ts. */
export async function registerRelatoriosCaptacao(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerRelatorios(app, db, RELATORIOS_CAPTACAO_SERVIDOR);
  return {};
}
