import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const desempenho = rotaRecurso('avaliacoes-desempenho');
const pagina = (nome: 'AvaliacoesDesempenhoLista' | 'AvaliacaoDesempenhoWizard') =>
  lazy(() => import('./AvaliacoesDesempenhoPages.tsx').then((m) => ({ default: m[nome] })));

/** The evaluations' list (release, clone, e-mail) and the two-step wizard (spec 2 §2 avaliacoes-desempenho, /new). */
export const ROUTES_AVALIACOES_DESEMPENHO: AppRoute[] = [
  { path: desempenho.path, access: desempenho.access.read, component: pagina('AvaliacoesDesempenhoLista') },
  {
    path: `${desempenho.path}/new`,
    access: desempenho.access.write,
    component: pagina('AvaliacaoDesempenhoWizard'),
  },
  {
    path: `${desempenho.path}/:id`,
    access: desempenho.access.read,
    component: pagina('AvaliacaoDesempenhoWizard'),
  },
];
