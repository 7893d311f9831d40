import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import {
  dataReferencia,
  dataReferenciaPadrao,
  estabelecimentosIds,
  mesesSemPromocao,
} from './filtrosTalentos.ts';

/**
 * Last promotions (spec 2 §7 /ultimas-promocoes): each talent active on the reference date (establishment
 * and area of the history row in force then) with the last promotion up to that date (as 'Promoções'
 * defines it) and the whole months since it, or since the admission when never promoted. 'Meses sem
 * promoção' N > 0 keeps only talents with at least N such months (0: all, the default).
 */
export const ultimasPromocoes = defineRelatorio({
  id: 'ultimas-promocoes',
  rota: 'ultimas-promocoes',
  modulo: 'cargo-salario',
  titulo: 'Últimas Promoções',
  descricao: 'A última promoção de cada talento e há quantos meses ela aconteceu.',
  filtro: filtroRelatorio({
    dataReferencia,
    estabelecimentosIds,
    areasIds: idsOpcionais,
    meses: mesesSemPromocao,
  }),
  padrao: () => ({ dataReferencia: dataReferenciaPadrao(), estabelecimentosIds: [], areasIds: [], meses: 0 }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroUltimasPromocoes = z.output<typeof ultimasPromocoes.filtro>;
