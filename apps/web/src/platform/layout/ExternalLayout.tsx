import type { RespostaDe } from '@ipe/domain/contrato';
import { MSG } from '@ipe/domain/messages';
import { COR_PADRAO } from '@ipe/domain/protocolo';
// Type only: the contract builds zod schemas, and the candidate area's shell loads no zod.
import type { empresaPublica } from '@ipe/domain/resources/externo/conta/contratos';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { chamarRota } from '../api/chamar.ts';
import { type AcessoExterno, CandidatoGuard, useEmpresaExterna } from '../session/CandidatoGuard.tsx';
import { lembrarEmpresaExterna, loadCandidato, useCandidato } from '../session/candidato.ts';
import { sessionState, useSession } from '../session/state.ts';
import { textOn } from './Avatar.tsx';
import { ExternalMenu } from './ExternalMenu.tsx';
import { GlobalLoading } from './GlobalLoading.tsx';
import { IpeFlower } from './Logo.tsx';
import { PoliticaPrivacidadeDialog } from './PoliticaPrivacidadeDialog.tsx';
import { PRODUCT_NAME } from './useDocumentTitle.ts';
import './external.css';

const ExternalLoginPage = lazy(() => import('../pages/ExternalLoginPage.tsx'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx'));

/** Written here: the candidate area's header and footer texts. */
const AREA = 'Área do Candidato';
const RODAPE = `${PRODUCT_NAME} · Seus dados são tratados conforme a LGPD.`;

type EmpresaPublica = RespostaDe<typeof empresaPublica>;

/** The company's name, colours and logo: the candidate's own, else the public ones of the empresaId. */
function useEmpresa(empresaId: string | null): EmpresaPublica | null {
  const { info } = useCandidato();
  const { data } = useQuery({
    queryKey: ['externo', 'empresa', empresaId],
    queryFn: () =>
      chamarRota<typeof empresaPublica>(
        'GET /api/externo/empresas/:id',
        { params: { id: empresaId as string } },
        { loading: 'none', errors: 'silent' },
      ),
    enabled: !info && empresaId !== null && /^\d+$/.test(empresaId),
    retry: false,
  });
  return info?.empresa ?? data ?? null;
}

/**
 * Candidate-area shell for /externo/* (spec 1 §2): header in the company colour with its logo and the
 * candidate menu, main, footer; mobile at 1024 px or less. A non-numeric empresaId in the query shows only
 * the 'Empresa ID inválido' message. Pages declare who may open them (CandidatoGuard).
 */
export default function ExternalLayout({
  routes = [],
}: {
  /** Pages of the modules, relative to /externo ('anuncios'): the platform knows no module. */
  routes?: readonly { path: string; component: ComponentType; acesso?: AcessoExterno }[];
}) {
  const [params] = useSearchParams();
  const empresaParam = params.get('empresaId');
  const invalid = empresaParam !== null && !/^\d+$/.test(empresaParam);
  const empresaId = useEmpresaExterna();
  const empresa = useEmpresa(invalid ? null : empresaId);
  const { status } = useCandidato();
  const { expired } = useSession();
  const cor = empresa?.corPrincipal ?? COR_PADRAO;

  useEffect(() => {
    void loadCandidato();
  }, []);
  useEffect(() => {
    if (!invalid) lembrarEmpresaExterna(empresaParam);
  }, [invalid, empresaParam]);
  // A 401 here comes from a candidate call (the external area makes no internal ones): the candidate
  // session ended, so it is read again and the guards send the visitor to the login.
  useEffect(() => {
    if (!expired) return;
    sessionState.set((s) => ({ ...s, expired: false }));
    // Only a logged-in candidate is re-read: the 401 of a visitor's own userinfo must not loop.
    if (status === 'authenticated') void loadCandidato();
  }, [expired, status]);
  useEffect(() => {
    document.documentElement.style.setProperty('--ipe-cor', cor);
  }, [cor]);

  return (
    <div className="ipe-external">
      <header className="ipe-external-header" style={{ background: cor, color: textOn(cor) }}>
        <span className="ipe-logo">
          {empresa?.logoUrl ? (
            <img className="ipe-external-logo" src={empresa.logoUrl} alt="" />
          ) : (
            <IpeFlower size={36} />
          )}
          <span className="ipe-logo-text">{empresa?.nome ?? PRODUCT_NAME}</span>
        </span>
        {status === 'authenticated' ? <ExternalMenu /> : <span className="ipe-external-area">{AREA}</span>}
      </header>
      <main id="conteudo" className="ipe-external-main">
        {invalid ? (
          <p role="alert" className="ipe-external-invalid">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {MSG.empresaIdInvalido}
          </p>
        ) : (
          <Suspense fallback={<GlobalLoading force />}>
            <Routes>
              <Route
                path="login"
                element={
                  <CandidatoGuard acesso="visitante">
                    <ExternalLoginPage />
                  </CandidatoGuard>
                }
              />
              {routes.map((r) => (
                <Route
                  key={r.path}
                  path={r.path}
                  element={
                    <CandidatoGuard acesso={r.acesso}>
                      <r.component />
                    </CandidatoGuard>
                  }
                />
              ))}
              <Route path="*" element={<NotFoundPage external />} />
            </Routes>
          </Suspense>
        )}
      </main>
      <footer className="ipe-external-footer">{RODAPE}</footer>
      <PoliticaPrivacidadeDialog />
    </div>
  );
}
