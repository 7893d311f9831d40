import type { PartTables } from '../../../db/resource-tables.ts';
import { colaborador, colaboradorHistorico } from './schema.ts';

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_COLABORADORES: PartTables = {
  tables: { colaboradores: colaborador },
  items: {
    'colaboradores.historicos': { table: colaboradorHistorico, owner: colaboradorHistorico.colaboradorId },
  },
  labels: { colaborador_historico: 'Históricos de Talentos' },
};
