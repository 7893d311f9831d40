import type { RespostaDe } from '@ipe/domain/contrato';
import type { ContratosDocumentosAnexos } from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import { documentosUrl } from '@ipe/domain/resources/captacao/documentos/index';
import { imprimirCurriculo } from '@ipe/domain/resources/captacao/documentos/contratos';
import { chamar } from '../../../platform/api/chamar.ts';

export { abrirDownload } from '../../../platform/api/abrirDownload.ts';

/** One attached document as the API lists it (never the bytes). */
export type DocumentoAnexo = RespostaDe<ContratosDocumentosAnexos['um']>;

export { documentosUrl };
/** The candidate's own documents in the candidate area (the page and its API share the path). */
export const documentosExternoUrl = (candidatoId: number) =>
  `/externo/candidatos/${candidatoId}/documentos-anexos`;
export const downloadUrl = (candidatoId: number, docId: number) =>
  `/api${documentosUrl(candidatoId)}/${docId}/download`;
export const chaveDocumentos = (candidatoId: number) => [documentosUrl(candidatoId)] as const;

/** The printed CV (a POSTed PDF) opened in a new tab. */
export async function abrirCurriculoImpresso(candidatoId: number) {
  const blob = await chamar(imprimirCurriculo, { params: { id: candidatoId } });
  const href = URL.createObjectURL(blob);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
