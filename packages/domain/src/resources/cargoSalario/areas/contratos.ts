/** Contracts of the special routes of areas and positions (spec 2 §7 beside the generic CRUD). */
import { z } from 'zod';
import { arquivo, defineContrato, idNome } from '../../../contrato.ts';

const idParams = z.object({ id: z.coerce.number().int() });
const optionalId = z.coerce.number().int().positive().optional();
const flag = z.enum(['true', 'false']).optional();
const BASE = '/api/cargo-salario/areas-organizacionais';

const areaResumo = z.object({
  id: z.number(),
  nome: z.string(),
  descricaoHierarquia: z.string().nullable(),
  areaMaeId: z.number().nullable(),
  ativo: z.boolean(),
});

export const areasMaes = defineContrato(`GET ${BASE}/areas-maes`, {
  summary: 'Áreas que podem ser mãe de uma área (ativas, fora da própria subárvore)',
  query: z.object({ areaId: optionalId, areaMaeId: optionalId, resumido: flag }),
  response: z.array(
    z.union([areaResumo, z.object({ id: z.number(), descricaoHierarquia: z.string().nullable() })]),
  ),
});

export interface NoOrganograma {
  id: number;
  nome: string;
  ativo: boolean;
  responsaveis: { id: number; nome: string }[];
  coResponsaveis: { id: number; nome: string }[];
  filhas: NoOrganograma[];
}
// Recursive: named, so that the OpenAPI document refers to it as a component (docs/architecture.md).
const noOrganograma: z.ZodType<NoOrganograma, NoOrganograma> = z
  .object({
    id: z.number(),
    nome: z.string(),
    ativo: z.boolean(),
    responsaveis: z.array(idNome),
    coResponsaveis: z.array(idNome),
    get filhas() {
      return z.array(noOrganograma);
    },
  })
  .meta({ id: 'NoOrganograma' });

export const organogramas = defineContrato(`GET ${BASE}/organogramas`, {
  summary: 'Organograma: as áreas exibidas, cada uma sob a ancestral exibida mais próxima',
  query: z.object({ ativa: flag, areaOrganizacionalId: optionalId }),
  response: z.array(noOrganograma),
});

export const responsaveisDaArea = defineContrato(`GET ${BASE}/responsaveis`, {
  summary: 'Responsáveis e co-responsáveis de uma área',
  query: z.object({ id: z.coerce.number().int() }),
  response: z.object({ id: z.number(), responsaveis: z.array(idNome), coResponsaveis: z.array(idNome) }),
});

export const areasSemResponsaveis = defineContrato(`GET ${BASE}/agrupadas-sem-responsaveis`, {
  summary: 'Áreas ativas sem responsável, agrupadas por empresa',
  response: z.array(
    z.object({
      empresa: idNome,
      areas: z.array(
        z.object({ id: z.number(), nome: z.string(), descricaoHierarquia: z.string().nullable() }),
      ),
    }),
  ),
});

export const faixasDaArea = defineContrato(`GET ${BASE}/:id/faixas-salariais`, {
  summary: 'Faixas salariais dos cargos vinculados à área',
  params: idParams,
  response: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      cargo: z.object({ id: z.number(), nome: z.string(), nomeMercado: z.string() }),
    }),
  ),
});

export const talentosDaArea = defineContrato(`GET ${BASE}/:id/talentos`, {
  summary: 'Talentos cuja área atual é esta',
  params: idParams,
  response: z.array(z.object({ id: z.number(), nome: z.string(), situacao: z.string() })),
});

export const quantidadeTalentosDaArea = defineContrato(`GET ${BASE}/:id/quantidade-talentos`, {
  summary: 'Quantos talentos estão na área ou abaixo dela',
  params: idParams,
  response: z.object({ quantidade: z.number() }),
});

export const historicosVinculadosDaArea = defineContrato(
  `GET ${BASE}/:id/historicos-colaboradores-vinculados`,
  {
    summary: 'Históricos de talentos que apontam para a área',
    params: idParams,
    response: z.array(z.object({ id: z.number(), data: z.string(), colaborador: idNome })),
  },
);

