import type { PartTables } from '../../../db/resource-tables.ts';

/** The selection process has no generic resources: only the labels of its tables for 'possui dependências em …'. */
export const TABLES_SELECAO: PartTables = {
  tables: {},
  labels: {
    candidato_solicitacao: 'Candidatos das Solicitações de Pessoal',
    historico_candidato: 'Históricos de Candidatos',
    exame_palografico: 'Exames Palográficos',
  },
};
