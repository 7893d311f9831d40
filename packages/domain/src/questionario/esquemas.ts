/**
 * What the questionnaire engine answers (the types of tipos.ts are inferred from these): the editor's and
 * the answering screen's questions, a set ready to be answered, and the result of one answering. They are
 * the response schemas of the engine's contracts (contratos.ts) and of its owners' routes.
 */
import { z } from 'zod';
import { idNome } from '../contrato.ts';
import { respostaPerguntaSchema } from './respostas.ts';
import { TIPO_PERGUNTA } from './tipos.ts';

/** One answer option of an objective or multiple-choice question. */
export const opcaoRespostaLidaSchema = z.object({
  id: z.number(),
  texto: z.string(),
  /** Points this option is worth (0 when it is not a right/good answer). */
  peso: z.number(),
  ordem: z.number(),
});

/** `{id, nome}` of an aspect. */
export const aspectoLidoSchema = idNome;

/** A question as the editor and the answering screen read it. */
export const perguntaLidaSchema = z.object({
  id: z.number(),
  texto: z.string(),
  tipo: z.literal(Object.values(TIPO_PERGUNTA)),
  /** Options: only for types 1 and 5 (empty otherwise). */
  respostas: z.array(opcaoRespostaLidaSchema),
  notaMinima: z.number().nullable(),
  notaMaxima: z.number().nullable(),
  exigirComentario: z.boolean(),
  comentario: z.string().nullable(),
  peso: z.number(),
  obrigatoria: z.boolean(),
  ordem: z.number(),
  aspecto: aspectoLidoSchema.nullable(),
  /** How many answers this question has received: once > 0, tipo and options are locked. */
  perguntasRespondidas: z.number(),
});

/** A question set ready to be answered: aspects in order of their first question, questions by ordem. */
export const questionarioParaResponderSchema = z.object({
  questionarioId: z.number(),
  titulo: z.string(),
  observacao: z.string().nullable(),
  perguntas: z.array(perguntaLidaSchema),
});

/** What the server keeps of one answering (an evaluation applied to a candidate, a survey reply…). */
export const resultadoQuestionarioSchema = z.object({
  id: z.number(),
  questionarioId: z.number(),
  /** A: em andamento (saved partially), C: concluída (closed: cannot be answered again). */
  status: z.enum(['A', 'C']),
  respondidoParcialmente: z.boolean(),
  pontuacao: z.number(),
  pontuacaoMaxima: z.number(),
  /** pontuacao / pontuacaoMaxima × 100, two decimals; null when nothing in the set is scored. */
  percentual: z.number().nullable(),
  respostas: z.array(respostaPerguntaSchema.extend({ pontos: z.number().nullable() })),
  iniciadoEm: z.string(),
  concluidoEm: z.string().nullable(),
});
