import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerAvaliacoesCandidato } from './avaliacoesCandidato.ts';
import { registerAvaliacoesEmpresa } from './avaliacoesEmpresa.ts';
import { registerModelos } from './modelos.ts';

/**
 * Recruitment's evaluations: candidate evaluation models (a question set each, edited with the
 * questionnaire engine) and the evaluations applied to candidates.
 */
export async function registerAvaliacoesCaptacao(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerAvaliacoesEmpresa(app, deps.db);
  return {
    'modelos-avaliacao-candidato': registerModelos(app, deps),
    // Removing a candidate removes their evaluations' answerings (see avaliacoesCandidato.ts).
    candidatos: registerAvaliacoesCandidato(app, deps),
  };
}
