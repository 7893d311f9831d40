import {
  ANALYTICS_VAGAS_ACCESS,
  ANALYTICS_VAGAS_PATH,
  ANALYTICS_VAGAS_TITULO,
  filtroAnalyticsVagas,
} from '@ipe/domain/analytics/vagas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../index.ts';
import { analyticsVagas, opcoesAnalyticsVagas } from './consulta.ts';

/** GET /api/analytics/vagas: the vacancy dashboard of the session's company in one answer; /opcoes: its filter's choices. */
export async function registerAnalyticsVagas(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/api${ANALYTICS_VAGAS_PATH}`,
    {
      config: { access: ANALYTICS_VAGAS_ACCESS },
      schema: { tags: ['analytics'], summary: ANALYTICS_VAGAS_TITULO, querystring: filtroAnalyticsVagas },
    },
    async (req) => analyticsVagas(db, sessionOf(req).empresaId, req.query),
  );
  app.get(
    `/api${ANALYTICS_VAGAS_PATH}/opcoes`,
    {
      config: { access: ANALYTICS_VAGAS_ACCESS },
      schema: {
        tags: ['analytics'],
        summary: `${ANALYTICS_VAGAS_TITULO}: estabelecimentos e áreas do filtro`,
      },
    },
    async (req) => opcoesAnalyticsVagas(db, sessionOf(req).empresaId),
  );
  return {};
}
