/**
 * The questionnaire engine's shared vocabulary: a question set (questionário) is a list of questions,
 * grouped by aspects, that people answer. Evaluation models, surveys, interviews, course evaluations and
 * recruitment's candidate evaluation models all own one. Spec 2 §3 'Question' and 'Answer'.
 */
import type { z } from 'zod';
import type {
  aspectoLidoSchema,
  opcaoRespostaLidaSchema,
  perguntaLidaSchema,
  questionarioParaResponderSchema,
  resultadoQuestionarioSchema,
} from './esquemas.ts';
import type { respostaPerguntaSchema } from './respostas.ts';

/** Question types (spec 2 §3 enumerations): the ids are the spec's, 2 is not used. */
export const TIPO_PERGUNTA = { OBJETIVA: 1, SUBJETIVA: 3, NOTA: 4, MULTIPLA_ESCOLHA: 5 } as const;
export type TipoPergunta = (typeof TIPO_PERGUNTA)[keyof typeof TIPO_PERGUNTA];

export const TIPO_PERGUNTA_OPTIONS = [
  { value: '1', label: 'Objetiva' },
  { value: '3', label: 'Subjetiva' },
  { value: '4', label: 'Nota' },
  { value: '5', label: 'Múltipla Escolha' },
] as const;

export const tipoPerguntaLabel = (tipo: number) =>
  TIPO_PERGUNTA_OPTIONS.find((o) => o.value === String(tipo))?.label ?? String(tipo);

/** Types whose answer is chosen among options (respostas). */
export const temOpcoes = (tipo: number) =>
  tipo === TIPO_PERGUNTA.OBJETIVA || tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA;

/** Default prompt of the comment when exigirComentario is set. */
export const COMENTARIO_PADRAO = 'Justifique a sua resposta:';
/** Score scale defaults: 1-10 in evaluation forms; the evaluation-model question starts at 0. */
export const NOTA_MINIMA_FORMULARIO = 1;
export const NOTA_MINIMA_MODELO = 0;
export const NOTA_MAXIMA_PADRAO = 10;
export const PESO_PADRAO = 1;
/** Limits of a question set (one page of the answering screen stays usable). */
export const MAX_PERGUNTAS = 300;
export const MAX_OPCOES = 20;

// The shapes the engine answers, inferred from their schemas (esquemas.ts).
export type OpcaoResposta = z.output<typeof opcaoRespostaLidaSchema>;
export type Aspecto = z.output<typeof aspectoLidoSchema>;
export type Pergunta = z.output<typeof perguntaLidaSchema>;
export type QuestionarioParaResponder = z.output<typeof questionarioParaResponderSchema>;
/** One answer as sent by the answering screen (spec 2 §3 'Answer'). */
export type RespostaPergunta = z.output<typeof respostaPerguntaSchema>;
export type ResultadoQuestionario = z.output<typeof resultadoQuestionarioSchema>;
