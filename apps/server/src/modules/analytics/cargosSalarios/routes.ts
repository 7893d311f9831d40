import {
  type AnalyticsCargosSalarios,
  ANALYTICS_CS_ACCESS,
  painelCargosSalarios,
  promocoesHorizontalAreasFilhas,
  promocoesVerticalAreasFilhas,
  salariosAreasFilhas,
} from '@ipe/domain/analytics/cargosSalarios';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { areasDaSessao, gestorDaSessao } from '../../cargoSalario/index.ts';
import { cacheRespostas } from './cache.ts';
import {
  analyticsCargosSalarios,
  areaVisivel,
  type Escopo,
  promocoesDasAreasFilhas,
  salariosDasAreasFilhas,
} from './consulta.ts';

/**
 * GET /api/analytics/cargos-salarios (the dashboard in one answer) and its three drill-downs into an
 * area's children (spec 2 §7 'Areas'). An area manager sees only the areas it manages, with their
 * sub-areas (spec 2 §6 area scope); another area, or another company's, answers 404.
 */
export async function registerAnalyticsCargosSalarios(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const opcoes = { config: { access: ANALYTICS_CS_ACCESS }, schema: { tags: ['analytics'] } };
  const escopo = (req: FastifyRequest, estabelecimentosIds?: number[]): Escopo => {
    const s = sessionOf(req);
    return { empresaId: s.empresaId, areasVisiveis: areasDaSessao(s), estabelecimentosIds };
  };
  const area = async (e: Escopo, id: number) => {
    const a = await areaVisivel(db, e, id);
    if (!a) throw notFound();
    return a;
  };

  // The dashboard's answer per company, area scope, establishments and dates (cache.ts); any write empties it.
  const painel = cacheRespostas<AnalyticsCargosSalarios>({ ttlMs: 60_000, maximo: 200 });
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') painel.limpar();
  });
  rota(app, painelCargosSalarios, opcoes, async (req) => {
    const s = sessionOf(req);
    const q = req.query;
    const chave = [
      s.empresaId,
      gestorDaSessao(s) ?? 'rh',
      [...(q.estabelecimentosIds ?? [])].sort((x, y) => x - y).join(','),
      q.dataIni,
      q.dataFim,
      q.dataBase,
    ].join('|');
    return painel.obter(chave, () => analyticsCargosSalarios(db, escopo(req, q.estabelecimentosIds), q));
  });
  rota(app, salariosAreasFilhas, opcoes, async (req) => {
    const e = escopo(req, req.query.estabelecimentosIds);
    return salariosDasAreasFilhas(db, e, await area(e, req.query.areaId), req.query.dataBase);
  });
  for (const [contrato, vertical] of [
    [promocoesHorizontalAreasFilhas, false],
    [promocoesVerticalAreasFilhas, true],
  ] as const)
    rota(app, contrato, opcoes, async (req) => {
      const e = escopo(req, req.query.estabelecimentosIds);
      return promocoesDasAreasFilhas(
        db,
        e,
        await area(e, req.query.areaOrganizacionalId),
        req.query,
        vertical,
      );
    });
  return {};
}
