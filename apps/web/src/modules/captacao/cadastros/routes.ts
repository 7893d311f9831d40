import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const cargoCaptacao = rotaRecurso('captacao-cargo');
const comoFicouSabendoVaga = rotaRecurso('como-ficou-sabendo-vaga');
const etapasSeletivas = rotaRecurso('etapas-seletivas');

const EtapaFormPage = lazy(() => import('./EtapaFormPage.tsx'));

/** Screens of the recruitment registers that the generic ones cannot serve (lazy-loaded). */
export const ROUTES_CADASTROS_CAPTACAO: AppRoute[] = [
  // A new step starts with the next order.
  { path: `${etapasSeletivas.path}/new`, access: etapasSeletivas.access.write, component: EtapaFormPage },
  { path: `${etapasSeletivas.path}/:id`, access: etapasSeletivas.access.read, component: EtapaFormPage },
  {
    path: `${comoFicouSabendoVaga.path}/contagem`,
    access: comoFicouSabendoVaga.access.read,
    component: lazy(() => import('./ContagemPage.tsx')),
  },
  {
    path: cargoCaptacao.path,
    access: cargoCaptacao.access.read,
    component: lazy(() => import('./CargoListPage.tsx')),
  },
];
