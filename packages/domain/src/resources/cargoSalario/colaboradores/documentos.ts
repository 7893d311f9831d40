/**
 * A talent's documents (issue 24 §4): the candidate's documents and résumé carried over by 'Inserir
 * Talento', and any file HR attaches later. Read with the talents' authority, written with their editing
 * one, always within the caller's talents (company and area scope). The description and the accepted
 * files are those of the candidate documents (one rule for both).
 */
import { z } from 'zod';
import { arquivo, defineContrato, instante, semConteudo } from '../../../contrato.ts';

const BASE = '/api/cargo-salario/colaboradores/:colaboradorId/documentos';
const paramsColaborador = z.object({ colaboradorId: z.coerce.number().int().positive() });
const paramsDoc = paramsColaborador.extend({ docId: z.coerce.number().int().positive() });

/** Who reads and who changes a talent's documents: the talents' own authorities. */
export const DOCUMENTOS_COLABORADOR_ACCESS = {
  read: 'ROLE_CS_COLABORADORES',
  write: 'ROLE_CS_COLABORADORES_EDITAR',
} as const;

/** What the list answers (never the bytes). */
export const documentoColaboradorSchema = z.object({
  id: z.number(),
  colaboradorId: z.number(),
  descricao: z.string(),
  nomeArquivo: z.string(),
  contentType: z.string(),
  tamanho: z.number(),
  dataCadastro: instante,
});

export const documentosDoColaborador = {
  lista: defineContrato(`GET ${BASE}`, {
    summary: 'Documentos do talento',
    params: paramsColaborador,
    response: z.array(documentoColaboradorSchema),
  }),
  anexar: defineContrato(`POST ${BASE}`, {
    summary: 'Anexa um documento ao talento (multipart: arquivo e descricao)',
    params: paramsColaborador,
    status: 201,
    response: documentoColaboradorSchema,
  }),
  remover: defineContrato(`DELETE ${BASE}/:docId`, {
    summary: 'Remove o documento do talento',
    params: paramsDoc,
    response: semConteudo,
  }),
  baixar: defineContrato(`GET ${BASE}/:docId/download`, {
    summary: 'Baixa o documento do talento (o arquivo, com o nome original)',
    params: paramsDoc,
    response: arquivo(),
  }),
};
