import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { AVALIACOES_CANDIDATO_ACCESS, AVALIACOES_PATH } from '@ipe/domain/resources/captacao/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const modelos = rotaRecurso('modelos-avaliacao-candidato');

const ModelosListPage = lazy(() => import('./ModelosListPage.tsx'));
const ModeloFormPage = lazy(() => import('./ModeloFormPage.tsx'));

/**
 * Screens of this part that the generic resource screens cannot serve (lazy-loaded): the model list
 * ('Clonar' per row) and the model form with its question set.
 */
export const ROUTES_AVALIACOES_CAPTACAO: AppRoute[] = [
  { path: modelos.path, access: modelos.access.read, component: ModelosListPage },
  { path: `${modelos.path}/new`, access: modelos.access.write, component: ModeloFormPage },
  { path: `${modelos.path}/:id`, access: modelos.access.read, component: ModeloFormPage },
  // Every evaluation applied in the company (spec 1 §2 /captacao/avaliacoes).
  {
    path: AVALIACOES_PATH,
    access: AVALIACOES_CANDIDATO_ACCESS.read,
    component: lazy(() => import('./AvaliacoesListPage.tsx')),
  },
];
