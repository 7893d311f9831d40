import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO, areasIds, modeloId } from './filtros.ts';

/**
 * Ranking of the talents by the score of their follow-ups of one model answered in a period (spec 2 §7
 * /ranking-performance-periodo-experiencia): best score first, ties by name.
 */
export const rankingPerformancePeriodoExperiencia = defineRelatorio({
  id: 'ranking-performance-periodo-experiencia',
  rota: 'ranking-performance-periodo-experiencia',
  modulo: 'avaliacao',
  titulo: 'Ranking de Performance do Período de Experiência',
  descricao: 'Os talentos ordenados pela performance nos acompanhamentos do modelo respondidos no período.',
  filtro: filtroRelatorio({ ...PERIODO, modeloId, areasIds, estabelecimentosIds: idsOpcionais }),
  padrao: () => ({
    ...periodoPadrao(),
    modeloId: undefined as unknown as number, // none chosen yet: the screen asks for one
    areasIds: [],
    estabelecimentosIds: [],
  }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroRankingPerformancePeriodoExperiencia = z.output<
  typeof rankingPerformancePeriodoExperiencia.filtro
>;
