import { COR_PADRAO, MSG } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { http } from '../api/client.ts';
import { GlobalLoading } from './GlobalLoading.tsx';
import { IpeFlower } from './Logo.tsx';
import { PRODUCT_NAME } from './useDocumentTitle.ts';
import { textOn } from './Avatar.tsx';

const ExternalLoginPage = lazy(() => import('../pages/ExternalLoginPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));

/** Written here: the candidate area's header and footer texts. */
const AREA = 'Área do Candidato';
const RODAPE = `${PRODUCT_NAME} · Seus dados são tratados conforme a LGPD.`;

/** The company named by a numeric empresaId in the query (public list of the login page). */
function useEmpresaNome(empresaId: string | null) {
  const { data } = useQuery({
    queryKey: ['login', 'empresas'],
    queryFn: () =>
      http.get<{ id: number; nome: string }[]>('/login/empresas', { loading: 'none', errors: 'silent' }),
    enabled: empresaId !== null,
  });
  return data?.find((e) => String(e.id) === empresaId)?.nome ?? null;
}

/**
 * Candidate-area shell for /externo/* (spec 1 §2): header in the company colour, main, footer; mobile at
 * 1024 px or less. A non-numeric empresaId in the query shows only the 'Empresa ID inválido' message.
 */
export default function ExternalLayout({
  routes = [],
}: {
  /** Pages of the modules, relative to /externo ('anuncios'): the platform knows no module. */
  routes?: readonly { path: string; component: ComponentType }[];
}) {
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId');
  const invalid = empresaId !== null && !/^\d+$/.test(empresaId);
  const nome = useEmpresaNome(invalid ? null : empresaId);
  const cor = COR_PADRAO;
  return (
    <div className="ipe-external">
      <header className="ipe-external-header" style={{ background: cor, color: textOn(cor) }}>
        <span className="ipe-logo">
          <IpeFlower size={36} />
          <span className="ipe-logo-text">{nome ?? PRODUCT_NAME}</span>
        </span>
        <span className="ipe-external-area">{AREA}</span>
      </header>
      <main id="conteudo" className="ipe-external-main">
        {invalid ? (
          <p role="alert" className="ipe-external-invalid">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {MSG.empresaIdInvalido}
          </p>
        ) : (
          <Suspense fallback={<GlobalLoading force />}>
            <Routes>
              <Route path="login" element={<ExternalLoginPage />} />
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={<r.component />} />
              ))}
              <Route path="*" element={<NotFoundPage external />} />
            </Routes>
          </Suspense>
        )}
      </main>
      <footer className="ipe-external-footer">{RODAPE}</footer>
    </div>
  );
}
