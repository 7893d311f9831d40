/**
 * Contracts of recruitment's evaluations: the candidate evaluation models' question sets (the
 * questionnaire engine's routes under the model, packages/domain/src/questionario/contratos.ts) and the
 * evaluations HR applies to a candidate (spec 1 §7 'Candidate POST /{id}/avaliacoes/{avaliacaoId}',
 * 'Assessment GET /{id}/perguntas').
 */
import { z } from 'zod';
import { defineContrato, idNome, semConteudo } from '../../../contrato.ts';
import { contratosQuestionario } from '../../../questionario/contratos.ts';
import {
  questionarioParaResponderSchema,
  resultadoQuestionarioSchema,
} from '../../../questionario/esquemas.ts';
import { respostasSchema } from '../../../questionario/respostas.ts';
import { modelosAvaliacaoCandidato } from './modelos.ts';

/** The question set of a candidate evaluation model: `:id` is the model's id. */
export const conjuntoDoModelo = contratosQuestionario(`/api${modelosAvaliacaoCandidato.path}` as const);

const CANDIDATO = '/api/captacao/candidatos/:id/avaliacoes';
const UMA = `${CANDIDATO}/:avaliacaoId` as const;

/** Ids of the path, checked by the handler: a malformed one is a 404, like another company's. */
const porId = z.object({ id: z.string() });
/**
 * `{avaliacaoId}` names the candidate's evaluation on GET and DELETE, the model applied on POST: one
 * name at that place of the path, as OpenAPI requires of paths that differ only there.
 */
const daAvaliacao = (descricao: string) => porId.extend({ avaliacaoId: z.string().describe(descricao) });
const avaliacaoAplicada = daAvaliacao('Id da avaliação do candidato');

const idOpcional = z.coerce
  .number({ error: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido')
  .max(2_147_483_647, 'Identificador inválido')
  .optional();

/** One evaluation of a candidate as the lists and the answering screen show it. */
export const avaliacaoResumoSchema = z.object({
  id: z.number(),
  modelo: z.object({ id: z.number(), titulo: z.string() }),
  // The answering's status and score, as the engine keeps them.
  ...resultadoQuestionarioSchema.pick({
    status: true,
    respondidoParcialmente: true,
    pontuacao: true,
    pontuacaoMaxima: true,
    percentual: true,
    concluidoEm: true,
  }).shape,
  percentualMinimoAprovacao: z.number().nullable(),
  /** Once concluded, whether the percentual reaches the model's minimum; null otherwise. */
  aprovado: z.boolean().nullable(),
  createdAt: z.string(),
  /** The user who applied it; null when the candidate answered it in the candidate area. */
  aplicadaPor: idNome.nullable(),
  respondidaPeloCandidato: z.boolean(),
  solicitacaoId: z.number().nullable(),
});
export type AvaliacaoResumo = z.output<typeof avaliacaoResumoSchema>;

/** One evaluation with the model's questions and the answers given so far (GET of one, and the save). */
export const avaliacaoCompletaSchema = z.object({
  avaliacao: avaliacaoResumoSchema,
  questionario: questionarioParaResponderSchema,
  resultado: resultadoQuestionarioSchema,
});
export type AvaliacaoCompleta = z.output<typeof avaliacaoCompletaSchema>;

export const perguntasDoModelo = defineContrato('GET /api/captacao/avaliacoes/:id/perguntas', {
  summary: 'Perguntas de um modelo de avaliação de candidato, para responder',
  params: porId,
  response: questionarioParaResponderSchema,
});

export const avaliacoesDoCandidato = defineContrato(`GET ${CANDIDATO}`, {
  summary: 'Avaliações aplicadas ao candidato, da mais recente à mais antiga',
  params: porId,
  response: z.array(avaliacaoResumoSchema),
});

export const avaliacaoDoCandidato = defineContrato(`GET ${UMA}`, {
  summary: 'Uma avaliação do candidato, com as perguntas e as respostas',
  params: avaliacaoAplicada,
  response: avaliacaoCompletaSchema,
});

/**
 * avaliacaoId is the MODEL's id: continues the candidate's open evaluation of that model for the same
 * requisition (200), or applies the model anew (201). The body is checked by the questionnaire engine,
 * whose errors name the question, not the index.
 */
export const responderAvaliacaoDoCandidato = defineContrato(`POST ${UMA}`, {
  summary: 'Aplica um modelo de avaliação ao candidato e salva as respostas (parciais ou finais)',
  params: daAvaliacao('Id do modelo de avaliação aplicado'),
  query: z.object({ solicitacaoId: idOpcional, historicoCandidatoId: idOpcional }),
  body: respostasSchema,
  status: [201, 200],
  response: avaliacaoCompletaSchema,
});

export const removerAvaliacaoDoCandidato = defineContrato(`DELETE ${UMA}`, {
  summary: 'Remove uma avaliação do candidato com as suas respostas',
  params: avaliacaoAplicada,
  response: semConteudo,
});

// ---- Every evaluation applied in the company (spec 1 §2 /captacao/avaliacoes) ----

/** An evaluation in the company's list: the summary with its candidate. */
export const avaliacaoDaEmpresaSchema = avaliacaoResumoSchema.extend({ candidato: idNome });
export type AvaliacaoDaEmpresa = z.output<typeof avaliacaoDaEmpresaSchema>;

export const filtrosAvaliacoes = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  /** Candidate's name (accent- and case-insensitive, every word in any order). */
  q: z.string().trim().max(100).optional(),
  modeloId: z.coerce.number().int().positive().optional(),
  candidatoId: z.coerce.number().int().positive().optional(),
  /** A em andamento, C concluída. */
  status: z.enum(['A', 'C']).optional(),
});

