import type { PartTables } from '../../../db/resource-tables.ts';
import { candidato } from '../../../db/schema/index.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_CANDIDATOS: PartTables = { tables: { candidatos: candidato } };
