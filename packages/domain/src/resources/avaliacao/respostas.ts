/**
 * Answers of the module's answering records (spec 2 §7 'Answers: GET /colaborador and
 * /avaliacao-desempenho-questionario with colaboradorQuestionarioId'): one record of the shared answering
 * record (colaborador_questionario, docs/questionario.md) with its questions and answers, for the module's
 * owner kinds only.
 */
import { z } from 'zod';
import { defineContrato } from '../../contrato.ts';
import { registroQuestionarioSchema } from '../../questionario/colaborador.ts';
import { questionarioParaResponderSchema, resultadoQuestionarioSchema } from '../../questionario/esquemas.ts';

/**
 * The owner kinds (colaborador_questionario.dono_tipo) of this module's records: the experience follow-up
 * (issue 21 §3) and the performance evaluation declare them in the server manifest's `donosResposta`.
 */
export const DONOS_AVALIACAO = {
  acompanhamento: 'acompanhamento-experiencia',
  desempenho: 'avaliacao-desempenho',
} as const;

export const MSG_RESPOSTAS = {
  registroObrigatorio: 'Questionário do colaborador é obrigatório',
} as const;

export const respostasDoRegistroSchema = z.object({
  registro: registroQuestionarioSchema,
  questionario: questionarioParaResponderSchema,
  /** The answers saved so far; null while never saved. */
  resultado: resultadoQuestionarioSchema.nullable(),
});
export type RespostasDoRegistro = z.output<typeof respostasDoRegistroSchema>;

/** The id is checked by the handler: a malformed one is a 404, like another company's record. */
const doRegistro = z.object({
  colaboradorQuestionarioId: z.string({ error: MSG_RESPOSTAS.registroObrigatorio }),
});

const API = '/api/avaliacao/respostas';

export const respostasDoColaborador = defineContrato(`GET ${API}/colaborador`, {
  summary: 'Respostas de um questionário de colaborador da avaliação (acompanhamento ou desempenho)',
  query: doRegistro,
  response: respostasDoRegistroSchema,
});

export const respostasDaAvaliacaoDesempenho = defineContrato(`GET ${API}/avaliacao-desempenho-questionario`, {
  summary: 'Respostas de um questionário de avaliação de desempenho',
  query: doRegistro,
  response: respostasDoRegistroSchema,
});
