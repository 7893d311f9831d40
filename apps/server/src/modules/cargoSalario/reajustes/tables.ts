import type { PartTables } from '../../../db/resource-tables.ts';
import {
  reajusteColaborador,
  reajusteFaixaSalarial,
  reajusteIndice,
  tabelaReajusteColaborador,
} from './schema.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_REAJUSTES: PartTables = {
  tables: {
    'tabelas-reajustes-colaboradores': tabelaReajusteColaborador,
    'reajustes-colaboradores': reajusteColaborador,
    'reajustes-faixas-salariais': reajusteFaixaSalarial,
    'reajustes-indices': reajusteIndice,
  },
};
