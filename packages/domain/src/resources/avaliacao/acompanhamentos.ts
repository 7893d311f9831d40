/**
 * Experience follow-up (spec 2 §2 /avaliacao/acompanhamentos-periodos-experiencia, §5 and §7 'Experience
 * follow-up'; spec 3 /gestao-talentos colaboradores-periodos-experienciais-avaliacoes): the talents in their
 * experience period, the model per period and the answering records (kind 'acompanhamento-experiencia',
 * answered by the manager of the talent's area). Calls are relative to the screen's API base.
 */
import { z } from 'zod';
import { arquivo, dataIso, defineContrato, idNome, semConteudo } from '../../contrato.ts';
import { registroQuestionarioSchema, SITUACOES_REGISTRO } from '../../questionario/colaborador.ts';
import type { MenuEntry } from '../../menu.ts';
import { ACESSO_ACOMPANHAMENTO, ACESSO_RESPOSTAS, ROTA_ACOMPANHAMENTO, ROTA_RESPOSTAS } from './caminhos.ts';
import { respostasDoRegistroSchema } from './respostas.ts';

export { ROTA_ACOMPANHAMENTO } from './caminhos.ts';
export const API_ACOMPANHAMENTO = '/api/avaliacao/acompanhamentos-periodos-experiencia' as const;

/** The follow-up screen and the module's answers screen (follow-ups; performance evaluations too). */
export const MENU_ACOMPANHAMENTO: MenuEntry[] = [
  {
    breadcrumb: ['Avaliação de Desempenho', 'Período de Experiência', 'Acompanhamentos'],
    spaUrl: ROTA_ACOMPANHAMENTO,
    access: ACESSO_ACOMPANHAMENTO,
  },
  {
    breadcrumb: ['Avaliação de Desempenho', 'Respostas'],
    spaUrl: ROTA_RESPOSTAS,
    access: ACESSO_RESPOSTAS,
  },
];
/** Beyond the spec: the manager's pending work flags contracts ending within these days. */
export const DIAS_AVISO_FIM_CONTRATO = 15;

export const MSG_ACOMPANHAMENTO = {
  dataFim: 'Data Fim é obrigatória',
  periodos: 'Selecione de 1 a 4 períodos de experiência.',
  periodoInvalido: 'Período de experiência não encontrado.',
  semModelo: 'Não há modelo de acompanhamento ativo para este período de experiência.',
  modeloInvalido: 'Modelo de acompanhamento não encontrado para este período de experiência.',
  semGestor: 'A área organizacional do talento não possui responsável para responder o acompanhamento.',
  jaExiste: 'Já existe acompanhamento deste período de experiência para o talento.',
  concluido: 'Este acompanhamento já foi respondido e não pode ser removido.',
  registroObrigatorio: 'Questionário do colaborador é obrigatório',
} as const;

/** The pending-work contributor (beyond the spec). */
export const PENDENCIA_FIM_EXPERIENCIA = {
  codigo: 'experiencias-a-encerrar',
  titulo: 'Contratos de experiência terminando sem acompanhamento',
} as const;

/** 'M' keep the talent, 'E' end the contract (beyond the spec). */
export const DECISOES_EXPERIENCIA = { M: 'Manter', E: 'Encerrar' } as const;
const decisao = z.enum(['M', 'E']).nullable();

const id = z.coerce.number().int().positive();
const idsCsv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0)
      : [],
  );

/** One period of one talent: due date, model, record and decision. */
export const periodoDoTalentoSchema = z.object({
  periodoExperienciaId: z.number(),
  nome: z.string(),
  dias: z.number(),
  /** Admission date + the period's days. */
  prazo: dataIso,
  modelo: z.object({ id: z.number(), titulo: z.string() }).nullable(),
  /** Whether the model was chosen for this talent (else the period's model). */
  modeloDoTalento: z.boolean(),
  registroId: z.number().nullable(),
  situacao: z.enum(SITUACOES_REGISTRO).nullable(),
  /** The concluded follow-up's score (0–100); null while open or when nothing is scored. */
  percentual: z.number().nullable(),
  /** percentual ≥ the model's minimum; null while open, without a minimum or a score. */
  aprovado: z.boolean().nullable(),
  decisao,
});

export const talentoEmExperienciaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  area: idNome,
  gestor: idNome.nullable(),
  dataAdmissao: dataIso,
  /** Beyond the spec: admission + the longest active period. */
  fimContrato: dataIso,
  periodos: z.array(periodoDoTalentoSchema),
});
export type TalentoEmExperiencia = z.output<typeof talentoEmExperienciaSchema>;

