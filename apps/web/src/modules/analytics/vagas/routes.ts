import { ANALYTICS_VAGAS_ACCESS, ANALYTICS_VAGAS_PATH } from '@ipe/domain/analytics/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The vacancy dashboard (a lazy chunk with chart.js). */
export const ROUTES_ANALYTICS_VAGAS: AppRoute[] = [
  {
    path: ANALYTICS_VAGAS_PATH,
    access: ANALYTICS_VAGAS_ACCESS,
    component: lazy(() => import('./AnalyticsVagasPage.tsx')),
  },
];
