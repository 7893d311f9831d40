/**
 * Contracts of the candidate area's candidate routes: the company's form rules and the dropdowns'
 * registers in their short form (public reads), and the candidate's own record. Its résumé and documents
 * share HR's contract factories (captacao/documentos/contratosCurriculos.ts and contratosAnexos.ts).
 */
import { z } from 'zod';
import { defineContrato, paramsId } from '../../../contrato.ts';
import { CAMPOS_SOMENTE_RH, candidatos } from '../../captacao/candidatos/candidatos.ts';
import {
  completoDoCandidato,
  formularioCandidatoSchema,
  registroDoCandidato,
} from '../../captacao/candidatos/contratosConsultas.ts';

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

/** empresaId is checked by the handler: any malformed value answers 'Empresa ID inválido' (400). */
export const formularioExterno = defineContrato('GET /api/externo/formulario', {
  summary: 'Configuração do formulário de candidato da empresa (cadastro do candidato)',
  query: z.object({ empresaId: z.unknown() }),
  response: formularioCandidatoSchema,
});

export const cadastrosDoFormularioExterno = defineContrato(
  'GET /api/externo/empresas/:empresaId/cadastros/:recurso',
  {
    summary: 'Opções das listas do formulário de candidato (cargos, idiomas, cidades…), resumidas',
    params: z.object({ empresaId: z.string(), recurso: z.enum(CADASTROS_DO_FORMULARIO) }),
    // The list's filters as the resource declares them (estadoId for cidades…); an object, not a
    // record, so that the OpenAPI document shows the named one and no bogus parameters.
    query: z
      .object({ estadoId: z.string().optional().describe('Só as cidades deste estado') })
      .catchall(z.string()),
    /** Active rows, unpaged: the id and the register's `resumo` field (nome, sigla…). */
    response: z.array(z.object({ id: z.number() }).catchall(z.string().nullable())),
  },
);

// The candidate's own record: the generic candidate record without HR's fields (CAMPOS_SOMENTE_RH),
// which the candidate neither reads nor writes. Bodies are the generic save's (validated by it).

type CampoDoCandidato = Exclude<
  (typeof candidatos.fields)[number],
  { name: (typeof CAMPOS_SOMENTE_RH)[number] }
>;
const semCamposRh = {
  ...candidatos,
  fields: candidatos.fields.filter(
    (f): f is CampoDoCandidato => !(CAMPOS_SOMENTE_RH as readonly string[]).includes(f.name),
  ),
};
const candidatoDoCandidato = registroDoCandidato(semCamposRh);
const completoDoProprio = completoDoCandidato(semCamposRh, {});
const corpoCandidato = z.custom<Record<string, unknown>>();
const BASE_EXTERNO = '/api/externo/candidatos';

/** 201, and the new candidate's session starts (cookie). empresaId in the query or in the body. */
export const cadastrarCandidatoExterno = defineContrato(`POST ${BASE_EXTERNO}`, {
  summary: 'Cadastro do candidato (empresaId na consulta ou no corpo); entra com a nova sessão',
  query: z.object({ empresaId: z.unknown().optional() }),
  body: corpoCandidato,
  status: 201,
  response: completoDoProprio,
});

export const candidatoExterno = defineContrato(`GET ${BASE_EXTERNO}/:id`, {
  summary: 'O cadastro do próprio candidato',
  params: paramsId,
  response: candidatoDoCandidato,
});

/** The full record (lists, extra fields) with the photo's address. */
export const candidatoExternoCompleto = defineContrato(`GET ${BASE_EXTERNO}/:id/completo`, {
  summary: 'O cadastro completo do próprio candidato (campos extras)',
  params: paramsId,
  response: completoDoProprio,
});

export const alterarCandidatoExterno = defineContrato(`PUT ${BASE_EXTERNO}/:id`, {
  summary: 'Altera o cadastro do próprio candidato',
  params: paramsId,
  body: corpoCandidato,
  response: candidatoDoCandidato,
});
