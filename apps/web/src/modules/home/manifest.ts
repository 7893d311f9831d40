import { MINHAS_PENDENCIAS_PATH } from '@ipe/domain/painelConstantes';
import { lazy } from 'react';
import type { WebModule } from '../types.ts';

/** The home page, 'Minhas pendências' and the user's own data. */
export const home: WebModule = {
  id: 'home',
  routes: [
    { path: '/', access: 'authenticated', component: lazy(() => import('./HomePage.tsx')) },
    // The full message list of the home page's boxes (?tipo=R filters by box).
    {
      path: '/mensagens',
      access: 'authenticated',
      component: lazy(() => import('./mensagens/MensagensPage.tsx')),
    },
    {
      path: MINHAS_PENDENCIAS_PATH,
      access: 'authenticated',
      component: lazy(() => import('./MinhasPendenciasPage.tsx')),
    },
    {
      path: '/geral/meus-dados',
      access: 'ROLE_CAD_INFO_PESSOAL',
      component: lazy(() => import('./MeusDadosPage.tsx')),
    },
  ],
};
