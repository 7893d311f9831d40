/**
 * Contracts of the candidate form's public reads in the candidate area: the company's form rules and the
 * dropdowns' registers in their short form. (The candidate's own record, CV and documents are still on
 * the allowlist of apps/server/src/platform/contratos-pendentes.ts.)
 */
import { z } from 'zod';
import { defineContrato, instante } from '../../../contrato.ts';
import { esquemaDoRegistro } from '../../../resource.ts';
import { CAMPOS_SOMENTE_RH, candidatos } from '../../captacao/candidatos/candidatos.ts';
import type { FormularioCandidato } from '../../captacao/candidatos/configuracao.ts';

/** The registers the candidate form picks from (its dropdowns), served to visitors in their short form. */
export const CADASTROS_DO_FORMULARIO = [
  'captacao-cargo',
  'areas-interesse',
  'captacao-conhecimentos',
  'idiomas',
  'areas-formacao',
  'como-ficou-sabendo-vaga',
  'estados',
  'cidades',
] as const;

export const formularioCandidatoSchema = z.object({
  /** Catalogue fields (CAMPOS_CANDIDATO[].campo) the company requires; 'nome' always. */
  obrigatorios: z.array(z.string()),
  /** Visible extra fields of the company (empty while its parameter campoExtraCandidato is off). */
  camposExtras: z.array(
    z.object({
      campo: z.string(),
      tipo: z.enum(['texto', 'textolongo', 'data', 'valor', 'numero']),
      label: z.string(),
      obrigatorio: z.boolean(),
    }),
  ),
  maxCandidataCargo: z.number(),
  exigirAceitePsi: z.boolean(),
  politicaSeguranca: z.string().nullable(),
  /** Version of politicaSeguranca stored with an acceptance (a hash of its text), null without one. */
  versaoPolitica: z.string().nullable(),
}) satisfies z.ZodType<FormularioCandidato>;

/** empresaId is checked by the handler: any malformed value answers 'Empresa ID inválido' (400). */
export const formularioExterno = defineContrato({
  method: 'GET',
  path: '/api/externo/formulario',
  summary: 'Configuração do formulário de candidato da empresa (cadastro do candidato)',
  query: z.object({ empresaId: z.unknown() }),
  response: formularioCandidatoSchema,
});

export const cadastrosDoFormularioExterno = defineContrato({
  method: 'GET',
  path: '/api/externo/empresas/:empresaId/cadastros/:recurso',
  summary: 'Opções das listas do formulário de candidato (cargos, idiomas, cidades…), resumidas',
  params: z.object({ empresaId: z.string(), recurso: z.enum(CADASTROS_DO_FORMULARIO) }),
  // The list's filters as the resource declares them (estadoId for cidades…); an object, not a
  // record, so that the OpenAPI document shows the named one and no bogus parameters.
  query: z
    .object({ estadoId: z.string().optional().describe('Só as cidades deste estado') })
    .catchall(z.string()),
  /** Active rows, unpaged: the id and the register's `resumo` field (nome, sigla…). */
  response: z.array(z.object({ id: z.number() }).catchall(z.string().nullable())),
});

// The résumé in the candidate area (multipart uploads: the file is read by the server, not the schema).

const paramsId = z.object({ id: z.coerce.number().int().positive() });

/** A stored résumé file (without its bytes). */
export const curriculoGuardadoSchema = z.object({
  id: z.number(),
  candidatoId: z.number(),
  nomeArquivo: z.string(),
  contentType: z.string(),
  tamanho: z.number(),
  ocrTexto: z.string().nullable(),
  dataCadastro: instante,
});

export const lerCurriculoExterno = defineContrato({
  method: 'POST',
  path: '/api/externo/candidatos/ocr',
  summary: 'Lê o texto de um currículo (imagem ou PDF) para o cadastro, sem gravar',
  response: z.object({ texto: z.string() }),
});

export const lerCurriculoDoCandidatoExterno = defineContrato({
  method: 'PUT',
  path: '/api/externo/candidatos/:id/ocr',
  summary: 'Lê o currículo do próprio candidato e preenche o texto do currículo',
  params: paramsId,
  response: z.object({ texto: z.string(), curriculo: curriculoGuardadoSchema }),
});

export const anexarCurriculoExterno = defineContrato({
  method: 'PUT',
  path: '/api/externo/candidatos/:id/candidato-curriculo',
  summary: 'Anexa o arquivo de currículo do próprio candidato',
  params: paramsId,
  response: curriculoGuardadoSchema,
});

// The candidate's own record: the generic candidate record without HR's fields (CAMPOS_SOMENTE_RH),
// which the candidate neither reads nor writes. Bodies are the generic save's (validated by it).

const candidatoDoCandidato = esquemaDoRegistro({
  ...candidatos,
  fields: candidatos.fields.filter((f) => !(CAMPOS_SOMENTE_RH as readonly string[]).includes(f.name)),
});
const corpoCandidato = z.custom<Record<string, unknown>>();
const BASE_EXTERNO = '/api/externo/candidatos';

/** 201, and the new candidate's session starts (cookie). empresaId in the query or in the body. */
export const cadastrarCandidatoExterno = defineContrato({
  method: 'POST',
  path: BASE_EXTERNO,
  summary: 'Cadastro do candidato (empresaId na consulta ou no corpo); entra com a nova sessão',
  query: z.object({ empresaId: z.unknown().optional() }),
  body: corpoCandidato,
  status: 201,
  response: candidatoDoCandidato,
});

export const candidatoExterno = defineContrato({
  method: 'GET',
  path: `${BASE_EXTERNO}/:id`,
  summary: 'O cadastro do próprio candidato',
  params: paramsId,
  response: candidatoDoCandidato,
});

/** The full record (lists, extra fields) with the photo's address. */
export const candidatoExternoCompleto = defineContrato({
  method: 'GET',
  path: `${BASE_EXTERNO}/:id/completo`,
  summary: 'O cadastro completo do próprio candidato (campos extras)',
  params: paramsId,
  response: candidatoDoCandidato,
});

export const alterarCandidatoExterno = defineContrato({
  method: 'PUT',
  path: `${BASE_EXTERNO}/:id`,
  summary: 'Altera o cadastro do próprio candidato',
  params: paramsId,
  body: corpoCandidato,
  response: candidatoDoCandidato,
});
