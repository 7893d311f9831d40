import {
  candidatosDaSolicitacaoPath,
  EXAMES_PATH,
  EXAMES_READ,
  HISTORICO_PATH,
  SELECAO_READ,
} from '@ipe/domain/resources/captacao/selecao/index';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

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
  { path: EXAMES_PATH, access: EXAMES_READ, component: lazy(() => import('./ExamesPalograficoPage.tsx')) },
];
