/**
 * Contracts of a question set's editing routes (docs/questionario.md 'Routes'), for any owner: the engine
 * mounts them under the owner's API path (`registerQuestionSet`), and the editor calls them with the same
 * contracts, so every owner (candidate evaluation models today, surveys and evaluation models later) gets
 * the same typed routes from one declaration.
 *
 *   const modelos = contratosQuestionario('/api/captacao/modelos-avaliacao-candidato');
 *   await chamar(modelos.perguntas, { params: { id } });
 *
 * Bodies are the editor's domain schemas (perguntaSchema, aspectoSchema, ordemSchema, clonarSchema),
 * documented here and checked by the engine, whose field entries keep the schemas' messages.
 */
import { z } from 'zod';
import { arquivo, defineContrato, semConteudo } from '../contrato.ts';
import { aspectoLidoSchema, perguntaLidaSchema } from './esquemas.ts';
import { aspectoSchema, clonarSchema, ordemSchema, perguntaSchema } from './pergunta.ts';

/** Ids of the path, checked by the engine: a malformed one is a 404, like another company's owner. */
const doDono = z.object({ id: z.string() });
const daPergunta = doDono.extend({ perguntaId: z.string() });
const perguntas = z.array(perguntaLidaSchema);

/** Option lists already used in the company's questions (or built in), most used first. */
export const respostaSugeridaSchema = z.object({
  respostas: z.array(z.object({ texto: z.string(), peso: z.number() })),
  /** How many questions of the company use this exact list (0: a built-in set not used yet). */
  usos: z.number(),
});

export function contratosQuestionario(base: `/api/${string}`) {
  const dono = `${base}/:id` as const;
  const aspectos = `${dono}/aspectos` as const;
  const lista = `${dono}/perguntas` as const;
  const uma = `${lista}/:perguntaId` as const;
  return {
    aspectos: defineContrato(`GET ${aspectos}`, {
      summary: 'Aspectos do questionário',
      params: doDono,
      query: z.object({ nome: z.string().optional() }),
      response: z.array(aspectoLidoSchema),
    }),
    incluirAspecto: defineContrato(`POST ${aspectos}`, {
      summary: 'Inclui aspecto no questionário',
      params: doDono,
      body: aspectoSchema,
      status: 201,
      response: aspectoLidoSchema,
    }),
    removerAspecto: defineContrato(`DELETE ${aspectos}/:aspectoId`, {
      summary: 'Remove aspecto do questionário',
      params: doDono.extend({ aspectoId: z.string() }),
      response: semConteudo,
    }),
    perguntas: defineContrato(`GET ${lista}`, {
      summary: 'Perguntas do questionário, na ordem',
      params: doDono,
      query: z.object({ aspecto: z.coerce.number().int().positive().optional() }),
      response: perguntas,
    }),
    proximaOrdem: defineContrato(`GET ${lista}/proxima-ordem`, {
      summary: 'Próxima ordem de pergunta',
      params: doDono,
      response: z.object({ ordem: z.number() }),
    }),
    respondidas: defineContrato(`GET ${lista}/quantidade-perguntas-respondidas`, {
      summary: 'Quantidade de perguntas respondidas',
      params: doDono,
      /** quantidade: questions with at least one answer; porPergunta: answers of every question by id. */
      response: z.object({ quantidade: z.number(), porPergunta: z.record(z.string(), z.number()) }),
    }),
    respostasSugeridas: defineContrato(`GET ${lista}/respostas-sugeridas`, {
      summary: 'Opções de resposta sugeridas',
      params: doDono,
      query: z.object({ tipo: z.coerce.number().int().optional() }),
      response: z.array(respostaSugeridaSchema),
    }),
    pergunta: defineContrato(`GET ${uma}`, {
      summary: 'Consulta pergunta',
      params: daPergunta,
      response: perguntaLidaSchema,
    }),
    incluirPergunta: defineContrato(`POST ${lista}`, {
      summary: 'Inclui pergunta',
      params: doDono,
      body: perguntaSchema,
      status: 201,
      response: perguntaLidaSchema,
    }),
    incluirPerguntas: defineContrato(`POST ${lista}/batch`, {
      summary: 'Inclui várias perguntas',
      params: doDono,
      body: z.array(perguntaSchema),
      status: 201,
      response: perguntas,
    }),
    alterarPergunta: defineContrato(`PUT ${uma}`, {
      summary: 'Altera pergunta',
      params: daPergunta,
      body: perguntaSchema,
      response: perguntaLidaSchema,
    }),
    removerPergunta: defineContrato(`DELETE ${uma}`, {
      summary: 'Remove pergunta',
      params: daPergunta,
      response: semConteudo,
    }),
    /** Answers every question of the set in the new order. */
    ordenar: defineContrato(`PATCH ${uma}/ordem`, {
      summary: 'Altera a ordem da pergunta',
      params: daPergunta,
      body: ordemSchema,
      response: perguntas,
    }),
    embaralhar: defineContrato(`POST ${dono}/ordem-aleatoria`, {
      summary: 'Embaralha as perguntas de cada aspecto',
      params: doDono,
      response: perguntas,
    }),
    /** Clones the owner and its set into other companies: the new owners' ids. */
    copiar: defineContrato(`POST ${dono}`, {
      summary: 'Copia para outras empresas',
      params: doDono,
      body: clonarSchema,
      status: 201,
      response: z.array(z.object({ empresaId: z.number(), id: z.number() })),
    }),
    /** The blank questionnaire, a PDF named after the owner's title (by id, or by the report call). */
    imprimir: defineContrato(`GET ${dono}/imprimir`, {
      summary: 'Questionário em branco (PDF)',
      params: doDono,
      response: arquivo('application/pdf'),
    }),
    /** `avaliacaoId` is the owner's id, checked by the engine: a missing or malformed one is a 404. */
    relatorio: defineContrato(`POST ${base}/relatorio`, {
      summary: 'Questionário em branco (PDF), pelo id no corpo',
      body: z.object({ avaliacaoId: z.number().int().positive() }),
      response: arquivo('application/pdf'),
    }),
  };
}

/** The contracts of one owner's set (what the editor receives). */
export type ContratosQuestionario = ReturnType<typeof contratosQuestionario>;
