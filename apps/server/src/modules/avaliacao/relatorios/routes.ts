import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { type RelatorioServidor, registerRelatorios } from '../../../platform/relatorios/index.ts';
import * as todos from './todos.ts';

// biome-ignore lint/suspicious/noExplicitAny: each report has its own filter type; the engine takes any.
export const RELATORIOS_AVALIACAO_SERVIDOR: readonly RelatorioServidor<any>[] = Object.values(todos);

/** POST /api/avaliacao/relatorios/<id>: the experience follow-up reports of todos.ts. */
export async function registerRelatoriosAvaliacao(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerRelatorios(app, db, RELATORIOS_AVALIACAO_SERVIDOR);
  return {};
}
