/**
 * Contracts of the company reads (spec 1 §7, spec 3 §7): the configuration (colours, logo, parameters),
 * the maximum of positions per candidate, the companies sharing talents; and the establishment's
 * CNPJ/CAEPF complement check.
 */
import { z } from 'zod';
import { defineContrato, idNome, paramsId } from '../../../contrato.ts';
import type { EmpresaConfiguracao } from './configuracao.ts';

const BASE = '/api/utilitario/empresas';

const parametrosEmpresa = z.object({
  acIntegra: z.boolean(),
  solPessoalExibirSalario: z.boolean(),
  solPessoalExibirColabSubstituido: z.boolean(),
  solPessoalObrigarDadosComplementares: z.boolean(),
  solPessoalReabrirSolicitacao: z.boolean(),
  exibirSalario: z.boolean(),
  obrigarAmbienteFuncao: z.boolean(),
  certificado: z.boolean(),
  modeloCertificado: z.string().nullable(),
  campoExtraCandidato: z.boolean(),
  campoExtraColaborador: z.boolean(),
  maxCandidataCargo: z.number(),
  exigirAceitePsi: z.boolean(),
  politicaSeguranca: z.string().nullable(),
  tempoExclusaoCandidato: z.number().nullable(),
});

/** The configuration of one company (the shape of `EmpresaConfiguracao`). */
export const empresaConfiguracao = z.object({
  id: z.number(),
  nome: z.string(),
  corPrincipal: z.string(),
  corSecundaria: z.string(),
  logoUrl: z.string().nullable(),
  parametros: parametrosEmpresa,
}) satisfies z.ZodType<EmpresaConfiguracao>;

export const configuracaoDaEmpresaDaSessao = defineContrato(`GET ${BASE}/configuracao`, {
  summary: 'Configuração da empresa da sessão',
  response: empresaConfiguracao,
});

/** Public: the candidate area shows the company's colours, logo and privacy policy before any login. */
export const configuracaoDaEmpresa = defineContrato(`GET ${BASE}/:id/configuracao`, {
  summary: 'Configuração de uma empresa',
  params: paramsId,
  response: empresaConfiguracao,
});

export const maximoCargos = defineContrato(`GET ${BASE}/maximo-cargos`, {
  summary: 'Máximo de cargos por candidato',
  response: z.number(),
});

export const empresasPermitidasPorCompartilharColaboradores = defineContrato(
  `GET ${BASE}/permitidas-por-compartilhar-colaboradores`,
  {
    summary: 'Empresas permitidas pelo compartilhamento de talentos',
    /** Authorities the user's profile must hold in the company, comma separated. */
    query: z.object({ permissoes: z.string().optional() }),
    response: z.array(idNome),
  },
);

/** Is the complement used by another establishment of the session's company? id 0: a new one. */
export const verificarCnpjCaepf = defineContrato(
  'GET /api/utilitario/estabelecimentos/:id/verificar-cnpj-caepf',
  {
    summary: 'Complemento do CNPJ/CAEPF já usado por outro estabelecimento?',
    params: z.object({ id: z.coerce.number().int().min(0) }),
    query: z.object({ complemento: z.string().default('') }),
    response: z.boolean(),
  },
);
