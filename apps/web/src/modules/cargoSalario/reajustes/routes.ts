import { ROTAS_REAJUSTE_COLETIVO } from '@ipe/domain/resources/cargoSalario/reajustes/rotas';
import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const tabelas = rotaRecurso('tabelas-reajustes-colaboradores');
const TabelaFormPage = lazy(() => import('./TabelaFormPage.tsx'));
const coletivo = (
  nome: 'ReajusteColetivoColaboradoresPage' | 'ReajusteColetivoFaixasPage' | 'ReajusteColetivoIndicesPage',
) => lazy(() => import('./ReajusteColetivoPage.tsx').then((m) => ({ default: m[nome] })));
const EDITAR = 'ROLE_CS_REAJUSTES_EDITAR';

/** The planning table's form (records, payroll, apply/cancel) and the three collective screens. */
export const ROUTES_REAJUSTES: AppRoute[] = [
  { path: `${tabelas.path}/new`, access: tabelas.access.write, component: TabelaFormPage },
  { path: `${tabelas.path}/:id`, access: tabelas.access.read, component: TabelaFormPage },
  {
    path: ROTAS_REAJUSTE_COLETIVO.C,
    access: EDITAR,
    component: coletivo('ReajusteColetivoColaboradoresPage'),
  },
  { path: ROTAS_REAJUSTE_COLETIVO.F, access: EDITAR, component: coletivo('ReajusteColetivoFaixasPage') },
  { path: ROTAS_REAJUSTE_COLETIVO.I, access: EDITAR, component: coletivo('ReajusteColetivoIndicesPage') },
];
