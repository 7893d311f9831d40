/**
 * Contracts of the evaluation models beyond the generic resource (spec 2 §7 'Evaluation models, answers,
 * questions'): the question set under /api/avaliacao/avaliacoes/{id} (the questionnaire engine's routes,
 * packages/domain/src/questionario/contratos.ts). The removal with `tipo` is the generic DELETE, whose
 * hook reads the query.
 */
import { contratosQuestionario } from '../../questionario/contratos.ts';
import { avaliacoes } from './modelos.ts';

/** The question set of an evaluation model of either kind: `:id` is the model's id. */
export const conjuntoDaAvaliacao = contratosQuestionario(`/api${avaliacoes.path}` as const);
