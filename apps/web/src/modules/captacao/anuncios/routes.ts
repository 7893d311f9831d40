import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const anuncios = rotaRecurso('anuncios');

const AnunciosListPage = lazy(() => import('./AnunciosListPage.tsx'));
const AnuncioFormPage = lazy(() => import('./AnuncioFormPage.tsx'));

/**
 * Screens of job ads (lazy-loaded): the list with the expiry filter and 'Enviar por e-mail', and the form
 * whose requisition dropdown offers only released requisitions without an ad.
 */
export const ROUTES_ANUNCIOS: AppRoute[] = [
  { path: anuncios.path, access: anuncios.access.read, component: AnunciosListPage },
  { path: `${anuncios.path}/new`, access: anuncios.access.write, component: AnuncioFormPage },
  { path: `${anuncios.path}/:id`, access: anuncios.access.read, component: AnuncioFormPage },
];
