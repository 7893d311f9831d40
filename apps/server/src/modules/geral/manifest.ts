import { defineServerModule } from '../../platform/modules.ts';
import { seedDemoRegistrosGeral } from './demo/registros.ts';
import { seedIbge } from './ibge.ts';
import { registerRegistrosGeral } from './registros/routes.ts';
import { TABLES_REGISTROS_GERAL } from './registros/tables.ts';
import { registerGeral } from './routes.ts';
import { TABLES_GERAL } from './tables.ts';

/**
 * Geral: states, cities (IBGE, seeded on every start) and neighbourhoods; CEP lookup; generations, people
 * and the company's attached documents.
 */
export const geral = defineServerModule({
  id: 'geral',
  tables: [TABLES_GERAL, TABLES_REGISTROS_GERAL],
  register: [registerGeral, registerRegistrosGeral],
  seed: seedIbge,
  demo: [seedDemoRegistrosGeral], // generations, people, an attached document
});
