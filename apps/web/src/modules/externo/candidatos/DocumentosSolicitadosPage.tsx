import { DocumentosSolicitados } from '../../captacao/index.ts';
import './candidatos-externos.css';

/** /externo/documentos-solicitados: the documents the company asked of the candidate (issue 24 §4). */
export default function DocumentosSolicitadosPage() {
  return <DocumentosSolicitados />;
}
