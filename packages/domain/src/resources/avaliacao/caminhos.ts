/**
 * The evaluation module's hand-written screens and who opens them. A file that builds no schema: the web's
 * route table imports it (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */

/** The experience follow-up screen (spec 2 §2); `/:id` is one talent's follow-ups. */
export const ROTA_ACOMPANHAMENTO = '/avaliacao/acompanhamentos-periodos-experiencia' as const;
/** The answers of one of the module's answering records (spec 2 §2 /avaliacao/respostas). */
export const ROTA_RESPOSTAS = '/avaliacao/respostas' as const;
/** Reads the follow-up: HR (every talent) and area managers (their areas' talents). */
export const ACESSO_ACOMPANHAMENTO = 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA' as const;
/** Sets models, decides, removes and answers on behalf. */
export const ACESSO_ACOMPANHAMENTO_EDITAR = 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA_EDITAR' as const;
/** Reads the answers screen: who reads either owner kind of the module (follow-up, performance evaluation). */
export const ACESSO_RESPOSTAS = {
  anyOf: [ACESSO_ACOMPANHAMENTO, 'ROLE_AVA_AVALIACOES_DESEMPENHO'],
} as const;
/** The evaluator's performance-evaluation forms (spec 2 §2); `/:colaboradorQuestionarioId` is one form. */
export const ROTA_QUESTIONARIOS_DESEMPENHO = '/avaliacao/avaliacoes-desempenhos-questionarios' as const;
/** HR's results of one performance evaluation (and the evaluated talent's own, when shown to them). */
export const rotaResultadosDesempenho = (id: number | string) =>
  `/avaliacao/avaliacoes-desempenho/${id}/resultados`;
/** HR's comparative of one evaluated talent (self-evaluation × the other evaluators), from the results. */
export const rotaComparativaDesempenho = (id: number | string, avaliadoId: number | string) =>
  `${rotaResultadosDesempenho(id)}/${avaliadoId}/comparativa`;
