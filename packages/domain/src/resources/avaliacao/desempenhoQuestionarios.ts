/**
 * Answering a performance evaluation (spec 2 §2 /avaliacao/avaliacoes-desempenhos-questionarios, §3
 * 'Answer' with configsNiveisCompetenciasFaixaSalariais and the 'Evaluation answer filter', §7 Evaluations
 * 'Questionnaire' and the GETs avaliacoes-respondidas and configuracao-competencia-avaliacao, §7
 * Competences and levels por-avaliacoes-desempenhos and avaliacao-desempenho): the evaluator's list, one
 * form (the answering record's questions plus, per competence of the evaluated talent's band, the level
 * chosen against the level required), exports, the comparative and the results.
 */
import { z } from 'zod';
import { arquivo, dataIso, defineContrato, idNome, instante } from '../../contrato.ts';
import { registroParaResponderSchema, SITUACOES_REGISTRO } from '../../questionario/colaborador.ts';
import { respostasSchema } from '../../questionario/respostas.ts';
import { FILTROS_RESPOSTA_DESEMPENHO } from './desempenho.ts';

export const API_QUESTIONARIOS_DESEMPENHO = '/api/avaliacao/avaliacoes-desempenhos-questionarios' as const;
const AVALIACOES = '/api/avaliacao/avaliacoes-desempenho';
const COMPETENCIAS = '/api/cargo-salario/competencias';

export const MSG_QUESTIONARIO_DESEMPENHO = {
  nivelObrigatorio: 'Informe o nível da competência',
  competenciaEstrangeira: 'A competência informada não é exigida pela faixa salarial do avaliado.',
  nivelEstrangeiro: 'Nível de competência não encontrado.',
  anonima: 'A avaliação é anônima: os resultados só são exibidos com pelo menos 2 avaliadores.',
  resultadoOculto: 'O resultado desta avaliação não é exibido ao avaliado.',
} as const;

export const TIPOS_COMPETENCIA = ['C', 'H', 'A'] as const;
const tipoCompetencia = z.enum(TIPOS_COMPETENCIA);
const porId = z.object({ id: z.string() });
const idPositivo = z.coerce.number().int().positive().max(2_147_483_647);

/** A level of the company's scale (spec §3 'Competence level': descricao, ordem as weight). */
export const nivelLidoSchema = z.object({ id: z.number(), descricao: z.string(), ordem: z.number() });
export type NivelLido = z.output<typeof nivelLidoSchema>;

/** One competence the evaluated talent's band requires, with the level chosen in this form. */
export const competenciaDoFormularioSchema = z.object({
  tipo: tipoCompetencia,
  id: z.number(),
  nome: z.string(),
  peso: z.number(),
  /** Null when the evaluation hides the required level from the evaluator (exibirNivelCompetenciaExigido). */
  nivelExigido: nivelLidoSchema.nullable(),
  nivelCompetenciaId: z.number().nullable(),
});
export type CompetenciaDoFormulario = z.output<typeof competenciaDoFormularioSchema>;

/** Spec 'configsNiveisCompetenciasFaixaSalariais' of the answer: a level per competence. */
export const nivelEscolhidoSchema = z.object({
  tipo: tipoCompetencia,
  competenciaId: z.number().int().positive(),
  nivelCompetenciaId: z.number().int().positive().nullable(),
});
export type NivelEscolhido = z.output<typeof nivelEscolhidoSchema>;

export const respostasDesempenhoSchema = respostasSchema.extend({
  configsNiveisCompetenciasFaixaSalariais: z.array(nivelEscolhidoSchema).max(500).default([]),
});
export type RespostasDesempenhoInput = z.input<typeof respostasDesempenhoSchema>;

const avaliacaoDoFormulario = z.object({
  id: z.number(),
  titulo: z.string(),
  anonima: z.boolean(),
  formato: z.string().nullable(),
  avaliaCompetencias: z.boolean(),
  avaliaQuestionario: z.boolean(),
  exibirNivelCompetenciaExigido: z.boolean(),
});

export const formularioDesempenhoSchema = registroParaResponderSchema.extend({
  avaliacao: avaliacaoDoFormulario,
  niveis: z.array(nivelLidoSchema),
  competencias: z.array(competenciaDoFormularioSchema),
});
export type FormularioDesempenho = z.output<typeof formularioDesempenhoSchema>;

/** A row of the evaluator's list. */
export const itemQuestionarioDesempenhoSchema = z.object({
  id: z.number(),
  avaliacao: idNome.extend({ dataIni: dataIso, dataFim: dataIso }),
  avaliado: idNome,
  /** U self, R appraiser, A appraised, P peer (spec §3 roles); null when not in the matrix. */
  papel: z.string().nullable(),
  situacao: z.enum(SITUACOES_REGISTRO),
  concluidoEm: instante.nullable(),
});

export const listarQuestionariosDesempenho = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}`, {
  summary:
    'Avaliações de desempenho que o usuário deve responder (filtro TODAS, RESPONDIDAS, NAO_RESPONDIDAS)',
  query: z.object({
    filtro: z.enum(FILTROS_RESPOSTA_DESEMPENHO).default('TODAS'),
    avaliacaoDesempenhoId: idPositivo.optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    content: z.array(itemQuestionarioDesempenhoSchema),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

export const formularioDesempenho = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/:id`, {
  summary: 'O formulário do avaliador: perguntas, competências da faixa do avaliado e respostas salvas',
  params: porId,
  response: formularioDesempenhoSchema,
});

export const responderDesempenho = defineContrato(`POST ${API_QUESTIONARIOS_DESEMPENHO}/:id`, {
  summary: 'Salva (parcialmente ou concluindo) as respostas e os níveis de competência do avaliador',
  params: porId,
  body: respostasDesempenhoSchema,
  response: formularioDesempenhoSchema,
});

