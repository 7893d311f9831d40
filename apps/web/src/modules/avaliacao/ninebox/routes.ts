import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const ninebox = rotaRecurso('ninebox');
const NineBoxFormPage = lazy(() => import('./NineBoxFormPage.tsx'));

/** The Nine Box configuration's form (the list is the generic one). */
export const ROUTES_NINEBOX: AppRoute[] = [
  { path: `${ninebox.path}/new`, access: ninebox.access.write, component: NineBoxFormPage },
  { path: `${ninebox.path}/:id`, access: ninebox.access.read, component: NineBoxFormPage },
];
