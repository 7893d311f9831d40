/**
 * Contracts of the competence calls beside the generic CRUD: the three kinds together, the level
 * configuration and history, and the salary band's competence matrix (spec 2 §7 'Level per salary band').
 */
import { z } from 'zod';
import { defineContrato, idNome, opcao, semConteudo } from '../../../contrato.ts';
import type { configuracaoFaixaSchema } from './faixa.ts';
import type { configNiveisSchema } from './niveis.ts';

const BASE = '/api/cargo-salario/competencias';
const BASE_FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia/faixa-salarial';
const id = z.coerce.number().int().positive();
const tipo = z.enum(['C', 'H', 'A']);

/** Comma-separated list of integers ('1,2'), as the generic lists' filters. */
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
  .transform((v) => v.split(',').map((x) => Number(x.trim())));
const listaTipos = z
  .string()
  .transform((v) => v.split(',').map((x) => x.trim().toUpperCase()))
  .pipe(z.array(z.enum(['C', 'H', 'A'], { error: 'Tipo de competência inválido' })));

/** A competence of any kind; the short form (`resumido`) has only tipo, id and nome. */
const competencia = z.object({
  tipo,
  id: z.number(),
  nome: z.string(),
  observacao: z.string().nullable().optional(),
  solicitarComentario: z.boolean().optional(),
  existeNivelCompetencia: z.boolean().optional(),
  areasOrganizacionaisIds: z.array(z.number()).optional(),
});

export const competenciasCombinadas = defineContrato(`GET ${BASE}`, {
  summary: 'Lista conhecimentos, habilidades e atitudes',
  query: z.object({
    tipo: listaTipos.optional(),
    q: z.string().optional(),
    areasOrganizacionaisIds: listaIds.optional(),
    resumido: z.enum(['true', 'false']).optional(),
    page: z.coerce.number().int().min(0).optional(),
    size: z.coerce.number().int().min(1).max(1000).default(15),
  }),
  response: z.union([
    z.array(competencia),
    z.object({
      content: z.array(competencia),
      totalElements: z.number(),
      totalPages: z.number(),
      number: z.number(),
      size: z.number(),
    }),
  ]),
});

export const tiposDeCompetencia = defineContrato(`GET ${BASE}/tipo-competencia`, {
  summary: 'Tipos de competência',
  response: z.array(opcao),
});

export const competenciasSemPercentual = defineContrato(`GET ${BASE}/competencias-sem-percentual`, {
  summary: 'Existem níveis sem percentual mínimo',
  response: z.boolean(),
});

export const existeCriterioAvaliacao = defineContrato(`GET ${BASE}/existe-criterio-avaliacao-competencia`, {
  summary: 'A empresa avalia competências por critérios (comportamentos ou critérios)',
  response: z.boolean(),
});

/** The company's level configuration as the screens read it. */
const configuracaoCompleta = z.object({
  considerarPercentualMinimo: z.boolean(),
  obrigarPercentual: z.boolean(),
  percentualObrigatorio: z.boolean(),
  existeCriterio: z.boolean(),
  niveisSemPercentual: z.number(),
  podeEditar: z.boolean(),
});

export const configuracaoNiveis = defineContrato('GET /api/cargo-salario/niveis-competencia/configuracao', {
  summary: 'Configuração dos níveis de competência',
  response: configuracaoCompleta,
});

export const alterarConfiguracaoNiveis = defineContrato(
  'PUT /api/cargo-salario/niveis-competencia/configuracao',
  {
    summary: 'Altera a configuração dos níveis de competência',
    // Validated by the handler with configNiveisSchema (its messages as field entries).
    body: z.custom<z.input<typeof configNiveisSchema>>(),
    response: configuracaoCompleta,
  },
);