export const competenciasDoFormulario = defineContrato(
  `GET ${API_QUESTIONARIOS_DESEMPENHO}/competencias/:id`,
  {
    summary: 'Competências exigidas pela faixa salarial do avaliado do formulário',
    params: porId,
    response: z.array(competenciaDoFormularioSchema),
  },
);

export const niveisEscolhidosDoFormulario = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/cncc/:id`, {
  summary: 'Níveis de competência escolhidos no formulário (configsNiveisCompetenciasColaborador)',
  params: porId,
  response: z.array(nivelEscolhidoSchema),
});

export const respondidaPdf = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/:id/respondida/pdf`, {
  summary: 'O formulário respondido em PDF',
  params: porId,
  response: arquivo('application/pdf'),
});

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const respondidaXls = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/:id/respondida/xls`, {
  summary: 'O formulário respondido em planilha',
  params: porId,
  response: arquivo(XLSX),
});

export const questionarioEmBrancoPdf = defineContrato(
  `GET ${API_QUESTIONARIOS_DESEMPENHO}/:id/questionario/pdf`,
  {
    summary: 'O questionário da avaliação de desempenho em branco (PDF)',
    params: porId,
    response: arquivo('application/pdf'),
  },
);

/** Comparative of one evaluated talent: the self-evaluation against the other evaluators' mean. */
export const comparativaSchema = z.object({
  avaliacao: idNome,
  avaliado: idNome,
  /** Evaluators (the talent aside) who concluded. */
  avaliadores: z.number(),
  perguntas: z.array(
    z.object({
      id: z.number(),
      texto: z.string(),
      autoavaliacao: z.number().nullable(),
      demais: z.number().nullable(),
    }),
  ),
  competencias: z.array(
    z.object({
      tipo: tipoCompetencia,
      id: z.number(),
      nome: z.string(),
      exigido: z.number().nullable(),
      autoavaliacao: z.number().nullable(),
      demais: z.number().nullable(),
    }),
  ),
});
export type Comparativa = z.output<typeof comparativaSchema>;

const comparativaParams = z.object({ id: z.string(), id2: z.string() });
export const comparativa = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/:id/:id2/comparativa`, {
  summary:
    'Comparativo do avaliado (id2) na avaliação (id): autoavaliação × média dos demais avaliadores (%)',
  params: comparativaParams,
  response: comparativaSchema,
});
export const comparativaPdf = defineContrato(`GET ${API_QUESTIONARIOS_DESEMPENHO}/:id/:id2/comparativa/pdf`, {
  summary: 'Comparativo do avaliado em PDF',
  params: comparativaParams,
  response: arquivo('application/pdf'),
});

/** One evaluated talent's result (resultadoDesempenho.ts). */
export const resultadoAvaliadoSchema = z.object({
  avaliado: idNome,
  /** Evaluators who concluded (the talent itself included). */
  avaliadores: z.number(),
  questionario: z.number().nullable(),
  competencias: z.number().nullable(),
  resultado: z.number().nullable(),
  /** An anonymous evaluation with fewer than 2 evaluators besides the talent: the numbers are withheld. */
  oculto: z.boolean(),
});
export type ResultadoAvaliado = z.output<typeof resultadoAvaliadoSchema>;

export const resultadosDesempenho = defineContrato(`GET ${AVALIACOES}/:id/resultados`, {
  summary: 'Resultados por avaliado (questionário, competências e resultado ponderado)',
  params: porId,
  query: z.object({ avaliadoId: idPositivo.optional() }),
  response: z.object({
    avaliacao: idNome.extend({ anonima: z.boolean() }),
    resultados: z.array(resultadoAvaliadoSchema),
  }),
});

export const avaliacoesRespondidas = defineContrato(`GET ${AVALIACOES}/avaliacoes-respondidas`, {
  summary: 'Avaliações de desempenho com respostas',
  response: z.array(idNome.extend({ anonima: z.boolean() })),
});

export const configuracaoCompetenciaAvaliacao = defineContrato(
  `GET ${AVALIACOES}/configuracao-competencia-avaliacao`,
  {
    summary: 'Se a avaliação avalia competências, se exibe o nível exigido, e os níveis da empresa',
    query: z.object({ avaliacaoDesempenhoId: idPositivo }),
    response: z.object({
      avaliaCompetencias: z.boolean(),
      exibirNivelCompetenciaExigido: z.boolean(),
      niveis: z.array(nivelLidoSchema),
    }),
  },
);

export const competenciasPorAvaliacoes = defineContrato(`GET ${COMPETENCIAS}/por-avaliacoes-desempenhos`, {
  summary: 'Competências avaliadas nas avaliações de desempenho',
  query: z.object({
    avaliacaoDesempenhoIds: z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
      .transform((v) => v.split(',').map((x) => Number(x.trim()))),
  }),
  response: z.array(z.object({ tipo: tipoCompetencia, id: z.number(), nome: z.string() })),
});

export const competenciasDaAvaliacaoDesempenho = defineContrato(`GET ${COMPETENCIAS}/avaliacao-desempenho`, {
  summary: 'Competências do avaliado na avaliação: nível exigido e média dos níveis escolhidos',
  query: z.object({ avaliacaoDesempenhoId: idPositivo, avaliadoId: idPositivo }),
  response: z.array(
    z.object({
      tipo: tipoCompetencia,
      id: z.number(),
      nome: z.string(),
      peso: z.number(),
      nivelExigido: nivelLidoSchema.nullable(),
      /** Mean order of the levels chosen by the evaluators who concluded (null: none, or withheld). */
      mediaEscolhida: z.number().nullable(),
      avaliadores: z.number(),
    }),
  ),
});
