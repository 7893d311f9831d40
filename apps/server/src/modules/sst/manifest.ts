import { defineServerModule } from '../../platform/modules.ts';
import { AVISOS_SST } from './avisos.ts';
import { TABLES_SST } from './tables.ts';

/** SST: the minimal registers (environments, functions) the requisition points at. */
export const sst = defineServerModule({ id: 'sst', tables: [TABLES_SST], avisos: AVISOS_SST });
