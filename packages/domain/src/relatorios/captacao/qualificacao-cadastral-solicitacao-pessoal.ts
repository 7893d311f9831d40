import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { statusSolicitacao } from './filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { layout } from '../layout.ts';

/**
 * Registration quality of the candidates of the personnel requisitions opened in a period: per
 * requisition, its candidates (not removed) with their qualification and missing fields ('Detalhado'),
 * or only the counts per requisition ('Resumido').
 */
export const qualificacaoCadastralSolicitacaoPessoal = defineRelatorio({
  id: 'qualificacao-cadastral-solicitacao-pessoal',
  rota: 'qualificacao-cadastral-solicitacao-pessoal',
  modulo: 'captacao',
  titulo: 'Qualificação Cadastral por Solicitação de Pessoal',
  descricao:
    'Para cada solicitação de pessoal aberta no período, a qualificação cadastral dos seus candidatos.',
  filtro: filtroRelatorio({
    ...PERIODO,
    status: statusSolicitacao.default('T'),
    estabelecimentosIds: idsOpcionais,
    areasIds: idsOpcionais,
    layout: layout.default('DETALHADO'),
  }),
  padrao: () => ({
    ...periodoPadrao(),
    status: 'T' as const,
    estabelecimentosIds: [],
    areasIds: [],
    layout: 'DETALHADO' as const,
  }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroQualificacaoSolicitacao = z.output<typeof qualificacaoCadastralSolicitacaoPessoal.filtro>;
