import type { z } from 'zod';
import { filtroRelatorio } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO, colaboradoresIds, periodosIds } from './filtros.ts';

/**
 * The follow-up card of chosen talents (spec 2 §7 /cartao-acompanhamento-periodo-experiencia; §5: talents
 * at least 1, periods 1 to 6): per talent, its admission and each period's due date, respondent, answering
 * date, score and result. PDF only (a card to print and sign).
 */
export const cartaoAcompanhamentoPeriodoExperiencia = defineRelatorio({
  id: 'cartao-acompanhamento-periodo-experiencia',
  rota: 'cartao-acompanhamento-periodo-experiencia',
  modulo: 'avaliacao',
  titulo: 'Cartão de Acompanhamento do Período de Experiência',
  descricao: 'O cartão de cada talento escolhido com os seus acompanhamentos do período de experiência.',
  filtro: filtroRelatorio({ colaboradoresIds, periodosIds }),
  padrao: () => ({ colaboradoresIds: [], periodosIds: [] }),
  xlsx: false,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroCartaoAcompanhamentoPeriodoExperiencia = z.output<
  typeof cartaoAcompanhamentoPeriodoExperiencia.filtro
>;
