import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const faixasSalariais = rotaRecurso('faixas-salariais');

const FaixasListPage = lazy(() => import('./FaixasListPage.tsx'));
const FaixaFormPage = lazy(() => import('./FaixaFormPage.tsx'));

/**
 * Screens of this part that the generic resource screens cannot serve (lazy-loaded): the band list (salary
 * in force, duplicate and transfer) and the band form (history by type). Indices use the generic screens.
 */
export const ROUTES_FAIXAS: AppRoute[] = [
  { path: faixasSalariais.path, access: faixasSalariais.access.read, component: FaixasListPage },
  { path: `${faixasSalariais.path}/new`, access: faixasSalariais.access.write, component: FaixaFormPage },
  { path: `${faixasSalariais.path}/:id`, access: faixasSalariais.access.read, component: FaixaFormPage },
];
