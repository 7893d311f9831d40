import { ROTAS_RECURSOS } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import { analytics } from './analytics/manifest.ts';
import { avaliacao } from './avaliacao/manifest.ts';
import { captacao } from './captacao/manifest.ts';
import { cargoSalario } from './cargoSalario/manifest.ts';
import { externo } from './externo/manifest.ts';
import { geral } from './geral/manifest.ts';
import { home } from './home/manifest.ts';
import type { AppRoute, WebModule } from './types.ts';
import { utilitario } from './utilitario/manifest.ts';

export type { AppRoute, WebModule } from './types.ts';

/** The web's modules: the one list a new module adds a line to (its screens are in its manifest.ts). */
const MODULES: readonly WebModule[] = [
  home,
  utilitario,
  cargoSalario,
  captacao,
  analytics,
  avaliacao,
  externo,
  geral,
];

const ResourceListPage = lazy(() => import('../platform/resource/ResourceListPage.tsx'));
const ResourceFormPage = lazy(() => import('../platform/resource/ResourceFormPage.tsx'));
const RenderErrorTestPage = lazy(() => import('../platform/pages/RenderErrorTestPage.tsx'));
const ResponderRegistroPage = lazy(
  () => import('../platform/questionario/colaborador/ResponderRegistroPage.tsx'),
);

/** Screens modules write by hand; they take precedence over the generic resource screens. */
const SPECIAL_ROUTES: AppRoute[] = [
  ...MODULES.flatMap((m) => m.routes ?? []),
  // The platform's answering screen of every owner's records (the respondent's, or on their behalf).
  { path: '/pesquisa/colaborador-respostas/:id', access: 'authenticated', component: ResponderRegistroPage },
  {
    path: '/pesquisa/colaborador-respostas/:id/por-outro-usuario',
    access: 'authenticated',
    component: ResponderRegistroPage,
  },
  // Hidden (no menu entry): throws while rendering, so browser tests reach the error boundary's 500 page.
  { path: '/teste/erro-render', access: 'authenticated', component: RenderErrorTestPage },
];

// The candidate area's pages (manifests' externalRoutes) are listed in areaExterna.ts: its shell must not
// load this file, which brings every module's internal route table.

/**
 * Every resource of the registry gets its list (/path), new (/path/new) and edit (/path/:id) screens. From
 * the generated path list (@ipe/domain/rotasRecursos), not the declarations: the first screen would load
 * every resource's schemas and rules.
 */
const resourceRoutes: AppRoute[] = ROTAS_RECURSOS.flatMap((r) => [
  { path: r.path, access: r.access.read, component: ResourceListPage },
  { path: `${r.path}/new`, access: r.access.write, component: ResourceFormPage },
  { path: `${r.path}/:id`, access: r.access.read, component: ResourceFormPage },
]);

const special = new Set(SPECIAL_ROUTES.map((r) => r.path));
export const appRoutes: AppRoute[] = [
  ...SPECIAL_ROUTES,
  ...resourceRoutes.filter((r) => !special.has(r.path)),
];
