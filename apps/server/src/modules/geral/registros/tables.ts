import type { PartTables } from '../../../db/resource-tables.ts';
import { documentoAnexo, geracao, pessoa } from './schema.ts';

/** Generations, people and the company's attached documents (see db/resource-tables.ts). */
export const TABLES_REGISTROS_GERAL: PartTables = {
  tables: { geracoes: geracao, pessoas: pessoa, 'documentos-anexos': documentoAnexo },
};
