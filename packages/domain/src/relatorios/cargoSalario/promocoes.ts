import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { agruparPor, estabelecimentosIds, seisMesesPadrao, situacaoTalento } from './filtrosTalentos.ts';

/**
 * Promotions in a period (spec 2 §7 /promocoes): every history row of a talent dated in the period that
 * raised the salary over the row before it, horizontal (same position) or vertical (another position);
 * collective agreements (motivo Dissídio) are not promotions. Establishment and area are the row's (where
 * the talent was when promoted). Grouped by area, month/year or talent, with the count of each kind.
 */
export const promocoes = defineRelatorio({
  id: 'promocoes',
  rota: 'promocoes',
  modulo: 'cargo-salario',
  titulo: 'Promoções',
  descricao:
    'As promoções horizontais (aumento no mesmo cargo) e verticais (mudança de cargo com aumento) do período.',
  filtro: filtroRelatorio({
    ...PERIODO,
    estabelecimentosIds,
    areasIds: idsOpcionais,
    agruparPor,
    situacao: situacaoTalento,
  }),
  padrao: () => ({
    ...seisMesesPadrao(),
    estabelecimentosIds: [],
    areasIds: [],
    agruparPor: 'AREA_ORGANIZACIONAL' as const,
    situacao: 'T' as const,
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroPromocoes = z.output<typeof promocoes.filtro>;
