import type { WebModule } from '../types.ts';
import { ROUTES_AREAS } from './areas/routes.ts';
import { ROUTES_COLABORADORES } from './colaboradores/routes.ts';
import { ROUTES_COMPETENCIAS } from './competencias/routes.ts';
import { ROUTES_FAIXAS } from './faixas/routes.ts';
import { ROUTES_REAJUSTES } from './reajustes/routes.ts';
import { ROUTES_RELATORIOS_CARGO_SALARIO } from './relatorios/routes.ts';

/** Cargos & Salários: org chart and positions, competences, salary bands, talents. */
export const cargoSalario: WebModule = {
  id: 'cargoSalario',
  routes: [
    ...ROUTES_AREAS,
    ...ROUTES_COMPETENCIAS,
    ...ROUTES_FAIXAS,
    ...ROUTES_COLABORADORES,
    ...ROUTES_RELATORIOS_CARGO_SALARIO,
    ...ROUTES_REAJUSTES,
  ],
};
