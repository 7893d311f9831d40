import {
  ACESSO_ACOMPANHAMENTO,
  ACESSO_RESPOSTAS,
  ROTA_ACOMPANHAMENTO,
  ROTA_QUESTIONARIOS_DESEMPENHO,
  ROTA_RESPOSTAS,
  rotaComparativaDesempenho,
  rotaResultadosDesempenho,
} from '@ipe/domain/resources/avaliacao/caminhos';
import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../types.ts';

const base = rotaRecurso('avaliacoes');
const desempenho = rotaRecurso('avaliacao-modelos-avaliacao');
const acompanhamento = rotaRecurso('avaliacao-modelos-avaliacao-desempenho-experiencia');
// The question bank: PERGUNTAS_PATH, read by who reads the models (resources/avaliacao/perguntas.ts, not
// imported here: route tables load no zod).
const banco = { path: '/avaliacao/perguntas', access: base.access.read };
const porTipo = lazy(() => import('./ModeloPorTipoPage.tsx'));
const pagina = (nome: 'DesempenhoLista' | 'DesempenhoForm' | 'AcompanhamentoLista' | 'AcompanhamentoForm') =>
  lazy(() => import('./ModelosPages.tsx').then((m) => ({ default: m[nome] })));

/** The model screens the generic ones cannot serve: 'Clonar' per row, the question set under the form. */
export const ROUTES_MODELOS_AVALIACAO: AppRoute[] = [
  { path: desempenho.path, access: desempenho.access.read, component: pagina('DesempenhoLista') },
  { path: `${desempenho.path}/new`, access: desempenho.access.write, component: pagina('DesempenhoForm') },
  { path: `${desempenho.path}/:id`, access: desempenho.access.read, component: pagina('DesempenhoForm') },
  { path: acompanhamento.path, access: acompanhamento.access.read, component: pagina('AcompanhamentoLista') },
  {
    path: `${acompanhamento.path}/new`,
    access: acompanhamento.access.write,
    component: pagina('AcompanhamentoForm'),
  },
  {
    path: `${acompanhamento.path}/:id`,
    access: acompanhamento.access.read,
    component: pagina('AcompanhamentoForm'),
  },
  // The models' API path shows each model on its kind's screen.
  ...['', '/new', '/:id'].map((fim) => ({
    path: `${base.path}${fim}`,
    access: base.access.read,
    component: porTipo,
  })),
  // The question bank (spec 2 §2 /avaliacao/perguntas).
  { path: banco.path, access: banco.access, component: lazy(() => import('./PerguntasPage.tsx')) },
  // The experience follow-up (issue 21 §3): the talents in their period, one talent's follow-ups.
  {
    path: ROTA_ACOMPANHAMENTO,
    access: ACESSO_ACOMPANHAMENTO,
    component: lazy(() => import('./acompanhamentos/AcompanhamentosPage.tsx')),
  },
  {
    path: `${ROTA_ACOMPANHAMENTO}/:id`,
    access: ACESSO_ACOMPANHAMENTO,
    component: lazy(() => import('./acompanhamentos/AcompanhamentoTalentoPage.tsx')),
  },
  // The answers of the module's answering records (spec 2 §2 /avaliacao/respostas).
  {
    path: ROTA_RESPOSTAS,
    access: ACESSO_RESPOSTAS,
    component: lazy(() => import('./respostas/RespostasPage.tsx')),
  },
  // Performance evaluation (issue 22): the evaluator's forms and one form (any user: the server decides
  // per form), and an evaluation's results (HR; the evaluated talent when shown to them).
  {
    path: ROTA_QUESTIONARIOS_DESEMPENHO,
    access: 'authenticated',
    component: lazy(() => import('./desempenho/QuestionariosDesempenhoPage.tsx')),
  },
  {
    path: `${ROTA_QUESTIONARIOS_DESEMPENHO}/:id`,
    access: 'authenticated',
    component: lazy(() => import('./desempenho/ResponderDesempenhoPage.tsx')),
  },
  {
    path: rotaResultadosDesempenho(':id'),
    access: 'authenticated',
    component: lazy(() => import('./desempenho/ResultadosDesempenhoPage.tsx')),
  },
  {
    path: rotaComparativaDesempenho(':id', ':avaliadoId'),
    access: 'ROLE_AVA_AVALIACOES_DESEMPENHO',
    component: lazy(() => import('./desempenho/ComparativaDesempenhoPage.tsx')),
  },
];
