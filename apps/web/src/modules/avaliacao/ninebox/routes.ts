import { NINEBOX_GRAFICO_ACCESS, NINEBOX_GRAFICO_PATH } from '@ipe/domain/resources/avaliacao/nineboxRotas';
import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const ninebox = rotaRecurso('ninebox');
const NineBoxFormPage = lazy(() => import('./NineBoxFormPage.tsx'));
const NineBoxChartPage = lazy(() => import('./NineBoxChartPage.tsx'));

/** The Nine Box configuration's form (the list is the generic one) and the chart. */
export const ROUTES_NINEBOX: AppRoute[] = [
  { path: NINEBOX_GRAFICO_PATH, access: NINEBOX_GRAFICO_ACCESS, component: NineBoxChartPage },
  { path: `${ninebox.path}/new`, access: ninebox.access.write, component: NineBoxFormPage },
  { path: `${ninebox.path}/:id`, access: ninebox.access.read, component: NineBoxFormPage },
];
