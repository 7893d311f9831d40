import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { alteracao, estabelecimentosIds, seisMesesPadrao, situacaoTalento } from './filtrosTalentos.ts';

/**
 * Changes of position and/or area (spec 2 §7 /alteracoes-cargos-e-ou-areas): every history row dated in
 * the period whose position (the band's cargo) or area differs from the row before it, with both sides;
 * 'Alteração' narrows to position changes or area changes. Establishment and area filters read the new
 * row; grouped by the new area.
 */
export const alteracoesCargosAreas = defineRelatorio({
  id: 'alteracoes-cargos-e-ou-areas',
  rota: 'alteracoes-cargos-e-ou-areas',
  modulo: 'cargo-salario',
  titulo: 'Alterações de Cargos e/ou Áreas',
  descricao: 'Os talentos que mudaram de cargo ou de área organizacional no período, de onde e para onde.',
  filtro: filtroRelatorio({
    ...PERIODO,
    estabelecimentosIds,
    areasIds: idsOpcionais,
    alteracao,
    situacao: situacaoTalento,
  }),
  padrao: () => ({
    ...seisMesesPadrao(),
    estabelecimentosIds: [],
    areasIds: [],
    alteracao: 'CARGO_OU_AREA' as const,
    situacao: 'T' as const,
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroAlteracoesCargosAreas = z.output<typeof alteracoesCargosAreas.filtro>;
