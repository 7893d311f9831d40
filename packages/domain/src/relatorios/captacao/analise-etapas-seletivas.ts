import { z } from 'zod';
import { etapasIds, filtroRelatorio, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Analysis of the selection steps (spec 1 §7 /analise-etapas-seletivas; §5 etapasIds ≥ 1): per chosen
 * step, the passages recorded in the period (a candidate's history row in the step, dated in the
 * period), how many were apto / não apto / still pending, the approval rate and the average days a
 * candidate stayed in the step; `porSolicitacao` breaks the figures down per requisition.
 */
export const analiseEtapasSeletivas = defineRelatorio({
  id: 'analise-etapas-seletivas',
  rota: 'analise-etapa-seletiva',
  modulo: 'captacao',
  titulo: 'Análise das Etapas Seletivas',
  descricao:
    'Quantos candidatos passaram por cada etapa no período, quantos foram aprovados e quanto tempo ficaram nela.',
  filtro: filtroRelatorio({
    ...PERIODO,
    etapasIds,
    porSolicitacao: z.boolean().default(false),
  }),
  padrao: () => ({ ...periodoPadrao(), etapasIds: [], porSolicitacao: false }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroAnaliseEtapas = z.output<typeof analiseEtapasSeletivas.filtro>;
