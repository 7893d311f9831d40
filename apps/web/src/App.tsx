import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router';
import { notices, popup } from './platform/api/notify.ts';
import { GlobalLoading } from './platform/layout/GlobalLoading.tsx';
import { registerNavigate } from './platform/pages/serverError.ts';
import { Guard, PublicOnly } from './platform/session/Guard.tsx';
import { loadSession } from './platform/session/session.ts';
import { useSession } from './platform/session/state.ts';

// Each area is its own lazy chunk: the login page loads neither the modules' routes nor their layouts.
const InternalArea = lazy(() => import('./InternalArea.tsx'));
const ExternalArea = lazy(() => import('./ExternalArea.tsx'));
const LoginPage = lazy(() => import('./platform/pages/LoginPage.tsx'));
// The /500 page is drawn with PrimeReact: its chunk comes with the theme (Tema).
const ServerErrorPage = lazy(() =>
  Promise.all([import('./platform/pages/ServerErrorPage.tsx'), import('./platform/layout/Tema.tsx')]).then(
    ([pagina, { Tema }]) => ({
      default: () => (
        <Tema>
          <pagina.default />
        </Tema>
      ),
    }),
  ),
);
// 'Esqueci minha senha' and /definir-senha (issue 19), with the theme, outside the login's chunk.
const SenhaInternaPage = lazy(() =>
  Promise.all([import('./platform/pages/SenhaInternaPage.tsx'), import('./platform/layout/Tema.tsx')]).then(
    ([pagina, { Tema }]) => ({
      default: ({ modo }: { modo: 'esqueci' | 'definir' }) => (
        <Tema>
          <pagina.default modo={modo} />
        </Tema>
      ),
    }),
  ),
);
const Hosts = lazy(() => import('./platform/layout/Hosts.tsx'));

/**
 * The toast, popup and confirmation hosts (PrimeReact, with its theme): loaded on every page but the
 * login, and there only when a notice or popup comes (docs/architecture.md, 'Page weight'). Once mounted
 * they stay.
 */
function HostsSobDemanda() {
  const naLogin = useMatch('/login') !== null;
  const pendentes = notices.useValue();
  const aberto = popup.useValue();
  const avisos = pendentes.length > 0 || aberto !== null;
  const [montados, setMontados] = useState(false);
  const agora = !naLogin || avisos;
  useEffect(() => {
    if (agora) setMontados(true);
  }, [agora]);
  if (!agora && !montados) return null;
  return (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  );
}

/** Lets helpers outside React (navigateTo500) use the router. */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to) => navigate(to));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

export function App() {
  const session = useSession();
  useEffect(() => {
    loadSession();
  }, []);
  if (session.status === 'loading') return <GlobalLoading force />;
  return (
    <>
      {/* Mounted once for every area (login, internal, external, /500). */}
      <HostsSobDemanda />
      <NavigateBridge />
      <Suspense fallback={<GlobalLoading force />}>
        <GlobalLoading />
        <Routes>
          <Route
            path="/login"
            element={
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            }
          />
          <Route path="/500" element={<ServerErrorPage />} />
          <Route path="/esqueci-minha-senha" element={<SenhaInternaPage modo="esqueci" />} />
          <Route path="/definir-senha" element={<SenhaInternaPage modo="definir" />} />
          <Route path="/externo" element={<Navigate to="/externo/login" replace />} />
          <Route path="/externo/*" element={<ExternalArea />} />
          <Route
            path="*"
            element={
              <Guard access="authenticated">
                <InternalArea />
              </Guard>
            }
          />
        </Routes>
      </Suspense>
    </>
  );
}
