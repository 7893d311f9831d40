/** Contracts of the special routes of the personnel requisitions (spec 1 §7 'Requisition'). */
import { z } from 'zod';
import { arquivo, dataIso, defineContrato, idNome, instante, paramsId } from '../../../contrato.ts';
import type { AcaoSolicitacao } from './status.ts';

/** '1,2,3' → [1, 2, 3]; absent or empty → []. */
export const idsParam = z
  .preprocess(
    (v) =>
      v === undefined || v === ''
        ? []
        : String(v)
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
    z.array(z.coerce.number().int().positive('Lista de ids inválida.')),
  )
  .default([]);
/** 'YYYY-MM-DD' or empty (no filter). */
export const dataParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
    .optional(),
);

const texto = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(4000, 'Observação deve ter no máximo 4000 caracteres').nullish(),
);
/** Body of every transition; each action reads the parts it uses. */
export const corpoTransicao = z.object({
  observacao: texto,
  observacaoLiberador: texto,
  obsEncerra: texto,
  obsCancelamento: texto,
  dataEncerramento: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
      .nullish(),
  ),
});

/** A requisition's row as stored (the answer of a status change). */
const solicitacaoGravada = z.object({
  id: z.number(),
  empresaId: z.number(),
  data: dataIso,
  dataPrevisaoEncerramento: dataIso.nullable(),
  qtdDiasPrevisao: z.number().nullable(),
  descricao: z.string(),
  horarioComercial: z.string(),
  estabelecimentoId: z.number(),
  areaOrganizacionalId: z.number(),
  faixaSalarialId: z.number(),
  cargoId: z.number(),
  motivoSolicitacaoId: z.number(),
  ambienteId: z.number().nullable(),
  funcaoId: z.number().nullable(),
  horasDiariasPrevistas: z.number().nullable(),
  tipoVaga: z.string().nullable(),
  recrutadorResponsavel: z.string().nullable(),
  remuneracao: z.number().nullable(),
  emailsCheck: z.string().nullable(),
  invisivelParaGestor: z.boolean(),
  quantidade: z.number(),
  vinculo: z.string(),
  sexo: z.string(),
  idadeMinima: z.number().nullable(),
  idadeMaxima: z.number().nullable(),
  escolaridades: z.array(z.string()),
  ufId: z.number().nullable(),
  cidadeId: z.number().nullable(),
  experiencias: z.string().nullable(),
  infoComplementares: z.string().nullable(),
  incluirColaboradoresDesligados: z.boolean(),
  solicitanteId: z.number().nullable(),
  status: z.string(),
  dataStatus: dataIso.nullable(),
  liberadorId: z.number().nullable(),
  observacaoLiberador: z.string().nullable(),
  suspensa: z.boolean(),
  encerrada: z.boolean(),
  cancelada: z.boolean(),
  qtdVagasPreenchidas: z.number(),
  dataEncerramento: dataIso.nullable(),
  obsEncerra: z.string().nullable(),
  obsCancelamento: z.string().nullable(),
});
const situacao = z.enum(['I', 'A', 'R', 'S', 'E', 'C']);
/** The requisition after a status change: its row, the situations before and after, the e-mail sent. */
const resultadoTransicao = solicitacaoGravada.extend({
  de: situacao,
  situacao,
  emailId: z.number().nullable(),
});

const transicao = <const R extends AcaoSolicitacao>(rota: R, summary: string) =>
  defineContrato(`PUT /api/captacao/solicitacoes-pessoal/:id/${rota}`, {
    summary,
    params: paramsId,
    body: corpoTransicao.optional(),
    response: resultadoTransicao,
  });

/** PUT /{id}/<action>, one per status action. */
export const TRANSICOES_SOLICITACAO = {
  suspende: transicao('suspende', 'Suspende a solicitação'),
  cancela: transicao('cancela', 'Cancela a solicitação (obsCancelamento obrigatória)'),
  libera: transicao('libera', 'Libera a solicitação (avisa o solicitante por e-mail)'),
  reprova: transicao('reprova', 'Reprova a solicitação'),
  encerra: transicao('encerra', 'Encerra a solicitação (dataEncerramento obrigatória)'),
  reabre: transicao('reabre', 'Reabre a solicitação suspensa, encerrada ou cancelada'),
};

export const statusDaSolicitacao = defineContrato('PUT /api/captacao/solicitacoes-pessoal/:id/status', {
  summary: 'Muda a situação da solicitação (I, A, R, S, E ou C)',
  params: paramsId,
  body: corpoTransicao.extend({ status: z.unknown().optional() }).optional(),
  response: resultadoTransicao,
});

export const clonarSolicitacao = defineContrato('POST /api/captacao/solicitacoes-pessoal/:id/clonar', {
  summary: 'Clona a solicitação',
  params: paramsId,
  status: 201,
  response: z.object({ id: z.number() }),
});

export const pdfDaSolicitacao = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/pdf', {
  summary: 'Solicitação em PDF',
  params: paramsId,
  response: arquivo('application/pdf'),
});

