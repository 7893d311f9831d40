import { ANALYTICS_DESEMPENHO_ACCESS, ANALYTICS_DESEMPENHO_PATH } from '@ipe/domain/analytics/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The performance dashboard (a lazy chunk with chart.js). */
export const ROUTES_ANALYTICS_DESEMPENHO: AppRoute[] = [
  {
    path: ANALYTICS_DESEMPENHO_PATH,
    access: ANALYTICS_DESEMPENHO_ACCESS,
    component: lazy(() => import('./AnalyticsDesempenhoPage.tsx')),
  },
];
