import { MENU_ANALYTICS_CS } from '../../analytics/cargosSalarios.ts';
import type { DomainModule } from '../../module.ts';
import {
  MENU_RELATORIOS_CARGO_SALARIO,
  RELATORIOS_CARGO_SALARIO,
} from '../../relatorios/cargoSalario/index.ts';
import { MENU_AREAS, RESOURCES_AREAS } from './areas/index.ts';
import { AUTHORITIES_CARGO_SALARIO } from './authorities.ts';
import { MENU_HISTORICOS_COLABORADORES } from './colaboradores/contratos.ts';
import { MENU_USUARIOS_COLABORADORES, RESOURCES_COLABORADORES } from './colaboradores/index.ts';
import { MENU_COMPETENCIAS } from './competencias/contratos.ts';
import { RESOURCES_COMPETENCIAS } from './competencias/index.ts';
import { RESOURCES_FAIXAS } from './faixas/index.ts';
import { RESOURCES_FATURAMENTOS } from './faturamentos/index.ts';
import { MENU_REAJUSTES, RESOURCES_REAJUSTES } from './reajustes/index.ts';

/** Cargos & Salários: areas and positions, competences, salary bands and indices, talents, reports. */
export const cargoSalario: DomainModule<typeof AUTHORITIES_CARGO_SALARIO, 'cargoSalario'> = {
  id: 'cargoSalario',
  nome: 'Cargos & Salários',
  ordem: 20,
  icone: 'pi pi-dollar',
  authorities: AUTHORITIES_CARGO_SALARIO,
  resources: [
    ...RESOURCES_AREAS,
    ...RESOURCES_COMPETENCIAS,
    ...RESOURCES_FAIXAS,
    ...RESOURCES_COLABORADORES,
    ...RESOURCES_FATURAMENTOS,
    ...RESOURCES_REAJUSTES,
  ],
  menu: [
    ...MENU_AREAS,
    ...MENU_USUARIOS_COLABORADORES,
    ...MENU_RELATORIOS_CARGO_SALARIO,
    ...MENU_ANALYTICS_CS,
    ...MENU_HISTORICOS_COLABORADORES,
    ...MENU_COMPETENCIAS,
    ...MENU_REAJUSTES,
  ],
  relatorios: RELATORIOS_CARGO_SALARIO,
};
