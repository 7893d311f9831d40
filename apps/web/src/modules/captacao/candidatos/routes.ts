import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import {
  AVALIACOES_CANDIDATO_ACCESS,
  CONFIGURACAO_CANDIDATO_ACCESS,
  CONFIGURACAO_CANDIDATO_PATH,
  historicoDoCandidatoPath,
  SELECAO_READ,
} from '@ipe/domain/resources/captacao/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const candidatos = rotaRecurso('candidatos');

const ResponderAvaliacaoPage = lazy(() => import('./ResponderAvaliacaoPage.tsx'));
const CandidatoFormPage = lazy(() => import('./formulario/CandidatoFormPage.tsx'));

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_CANDIDATOS: AppRoute[] = [
  // The generic list plus the row action 'Avaliações'.
  {
    path: candidatos.path,
    access: candidatos.access.read,
    component: lazy(() => import('./CandidatosListPage.tsx')),
  },
  // The full form (tabs, lists in dialogs, the company's required fields, photo, résumé).
  { path: `${candidatos.path}/new`, access: candidatos.access.write, component: CandidatoFormPage },
  // The simplified forms (nome and cargos; with résumé: also pessoal and the résumé text).
  {
    path: `${candidatos.path}/simplificado/new`,
    access: candidatos.access.write,
    component: lazy(() =>
      import('./formulario/CandidatoFormPage.tsx').then((m) => ({ default: m.CandidatoSimplificadoPage })),
    ),
  },
  {
    path: `${candidatos.path}/simplificado-curriculo/new`,
    access: candidatos.access.write,
    component: lazy(() =>
      import('./formulario/CandidatoFormPage.tsx').then((m) => ({
        default: m.CandidatoSimplificadoCurriculoPage,
      })),
    ),
  },
  // The company's required fields of the candidate form.
  {
    path: CONFIGURACAO_CANDIDATO_PATH,
    access: CONFIGURACAO_CANDIDATO_ACCESS,
    component: lazy(() => import('./configuracao/ConfiguracaoCamposPage.tsx')),
  },
  { path: `${candidatos.path}/:id`, access: candidatos.access.read, component: CandidatoFormPage },
  {
    path: `${candidatos.path}/:id/avaliacoes`,
    access: AVALIACOES_CANDIDATO_ACCESS.read,
    component: lazy(() => import('./AvaliacoesCandidatoPage.tsx')),
  },
  // Apply a model (a new evaluation, or the open one of that model) …
  {
    path: `${candidatos.path}/:id/avaliacoes/responder/:modeloId`,
    access: AVALIACOES_CANDIDATO_ACCESS.write,
    component: ResponderAvaliacaoPage,
  },
  // … and continue or view one evaluation.
  {
    path: `${candidatos.path}/:id/avaliacoes/:avaliacaoCandidatoId`,
    access: AVALIACOES_CANDIDATO_ACCESS.read,
    component: ResponderAvaliacaoPage,
  },
  // The candidate's selection processes across requisitions (modules/captacao/selecao).
  {
    path: historicoDoCandidatoPath(':id'),
    access: SELECAO_READ,
    component: lazy(() => import('../selecao/HistoricoCandidatoPage.tsx')),
  },
];
