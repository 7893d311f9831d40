import type { CorpoDe } from '@ipe/domain/contrato';
import { COR_PADRAO, type UserInfo } from '@ipe/domain/protocolo';
import type {
  login as contratoLogin,
  logout as contratoLogout,
  trocarEmpresa,
  userinfo,
} from '@ipe/domain/sessaoContratos';
import { chamarRota } from '../api/chamar.ts';
import { browser } from './browser.ts';
import { initialSession, sessionState } from './state.ts';
import { rememberEmpresa } from './tabSync.ts';
import { markWrongUserChecked } from './wrongUser.ts';

/** Reads /userinfo and sets the session: authenticated with its data, or anonymous. */
export async function loadSession(): Promise<void> {
  try {
    const info: UserInfo = await chamarRota<typeof userinfo>(
      'GET /api/userinfo',
      {},
      { errors: 'silent', loading: 'none' },
    );
    sessionState.set((s) => ({
      ...s,
      status: 'authenticated',
      info,
      empresaId: info.empresa.id,
      expired: false,
      empresaAlterada: false,
    }));
    rememberEmpresa(info.empresa.id);
    document.documentElement.style.setProperty('--ipe-cor', info.empresa.corPrincipal ?? COR_PADRAO);
  } catch {
    sessionState.set({ ...initialSession, status: 'anonymous' });
  }
}

export async function login(body: CorpoDe<typeof contratoLogin>) {
  await chamarRota<typeof contratoLogin>('POST /api/login', { body }, { errors: 'silent' });
  // Whoever just typed the password is the user: no 'Você está logado como ...' question afterwards.
  markWrongUserChecked();
  await loadSession();
}

/**
 * Ends the session with POST /api/logout, then opens the legacy logout address (spec 3 §7), which finds
 * no session and lands on /login. A GET of that address never logs out by itself (cross-site links).
 */
export async function logout() {
  await chamarRota<typeof contratoLogout>(
    'POST /api/logout',
    {},
    { errors: 'silent', loading: 'none' },
  ).catch(() => {});
  sessionState.set({ ...initialSession, status: 'anonymous' });
  browser.assign('/logout.action');
}

/** Switches the session's company and restarts the app on the start page with the new company. */
export async function switchEmpresa(id: number) {
  await chamarRota<typeof trocarEmpresa>('PUT /api/userinfo/empresa/:id', { params: { id } });
  rememberEmpresa(id);
  browser.assign('/');
}
