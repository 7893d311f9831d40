import type { PartTables } from '../../../db/resource-tables.ts';

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_FAIXAS: PartTables = { tables: {} };
