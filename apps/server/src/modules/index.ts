import { RESOURCES } from '@ipe/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CrudHooks } from '../platform/crud/routes.ts';
import { registerAnuncios } from './captacao/anuncios/routes.ts';
import { registerAvaliacoesCaptacao } from './captacao/avaliacoes/routes.ts';
import { registerLoteCandidatos } from './captacao/candidatos/buscaLote.ts';
import { registerCandidatos } from './captacao/candidatos/routes.ts';
import { registerSolicitacoes } from './captacao/solicitacoes/routes.ts';
import { registerSelecao } from './captacao/selecao/routes.ts';
import { registerCadastrosCaptacao } from './captacao/cadastros/routes.ts';
import { registerDocumentos } from './captacao/documentos/routes.ts';
import { registerEstatisticasVaga } from './captacao/estatisticas/routes.ts';
import { registerRelatoriosCaptacao } from './captacao/relatorios/routes.ts';
import { registerAnalyticsVagas } from './analytics/vagas/routes.ts';
import { registerAreas } from './cargoSalario/areas/routes.ts';
import { registerAvaliacoesExternas } from './externo/avaliacoes/routes.ts';
import { registerCandidatoExterno } from './externo/candidatos/routes.ts';
import { registerColaboradores } from './cargoSalario/colaboradores/routes.ts';
import { registerCompetencias } from './cargoSalario/competencias/routes.ts';
import { registerFaixas } from './cargoSalario/faixas/routes.ts';
import { registerContaExterna } from './externo/conta/routes.ts';
import { registerGeral } from './geral/routes.ts';
import { registerOrganizacao } from './utilitario/organizacao/routes.ts';
import { registerUtilitario } from './utilitario/routes.ts';

export interface ModuleDeps {
  db: Db;
  config: Config;
}

/**
 * Each module registers its special routes and returns hooks for its generic resources.
 * The platform knows no module: this is the one place that lists them.
 */
export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const parts = await Promise.all([
    registerGeral(app, deps),
    registerUtilitario(app, deps),
    registerOrganizacao(app, deps),
    registerAreas(app, deps),
    registerCompetencias(app, deps),
    registerFaixas(app, deps),
    registerColaboradores(app, deps),
    registerAvaliacoesCaptacao(app, deps),
    registerSolicitacoes(app, deps),
    registerCadastrosCaptacao(app, deps),
    registerEstatisticasVaga(app, deps),
    registerRelatoriosCaptacao(app, deps),
    registerAnalyticsVagas(app, deps),
    registerAnuncios(app, deps),
    registerCandidatos(app, deps),
    registerLoteCandidatos(app, deps),
    registerDocumentos(app, deps),
    registerSelecao(app, deps),
    registerAvaliacoesExternas(app, deps),
    registerCandidatoExterno(app, deps),
    registerContaExterna(app, deps),
  ]);
  const hooks: Record<string, CrudHooks> = Object.assign({}, ...parts);
  // A view (ResourceDef.viewOf) keeps its base's rules unless its module gives it hooks of its own.
  for (const r of RESOURCES)
    if (r.viewOf && !hooks[r.name] && hooks[r.viewOf]) hooks[r.name] = hooks[r.viewOf];
  return hooks;
}
