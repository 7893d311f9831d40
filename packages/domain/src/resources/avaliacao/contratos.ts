/**
 * Contracts of the evaluation models beyond the generic resource (spec 2 §7 'Evaluation models, answers,
 * questions'): the question set under /api/avaliacao/avaliacoes/{id} (the questionnaire engine's routes,
 * packages/domain/src/questionario/contratos.ts) and the removal with `tipo`.
 */
import { z } from 'zod';
import { defineContrato, semConteudo } from '../../contrato.ts';
import { contratosQuestionario } from '../../questionario/contratos.ts';
import { avaliacoes, MSG_MODELOS, TIPO_MODELO } from './modelos.ts';

/** The question set of an evaluation model of either kind: `:id` is the model's id. */
export const conjuntoDaAvaliacao = contratosQuestionario(`/api${avaliacoes.path}` as const);

/**
 * DELETE /{id}?tipo=: removes a model of that kind only (another kind's id is a 404), with its question set;
 * a model already answered refuses with 'O modelo de … possui dependências em …'.
 */
export const removerModelo = defineContrato(`DELETE /api${avaliacoes.path}/:id`, {
  summary: 'Remove um modelo de avaliação do tipo informado, com o seu questionário',
  params: z.object({ id: z.string() }),
  query: z.object({
    tipo: z.enum([TIPO_MODELO.desempenho, TIPO_MODELO.acompanhamento], {
      error: MSG_MODELOS.tipoObrigatorio,
    }),
  }),
  response: semConteudo,
});