export const filtroTalentosSchema = z.object({
  dataFim: z
    .string({ error: MSG_ACOMPANHAMENTO.dataFim })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_ACOMPANHAMENTO.dataFim),
  periodosExperiencias: idsCsv.refine((l) => l.length >= 1 && l.length <= 4, MSG_ACOMPANHAMENTO.periodos),
  areaOrganizacionalId: id.optional(),
  situacao: z.enum(['respondidos', 'pendentes']).optional(),
});

export const talentosEmExperiencia = defineContrato(`GET ${API_ACOMPANHAMENTO}/talentos`, {
  summary: 'Talentos no período de experiência em dataFim, com o prazo e o acompanhamento de cada período',
  query: filtroTalentosSchema,
  response: z.array(talentoEmExperienciaSchema),
});

export const modelosAcompanhamentoPeriodos = defineContrato(
  `GET ${API_ACOMPANHAMENTO}/modelos-acompanhamentos-periodo-experiencias`,
  {
    summary: 'Modelos de acompanhamento ativos, com o período de experiência de cada um',
    response: z.array(
      z.object({
        id: z.number(),
        titulo: z.string(),
        periodoExperienciaId: z.number().nullable(),
        /** The period's name and days (the screen's period choices: a manager reads no period register). */
        periodoNome: z.string().nullable(),
        dias: z.number().nullable(),
      }),
    ),
  },
);

export const modelosDoTalentoSchema = z.object({
  periodos: z.array(
    z.object({ periodoExperienciaId: z.number().int(), modeloAvaliacaoId: z.number().int().nullable() }),
  ),
});

export const definirModelosDoTalento = defineContrato(
  'PUT /api/gestao-talentos/colaboradores-periodos-experienciais-avaliacoes/:id',
  {
    summary: 'Define o modelo de acompanhamento de cada período de experiência do talento',
    params: z.object({ id: z.string() }),
    body: modelosDoTalentoSchema,
    response: talentoEmExperienciaSchema,
  },
);

const doTalento = z.object({ id: z.string() });
const doRegistro = z.object({ id: z.string(), qid: z.string() });
const TALENTO = `${API_ACOMPANHAMENTO}/talentos/:id/colaboradores-questionarios` as const;

export const acompanhamentosDoTalento = defineContrato(`GET ${TALENTO}`, {
  summary: 'O talento no período de experiência, com os acompanhamentos de cada período',
  params: doTalento,
  response: talentoEmExperienciaSchema,
});

export const acompanhamentoDoTalento = defineContrato(`GET ${TALENTO}/:qid`, {
  summary: 'Um acompanhamento (questionário do colaborador) do talento',
  params: doRegistro,
  response: registroQuestionarioSchema,
});

export const detalheAcompanhamento = defineContrato(`GET ${TALENTO}/:qid/detail`, {
  summary: 'Um acompanhamento do talento com as perguntas e as respostas',
  params: doRegistro,
  response: respostasDoRegistroSchema,
});

export const criarAcompanhamento = defineContrato(`POST ${TALENTO}`, {
  summary: 'Cria o acompanhamento de um período para o gestor da área do talento responder',
  params: doTalento,
  body: z.object({ periodoExperienciaId: z.number().int() }),
  response: registroQuestionarioSchema,
  status: 201,
});

export const decidirAcompanhamento = defineContrato(`PUT ${TALENTO}/:qid`, {
  summary: 'Registra a decisão (manter ou encerrar o contrato) ao lado do resultado do acompanhamento',
  params: doRegistro,
  body: z.object({ decisao }),
  response: talentoEmExperienciaSchema,
});

export const removerAcompanhamento = defineContrato(`DELETE ${TALENTO}/:qid`, {
  summary: 'Remove um acompanhamento ainda não respondido',
  params: doRegistro,
  response: semConteudo,
});

export const imprimirAcompanhamento = defineContrato(
  `POST ${API_ACOMPANHAMENTO}/imprimir-avaliacao-respondida`,
  {
    summary: 'O acompanhamento respondido em PDF',
    body: z.object({
      colaboradorQuestionarioId: z.number({ error: MSG_ACOMPANHAMENTO.registroObrigatorio }).int(),
    }),
    response: arquivo('application/pdf'),
  },
);
