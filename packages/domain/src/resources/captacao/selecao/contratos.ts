/**
 * Contracts of the selection process (spec 1 §7 'Ads and candidate-solicitation', 'Requisition',
 * 'Candidate history', 'Candidate'): links, moves, results, hiring, history and palographic exams.
 */
import { z } from 'zod';
import { dataIso, defineContrato, idNome, instante, semConteudo } from '../../../contrato.ts';
import {
  adicionarCandidatosSchema,
  exameSchema,
  expiracaoSchema,
  moverSchema,
  resultadoSchema,
  vinculoSchema,
} from './formularios.ts';
import { loteSchema, resultadoLote } from './lote.ts';
import { MSG_SELECAO as M } from './mensagens.ts';

/** The path's id as sent: anything but a positive 32-bit integer answers 404 in the handler. */
const paramsId = z.object({ id: z.string() });
const situacao = z.enum(['I', 'A', 'R', 'S', 'E', 'C']);
const etapa = z.object({ id: z.number(), ordem: z.number(), nome: z.string() });
const candidatoResumo = z.object({ id: z.number(), nome: z.string(), cpf: z.string().nullable() });
const pagina = <T extends z.ZodType>(linha: T) =>
  z.object({
    content: z.array(linha),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  });

/** A step of a link's history. */
export const passoHistorico = z.object({
  id: z.number(),
  etapa,
  data: dataIso,
  responsavel: z.string().nullable(),
  apto: z.enum(['S', 'N']).nullable(),
  observacao: z.string().nullable(),
  dataHoraExpiracao: instante.nullable(),
});
/** A history row as stored (the answer of a move, a result or a deadline change). */
const historicoGravado = z.object({
  id: z.number(),
  empresaId: z.number(),
  candidatoSolicitacaoId: z.number(),
  etapaSeletivaId: z.number(),
  data: dataIso,
  responsavel: z.string().nullable(),
  apto: z.enum(['S', 'N']).nullable(),
  observacao: z.string().nullable(),
  dataHoraExpiracao: instante.nullable(),
  usuarioId: z.number().nullable(),
  createdAt: instante,
});
/** An evaluation applied to a candidate for a requisition, with the step (history row) it belongs to. */
export const avaliacaoNaSolicitacao = z.object({
  id: z.number(),
  candidatoId: z.number(),
  historicoCandidatoId: z.number().nullable(),
  modelo: z.object({ id: z.number(), titulo: z.string() }),
  status: z.string(),
  percentual: z.number().nullable(),
  aprovado: z.boolean().nullable(),
});
const vagas = z.object({
  solicitacaoId: z.number(),
  quantidade: z.number(),
  qtdVagasPreenchidas: z.number(),
});
const criados = z.array(z.object({ id: z.number(), candidatoId: z.number(), solicitacaoId: z.number() }));

// ---- Candidate-solicitation links ----

export const vincularCandidato = defineContrato('POST /api/captacao/candidato-solicitacoes', {
  summary: 'Inclui o candidato nas solicitações (empresaId, candidatoId, solicitacoesIds)',
  body: vinculoSchema.optional(),
  status: 201,
  response: criados,
});

export const vinculosDoCandidato = defineContrato('GET /api/captacao/candidato-solicitacoes', {
  summary: 'Solicitações em que o candidato está (sem as removidas)',
  query: z.object({ candidatoId: z.coerce.number().int().positive() }),
  response: z.array(
    z.object({
      id: z.number(),
      solicitacao: z.object({ id: z.number(), descricao: z.string() }),
      etapa: idNome.nullable(),
      contratado: z.boolean(),
      createdAt: instante,
    }),
  ),
});

export const removerVinculo = defineContrato('DELETE /api/captacao/candidato-solicitacoes/:id', {
  summary: 'Remove o candidato da solicitação (mantém o histórico)',
  params: paramsId,
  response: semConteudo,
});

export const moverParaEtapa = defineContrato('POST /api/captacao/candidato-solicitacoes/:id/etapa', {
  summary: 'Move o candidato para uma etapa seletiva',
  params: paramsId,
  body: moverSchema.optional(),
  status: 201,
  response: historicoGravado,
});

export const registrarResultado = defineContrato('PUT /api/captacao/candidato-solicitacoes/:id/resultado', {
  summary: 'Registra o resultado da etapa atual (apto / não apto)',
  params: paramsId,
  body: resultadoSchema.optional(),
  response: historicoGravado,
});

