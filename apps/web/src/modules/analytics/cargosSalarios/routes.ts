import { ANALYTICS_CS_ACCESS, ANALYTICS_CS_PATH } from '@ipe/domain/analytics/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The positions-and-salaries dashboard (a lazy chunk with chart.js). */
export const ROUTES_ANALYTICS_CS: AppRoute[] = [
  {
    path: ANALYTICS_CS_PATH,
    access: ANALYTICS_CS_ACCESS,
    component: lazy(() => import('./AnalyticsCargosSalariosPage.tsx')),
  },
];
