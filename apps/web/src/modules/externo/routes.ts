import { type ComponentType, lazy } from 'react';

/** A page of the candidate area, under /externo (the external layout renders it inside its shell). */
export interface ExternalRoute {
  /** Path relative to /externo: 'anuncios'. */
  path: string;
  component: ComponentType;
}

/** Public pages of the candidate area written by modules (lazy-loaded). */
export const ROUTES_EXTERNO: ExternalRoute[] = [
  { path: 'anuncios', component: lazy(() => import('./anuncios/AnunciosExternosPage.tsx')) },
];
