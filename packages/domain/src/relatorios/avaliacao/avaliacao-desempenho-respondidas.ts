import type { z } from 'zod';
import { filtroRelatorio } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId, avaliadoresIds, avaliadosIds } from './filtrosDesempenho.ts';

/**
 * The answered forms of a performance evaluation (spec 2 §7 /avaliacao-desempenho-respondidas; §5
 * 'Answered-evaluation list'): each concluded form's answers, question by question, and chosen levels. An
 * anonymous evaluation (2 evaluated with 1 evaluator, or 2 evaluators with 1 evaluated) shows each
 * evaluated talent's answers gathered over all its evaluators, never one form. The selection rules depend
 * on the evaluation: the server checks them.
 */
export const avaliacaoDesempenhoRespondidas = defineRelatorio({
  id: 'avaliacao-desempenho-respondidas',
  rota: 'avaliacao-desempenho-respondidas',
  modulo: 'avaliacao',
  titulo: 'Avaliações de Desempenho Respondidas',
  descricao: 'As respostas das avaliações de desempenho concluídas, pergunta a pergunta.',
  filtro: filtroRelatorio({ avaliacaoId, avaliadosIds, avaliadoresIds }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, avaliadosIds: [], avaliadoresIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAvaliacaoDesempenhoRespondidas = z.output<typeof avaliacaoDesempenhoRespondidas.filtro>;
