import {
  ESTATISTICAS_ACCESS,
  ESTATISTICAS_PATH,
  filtroEstatisticas,
} from '@ipe/domain/resources/captacao/estatisticas/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../index.ts';
import { estatisticas } from './consulta.ts';

/** GET /api/captacao/estatisticas-preenchimento-vaga: vacancies requested, filled and days open. */
export async function registerEstatisticasVaga(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/api${ESTATISTICAS_PATH}`,
    {
      config: { access: ESTATISTICAS_ACCESS },
      schema: {
        tags: ['captacao'],
        summary: 'Estatísticas de preenchimento de vaga',
        querystring: filtroEstatisticas,
      },
    },
    async (req) => estatisticas(db, sessionOf(req).empresaId, req.query),
  );
  return {};
}
