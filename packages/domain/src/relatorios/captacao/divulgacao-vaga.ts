import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { layout } from '../layout.ts';

/**
 * Vacancy publicity (spec 1 §7 /divulgacao-vaga): how the candidates of the personnel requisitions opened
 * in the period heard about the vacancies ('Como ficou sabendo da vaga'): candidates and hires per source,
 * with each source's share and conversion, overall and ('Detalhado') per requisition and its job ad. The
 * requisitions are the ones the vacancy statistics count (opened in the period, not cancelled nor
 * rejected). Empty establishments/areas lists mean all of them.
 */
export const divulgacaoVaga = defineRelatorio({
  id: 'divulgacao-vaga',
  rota: 'divulgacao-vaga',
  modulo: 'captacao',
  titulo: 'Divulgação de Vagas',
  descricao:
    'Como os candidatos das solicitações abertas no período ficaram sabendo das vagas, e quantos de cada fonte foram contratados.',
  filtro: filtroRelatorio({
    ...PERIODO,
    estabelecimentosIds: idsOpcionais,
    areasIds: idsOpcionais,
    layout: layout.default('DETALHADO'),
  }),
  padrao: () => ({ ...periodoPadrao(), estabelecimentosIds: [], areasIds: [], layout: 'DETALHADO' as const }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroDivulgacaoVaga = z.output<typeof divulgacaoVaga.filtro>;
