import type { ResourceDef } from '../../../resource.ts';
import { expurgosCandidatos } from './lgpd.ts';
import { tiposDocumentoCandidato } from './pedidos.ts';

export { DOCUMENTOS_ACCESS, documentosUrl } from '../rotas.ts';

export * from '../../../arquivos.ts';
export * from './documento.ts';
export * from './lgpd.ts';

/** Largest document attached to a candidate. */
export const MAX_DOCUMENTO_BYTES = 10 * 1024 * 1024;
/** Largest résumé (an image or a PDF): OCR time grows with the pixels. */
export const MAX_CURRICULO_BYTES = 10 * 1024 * 1024;

/**
 * The resources of this part: the LGPD purge log and the checklist of document types (documents, résumés
 * and document requests have special routes).
 */
export const RESOURCES_DOCUMENTOS: readonly ResourceDef[] = [expurgosCandidatos, tiposDocumentoCandidato];

/**
 * Reading a file's text without a record (POST /captacao/candidatos/ocr): whoever edits candidates, and
 * whoever records palographic exams (the scanned exam's text).
 */
export const OCR_ACCESS = {
  anyOf: ['ROLE_CAP_CANDIDATOS_EDITAR', 'ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR'],
} as const;