export const contratarCandidato = defineContrato('POST /api/captacao/candidato-solicitacoes/:id/contratar', {
  summary: 'Contrata o candidato (preenche uma vaga da solicitação)',
  params: paramsId,
  response: vagas.extend({ todasPreenchidas: z.boolean() }),
});

export const desfazerContratacao = defineContrato(
  'DELETE /api/captacao/candidato-solicitacoes/:id/contratacao',
  {
    summary: 'Desfaz a contratação (libera a vaga)',
    params: paramsId,
    response: vagas,
  },
);

export const avaliacoesDoVinculo = defineContrato('GET /api/captacao/candidato-solicitacoes/:id/avaliacoes', {
  summary: 'Modelos de avaliação da solicitação e as avaliações do candidato nela',
  params: paramsId,
  response: z.object({
    modelos: z.array(z.object({ id: z.number(), titulo: z.string() })),
    avaliacoes: z.array(avaliacaoNaSolicitacao),
  }),
});

// ---- Requisition side ----

export const quadroDaSolicitacao = defineContrato('GET /api/captacao/solicitacoes-pessoal/:id/candidato', {
  summary: 'Candidatos da solicitação por etapa seletiva',
  params: paramsId,
  response: z.object({
    solicitacao: z.object({
      id: z.number(),
      descricao: z.string(),
      quantidade: z.number(),
      qtdVagasPreenchidas: z.number(),
      situacao,
    }),
    etapas: z.array(etapa),
    candidatos: z.array(
      z.object({
        id: z.number(),
        /** cpf masked ('***.982.247-**'); origem: how the candidate heard of the job. */
        candidato: candidatoResumo.extend({ origem: z.string().nullable() }),
        contratado: z.boolean(),
        dataContratacao: dataIso.nullable(),
        /** The talent of this hiring was saved ('Inserir Talento', issue 24 §4). */
        talentoInserido: z.boolean(),
        createdAt: instante,
        atual: passoHistorico.nullable(),
        avaliacoes: z.array(avaliacaoNaSolicitacao),
      }),
    ),
  }),
});

export const acaoEmLote = defineContrato('POST /api/captacao/solicitacoes-pessoal/:id/candidatos/lote', {
  summary: 'Move, registra resultado ou reprova vários candidatos do quadro de uma vez',
  params: paramsId,
  body: loteSchema,
  response: resultadoLote,
});

const abertas = z.object({ candidatoId: z.coerce.number().int().positive().optional() });
const solicitacoesAbertas = z.array(
  z.object({
    id: z.number(),
    descricao: z.string(),
    data: dataIso,
    quantidade: z.number(),
    qtdVagasPreenchidas: z.number(),
    participa: z.boolean(),
  }),
);

export const solicitacoesQueAceitamCandidatos = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/candidato',
  {
    summary: 'Solicitações em andamento que aceitam candidatos',
    query: abertas,
    response: solicitacoesAbertas,
  },
);

/** {id} is the company (the session's). */
export const solicitacoesDaEmpresaQueAceitamCandidatos = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/candidato/:id',
  {
    summary: 'Solicitações em andamento da empresa {empresaId} que aceitam candidatos',
    params: paramsId,
    query: abertas,
    response: solicitacoesAbertas,
  },
);

export const incluirCandidatos = defineContrato('POST /api/captacao/solicitacoes-pessoal/candidato/:id', {
  summary: 'Inclui candidatos na solicitação (candidatosIds)',
  params: paramsId,
  body: adicionarCandidatosSchema.optional(),
  status: 201,
  response: criados,
});

export const candidatosDisponiveis = defineContrato(
  'GET /api/captacao/solicitacoes-pessoal/:id/candidatos-disponiveis',
  {
    summary: 'Candidatos da empresa por nome ou CPF que ainda não estão na solicitação (20)',
    params: paramsId,
    query: z.object({ q: z.string().max(100).default('') }),
    response: z.array(candidatoResumo),
  },
);

// ---- Candidates' history ----

const dataFiltro = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dataInvalida)
    .optional(),
);
const idFiltro = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().optional(),
);
/** Filters of GET /historico-candidatos (apto P: result still pending). */
export const filtrosHistorico = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(15),
  candidatoId: idFiltro,
  solicitacaoId: idFiltro,
  etapaSeletivaId: idFiltro,
  apto: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['S', 'N', 'P']).optional()),
  nome: z.string().max(100).optional(),
  dataIni: dataFiltro,
  dataFim: dataFiltro,
});

