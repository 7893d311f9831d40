import { opcoesPainelVagas, painelVagas } from '@ipe/domain/analytics/contratos';
import { ANALYTICS_VAGAS_ACCESS } from '@ipe/domain/analytics/vagas';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { analyticsVagas, opcoesAnalyticsVagas } from './consulta.ts';

/** GET /api/analytics/vagas: the vacancy dashboard of the session's company in one answer; /opcoes: its filter's choices. */
export async function registerAnalyticsVagas(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const opcoes = { config: { access: ANALYTICS_VAGAS_ACCESS }, schema: { tags: ['analytics'] } };
  rota(app, painelVagas, opcoes, async (req) => {
    const s = sessionOf(req);
    // An area manager sees the figures of its areas' requisitions only (spec 2 §6 area scope).
    return analyticsVagas(db, s.empresaId, { ...req.query, areasVisiveis: areasDaSessao(s) });
  });
  rota(app, opcoesPainelVagas, opcoes, async (req) => opcoesAnalyticsVagas(db, sessionOf(req).empresaId));
  return {};
}
