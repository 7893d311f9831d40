import type { PartTables } from '../../../db/resource-tables.ts';
import { faturamentoMensal } from './schema.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_FATURAMENTOS: PartTables = {
  tables: { 'faturamentos-mensais': faturamentoMensal },
  labels: { faturamento_mensal: 'Faturamentos Mensais' },
};
