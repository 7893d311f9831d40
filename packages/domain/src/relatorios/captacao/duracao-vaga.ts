import type { z } from 'zod';
import { anoCorrentePadrao, filtroRelatorio, idsOpcionais, PERIODO } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Vacancy duration / time to fill (spec 1 §7 /duracao-vaga): the personnel requisitions closed in the
 * period (their closing date), each with its opening and closing dates, the days it stayed open (the
 * vacancy statistics' formula), its vacancies and the filled ones; a summary per area with the average,
 * the median, the shortest and the longest time. Default window: the current year (spec 1 §9 offers it;
 * a month holds too few closings for an average to mean much). Empty lists mean all.
 */
export const duracaoVaga = defineRelatorio({
  id: 'duracao-vaga',
  rota: 'duracao-vaga',
  modulo: 'captacao',
  titulo: 'Duração das Vagas',
  descricao:
    'Quanto tempo as solicitações de pessoal encerradas no período ficaram abertas até o preenchimento: média e mediana por área.',
  filtro: filtroRelatorio({
    ...PERIODO,
    estabelecimentosIds: idsOpcionais,
    areasIds: idsOpcionais,
    cargosIds: idsOpcionais,
  }),
  padrao: () => ({ ...anoCorrentePadrao(), estabelecimentosIds: [], areasIds: [], cargosIds: [] }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroDuracaoVaga = z.output<typeof duracaoVaga.filtro>;
