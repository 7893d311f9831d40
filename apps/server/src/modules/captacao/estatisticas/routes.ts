import { estatisticasPreenchimentoVaga } from '@ipe/domain/resources/captacao/estatisticas/contratos';
import { ESTATISTICAS_ACCESS } from '@ipe/domain/resources/captacao/estatisticas/index';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { estatisticas } from './consulta.ts';

/** GET /api/captacao/estatisticas-preenchimento-vaga: vacancies requested, filled and days open. */
export async function registerEstatisticasVaga(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  rota(
    app,
    estatisticasPreenchimentoVaga,
    { config: { access: ESTATISTICAS_ACCESS }, schema: { tags: ['captacao'] } },
    async (req) => {
      const s = sessionOf(req);
      // An area manager counts only the requisitions of its areas (spec 2 §6 area scope).
      return estatisticas(db, s.empresaId, { ...req.query, areasVisiveis: areasDaSessao(s) });
    },
  );
  return {};
}
