import { Navigate } from 'react-router';
import { useEmpresaExterna } from '../../../platform/session/CandidatoGuard.tsx';
import { useCandidato } from '../../../platform/session/candidato.ts';

/**
 * /externo/candidatos (where the form's 'Voltar' leads): the candidate's own CV when logged in, else the
 * company's registration.
 */
export default function CandidatosExternoPage() {
  const { info, status } = useCandidato();
  const empresaId = useEmpresaExterna();
  if (status === 'loading') return null;
  const q = empresaId ? `?empresaId=${empresaId}` : '';
  return <Navigate replace to={info ? `/externo/anuncios${q}` : `/externo/candidatos/new${q}`} />;
}
