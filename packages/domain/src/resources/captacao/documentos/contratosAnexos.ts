/**
 * Contracts of a candidate's attached documents (spec 1 §7 'Candidate documents'), served twice with the
 * same handlers: by HR (any candidate of the company) and by the candidate area (the candidate's own).
 */
import { z } from 'zod';
import { arquivo, defineContrato, instante, semConteudo } from '../../../contrato.ts';

const paramsCandidato = z.object({ candidatoId: z.coerce.number().int().positive() });
const paramsDoc = paramsCandidato.extend({ docId: z.coerce.number().int().positive() });

/** What lists and gets answer (never the bytes). */
export const documentoAnexoSchema = z.object({
  id: z.number(),
  candidatoId: z.number(),
  descricao: z.string(),
  nomeArquivo: z.string(),
  contentType: z.string(),
  tamanho: z.number(),
  dataCadastro: instante,
});

/** `descricao` validated by the handler with documentoSchema (its messages as field entries). */
const corpoDescricao = z.custom<{ descricao: string }>();

type Base = `/api/${string}/:candidatoId/documentos-anexos`;

export function contratosDocumentosAnexos(base: Base) {
  return {
    lista: defineContrato(`GET ${base}`, {
      summary: 'Documentos anexos do candidato',
      params: paramsCandidato,
      response: z.array(documentoAnexoSchema),
    }),
    anexar: defineContrato(`POST ${base}`, {
      summary: 'Anexa um documento (multipart: arquivo e descricao)',
      params: paramsCandidato,
      status: 201,
      response: documentoAnexoSchema,
    }),
    um: defineContrato(`GET ${base}/:docId`, {
      summary: 'Um documento anexo (sem o conteúdo)',
      params: paramsDoc,
      response: documentoAnexoSchema,
    }),
    alterar: defineContrato(`PUT ${base}/:docId`, {
      summary: 'Altera a descrição do documento',
      params: paramsDoc,
      body: corpoDescricao,
      response: documentoAnexoSchema,
    }),
    remover: defineContrato(`DELETE ${base}/:docId`, {
      summary: 'Remove o documento',
      params: paramsDoc,
      response: semConteudo,
    }),
    baixar: defineContrato(`GET ${base}/:docId/download`, {
      summary: 'Baixa o documento (o arquivo, com o nome original)',
      params: paramsDoc,
      response: arquivo(),
    }),
  };
}

export const documentosAnexosRh = contratosDocumentosAnexos(
  '/api/captacao/candidatos/:candidatoId/documentos-anexos',
);
export const documentosAnexosExterno = contratosDocumentosAnexos(
  '/api/externo/candidatos/:candidatoId/documentos-anexos',
);
export type ContratosDocumentosAnexos = ReturnType<typeof contratosDocumentosAnexos>;
