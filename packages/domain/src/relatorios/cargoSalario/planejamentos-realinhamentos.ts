import { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Realignment planning (spec 2 §7 /planejamentos-realinhamentos): one planning table's records, current
 * and proposed value and the difference, with the totals (for talents grouped by proposed area; the
 * payroll before and after among the filters used).
 */
export const planejamentosRealinhamentos = defineRelatorio({
  id: 'planejamentos-realinhamentos',
  rota: 'planejamentos-realinhamentos',
  modulo: 'cargo-salario',
  titulo: 'Planejamento de Realinhamento',
  descricao:
    'Os reajustes de um planejamento de realinhamento (talentos, faixas salariais ou índices): valor atual, proposto e diferença.',
  filtro: filtroRelatorio({
    tabelaReajusteColaboradorId: z
      .number({ error: 'Planejamento é obrigatório' })
      .int()
      .positive({ error: 'Planejamento é obrigatório' }),
    areasIds: idsOpcionais,
  }),
  padrao: () => ({ tabelaReajusteColaboradorId: 0, areasIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroPlanejamentos = z.output<typeof planejamentosRealinhamentos.filtro>;
