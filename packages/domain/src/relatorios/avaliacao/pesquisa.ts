import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId } from './filtrosDesempenho.ts';

/**
 * The performance evaluation read as a survey (spec 2 §7 Evaluation reports '/pesquisa'): per question of
 * its model, how the concluded forms answered (options counted, score means, comments), never per form.
 */
export const pesquisaAvaliacaoDesempenho = defineRelatorio({
  id: 'pesquisa',
  rota: 'pesquisa',
  modulo: 'avaliacao',
  titulo: 'Pesquisa da Avaliação de Desempenho',
  descricao:
    'As respostas da avaliação de desempenho pergunta a pergunta, somadas sobre os formulários concluídos.',
  filtro: filtroRelatorio({ avaliacaoId, areasIds: idsOpcionais }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, areasIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroPesquisaAvaliacaoDesempenho = z.output<typeof pesquisaAvaliacaoDesempenho.filtro>;
