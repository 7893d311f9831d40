import {
  candidatosDaSolicitacaoPath,
  DEVOLUTIVA_PATH,
  EXAMES_PATH,
  EXAMES_READ,
  EXAMES_WRITE,
  HISTORICO_PATH,
  SELECAO_READ,
} from '@ipe/domain/resources/captacao/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const ExamesPalograficoPage = lazy(() => import('./ExamesPalograficoPage.tsx'));

/**
 * Screens of the selection process. The candidate's history (/captacao/candidatos/:id/historico) is listed
 * with the candidate's screens (candidatos/routes.ts), as the contract says.
 */
export const ROUTES_SELECAO: AppRoute[] = [
  {
    path: candidatosDaSolicitacaoPath(':id'),
    access: SELECAO_READ,
    component: lazy(() => import('./CandidatosSolicitacaoPage.tsx')),
  },
  {
    path: HISTORICO_PATH,
    access: SELECAO_READ,
    component: lazy(() => import('./HistoricoCandidatosPage.tsx')),
  },
  { path: EXAMES_PATH, access: EXAMES_READ, component: ExamesPalograficoPage },
  {
    path: DEVOLUTIVA_PATH,
    access: SELECAO_READ,
    component: lazy(() => import('./ModelosDevolutivaPage.tsx')),
  },
  // The register's form (spec 1 §2 'Most have a /new form'): the list with the new exam's dialog open.
  { path: `${EXAMES_PATH}/new`, access: EXAMES_WRITE, component: ExamesPalograficoPage },
];
