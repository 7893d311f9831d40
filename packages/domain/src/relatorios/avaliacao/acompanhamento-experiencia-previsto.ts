import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO, areasIds, periodosIds } from './filtros.ts';

/**
 * Follow-ups due in a period (spec 2 §7 /acompanhamento-experiencia-previsto): for each talent of the areas
 * and each chosen experience period whose due date (admission + the period's days) falls in the period, the
 * due date and whether its follow-up was answered. Lets HR and managers see what is coming.
 */
export const acompanhamentoExperienciaPrevisto = defineRelatorio({
  id: 'acompanhamento-experiencia-previsto',
  rota: 'acompanhamento-experiencia-previsto',
  modulo: 'avaliacao',
  titulo: 'Acompanhamentos de Experiência Previstos',
  descricao:
    'Os acompanhamentos do período de experiência com data prevista no período, respondidos ou pendentes.',
  filtro: filtroRelatorio({ ...PERIODO, areasIds, periodosIds, estabelecimentosIds: idsOpcionais }),
  padrao: () => ({ ...periodoPadrao(), areasIds: [], periodosIds: [], estabelecimentosIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAcompanhamentoExperienciaPrevisto = z.output<
  typeof acompanhamentoExperienciaPrevisto.filtro
>;
