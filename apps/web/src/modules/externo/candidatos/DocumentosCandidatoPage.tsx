import { useParams } from 'react-router';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useCandidato } from '../../../platform/session/candidato.ts';
import { Documentos } from '../../captacao/index.ts';
import './candidatos-externos.css';

/** The candidate's own id from the path, or null for anyone else's. */
export function useProprio(): number | null {
  const id = Number(useParams().id);
  const { info } = useCandidato();
  return info && id === info.candidato.id ? id : null;
}

/** /externo/candidatos/{id}/documentos-anexos: the candidate's documents (HR's list, their own only). */
export default function DocumentosCandidatoPage() {
  const id = useProprio();
  if (id === null) return <NotFoundPage />;
  return (
    <div className="ipe-candidato-externo">
      <Documentos candidatoId={id} externo />
    </div>
  );
}
