import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { ORGANOGRAMA_PATH } from '@ipe/domain/resources/cargoSalario/caminhos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const areasOrganizacionais = rotaRecurso('areas-organizacionais');

const AreaFormPage = lazy(() => import('./AreaFormPage.tsx'));

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_AREAS: AppRoute[] = [
  {
    path: ORGANOGRAMA_PATH,
    access: areasOrganizacionais.access.read,
    component: lazy(() => import('./OrganogramaPage.tsx')),
  },
  {
    path: `${areasOrganizacionais.path}/new`,
    access: areasOrganizacionais.access.write,
    component: AreaFormPage,
  },
  {
    path: `${areasOrganizacionais.path}/:id`,
    access: areasOrganizacionais.access.read,
    component: AreaFormPage,
  },
];
