import { lazy } from 'react';
import type { WebModule } from '../types.ts';

/** The home page and the user's own data. */
export const home: WebModule = {
  id: 'home',
  routes: [
    { path: '/', access: 'authenticated', component: lazy(() => import('./HomePage.tsx')) },
    {
      path: '/geral/meus-dados',
      access: 'ROLE_CAD_INFO_PESSOAL',
      component: lazy(() => import('./MeusDadosPage.tsx')),
    },
  ],
};
