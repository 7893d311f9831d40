/**
 * The shared answering record (colaborador_questionario; docs/questionario.md 'Registro de resposta'):
 * who answers which question set, about whom, for which owner. Spec 2 §2 /pesquisa/colaborador-respostas,
 * §4 'respondidoParcialmente', §7 'Collaborator answers' and 'Collaborator questionnaire'. One API and one
 * answering screen serve every owner (experience follow-up, performance evaluations, surveys, interviews,
 * class evaluations); each owner kind is declared by its module on the server.
 */
import { z } from 'zod';
import { dataIso, defineContrato, idNome, instante, semConteudo, arquivo } from '../contrato.ts';
import { questionarioParaResponderSchema, resultadoQuestionarioSchema } from './esquemas.ts';
import { respostasSchema } from './respostas.ts';

/** Messages of the answering record (written here: the spec names the calls, not these texts). */
export const MSG_COLABORADOR_QUESTIONARIO = {
  naoLiberado: 'Este questionário não está liberado para resposta no momento.',
  naoReabre: 'As respostas deste questionário já foram concluídas e não podem ser removidas.',
  semRespostas: 'Este questionário ainda não foi respondido.',
  porOutroUsuarioRecusado: 'Você não pode responder este questionário por outro usuário.',
} as const;

/** The pending-work contributor of the records (GET /api/userinfo/pendencias). */
export const PENDENCIA_QUESTIONARIOS = {
  codigo: 'questionarios-a-responder',
  titulo: 'Questionários a responder',
} as const;

/** Where a record is answered on the web (spec 2 §2 /pesquisa/colaborador-respostas). */
export const ROTA_RESPONDER = '/pesquisa/colaborador-respostas';
export const linkResponder = (id: number, porOutroUsuario = false) =>
  `${ROTA_RESPONDER}/${id}${porOutroUsuario ? '/por-outro-usuario' : ''}`;

/** P pendente (never saved), A em andamento (saved as a draft), C concluído. */
export const SITUACOES_REGISTRO = ['P', 'A', 'C'] as const;
export type SituacaoRegistro = (typeof SITUACOES_REGISTRO)[number];

/** One record as lists show it. */
export const registroQuestionarioSchema = z.object({
  id: z.number(),
  questionarioId: z.number(),
  /** The owner kind's code and name ('acompanhamento-experiencia', 'Acompanhamento de Experiência'). */
  donoTipo: z.string(),
  dono: z.string(),
  donoId: z.number(),
  /** The record's title, given by its owner ('Acompanhamento de 45 dias'). */
  titulo: z.string(),
  /** The owner's screen for this record (HR), or null. */
  linkDono: z.string().nullable(),
  /** The owner's own answering screen (else the generic one, linkResponder). */
  linkResposta: z.string().nullable().optional(),
  /** Who answers; null when the owner kind is anonymous and the reader is not the respondent. */
  respondente: z
    .object({ usuarioId: z.number().nullable(), colaboradorId: z.number().nullable(), nome: z.string() })
    .nullable(),
  /** The evaluated talent, when the answers are about someone. */
  avaliado: idNome.nullable(),
  prazo: dataIso.nullable(),
  liberado: z.boolean(),
  situacao: z.enum(SITUACOES_REGISTRO),
  respondidoParcialmente: z.boolean(),
  concluidoEm: instante.nullable(),
});
export type RegistroQuestionario = z.output<typeof registroQuestionarioSchema>;

/** One record to answer: the record, its questions and the answers saved so far. */
export const registroParaResponderSchema = z.object({
  registro: registroQuestionarioSchema,
  questionario: questionarioParaResponderSchema,
  resultado: resultadoQuestionarioSchema.nullable(),
  /** The reader is not the respondent: they answer on the respondent's behalf. */
  porOutroUsuario: z.boolean(),
  /** The reader may save answers (the respondent, or someone the owner kind allows). */
  podeResponder: z.boolean(),
});
export type RegistroParaResponder = z.output<typeof registroParaResponderSchema>;

const BASE = '/api/pesquisa/colaboradores-questionarios';
const RESPOSTAS = '/api/pesquisa/colaborador-respostas';
/** A path id; a malformed one answers 404 like another company's (checked by the handler). */
const porId = z.object({ id: z.string() });
const idFiltro = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** Records in the company (spec 2 §7: list by questionarioId and colaboradorId), for HR. */
export const listarRegistrosQuestionario = defineContrato(`GET ${BASE}`, {
  summary: 'Questionários de colaboradores da empresa (por questionário, respondente, avaliado ou dono)',
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    questionarioId: idFiltro,
    /** The respondent talent. */
    colaboradorId: idFiltro,
    /** The evaluated talent. */
    avaliadoId: idFiltro,
    donoTipo: z.string().max(40).optional(),
    donoId: idFiltro,
    situacao: z.enum(SITUACOES_REGISTRO).optional(),
  }),
  response: z.object({
    content: z.array(registroQuestionarioSchema),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

export const respondidoParcialmente = defineContrato(`GET ${BASE}/:id/respondido-parcialmente`, {
  summary: 'Se o questionário do colaborador foi salvo parcialmente (rascunho não concluído)',
  params: porId,
  response: z.object({ respondidoParcialmente: z.boolean() }),
});

export const removerRespostasRegistro = defineContrato(`DELETE ${BASE}/:id/respostas`, {
  summary: 'Remove as respostas do questionário do colaborador, que volta a ficar pendente',
  params: porId,
  response: semConteudo,
});

/** The session user's own records (Minhas pendências): open ones by default, due date first. */
export const meusRegistrosQuestionario = defineContrato(`GET ${RESPOSTAS}`, {
  summary: 'Questionários que o usuário deve responder na empresa da sessão',
  query: z.object({ situacao: z.enum(['pendentes', 'concluidos']).default('pendentes') }),
  response: z.array(registroQuestionarioSchema),
});

export const registroParaResponder = defineContrato(`GET ${RESPOSTAS}/:id`, {
  summary: 'Um questionário do colaborador com as perguntas e as respostas salvas',
  params: porId,
  response: registroParaResponderSchema,
});

/**
 * Saves the answers (spec 2 §7 'POST /pesquisa/colaborador-respostas/{id}'): `respondidoParcialmente`
 * true keeps a draft; false concludes, with every rule of §5 'Answering'. The body is checked by the
 * questionnaire engine, whose errors name the question.
 */
export const responderRegistro = defineContrato(`POST ${RESPOSTAS}/:id`, {
  summary: 'Salva as respostas (parciais ou finais) do questionário do colaborador',
  params: porId,
  body: respostasSchema,
  response: registroParaResponderSchema,
});

/** The answered questionnaire as a PDF (spec 2 §7 'imprimir-avaliacao-respondida'). */
export const imprimirRegistroRespondido = defineContrato(`GET ${RESPOSTAS}/:id/imprimir`, {
  summary: 'O questionário respondido em PDF',
  params: porId,
  response: arquivo('application/pdf'),
});
