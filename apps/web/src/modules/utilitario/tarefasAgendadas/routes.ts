import { TAREFAS_AGENDADAS_ACCESS, TAREFAS_AGENDADAS_PATH } from '@ipe/domain/resources/utilitario/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The scheduled jobs screen (platform/jobs on the server), under Utilitários. */
export const ROUTES_TAREFAS_AGENDADAS: AppRoute[] = [
  {
    path: TAREFAS_AGENDADAS_PATH,
    access: TAREFAS_AGENDADAS_ACCESS,
    component: lazy(() => import('./TarefasAgendadasPage.tsx')),
  },
];
