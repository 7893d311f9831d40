import type { z } from 'zod';
import { filtroRelatorio, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { idsOpcionais } from '../filtros.ts';
import { origem } from './filtros.ts';
import { agruparPor, estabelecimentosIds } from './filtrosTalentos.ts';

/**
 * Talent situations (spec 2 §7 /situacoes): the talents' history rows ('situações': admission, promotion,
 * adjustment, move…) dated in the period, in the chosen establishments (and areas), of the chosen origin,
 * grouped by area, month/year or talent, each with the salary it set and the change from the one before.
 */
export const situacoes = defineRelatorio({
  id: 'situacoes',
  rota: 'situacoes',
  modulo: 'cargo-salario',
  titulo: 'Situações dos Talentos',
  descricao:
    'As situações (admissões, promoções, reajustes, mudanças) dos talentos no período, com o salário.',
  filtro: filtroRelatorio({
    ...PERIODO,
    estabelecimentosIds,
    areasIds: idsOpcionais,
    origem,
    agruparPor,
  }),
  padrao: () => ({
    ...periodoPadrao(),
    estabelecimentosIds: [],
    areasIds: [],
    origem: 'TODOS' as const,
    agruparPor: 'AREA_ORGANIZACIONAL' as const,
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroSituacoes = z.output<typeof situacoes.filtro>;
