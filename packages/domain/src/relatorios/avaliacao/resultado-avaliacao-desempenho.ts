import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId } from './filtrosDesempenho.ts';

/**
 * The result of each evaluated talent of one performance evaluation (spec 2 §7 /resultado-avaliacao-desempenho):
 * evaluators who concluded, questionnaire, competences and result (resultadoDesempenho.ts), by area.
 */
export const resultadoAvaliacaoDesempenho = defineRelatorio({
  id: 'resultado-avaliacao-desempenho',
  rota: 'resultado-avaliacao-desempenho',
  modulo: 'avaliacao',
  titulo: 'Resultado da Avaliação de Desempenho',
  descricao:
    'O resultado de cada avaliado da avaliação de desempenho: questionário, competências e resultado.',
  filtro: filtroRelatorio({ avaliacaoId, areasIds: idsOpcionais }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, areasIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroResultadoAvaliacaoDesempenho = z.output<typeof resultadoAvaliacaoDesempenho.filtro>;
