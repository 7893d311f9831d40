import type { z } from 'zod';
import { filtroRelatorio } from '../filtros.ts';
import { layout } from '../layout.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import {
  avaliacaoId,
  avaliadoId,
  avaliadoresIds,
  detalhadoNoMaximo4,
  MSG_RELATORIO_DESEMPENHO,
  mediaGeral,
} from './filtrosDesempenho.ts';

/**
 * One evaluated talent's competences in a performance evaluation (spec 2 §7
 * /analise-desempenho-competencia-talento, §5 'Analysis by talent'): per competence the required level,
 * the chosen levels and their percentage. Detailed: one column per chosen evaluator (at most 4); in an
 * anonymous evaluation (at least 2 chosen) the levels are only counted, never per evaluator. Summarised:
 * the mean only. The server checks the rules that need the evaluation (anonymous; general mean unless
 * summarised or version 2.0).
 */
export const analiseDesempenhoCompetenciaTalento = defineRelatorio({
  id: 'analise-desempenho-competencia-talento',
  rota: 'analise-desempenho-competencia-talento',
  modulo: 'avaliacao',
  titulo: 'Análise de Desempenho das Competências do Talento',
  descricao:
    'As competências de um avaliado: o nível exigido, os níveis escolhidos pelos avaliadores e o percentual.',
  filtro: filtroRelatorio({ avaliacaoId, avaliadoId, avaliadoresIds, layout, mediaGeral }).refine(
    detalhadoNoMaximo4,
    {
      path: ['avaliadoresIds'],
      message: MSG_RELATORIO_DESEMPENHO.detalhadoQuatroAvaliadores,
      when: () => true,
    },
  ),
  padrao: () => ({
    avaliacaoId: undefined as unknown as number,
    avaliadoId: undefined as unknown as number,
    avaliadoresIds: [],
    layout: 'DETALHADO' as const,
    mediaGeral: null,
  }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAnaliseDesempenhoCompetenciaTalento = z.output<
  typeof analiseDesempenhoCompetenciaTalento.filtro
>;
