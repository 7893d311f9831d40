import { type AccessRule, isAllowed } from '@ipe/domain/acesso';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router';
import { useSession } from './state.ts';

const ForbiddenPage = lazy(() => import('../pages/ForbiddenPage.tsx'));

/** Internal page guard: no session → /login; session without the authority → 403 page. */
export function Guard({ access, children }: { access: AccessRule; children: ReactNode }) {
  const { status, info } = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (status !== 'authenticated' || !info)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!isAllowed(access, new Set(info.authorities))) return <ForbiddenPage />;
  return children;
}

/** Each screen behind its authority check, as the `<Route>` elements of a `<Routes>` (the app, the tests). */
export function rotasGuardadas(
  routes: readonly { path: string; access: AccessRule; component: ComponentType }[],
) {
  return routes.map((r) => (
    <Route
      key={r.path}
      path={r.path}
      element={
        <Guard access={r.access}>
          <r.component />
        </Guard>
      }
    />
  ));
}

/** The page a guard sent to /login came from, when it is a path of this app; else the start page. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return from === '/login' ? '/' : from;
}

/** Public-only page (login): a logged-in user goes to the page the guard came from, or the start page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Navigate to={returnPathOf(location.state)} replace />;
  return children;
}
