import { COMPETENCIAS_PATH } from '@ipe/domain/resources/cargoSalario/caminhos';
import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import type { RotaRecurso } from '@ipe/domain/rotasRecursos';
import { type ComponentType, lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const atitudes = rotaRecurso('atitudes');
const matriz = rotaRecurso('faixa-salarial');
const conhecimentos = rotaRecurso('conhecimentos');
const habilidades = rotaRecurso('habilidades');
const niveisCompetencia = rotaRecurso('niveis-competencia');
const niveisCompetenciaHistorico = rotaRecurso('niveis-competencia-historico');
const niveisColaborador = rotaRecurso('configuracoes-niveis-competencia-colaborador');
const niveisColaboradorPagina = (nome: 'NiveisColaboradorLista' | 'NiveisColaboradorForm') =>
  lazy(() => import('./NiveisColaboradorPage.tsx').then((m) => ({ default: m[nome] })));

const CompetenciaFormPage = lazy(() => import('./CompetenciaFormPage.tsx'));
const NivelFormPage = lazy(() => import('./NivelFormPage.tsx'));
const HistoricoFormPage = lazy(() => import('./HistoricoFormPage.tsx'));
const MatrizPage = lazy(() => import('./MatrizPage.tsx'));

/** The new and edit screens of a resource served by a special form. */
const formularios = (def: RotaRecurso, component: ComponentType): AppRoute[] => [
  { path: `${def.path}/new`, access: def.access.write, component },
  { path: `${def.path}/:id`, access: def.access.read, component },
];

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_COMPETENCIAS: AppRoute[] = [
  // The three kinds in one list (GET …/competencias).
  {
    path: COMPETENCIAS_PATH,
    access: conhecimentos.access.read,
    component: lazy(() => import('./CompetenciasListPage.tsx')),
  },
  ...[conhecimentos, habilidades, atitudes].flatMap((d) => formularios(d, CompetenciaFormPage)),
  {
    path: niveisCompetencia.path,
    access: niveisCompetencia.access.read,
    component: lazy(() => import('./NiveisListPage.tsx')),
  },
  ...formularios(niveisCompetencia, NivelFormPage),
  ...formularios(niveisCompetenciaHistorico, HistoricoFormPage),
  // The salary band's matrix: /…/faixa-salarial and /…/faixa-salarial/{faixaId}.
  { path: matriz.path, access: matriz.access.read, component: MatrizPage },
  { path: `${matriz.path}/new`, access: matriz.access.read, component: MatrizPage },
  { path: `${matriz.path}/:faixaId`, access: matriz.access.read, component: MatrizPage },
  // Talents' competence levels (/gestao-talentos/configuracoes-niveis-competencia-colaborador).
  {
    path: niveisColaborador.path,
    access: niveisColaborador.access.read,
    component: niveisColaboradorPagina('NiveisColaboradorLista'),
  },
  ...formularios(niveisColaborador, niveisColaboradorPagina('NiveisColaboradorForm')),
];
