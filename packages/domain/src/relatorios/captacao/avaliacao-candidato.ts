import { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * The two layouts of the evaluation report (spec 1 §9: default option A; the spec does not say what
 * A and B are): A lists every evaluation per requisition and candidate, B sums them per model.
 */
export const OPCAO_AVALIACAO_OPTIONS = [
  { value: 'A', label: 'A – Analítico (por candidato)' },
  { value: 'B', label: 'B – Resumo por modelo de avaliação' },
] as const;

/**
 * Candidate evaluations (spec 1 §7 /avaliacao-candidato): the evaluation models concluded in the period
 * (the day the answering was closed), with score, percentage, the model's minimum and the result.
 * Drafts (em andamento) are not results yet and are left out. Empty model/requisition lists mean all.
 */
export const avaliacaoCandidato = defineRelatorio({
  id: 'avaliacao-candidato',
  rota: 'avaliacao-candidato',
  modulo: 'captacao',
  titulo: 'Avaliações de Candidatos',
  descricao:
    'Os resultados dos modelos de avaliação respondidos no período, por candidato ou resumidos por modelo.',
  filtro: filtroRelatorio({
    ...PERIODO,
    opcao: z.enum(['A', 'B'], { error: 'Opção inválida' }).default('A'),
    modelosIds: idsOpcionais,
    solicitacoesIds: idsOpcionais,
  }),
  padrao: () => ({ ...periodoPadrao(), opcao: 'A' as const, modelosIds: [], solicitacoesIds: [] }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroAvaliacaoCandidato = z.output<typeof avaliacaoCandidato.filtro>;
