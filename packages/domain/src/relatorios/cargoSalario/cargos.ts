import type { z } from 'zod';
import { filtroRelatorio } from '../filtros.ts';
import { layout } from '../layout.ts';
import { defineRelatorio } from '../relatorio.ts';
import { cargosIds } from './filtrosTalentos.ts';

const descricao =
  'Os cargos escolhidos com seu grupo ocupacional, áreas e faixas salariais (valor vigente hoje) e os talentos ativos em cada um.';

/**
 * Positions (spec 2 §2 /cargo-salario/relatorios/cargos, §7 /cargos and /cargos-resumidos): one screen with
 * the 'Detalhado' / 'Resumido' choice. Detalhado: grouped by position, one row per salary band with its
 * value in force today and its active talents; Resumido: one row per position.
 */
export const cargos = defineRelatorio({
  id: 'cargos',
  rota: 'cargos',
  modulo: 'cargo-salario',
  titulo: 'Cargos',
  descricao,
  filtro: filtroRelatorio({ cargosIds, layout: layout.default('DETALHADO') }),
  padrao: () => ({ cargosIds: [], layout: 'DETALHADO' as const }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroCargos = z.output<typeof cargos.filtro>;

/**
 * POST /api/cargo-salario/relatorios/cargos-resumidos (spec 2 §7): the summary layout by its own call. Not
 * a menu entry: the 'Cargos' screen's 'Resumido' choice is the same report.
 */
export const cargosResumidos = defineRelatorio({
  id: 'cargos-resumidos',
  rota: 'cargos-resumidos',
  modulo: 'cargo-salario',
  titulo: 'Cargos (resumido)',
  descricao,
  filtro: filtroRelatorio({ cargosIds }),
  padrao: () => ({ cargosIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
