import { NovoDocumento } from '../../captacao/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useProprio } from './DocumentosCandidatoPage.tsx';
import './candidatos-externos.css';

/** /externo/candidatos/{id}/documentos-anexos/new: attach a document (HR's upload form). */
export default function NovoDocumentoCandidatoPage() {
  const id = useProprio();
  if (id === null) return <NotFoundPage />;
  return (
    <div className="ipe-candidato-externo">
      <NovoDocumento candidatoId={id} externo />
    </div>
  );
}
