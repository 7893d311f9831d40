import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import {
  ACESSO_USUARIOS_COLABORADORES,
  COLABORADORES_HISTORICOS_PATH,
  USUARIOS_COLABORADORES_PATH,
} from '@ipe/domain/resources/cargoSalario/caminhos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const colaboradores = rotaRecurso('colaboradores');

const ColaboradoresListPage = lazy(() => import('./ColaboradoresListPage.tsx'));
const ColaboradorFormPage = lazy(() => import('./ColaboradorFormPage.tsx'));
const UsuariosColaboradoresPage = lazy(() => import('./UsuariosColaboradoresPage.tsx'));
const HistoricosListPage = lazy(() => import('./HistoricosListPage.tsx'));
const DocumentosColaboradorPage = lazy(() => import('./DocumentosColaboradorPage.tsx'));

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_COLABORADORES: AppRoute[] = [
  { path: colaboradores.path, access: colaboradores.access.read, component: ColaboradoresListPage },
  { path: `${colaboradores.path}/new`, access: colaboradores.access.write, component: ColaboradorFormPage },
  {
    path: USUARIOS_COLABORADORES_PATH,
    access: ACESSO_USUARIOS_COLABORADORES,
    component: UsuariosColaboradoresPage,
  },
  { path: COLABORADORES_HISTORICOS_PATH, access: colaboradores.access.read, component: HistoricosListPage },
  {
    path: `${colaboradores.path}/:id/documentos`,
    access: colaboradores.access.read,
    component: DocumentosColaboradorPage,
  },
  { path: `${colaboradores.path}/:id`, access: colaboradores.access.read, component: ColaboradorFormPage },
];
