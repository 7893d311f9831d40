import type { PartTables } from '../../../db/resource-tables.ts';
import {
  candidatoCurriculo,
  candidatoDocumentoAnexo,
  expurgoCandidato,
  tipoDocumentoCandidato,
} from './schema.ts';

/**
 * Tables of this part (see db/resource-tables.ts): the purge log is a read-only resource; the checklist of
 * document types a register.
 */
export const TABLES_DOCUMENTOS: PartTables = {
  tables: { 'expurgos-candidatos': expurgoCandidato, 'tipos-documento-candidato': tipoDocumentoCandidato },
  labels: {
    candidato_documento_anexo: 'Documentos anexos do candidato',
    candidato_curriculo: 'Currículos do candidato',
    pedido_documento_item: 'Documentos solicitados ao candidato',
    tipo_documento_candidato: 'Tipos de documento',
  },
};

export { candidatoCurriculo, candidatoDocumentoAnexo };
