import type { ServerModule } from '../platform/modules.ts';
import { analytics } from './analytics/manifest.ts';
import { avaliacao } from './avaliacao/manifest.ts';
import { captacao } from './captacao/manifest.ts';
import { cargoSalario } from './cargoSalario/manifest.ts';
import { externo } from './externo/manifest.ts';
import { geral } from './geral/manifest.ts';
import { sst } from './sst/manifest.ts';
import { utilitario } from './utilitario/manifest.ts';

/**
 * The server's modules, in dependency order (routes, hooks and demo data run in this order). The one
 * list a new module adds a line to; app.ts and the seed pass it to the platform and the database layer.
 */
export const MODULES: readonly ServerModule[] = [
  geral,
  utilitario,
  cargoSalario,
  captacao,
  analytics,
  externo,
  avaliacao,
  sst,
];
