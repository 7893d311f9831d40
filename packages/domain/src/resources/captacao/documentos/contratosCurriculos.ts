/**
 * Contracts of the candidate's résumé (spec 1 §7 'Candidate'): reading it by OCR into the CV text and
 * keeping its file. The three routes of the candidate form are served twice with the same handlers, by HR
 * (any candidate of the company) and by the candidate area (the candidate's own); HR also lists, downloads
 * and removes the files. Uploads are multipart: the file is read by the server, not by a body schema.
 */
import { z } from 'zod';
import { arquivo, defineContrato, instante, paramsId, semConteudo } from '../../../contrato.ts';

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

type Base = '/api/captacao/candidatos' | '/api/externo/candidatos';

/** The candidate form's résumé routes under one door. */
export function contratosCurriculo(base: Base) {
  return {
    /** No record needed (a new candidate's form): the text only, nothing stored. */
    ler: defineContrato(`POST ${base}/ocr`, {
      summary: 'Lê o texto de um currículo (imagem por OCR em português, ou PDF), sem gravar',
      response: z.object({ texto: z.string() }),
    }),
    /** Reads the file, then stores it and sets the candidate's CV text, in one transaction. */
    lerDoCandidato: defineContrato(`PUT ${base}/:id/ocr`, {
      summary: 'Lê o currículo, guarda o arquivo e preenche o texto do currículo (ocrTexto) do candidato',
      params: paramsId,
      response: z.object({ texto: z.string(), curriculo: curriculoGuardadoSchema }),
    }),
    /** Stores the file without reading it (a new candidate's résumé, right after the create). */
    anexar: defineContrato(`PUT ${base}/:id/candidato-curriculo`, {
      summary: 'Anexa um arquivo de currículo (imagem ou PDF) ao candidato',
      params: paramsId,
      response: curriculoGuardadoSchema,
    }),
  };
}
export type ContratosCurriculo = ReturnType<typeof contratosCurriculo>;

const BASE_RH = '/api/captacao/candidatos';
const paramsCurriculo = paramsId.extend({ curriculoId: z.coerce.number().int().positive() });

export const curriculosExterno = contratosCurriculo('/api/externo/candidatos');

export const curriculosRh = {
  ...contratosCurriculo(BASE_RH),
  /** The candidate in the multipart's field candidatoId. */
  anexarPorCampo: defineContrato(`POST ${BASE_RH}/candidato-curriculo`, {
    summary: 'Anexa um arquivo de currículo (multipart: arquivo e candidatoId)',
    status: 201,
    response: curriculoGuardadoSchema,
  }),
  lista: defineContrato(`GET ${BASE_RH}/:id/candidato-curriculo`, {
    summary: 'Arquivos de currículo do candidato',
    params: paramsId,
    response: z.array(curriculoGuardadoSchema),
  }),
  baixar: defineContrato(`GET ${BASE_RH}/:id/candidato-curriculo/:curriculoId/download`, {
    summary: 'Baixa um arquivo de currículo',
    params: paramsCurriculo,
    response: arquivo(),
  }),
  remover: defineContrato(`DELETE ${BASE_RH}/:id/candidato-curriculo/:curriculoId`, {
    summary: 'Remove um arquivo de currículo',
    params: paramsCurriculo,
    response: semConteudo,
  }),
  ehImagem: defineContrato(`GET ${BASE_RH}/verificaSeCurriculoHeImagem`, {
    summary: 'Diz se o nome de arquivo é de um currículo em imagem (true/false)',
    query: z.object({ nomeImg: z.string().max(255).optional() }),
    response: z.boolean(),
  }),
};
