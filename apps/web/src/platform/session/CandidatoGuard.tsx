import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { GlobalLoading } from '../layout/GlobalLoading.tsx';
import { empresaExternaLembrada, useCandidato } from './candidato.ts';

/** Who may open an external page: absent = everyone; 'candidato' = logged-in candidates only; 'visitante' = visitors only. */
export type AcessoExterno = 'candidato' | 'visitante';

/** The company of the page (query), else the logged-in candidate's, else the last one used here. */
export function useEmpresaExterna(): string | null {
  const [params] = useSearchParams();
  const { info } = useCandidato();
  const daUrl = params.get('empresaId');
  return daUrl ?? (info ? String(info.empresa.id) : empresaExternaLembrada());
}

/**
 * External page guard (spec 1 §2 'Route guards'): a visitor on a candidate-only page goes to
 * /externo/login?empresaId=N; a logged-in candidate on a visitor-only page goes to /externo/anuncios.
 */
export function CandidatoGuard({ acesso, children }: { acesso?: AcessoExterno; children: ReactNode }) {
  const { status } = useCandidato();
  const empresaId = useEmpresaExterna();
  const location = useLocation();
  if (!acesso) return children;
  if (status === 'loading') return <GlobalLoading force />;
  const q = empresaId ? `?empresaId=${empresaId}` : '';
  if (acesso === 'candidato' && status !== 'authenticated')
    return (
      <Navigate to={`/externo/login${q}`} replace state={{ from: location.pathname + location.search }} />
    );
  if (acesso === 'visitante' && status === 'authenticated')
    return <Navigate to={`/externo/anuncios${q}`} replace />;
  return children;
}
