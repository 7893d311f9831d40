import type { PartTables } from '../../db/resource-tables.ts';
import { ambiente, funcao } from './schema.ts';

/** Tables of the minimal SST registers (see db/resource-tables.ts). */
export const TABLES_SST: PartTables = { tables: { ambientes: ambiente, funcoes: funcao } };
