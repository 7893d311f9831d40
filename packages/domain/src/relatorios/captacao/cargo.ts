import type { z } from 'zod';
import { FILTRAR_POR, filtrarPorPadrao, filtroRelatorio, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Positions of recruitment (spec 1 §2 /captacao/relatorios/cargo): the positions of the chosen areas
 * (filtrarPor 1) or occupational groups (filtrarPor 2, at least one selected: spec 1 §5), grouped by them,
 * each with its CBO, areas, its requisitions opened in the period (as the vacancy statistics count them),
 * the vacancies still open and filled, and the candidates registered in the period who are interested in
 * it (the candidate's 'Cargos' of interest).
 */
export const cargoRelatorio = defineRelatorio({
  id: 'cargo',
  rota: 'cargo',
  modulo: 'captacao',
  titulo: 'Cargos',
  descricao:
    'Os cargos das áreas ou grupos ocupacionais escolhidos com suas solicitações, vagas e candidatos interessados no período.',
  filtro: filtroRelatorio({ ...PERIODO, ...FILTRAR_POR }),
  padrao: () => ({ ...periodoPadrao(), ...filtrarPorPadrao() }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroCargo = z.output<typeof cargoRelatorio.filtro>;
