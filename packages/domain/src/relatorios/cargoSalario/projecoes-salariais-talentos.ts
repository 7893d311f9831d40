import type { z } from 'zod';
import { FILTRAR_POR, filtrarPorPadrao, filtroRelatorio } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import {
  dataReferencia,
  dataReferenciaPadrao,
  estabelecimentosIds,
  MULTIPLICADOR_ANOS,
  multiplicador,
  quantidadeProjecao,
} from './filtrosTalentos.ts';

/**
 * Salary projection (spec 2 §7 /projecoes-salariais-talentos): for each talent active on the reference
 * date, the salary then and the salary projected `quantidade × multiplicador` months later, applying to it
 * the growth its source had over the same span before the reference date — the band's value (salary by
 * band, or a fixed value: the band is its market reference) or the index's value (salary by index).
 * Filtered by areas or occupational groups (filtrarPor, ≥ 1 chosen) and grouped by them.
 */
export const projecoesSalariaisTalentos = defineRelatorio({
  id: 'projecoes-salariais-talentos',
  rota: 'projecoes-salariais-talentos',
  modulo: 'cargo-salario',
  titulo: 'Projeção Salarial de Talentos',
  descricao:
    'O salário de cada talento projetado para os próximos meses ou anos pelo reajuste que a faixa ou o índice teve no mesmo período anterior.',
  filtro: filtroRelatorio({
    dataReferencia,
    estabelecimentosIds,
    ...FILTRAR_POR,
    quantidade: quantidadeProjecao,
    multiplicador,
  }),
  padrao: () => ({
    dataReferencia: dataReferenciaPadrao(),
    estabelecimentosIds: [],
    ...filtrarPorPadrao(),
    quantidade: 1,
    multiplicador: MULTIPLICADOR_ANOS as 1 | 12,
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroProjecoesSalariais = z.output<typeof projecoesSalariaisTalentos.filtro>;
