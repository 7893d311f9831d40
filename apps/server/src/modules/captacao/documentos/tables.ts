import type { PartTables } from '../../../db/resource-tables.ts';
import { candidatoCurriculo, candidatoDocumentoAnexo, expurgoCandidato } from './schema.ts';

/** Tables of this part (see db/resource-tables.ts): the purge log is a read-only resource. */
export const TABLES_DOCUMENTOS: PartTables = {
  tables: { 'expurgos-candidatos': expurgoCandidato },
  labels: {
    candidato_documento_anexo: 'Documentos anexos do candidato',
    candidato_curriculo: 'Currículos do candidato',
  },
};

export { candidatoCurriculo, candidatoDocumentoAnexo };
