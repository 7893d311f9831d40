import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const desempenho = rotaRecurso('avaliacoes-desempenho');
/** ROTA_PARTICIPANTES_DESEMPENHO (resources/avaliacao/desempenho.ts, not imported: route tables load no zod). */
const PARTICIPANTES = '/avaliacao/participante-avaliacao-desempenho';

/** The participants matrix of one evaluation (spec 2 §2 participante-avaliacao-desempenho). */
export const ROUTES_PARTICIPANTES_DESEMPENHO: AppRoute[] = [
  {
    path: PARTICIPANTES,
    access: desempenho.access.read,
    component: lazy(() => import('./ParticipantesPage.tsx')),
  },
];
