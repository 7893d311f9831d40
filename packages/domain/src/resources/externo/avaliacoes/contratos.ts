/**
 * Contracts of the candidate area's evaluations and history (spec 1 §7 'Candidate-solicitation', 'Assessment';
 * spec 2 §5): always for the session's candidate. Questions travel without weights nor answer counts, and
 * answers without points (the result is HR's).
 */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';
import {
  opcaoRespostaLidaSchema,
  perguntaLidaSchema,
  questionarioParaResponderSchema,
} from '../../../questionario/esquemas.ts';
import { respostaPerguntaSchema, respostasSchema } from '../../../questionario/respostas.ts';

/** `utilizarAvaliacoesEtapaSeletiva`: absent, the ad's own setting (false without an ad). */
const consulta = z.object({
  utilizarAvaliacoesEtapaSeletiva: z
    .enum(['true', 'false'], { error: 'Informe true ou false.' })
    .transform((v) => v === 'true')
    .optional(),
});
/** Ids checked by the handler (a malformed one is a 404 like another candidate's). */
const paramsVinculo = z.object({ id: z.string() });
const paramsAvaliacao = z.object({ id: z.string(), avaliacaoId: z.string() });

/** N não iniciada, A em andamento (rascunho salvo), C respondida. */
export const situacaoAvaliacaoSchema = z.enum(['N', 'A', 'C']);

export const avaliacaoDoCandidatoSchema = z.object({
  modelo: z.object({ id: z.number(), titulo: z.string(), observacao: z.string().nullable() }),
  situacao: situacaoAvaliacaoSchema,
  respondida: z.boolean(),
  concluidoEm: z.string().nullable(),
});

/** The current step when its evaluations are used: its deadline and whether it has passed. */
export const etapaAtualSchema = z.object({
  historicoCandidatoId: z.number(),
  nome: z.string(),
  dataHoraExpiracao: z.string().nullable(),
  expirada: z.boolean(),
});

export const avaliacoesDaSolicitacaoSchema = z.object({
  candidatoSolicitacaoId: z.number(),
  solicitacaoId: z.number(),
  titulo: z.string(),
  utilizarAvaliacoesEtapaSeletiva: z.boolean(),
  etapa: etapaAtualSchema.nullable(),
  avaliacoes: z.array(avaliacaoDoCandidatoSchema),
  qtdAvaliacoes: z.number(),
  qtdAvaliacoesRespondidas: z.number(),
});

/** A question as the candidate may see it: no weights (they reveal the right answers) nor answer counts. */
export const perguntaDoCandidatoSchema = perguntaLidaSchema
  .omit({ peso: true, perguntasRespondidas: true })
  .extend({ respostas: z.array(opcaoRespostaLidaSchema.omit({ peso: true })) });

export const questionarioDoCandidatoSchema = questionarioParaResponderSchema.extend({
  perguntas: z.array(perguntaDoCandidatoSchema),
});

/** One saved answer, without its points (the result is HR's). */
export const respostaDoCandidatoSchema = respostaPerguntaSchema;

const respostasDoCandidato = {
  situacao: situacaoAvaliacaoSchema,
  /** Absent before the first answer (situacao N). */
  concluidoEm: z.string().nullable().optional(),
  respostas: z.array(respostaDoCandidatoSchema),
};

/** A candidature's evaluations, under the candidate area. */
const CANDIDATURA = '/api/externo/candidato-solicitacoes/:id/avaliacoes';

export const avaliacoesDaCandidatura = defineContrato(`GET ${CANDIDATURA}`, {
  summary: 'Avaliações de uma candidatura do candidato, com o progresso',
  params: paramsVinculo,
  query: consulta,
  response: avaliacoesDaSolicitacaoSchema,
});

export const avaliacaoParaResponder = defineContrato(`GET ${CANDIDATURA}/:avaliacaoId`, {
  summary: 'Uma avaliação da candidatura: perguntas (sem pesos) e as respostas já salvas',
  params: paramsAvaliacao,
  query: consulta,
  response: z.object({
    titulo: z.string(),
    etapa: etapaAtualSchema.nullable(),
    modelo: avaliacaoDoCandidatoSchema.shape.modelo,
    questionario: questionarioDoCandidatoSchema,
    ...respostasDoCandidato,
  }),
});

/**
 * 201 when the answering starts, 200 afterwards (both carry this answer). The body is validated by the
 * questionnaire engine, whose errors name the question, not the index.
 */
export const salvarRespostasDoCandidato = defineContrato(`POST ${CANDIDATURA}/:avaliacaoId`, {
  summary: 'Salva as respostas do candidato a uma avaliação (rascunho ou conclusão)',
  params: paramsAvaliacao,
  query: consulta,
  body: respostasSchema,
  status: [201, 200],
  response: z.object({
    situacao: z.enum(['A', 'C']),
    concluidoEm: z.string().nullable(),
    respostas: z.array(respostaDoCandidatoSchema),
  }),
});

export const perguntasDaAvaliacao = defineContrato('GET /api/externo/avaliacoes/:id/perguntas', {
  summary: 'Perguntas de uma avaliação do candidato (sem pesos nem gabarito)',
  params: paramsVinculo,
  response: questionarioDoCandidatoSchema,
});

export const historicoDoCandidato = defineContrato('GET /api/externo/historico-candidatos', {
  summary: 'Histórico do candidato nas seleções de que participa',
  response: z.array(
    z.object({
      candidatoSolicitacaoId: z.number(),
      solicitacaoId: z.number(),
      titulo: z.string(),
      /** When the candidate entered the selection (applied, or was added by HR). */
      dataInscricao: z.string(),
      /** HR took the candidate out of this selection (why is HR's): nothing more to answer there. */
      removida: z.boolean(),
      etapas: z.array(
        z.object({
          id: z.number(),
          etapa: z.string(),
          data: z.string(),
          dataHoraExpiracao: z.string().nullable(),
        }),
      ),
    }),
  ),
});
