import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { reajustesColaboradores } from './reajustesColaboradores.ts';
import { reajustesFaixasSalariais, reajustesIndices } from './reajustesFaixas.ts';
import { tabelasReajustesColaboradores } from './tabelasReajustes.ts';

export * from './contratos.ts';
export * from './enums.ts';
export * from './mensagens.ts';
export * from './regras.ts';
export { reajustesColaboradores, reajustesFaixasSalariais, reajustesIndices, tabelasReajustesColaboradores };

/** The resources of this part, in menu order. */
export const RESOURCES_REAJUSTES: readonly ResourceDef[] = [
  tabelasReajustesColaboradores,
  reajustesColaboradores,
  reajustesFaixasSalariais,
  reajustesIndices,
];

import { ROTAS_REAJUSTE_COLETIVO } from './rotas.ts';

export { ROTAS_REAJUSTE_COLETIVO };

const MOV = ['Cargos & Salários', 'Movimentações'];
export const MENU_REAJUSTES: MenuEntry[] = [
  {
    breadcrumb: [...MOV, 'Reajuste Coletivo de Talentos'],
    spaUrl: ROTAS_REAJUSTE_COLETIVO.C,
    access: 'ROLE_CS_REAJUSTES_EDITAR',
  },
  {
    breadcrumb: [...MOV, 'Reajuste Coletivo de Faixas Salariais'],
    spaUrl: ROTAS_REAJUSTE_COLETIVO.F,
    access: 'ROLE_CS_REAJUSTES_EDITAR',
  },
  {
    breadcrumb: [...MOV, 'Reajuste Coletivo de Índices'],
    spaUrl: ROTAS_REAJUSTE_COLETIVO.I,
    access: 'ROLE_CS_REAJUSTES_EDITAR',
  },
];
