/**
 * Contracts of the extra fields (campos extras) and of the candidate form's required fields, per company
 * (spec 1 §3): the company screen's configuration, what the forms read in the session's company, and
 * the extra-field values of a candidate or talent.
 */
import { z } from 'zod';
import { dataIso, defineContrato, paramsId } from '../../../contrato.ts';
import type { CampoCandidatoConfig, CampoCandidatoDef } from './camposCandidato.ts';
import type { CampoExtraConfig, CampoExtraVisivel, camposExtrasEmpresaSchema } from './camposExtras.ts';
import { MSG_ORG } from './mensagens.ts';

const EMPRESAS = '/api/utilitario/empresas';

const tipoCampoExtra = z.enum(['texto', 'textolongo', 'data', 'valor', 'numero']);

const campoExtraConfig = z.object({
  campo: z.string(),
  tipo: tipoCampoExtra,
  label: z.string(),
  visivel: z.boolean(),
  obrigatorio: z.boolean(),
}) satisfies z.ZodType<CampoExtraConfig>;

/** Every field of the catalogue per entity, with the company's label and switches. */
const camposExtrasEmpresa = z.object({
  candidato: z.array(campoExtraConfig),
  colaborador: z.array(campoExtraConfig),
});

const campoExtraVisivel = z.object({
  campo: z.string(),
  tipo: tipoCampoExtra,
  label: z.string(),
  obrigatorio: z.boolean(),
}) satisfies z.ZodType<CampoExtraVisivel>;

const entidade = z.enum(['candidato', 'colaborador'], { error: MSG_ORG.entidadeInvalida });

/** A catalogue field of the candidate form with the company's choice (fixed ones always required). */
const campoCandidato = z.object({
  campo: z.string(),
  label: z.string(),
  grupo: z.string(),
  /** Always required (nome); present only there. */
  fixo: z.boolean().optional(),
  obrigatorio: z.boolean(),
  /** Shown to external candidates (issue 24 §4). */
  visivel: z.boolean(),
}) satisfies z.ZodType<CampoCandidatoConfig & CampoCandidatoDef>;

export const camposExtrasDaEmpresa = defineContrato(`GET ${EMPRESAS}/:id/campos-extras`, {
  summary: 'Configuração dos campos extras da empresa',
  params: paramsId,
  response: camposExtrasEmpresa,
});

export const alterarCamposExtrasDaEmpresa = defineContrato(`PUT ${EMPRESAS}/:id/campos-extras`, {
  summary: 'Altera os campos extras da empresa',
  params: paramsId,
  // Validated by the handler with camposExtrasEmpresaSchema (its messages as field entries).
  body: z.custom<z.input<typeof camposExtrasEmpresaSchema>>(),
  response: camposExtrasEmpresa,
});

export const camposExtrasVisiveis = defineContrato(
  `GET ${EMPRESAS}/campos-extras-visiveis-obrigatorios/:entidade`,
  {
    summary: 'Campos extras visíveis da empresa da sessão',
    params: z.object({ entidade }),
    response: z.array(campoExtraVisivel),
  },
);

/** Every extra field of the session's company for an entity, hidden ones too (report columns, forms). */
export const configuracoesCamposExtras = defineContrato('GET /api/utilitario/campos-extras/configuracoes', {
  summary: 'Configuração dos campos extras da empresa da sessão',
  query: z.object({ entidade }),
  response: z.array(campoExtraConfig),
});

const texto = z.string().nullable();
const numero = z.number().nullable();

/** The extra-field values of one candidate or talent (they point at the row), of the session's company. */
export const valoresCamposExtras = defineContrato('GET /api/utilitario/campos-extras/:id', {
  summary: 'Valores de campos extras',
  params: paramsId,
  response: z.object({
    id: z.number(),
    texto1: texto,
    texto2: texto,
    texto3: texto,
    texto4: texto,
    texto5: texto,
    texto6: texto,
    texto7: texto,
    texto8: texto,
    textolongo1: texto,
    textolongo2: texto,
    data1: dataIso.nullable(),
    data2: dataIso.nullable(),
    data3: dataIso.nullable(),
    valor1: numero,
    valor2: numero,
    numero1: numero,
  }),
});

export const camposCandidatoDaEmpresa = defineContrato(`GET ${EMPRESAS}/:id/campos-candidato`, {
  summary: 'Campos obrigatórios do formulário de candidato',
  params: paramsId,
  response: z.array(campoCandidato),
});

export const alterarCamposCandidatoDaEmpresa = defineContrato(`PUT ${EMPRESAS}/:id/campos-candidato`, {
  summary: 'Altera os campos obrigatórios do candidato',
  params: paramsId,
  // Validated by the handler (unknown fields, nome always required) with its messages as field entries.
  body: z.custom<CampoCandidatoConfig[]>(),
  response: z.array(campoCandidato),
});

/** What the candidate forms require in the session's company. */
export const camposCandidatoObrigatorios = defineContrato(`GET ${EMPRESAS}/campos-candidato-obrigatorios`, {
  summary: 'Campos obrigatórios do candidato',
  response: z.array(z.string()),
});
