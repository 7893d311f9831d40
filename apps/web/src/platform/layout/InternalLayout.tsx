import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../pages/ErrorBoundary.tsx';
import { loadSession } from '../session/session.ts';
import { SessionDialogs } from '../session/SessionDialogs.tsx';
import { useSession } from '../session/state.ts';
import { AppHeader } from './AppHeader.tsx';
import { PainelDoUsuario } from './PainelDoUsuario.tsx';
import { GlobalLoading } from './GlobalLoading.tsx';
import { TopMenu } from './TopMenu.tsx';

// Loaded only for a user who must change the password: the first screen does without it.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Written here: the skip link's text. */
const PULAR = 'Pular para o conteúdo';

/**
 * The internal shell (spec 1 §2): skip link, header, top menu and the routed page inside
 * `<main id="conteudo">`, behind an error boundary that shows the 500 page for render errors. The
 * session dialogs live here; the toast, popup and confirmation hosts are mounted once by the App.
 */
export default function InternalLayout() {
  const { info } = useSession();
  const { pathname } = useLocation();
  if (!info) return null;
  // A password set by a manager: nothing else opens (the server refuses it too) until the user picks one.
  if (info.trocarSenha)
    return (
      <main id="conteudo" className="ipe-main">
        <Suspense fallback={null}>
          <ChangePasswordDialog visible obrigatoria onHide={() => void loadSession()} />
        </Suspense>
        <SessionDialogs />
      </main>
    );
  return (
    <div className="ipe-shell">
      {/* A plain fragment link: the browser scrolls to <main> and focuses it (tabIndex -1). */}
      <a className="ipe-skip-link" href="#conteudo">
        {PULAR}
      </a>
      <AppHeader info={info} />
      <PainelDoUsuario info={info} />
      <TopMenu info={info} />
      <main id="conteudo" className="ipe-main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<GlobalLoading force />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SessionDialogs />
    </div>
  );
}
