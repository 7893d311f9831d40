import { EMAILS_ACCESS, EMAILS_PATH } from '@ipe/domain/resources/utilitario/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The outbox screen (platform e-mail), under Utilitários. */
export const ROUTES_EMAILS: AppRoute[] = [
  { path: EMAILS_PATH, access: EMAILS_ACCESS, component: lazy(() => import('./EmailsPage.tsx')) },
];
