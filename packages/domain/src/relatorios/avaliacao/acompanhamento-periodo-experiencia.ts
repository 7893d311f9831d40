import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO, areasIds, periodosIds } from './filtros.ts';

/**
 * The experience follow-up of the talents admitted in a period (spec 2 §7 /acompanhamento-periodo-experiencia;
 * §5: admission dates required, periods 1 to 6): one line per talent and chosen period with the due date,
 * the answering date, the score percentage and the result.
 */
export const acompanhamentoPeriodoExperiencia = defineRelatorio({
  id: 'acompanhamento-periodo-experiencia',
  rota: 'acompanhamento-periodo-experiencia',
  modulo: 'avaliacao',
  titulo: 'Acompanhamento do Período de Experiência',
  descricao:
    'Os talentos admitidos no período e, para cada período de experiência, a data prevista, a resposta e a performance.',
  filtro: filtroRelatorio({ ...PERIODO, areasIds, periodosIds, estabelecimentosIds: idsOpcionais }),
  padrao: () => ({ ...periodoPadrao(), areasIds: [], periodosIds: [], estabelecimentosIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAcompanhamentoPeriodoExperiencia = z.output<typeof acompanhamentoPeriodoExperiencia.filtro>;
