import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { statusSolicitacao } from './filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Candidates in selection processes (spec 1 §7 /candidato-selecao): per personnel requisition, the
 * candidates that were in its selection during the period, with their current step, its result, the
 * dates and where they stand (em seleção, contratado, removido). A link counts when it existed at some
 * moment of the period: added up to the end of the period and not closed (hired, removed, requisition
 * closed or cancelled) before its start. Empty areas/requisitions lists mean all of them.
 */
export const candidatoSelecao = defineRelatorio({
  id: 'candidato-selecao',
  rota: 'candidato-selecao',
  modulo: 'captacao',
  titulo: 'Candidatos em Processo Seletivo',
  descricao:
    'Os candidatos de cada solicitação de pessoal no período, com a etapa em que estão e o resultado.',
  filtro: filtroRelatorio({
    ...PERIODO,
    status: statusSolicitacao.default('T'),
    areasIds: idsOpcionais,
    solicitacoesIds: idsOpcionais,
  }),
  padrao: () => ({ ...periodoPadrao(), status: 'T' as const, areasIds: [], solicitacoesIds: [] }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroCandidatoSelecao = z.output<typeof candidatoSelecao.filtro>;
