import type { z } from 'zod';
import { filtroRelatorio } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId, avaliadoresAoMenosUm, situacaoResposta } from './filtrosDesempenho.ts';

/**
 * Who evaluates whom in a performance evaluation (spec 2 §7 /avaliacao-desempenho-avaliadores-avaliados;
 * §5 'evaluation, evaluator and situation required'): per chosen evaluator, its evaluated talents with the
 * role and, unless the evaluation is anonymous, whether it answered.
 */
export const avaliacaoDesempenhoAvaliadoresAvaliados = defineRelatorio({
  id: 'avaliacao-desempenho-avaliadores-avaliados',
  rota: 'avaliacao-desempenho-avaliadores-avaliados',
  modulo: 'avaliacao',
  titulo: 'Avaliadores e Avaliados da Avaliação de Desempenho',
  descricao: 'Os avaliados de cada avaliador escolhido, com o papel e a situação da resposta.',
  filtro: filtroRelatorio({ avaliacaoId, avaliadoresIds: avaliadoresAoMenosUm, situacao: situacaoResposta }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, avaliadoresIds: [], situacao: 'T' as const }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAvaliacaoDesempenhoAvaliadoresAvaliados = z.output<
  typeof avaliacaoDesempenhoAvaliadoresAvaliados.filtro
>;
