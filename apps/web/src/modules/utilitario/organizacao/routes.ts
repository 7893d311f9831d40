import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { LOG_ACCESS, LOG_PATH } from '@ipe/domain/resources/utilitario/organizacao/log';
import { PARAMETROS_SISTEMA_ACCESS, PARAMETROS_SISTEMA_PATH } from '@ipe/domain/resources/utilitario/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const empresas = rotaRecurso('empresas');
const estabelecimentos = rotaRecurso('estabelecimentos');

const EmpresaFormPage = lazy(() => import('./EmpresaFormPage.tsx'));
const EstabelecimentoFormPage = lazy(() => import('./EstabelecimentoFormPage.tsx'));

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_ORGANIZACAO: AppRoute[] = [
  { path: `${empresas.path}/new`, access: empresas.access.write, component: EmpresaFormPage },
  { path: `${empresas.path}/:id`, access: empresas.access.read, component: EmpresaFormPage },
  {
    path: `${estabelecimentos.path}/new`,
    access: estabelecimentos.access.write,
    component: EstabelecimentoFormPage,
  },
  {
    path: `${estabelecimentos.path}/:id`,
    access: estabelecimentos.access.read,
    component: EstabelecimentoFormPage,
  },
  {
    path: PARAMETROS_SISTEMA_PATH,
    access: PARAMETROS_SISTEMA_ACCESS.read,
    component: lazy(() => import('./ParametrosSistemaPage.tsx')),
  },
  { path: LOG_PATH, access: LOG_ACCESS, component: lazy(() => import('./LogPage.tsx')) },
];
