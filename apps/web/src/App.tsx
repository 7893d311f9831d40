import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { ConfirmHost } from './platform/components/confirm.tsx';
import { GlobalLoading } from './platform/layout/GlobalLoading.tsx';
import { PopupHost } from './platform/layout/PopupHost.tsx';
import { ToastHost } from './platform/layout/ToastHost.tsx';
import { registerNavigate } from './platform/pages/serverError.ts';
import { Guard, PublicOnly } from './platform/session/Guard.tsx';
import { loadSession } from './platform/session/session.ts';
import { useSession } from './platform/session/state.ts';

// Each area is its own lazy chunk: the login page loads neither the modules' routes nor their layouts.
const InternalArea = lazy(() => import('./InternalArea.tsx'));
const ExternalArea = lazy(() => import('./ExternalArea.tsx'));
const LoginPage = lazy(() => import('./platform/pages/LoginPage.tsx'));
const ServerErrorPage = lazy(() => import('./platform/pages/ServerErrorPage.tsx'));

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
      <ToastHost />
      <PopupHost />
      <ConfirmHost />
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
