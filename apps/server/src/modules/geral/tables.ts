import type { PartTables } from '../../db/resource-tables.ts';
import { bairro, cidade, estado } from './schema.ts';

/** Tables of the general registers (see db/resource-tables.ts). */
export const TABLES_GERAL: PartTables = { tables: { estados: estado, cidades: cidade, bairros: bairro } };
