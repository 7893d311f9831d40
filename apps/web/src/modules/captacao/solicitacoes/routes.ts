import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const def = rotaRecurso('solicitacoes-pessoal');

const SolicitacoesListPage = lazy(() => import('./SolicitacoesListPage.tsx'));
const SolicitacaoFormPage = lazy(() => import('./SolicitacaoFormPage.tsx'));
const HistoricoPage = lazy(() => import('./HistoricoPage.tsx'));

/** Personnel requisitions: the search filter list, the form with its status actions, the status history. */
export const ROUTES_SOLICITACOES: AppRoute[] = [
  { path: def.path, access: def.access.read, component: SolicitacoesListPage },
  { path: `${def.path}/new`, access: def.access.write, component: SolicitacaoFormPage },
  { path: `${def.path}/:id`, access: def.access.read, component: SolicitacaoFormPage },
  // /captacao/historico is the candidates' selection history (spec 1 §7 'Candidate history', selecao/).
  { path: `${def.path}/historico`, access: def.access.read, component: HistoricoPage },
];