export const areasVinculadas = defineContrato(`GET ${BASE}/:id/areasOrganizacionais-vinculadas`, {
  summary: 'Áreas descendentes, em ordem de árvore',
  params: idParams,
  response: z.array(areaResumo),
});

export const solicitacoesVinculadasDaArea = defineContrato(`GET ${BASE}/:id/solicitacoes-vinculadas`, {
  summary: 'Solicitações de pessoal vinculadas à área (nenhuma por enquanto)',
  params: idParams,
  response: z.array(z.never()),
});

const CARGOS = '/api/cargo-salario/cargos';
const descricaoCargo = z.object({
  id: z.number(),
  nome: z.string(),
  nomeMercado: z.string(),
  missao: z.string().nullable(),
  responsabilidades: z.string().nullable(),
});

export const responsabilidadeDoTalento = defineContrato(`GET ${CARGOS}/responsabilidade/:colaboradorId`, {
  summary: 'Missão e responsabilidades do cargo de um talento numa data (hoje por padrão)',
  params: z.object({ colaboradorId: z.coerce.number().int() }),
  query: z.object({ data: z.iso.date().optional() }),
  response: descricaoCargo,
});

export const responsabilidadeDoCargo = defineContrato(`GET ${CARGOS}/:id/responsabilidade`, {
  summary: 'Missão e responsabilidades de um cargo',
  params: z.object({ id: z.coerce.number().int() }),
  response: descricaoCargo,
});

export const cargosMaisSemAreas = defineContrato(`POST ${CARGOS}/mais-sem-areas`, {
  summary: 'Cargos das áreas informadas e os sem área',
  body: z.object({
    areasIds: z.array(z.number().int()).optional(),
    areasOrganizacionaisIds: z.array(z.number().int()).optional(),
    ativa: z.boolean().optional(),
  }),
  response: z.array(
    z.object({ id: z.number(), nome: z.string(), nomeMercado: z.string(), ativa: z.boolean() }),
  ),
});

export const codigosCbos = defineContrato('GET /api/cargo-salario/codigos-cbos', {
  summary: 'Ocupações da CBO 2002 por prefixo do código ou palavras da descrição (até 20)',
  query: z.object({ codigoOudescricao: z.string().max(200).optional() }),
  response: z.array(z.object({ codigo: z.string(), descricao: z.string(), descricaoCompleta: z.string() })),
});

// ---- Org chart PDF and the area-permission reads (spec 2 §7 'Areas'; issue 20) -----------------------

export const relatorioOrganograma = defineContrato(`GET ${BASE}/relatorio`, {
  summary: 'Organograma em PDF (as mesmas áreas e filtros de /organogramas)',
  query: z.object({ ativa: flag, areaOrganizacionalId: optionalId }),
  response: arquivo('application/pdf'),
});

/**
 * Whether the session may see areas or is responsible/co-responsible for one (spec 2 §6): true for an
 * HR user (no talent: every area of the company) and for an employee user who manages at least one area;
 * false for an employee user who manages none (they see only themselves).
 */
export const permiteVerAreas = defineContrato(`GET ${BASE}/permite-ver-areas-ou-responsavel-corresponsavel`, {
  summary: 'O usuário vê as áreas (RH) ou é responsável/corresponsável por alguma',
  response: z.boolean(),
});

/**
 * Whether the session's area permissions restrict what it sees (spec 2 §6 'area-permission check'): true
 * for an area-scoped session (an employee user linked to a talent, not the administrator), whose lists
 * and reports cover only the areas it manages with their sub-areas; false for HR.
 */
export const possuiPermissaoAreas = defineContrato(
  'GET /api/userinfo/areas-organizacionais/posui-permissao-areas',
  {
    summary: 'A sessão é limitada às áreas de que o talento do usuário é responsável',
    response: z.boolean(),
  },
);
