/**
 * Contracts of recruitment's evaluations: the candidate evaluation models' question sets (the
 * questionnaire engine's routes under the model, packages/domain/src/questionario/contratos.ts).
 */
import { contratosQuestionario } from '../../../questionario/contratos.ts';
import { modelosAvaliacaoCandidato } from './modelos.ts';

/** The question set of a candidate evaluation model: `:id` is the model's id. */
export const conjuntoDoModelo = contratosQuestionario(`/api${modelosAvaliacaoCandidato.path}` as const);
