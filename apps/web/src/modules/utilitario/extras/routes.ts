import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { linksDoMenuPath } from '@ipe/domain/resources/utilitario/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const menusExtras = rotaRecurso('menu-extra');

/** Extra menus: the generic list plus 'Links', and one menu's links screen (spec 3 §2). */
export const ROUTES_EXTRAS: AppRoute[] = [
  {
    path: menusExtras.path,
    access: menusExtras.access.read,
    component: lazy(() => import('./MenusExtrasListPage.tsx')),
  },
  {
    path: linksDoMenuPath(':menuExtraId'),
    access: menusExtras.access.read,
    component: lazy(() => import('./LinksMenuExtraPage.tsx')),
  },
];
