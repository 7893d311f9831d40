import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { appRoutes } from './modules/index.ts';
import { Guard, PublicOnly } from './platform/session/Guard.tsx';
import { loadSession } from './platform/session/session.ts';
import { useSession } from './platform/session/state.ts';
import { GlobalLoading } from './platform/layout/GlobalLoading.tsx';

const InternalLayout = lazy(() => import('./platform/layout/InternalLayout.tsx'));
const ExternalLayout = lazy(() => import('./platform/layout/ExternalLayout.tsx'));
const LoginPage = lazy(() => import('./platform/pages/LoginPage.tsx'));
const ServerErrorPage = lazy(() => import('./platform/pages/ServerErrorPage.tsx'));
const NotFoundPage = lazy(() => import('./platform/pages/NotFoundPage.tsx'));

export function App() {
  const session = useSession();
  useEffect(() => {
    loadSession();
  }, []);
  if (session.status === 'loading') return <GlobalLoading force />;
  return (
    <Suspense fallback={<GlobalLoading force />}>
      <GlobalLoading />
      <Routes>
        <Route path="/login" element={<PublicOnly><LoginPage /></PublicOnly>} />
        <Route path="/500" element={<ServerErrorPage />} />
        <Route path="/externo" element={<Navigate to="/externo/login" replace />} />
        <Route path="/externo/*" element={<ExternalLayout />} />
        <Route element={<Guard access="authenticated"><InternalLayout /></Guard>}>
          {appRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<Guard access={r.access}><r.component /></Guard>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
