import type { z } from 'zod';
import { filtroRelatorio, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { cargosIds } from './filtrosTalentos.ts';

/**
 * Salary band histories (spec 2 §7 /historicos-faixas-salariais): the history rows dated in the period of
 * the chosen positions' bands, grouped by position and band, each with its value on its date and the
 * change from the band's previous valid row.
 */
export const historicosFaixasSalariais = defineRelatorio({
  id: 'historicos-faixas-salariais',
  rota: 'historicos-faixas-salariais',
  modulo: 'cargo-salario',
  titulo: 'Históricos das Faixas Salariais',
  descricao:
    'Cada alteração das faixas salariais dos cargos escolhidos no período, com o valor e a variação.',
  filtro: filtroRelatorio({ ...PERIODO, cargosIds }),
  padrao: () => ({ ...periodoPadrao(), cargosIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroHistoricosFaixas = z.output<typeof historicosFaixasSalariais.filtro>;
