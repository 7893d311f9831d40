import { defineServerModule } from '../../platform/modules.ts';
import { seedIbge } from './ibge.ts';
import { registerGeral } from './routes.ts';
import { TABLES_GERAL } from './tables.ts';

/** Geral: states, cities (IBGE, seeded on every start) and neighbourhoods; CEP lookup. */
export const geral = defineServerModule({
  id: 'geral',
  tables: [TABLES_GERAL],
  register: [registerGeral],
  seed: seedIbge,
});
