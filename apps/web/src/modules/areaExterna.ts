import { externo } from './externo/manifest.ts';
import type { WebModule } from './types.ts';

/**
 * The modules with pages in the candidate area (/externo/*), apart from modules/index.ts: that list
 * brings every module's internal route table, which the candidate area's first screen must not load
 * (docs/arquitetura/build-peso.md, 'Page weight'). A module that declares `externalRoutes` in its
 * manifest is listed here too (pesoDaAreaDoCandidato.test.ts checks it).
 */
const COM_PAGINAS_EXTERNAS: readonly WebModule[] = [externo];

/** Pages of the candidate area written by modules; ExternalArea.tsx hands them to the external layout. */
export const externalRoutes = COM_PAGINAS_EXTERNAS.flatMap((m) => m.externalRoutes ?? []);