const nivelEmVigor = z.object({
  nivelId: z.number(),
  descricao: z.string(),
  ordem: z.number(),
  percentual: z.number().nullable(),
});
export const niveisDoHistorico = defineContrato(
  'GET /api/cargo-salario/niveis-competencia-historico/competencias',
  {
    summary: 'Níveis de competência de um histórico ou em vigor numa data',
    query: z.object({
      id: z.coerce.number().int().positive().optional(),
      data: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
        .optional(),
    }),
    response: z.object({
      id: z.number().nullable(),
      data: z.string().nullable(),
      niveis: z.array(nivelEmVigor),
    }),
  },
);

// ---- The salary band's competence matrix ----

const linhaConfiguracao = z.object({
  id: z.number(),
  tipo,
  competenciaId: z.number(),
  competencia: idNome,
  competenciaPeso: z.number(),
  nivelCompetenciaId: z.number(),
  nivelCompetencia: z.object({ id: z.number(), descricao: z.string(), ordem: z.number() }),
});
const cabecalho = { id: z.number(), faixaSalarialId: z.number(), data: z.string() };
const configuracao = z.object({ ...cabecalho, competencias: z.array(linhaConfiguracao) });
const corpoConfiguracao = z.custom<z.input<typeof configuracaoFaixaSchema>>();

export const infoMatriz = defineContrato(`GET ${BASE_FAIXA}/info`, {
  summary: 'Níveis, competências e faixa para a matriz de competências',
  query: z.object({ faixaId: id.optional() }),
  response: z.object({
    faixa: z
      .object({ id: z.number(), nome: z.string(), cargoId: z.number(), cargoNome: z.string() })
      .nullable(),
    niveis: z.array(nivelEmVigor),
    competencias: z.array(competencia),
    considerarPercentualMinimo: z.boolean(),
    obrigarPercentual: z.boolean(),
  }),
});

export const historicoConfiguracoesDaFaixa = defineContrato(
  `GET ${BASE_FAIXA}/config/faixas-salariais/:id/all`,
  {
    summary: 'Histórico completo das configurações da faixa',
    params: z.object({ id }),
    response: z.array(configuracao),
  },
);

export const configuracoesDaFaixa = defineContrato(`GET ${BASE_FAIXA}/:faixaId`, {
  summary: 'Configurações da faixa (datas)',
  params: z.object({ faixaId: id }),
  response: z.array(z.object({ ...cabecalho, quantidadeCompetencias: z.number() })),
});

export const configuracaoDaFaixa = defineContrato(`GET ${BASE_FAIXA}/:faixaId/:configId`, {
  summary: 'Configuração da faixa em uma data',
  params: z.object({ faixaId: id, configId: id }),
  response: configuracao,
});

export const incluirConfiguracaoDaFaixa = defineContrato(`POST ${BASE_FAIXA}/:faixaId`, {
  summary: 'Inclui configuração da faixa',
  params: z.object({ faixaId: id }),
  body: corpoConfiguracao,
  status: 201,
  response: configuracao,
});

// configId as on GET and DELETE: OpenAPI refuses paths that differ only by a parameter's name.
export const alterarConfiguracaoDaFaixa = defineContrato(`PUT ${BASE_FAIXA}/:faixaId/:configId`, {
  summary: 'Altera configuração da faixa',
  params: z.object({ faixaId: id, configId: id }),
  body: corpoConfiguracao,
  response: configuracao,
});

export const removerConfiguracaoDaFaixa = defineContrato(`DELETE ${BASE_FAIXA}/:faixaId/:configId`, {
  summary: 'Remove configuração da faixa',
  params: z.object({ faixaId: id, configId: id }),
  response: semConteudo,
});

/** The three kinds in one list (spec 2 §2 '/cargo-salario/competencias'): a special screen over GET …/competencias. */
import { COMPETENCIAS_PATH } from '../caminhos.ts';

export { COMPETENCIAS_PATH };
export const MENU_COMPETENCIAS = [
  {
    breadcrumb: ['Cargos & Salários', 'Cadastros', 'Competências'],
    spaUrl: COMPETENCIAS_PATH,
    access: 'ROLE_CS_COMPETENCIAS' as const,
  },
];
