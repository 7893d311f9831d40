import type { PartTables } from '../../../db/resource-tables.ts';
import { faixaSalarial, faixaSalarialHistorico, indice, indiceHistorico } from './schema.ts';

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_FAIXAS: PartTables = {
  tables: { 'faixas-salariais': faixaSalarial, indices: indice },
  items: {
    'faixas-salariais.historicos': {
      table: faixaSalarialHistorico,
      owner: faixaSalarialHistorico.faixaSalarialId,
    },
    'indices.historicos': { table: indiceHistorico, owner: indiceHistorico.indiceId },
  },
  labels: {
    faixa_salarial_historico: 'Históricos de faixas salariais',
    indice_historico: 'Históricos de índices',
  },
};