export const historicoDosCandidatos = defineContrato('GET /api/captacao/historico-candidatos', {
  summary: 'Resultados das etapas seletivas dos candidatos',
  query: filtrosHistorico,
  response: pagina(
    passoHistorico.extend({
      candidatoSolicitacaoId: z.number(),
      candidato: candidatoResumo,
      solicitacao: z.object({ id: z.number(), descricao: z.string() }),
      removedAt: instante.nullable(),
      contratado: z.boolean(),
      usuarioNome: z.string().nullable(),
    }),
  ),
});

export const historicoDoCandidato = defineContrato('GET /api/captacao/historico-candidatos/candidato/:id', {
  summary: 'Histórico do candidato em todas as solicitações',
  params: paramsId,
  response: z.object({
    candidato: candidatoResumo,
    vinculos: z.array(
      z.object({
        id: z.number(),
        createdAt: instante,
        removedAt: instante.nullable(),
        contratado: z.boolean(),
        dataContratacao: dataIso.nullable(),
        solicitacao: z.object({ id: z.number(), descricao: z.string(), situacao }),
        historicos: z.array(passoHistorico),
      }),
    ),
  }),
});

export const alterarExpiracao = defineContrato(
  'PUT /api/captacao/historico-candidatos/:id/data-hora-expiracao',
  {
    summary: 'Prazo para o candidato responder as avaliações da etapa (null: sem prazo)',
    params: paramsId,
    body: expiracaoSchema.optional(),
    response: historicoGravado,
  },
);

// ---- Palographic exams ----

const exame = candidatoResumo.extend({
  ocrTexto: z.string().nullable(),
  examePalografico: z.string().nullable(),
  resultadoExamePalografico: z.string().nullable(),
  updatedAt: instante.nullable(),
  usuarioNome: z.string().nullable(),
});

export const exameDoCandidato = defineContrato('GET /api/captacao/candidatos/:id/exames-palografico', {
  summary: 'Exame palográfico do candidato',
  params: paramsId,
  response: exame,
});

/** A missing key keeps its value, an empty one clears it; the record is created on the first call. */
export const alterarExame = defineContrato('PATCH /api/captacao/candidatos/:id/exames-palografico', {
  summary: 'Registra ou altera o exame palográfico do candidato',
  params: paramsId,
  body: exameSchema.partial().optional(),
  response: exame,
});

export const filtrosExames = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(15),
  /** Name (accent- and case-insensitive) or CPF digits. */
  q: z.string().max(100).optional(),
});

export const examesPalograficos = defineContrato('GET /api/captacao/exames-palografico', {
  summary: 'Exames palográficos da empresa',
  query: filtrosExames,
  response: pagina(exame),
});

// The register's full CRUD (spec 1 §2 exames-palografico and /new): `:id` is the candidate's id (one exam
// per candidate). POST refuses a candidate who already has one; GET, PUT and DELETE answer 404 without one.
export const MSG_EXAME_EXISTENTE = 'Este candidato já tem exame palográfico registrado: altere o existente.';
export const MSG_EXAME_CANDIDATO = 'Candidato é obrigatório';

export const criarExame = defineContrato('POST /api/captacao/exames-palografico', {
  summary: 'Registra o exame palográfico de um candidato (um por candidato)',
  body: z.custom<{ candidatoId?: unknown } & Partial<Record<keyof z.input<typeof exameSchema>, unknown>>>(),
  status: 201,
  response: exame,
});
export const exameRegistrado = defineContrato('GET /api/captacao/exames-palografico/:id', {
  summary: 'O exame palográfico registrado do candidato {id}',
  params: paramsId,
  response: exame,
});
export const substituirExame = defineContrato('PUT /api/captacao/exames-palografico/:id', {
  summary: 'Altera o exame palográfico registrado do candidato {id} (todos os campos)',
  params: paramsId,
  body: exameSchema,
  response: exame,
});
export const removerExame = defineContrato('DELETE /api/captacao/exames-palografico/:id', {
  summary: 'Remove o exame palográfico do candidato {id}',
  params: paramsId,
  response: semConteudo,
});
