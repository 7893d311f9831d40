/** Contracts of the talent calls of spec 2 §7 'Employees' and spec 3 §7 (reads only). */
import { z } from 'zod';
import { defineContrato, idNome, opcao, paramsId } from '../../../contrato.ts';
import { MSG } from '../../../messages.ts';
import { SITUACAO_COLABORADOR_OPTIONS, SITUACAO_FILTRO_TODOS } from './enums.ts';

const BASE = '/api/cargo-salario/colaboradores';

/** '1,2,3' → [1, 2, 3]; absent or empty → undefined. */
const idsParam = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : String(v)
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
  z.array(z.coerce.number().int().positive('Lista de ids inválida.')).optional(),
);
const situacaoParam = z
  .enum([SITUACAO_FILTRO_TODOS, ...SITUACAO_COLABORADOR_OPTIONS.map((o) => o.value)])
  .default('A');

/** The short form of a talent: identity, situation and current position. */
const colaboradorResumo = z.object({
  id: z.number(),
  nome: z.string(),
  nomeComercial: z.string().nullable(),
  matricula: z.string().nullable(),
  cpf: z.string().nullable(),
  situacao: z.string(),
  dataAdmissao: z.string(),
  estabelecimento: idNome,
  areaOrganizacional: z.object({
    id: z.number(),
    nome: z.string(),
    descricaoHierarquia: z.string().nullable(),
  }),
  cargo: z.object({ id: z.number(), nome: z.string(), nomeMercado: z.string() }),
  faixaSalarial: idNome,
});

export const situacoesDeColaborador = defineContrato(`GET ${BASE}/situacao`, {
  summary: 'Situações de talento',
  response: z.array(opcao),
});

/** `{value, label}` with the row's id as value. */
const opcaoNumerica = z.object({ value: z.number(), label: z.string() });
export const opcoesDeColaborador = defineContrato(`GET ${BASE}/opcoes`, {
  summary: 'Opções do cadastro de talentos',
  response: z.object({
    estabelecimentos: z.array(opcaoNumerica),
    areas: z.array(opcaoNumerica.extend({ ativo: z.boolean() })),
    cargos: z.array(opcaoNumerica),
    faixas: z.array(opcaoNumerica.extend({ cargoId: z.number() })),
    indices: z.array(opcaoNumerica.extend({ desabilitado: z.boolean() })),
  }),
});

export const colaboradoresDaArea = defineContrato(`GET ${BASE}/area`, {
  summary: 'Talentos de uma área organizacional (situação A por padrão, T para todas)',
  query: z.object({ areaId: z.coerce.number().int().positive(), situacao: situacaoParam }),
  response: z.array(colaboradorResumo),
});

export const colaboradoresPorIds = defineContrato(`GET ${BASE}/by-ids`, {
  summary: 'Talentos pelos ids',
  query: z.object({ ids: idsParam }),
  response: z.array(colaboradorResumo),
});

export const participantes = defineContrato(`GET ${BASE}/participantes`, {
  summary: 'Talentos ativos por estabelecimentos, áreas e cargos (participantes de avaliações)',
  query: z.object({
    estabelecimentosIds: idsParam,
    areasIds: idsParam,
    areasOrganizacionaisIds: idsParam,
    cargosIds: idsParam,
  }),
  response: z.array(colaboradorResumo),
});

export const dataEstabilidade = defineContrato(`GET ${BASE}/:id/data-estabilidade`, {
  summary: 'Data de fim da estabilidade do talento',
  params: paramsId,
  response: z.object({ dataEstabilidade: z.string().nullable(), motivo: z.string() }),
});

export const salarioDoColaborador = defineContrato(`GET ${BASE}/:id/salario`, {
  summary: 'Salário do talento em uma data (hoje por padrão)',
  params: paramsId,
  query: z.object({
    data: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
      .optional(),
  }),
  response: z.object({
    data: z.string(),
    salario: z.number().nullable(),
    historico: z
      .object({ id: z.number(), data: z.string(), motivo: z.string(), tipoSalario: z.string() })
      .nullable(),
  }),
});

// ---- Every talent's history rows (spec 2 §2 'colaboradores/historicos'; issue 20) ---------------------

import { COLABORADORES_HISTORICOS_PATH } from '../caminhos.ts';

export { COLABORADORES_HISTORICOS_PATH };

const dataFiltro = z.iso.date({ error: 'Data inválida' }).optional();
/** A history row of the list: the talent, the row's position and its salary on the row's date. */
export const linhaHistoricoColaborador = z.object({
  id: z.number(),
  data: z.string(),
  motivo: z.string(),
  colaborador: z.object({ id: z.number(), nome: z.string(), situacao: z.string() }),
  estabelecimento: idNome,
  areaOrganizacional: z.object({
    id: z.number(),
    nome: z.string(),
    descricaoHierarquia: z.string().nullable(),
  }),
  cargo: idNome,
  faixaSalarial: idNome,
  tipoSalario: z.string(),
  /** The salary the row sets, valued on its date (null when a value is unknown then). */
  salario: z.number().nullable(),
  observacao: z.string().nullable(),
});
export type LinhaHistoricoColaborador = z.output<typeof linhaHistoricoColaborador>;

export const historicosDosColaboradores = defineContrato(`GET ${BASE}/historicos`, {
  summary: 'Históricos de todos os talentos (filtráveis, paginados, do mais recente ao mais antigo)',
  query: z
    .object({
      q: z.string().max(100).optional(),
      dataIni: dataFiltro,
      dataFim: dataFiltro,
      motivo: z.string().max(1).optional(),
      estabelecimentosIds: idsParam,
      areasIds: idsParam,
      cargosIds: idsParam,
      situacao: situacaoParam,
      page: z.coerce.number().int().min(0).default(0),
      size: z.coerce.number().int().min(1).max(100).default(15),
    })
    .refine((f) => !f.dataIni || !f.dataFim || f.dataFim >= f.dataIni, {
      path: ['dataFim'],
      message: MSG.dataFinalInferior,
    }),
  response: z.object({
    content: z.array(linhaHistoricoColaborador),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

/** The menu entry of the history list (a special screen over the talents' authority). */
export const MENU_HISTORICOS_COLABORADORES = [
  {
    breadcrumb: ['Cargos & Salários', 'Cadastros', 'Históricos dos Talentos'],
    spaUrl: COLABORADORES_HISTORICOS_PATH,
    access: 'ROLE_CS_COLABORADORES' as const,
  },
];