export const corpoLimiteCargo = z.object({
  faixaSalarialId: z.coerce.number().int().positive(),
  areaOrganizacionalId: z.coerce.number().int().positive(),
  motivoSolicitacaoId: z.coerce.number().int().positive(),
  quantidade: z.coerce.number().int().positive(),
});

/** {id} is the requisition being edited (0 for a new one). */
export const validarLimiteCargo = defineContrato(
  'POST /api/captacao/solicitacoes-pessoal/validarLimiteCargo/:id',
  {
    summary: 'Confere o limite de talentos do cargo',
    params: z.object({ id: z.coerce.number().int().min(0) }),
    body: corpoLimiteCargo.optional(),
    response: z.object({
      dentroDoLimite: z.boolean(),
      limite: z.number().nullable(),
      colaboradores: z.number(),
      vagasEmAberto: z.number(),
      solicitadas: z.number(),
      mensagem: z.string().nullable(),
    }),
  },
);

export const bairrosDaSolicitacao = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/bairros', {
  summary: 'Bairros da solicitação',
  params: paramsId,
  response: z.array(idNome),
});

export const avaliacoesDaSolicitacao = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/:id/avaliacoes',
  {
    summary: 'Modelos de avaliação da solicitação',
    params: paramsId,
    response: z.array(z.object({ id: z.number(), titulo: z.string() })),
  },
);

export const existeCompetenciaRespondida = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/:id/existe-competencia-respondida',
  {
    summary: 'Existe competência respondida por candidato',
    params: paramsId,
    response: z.boolean(),
  },
);

export const possuiCandidato = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/possui-candidato', {
  summary: 'A solicitação possui candidato',
  params: paramsId,
  response: z.boolean(),
});

export const anuncioDaSolicitacao = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/anuncio', {
  summary: 'Anúncio de vaga da solicitação',
  params: paramsId,
  response: z.object({
    id: z.number(),
    titulo: z.string(),
    descricao: z.string(),
    exibirModuloExterno: z.boolean(),
    previsaoEncerramento: dataIso.nullable(),
  }),
});

/** A row of the status history. */
const linhaHistorico = z.object({
  id: z.number(),
  solicitacaoId: z.number(),
  descricao: z.string(),
  acao: z.string(),
  de: z.string().nullable(),
  para: z.string(),
  observacao: z.string().nullable(),
  usuarioNome: z.string().nullable(),
  quando: instante,
  deLabel: z.string().nullable(),
  paraLabel: z.string(),
});

export const historicoDaSolicitacao = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/historico', {
  summary: 'Histórico de status da solicitação',
  params: paramsId,
  response: z.array(linhaHistorico),
});

const talento = z.object({ id: z.number(), nome: z.string(), estabilidadeCipaAte: dataIso.nullable() });

export const talentosComEstabilidade = defineContrato('GET /api/captacao/solicitacoes-pessoal/estabilidade', {
  summary: 'Talentos substituídos com estabilidade (CIPA)',
  query: z.object({ colaboradoresIds: idsParam }),
  response: z.array(talento),
});

export const historicoDasSolicitacoes = defineContrato('GET /api/captacao/solicitacoes-pessoal/historico', {
  summary: 'Histórico de status das solicitações de pessoal',
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(1000).default(15),
    solicitacaoId: z.coerce.number().int().positive().optional(),
    descricao: z.string().optional(),
    acao: z.enum(['cria', 'libera', 'reprova', 'suspende', 'reabre', 'encerra', 'cancela']).optional(),
    dataIni: dataParam,
    dataFim: dataParam,
  }),
  response: z.object({
    content: z.array(linhaHistorico),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

/** Substituted-talent lookup (spec 1 §7 candidate path: GET /substituidos), 20 per page (spec 1 §9). */
export const talentosSubstituiveis = defineContrato('GET /api/captacao/candidatos/substituidos', {
  summary: 'Talentos que uma solicitação pode substituir',
  query: z.object({
    nome: z.string().default(''),
    incluirColaboradoresDesligados: z.enum(['true', 'false']).default('false'),
    /** These talents whatever their name or situation (the names of a saved requisition's rows). */
    ids: idsParam,
  }),
  response: z.array(talento.extend({ situacao: z.string() })),
});

/**
 * The areas the requisition form offers (spec 2 §6 area scope): an area manager, only the areas it is
 * responsible for and their sub-areas; HR, every area of the company. Active ones, or these `ids` whatever
 * their state (the saved requisition's area). The rows are the areas' `resumido` rows, so the form's
 * dropdown reads them as it reads the generic list.
 */
export const areasDaSolicitacao = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/areas-organizacionais',
  {
    summary: 'Áreas organizacionais que a sessão pode escolher numa solicitação de pessoal',
    query: z.object({ ids: idsParam }),
    response: z.array(z.object({ id: z.number(), descricaoHierarquia: z.string().nullable() })),
  },
);
