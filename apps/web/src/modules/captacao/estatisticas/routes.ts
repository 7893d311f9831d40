import { ESTATISTICAS_ACCESS, ESTATISTICAS_PATH } from '@ipe/domain/resources/captacao/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The vacancy statistics screen (lazy-loaded). */
export const ROUTES_ESTATISTICAS: AppRoute[] = [
  {
    path: ESTATISTICAS_PATH,
    access: ESTATISTICAS_ACCESS,
    component: lazy(() => import('./EstatisticasPage.tsx')),
  },
];