const BASE_AVALIACOES = '/api/captacao/avaliacoes';
const umaAvaliacao = z.object({ id: z.coerce.number().int().positive() });
/** One evaluation with its candidate (GET of one, and the saves). */
export const avaliacaoCompletaDaEmpresaSchema = avaliacaoCompletaSchema.extend({ candidato: idNome });

export const listarAvaliacoes = defineContrato(`GET ${BASE_AVALIACOES}`, {
  summary: 'Avaliações de candidatos aplicadas na empresa, da mais recente à mais antiga',
  query: filtrosAvaliacoes,
  response: z.object({
    content: z.array(avaliacaoDaEmpresaSchema),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});
export const obterAvaliacao = defineContrato(`GET ${BASE_AVALIACOES}/:id`, {
  summary: 'Uma avaliação aplicada, com as perguntas e as respostas',
  params: umaAvaliacao,
  response: avaliacaoCompletaDaEmpresaSchema,
});
/**
 * Applies a model to a candidate with the first answers (candidatoId, modeloId, optional solicitacaoId,
 * and the answers as in POST /candidatos/{id}/avaliacoes/{modeloId}): continues the candidate's open
 * evaluation of that model for the same requisition (200), as that call does, or applies it anew (201).
 */
export const MSG_AVALIACOES = {
  candidatoObrigatorio: 'Candidato é obrigatório',
  modeloObrigatorio: 'Modelo de avaliação é obrigatório',
} as const;
export const aplicarAvaliacao = defineContrato(`POST ${BASE_AVALIACOES}`, {
  summary: 'Aplica um modelo de avaliação a um candidato e salva as respostas',
  body: respostasSchema.and(
    z.object({
      candidatoId: z.number().int().positive(),
      modeloId: z.number().int().positive(),
      solicitacaoId: z.number().int().positive().nullable().optional(),
    }),
  ),
  status: [201, 200],
  response: avaliacaoCompletaDaEmpresaSchema,
});
export const responderAvaliacaoAplicada = defineContrato(`PUT ${BASE_AVALIACOES}/:id`, {
  summary: 'Salva as respostas (parciais ou finais) de uma avaliação aplicada',
  params: umaAvaliacao,
  body: respostasSchema,
  response: avaliacaoCompletaDaEmpresaSchema,
});
export const removerAvaliacao = defineContrato(`DELETE ${BASE_AVALIACOES}/:id`, {
  summary: 'Remove uma avaliação aplicada com as suas respostas',
  params: umaAvaliacao,
  response: semConteudo,
});
