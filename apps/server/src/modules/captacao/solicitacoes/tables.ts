import type { PartTables } from '../../../db/resource-tables.ts';
import {
  limiteColaboradorCargo,
  solicitacao,
  solicitacaoAvaliacao,
  solicitacaoBairro,
  solicitacaoColaboradorSubstituido,
} from './schema.ts';

/** Tables, link tables and child tables of the personnel requisition (see db/resource-tables.ts). */
export const TABLES_SOLICITACOES: PartTables = {
  tables: { 'solicitacoes-pessoal': solicitacao, 'limites-colaborador-cargo': limiteColaboradorCargo },
  links: {
    'solicitacoes-pessoal.bairrosIds': {
      table: solicitacaoBairro,
      owner: solicitacaoBairro.solicitacaoId,
      target: solicitacaoBairro.bairroId,
    },
    'solicitacoes-pessoal.avaliacoesIds': {
      table: solicitacaoAvaliacao,
      owner: solicitacaoAvaliacao.solicitacaoId,
      target: solicitacaoAvaliacao.modeloAvaliacaoCandidatoId,
    },
  },
  items: {
    'solicitacoes-pessoal.colaboradoresSubstituidos': {
      table: solicitacaoColaboradorSubstituido,
      owner: solicitacaoColaboradorSubstituido.solicitacaoId,
    },
  },
  labels: {
    solicitacao_bairro: 'Bairros de Solicitações de Pessoal',
    solicitacao_avaliacao: 'Avaliações de Solicitações de Pessoal',
    solicitacao_colaborador_substituido: 'Talentos substituídos em Solicitações de Pessoal',
    solicitacao_historico_status: 'Históricos de Solicitações de Pessoal',
  },
};
