import { COR_PADRAO, type UserInfo } from '@ipe/domain';
import { http } from '../api/client.ts';
import { browser } from './browser.ts';
import { initialSession, sessionState } from './state.ts';
import { rememberEmpresa } from './tabSync.ts';
import { markWrongUserChecked } from './wrongUser.ts';

/** Reads /userinfo and sets the session: authenticated with its data, or anonymous. */
export async function loadSession(): Promise<void> {
  try {
    const info = await http.get<UserInfo>('/userinfo', { errors: 'silent', loading: 'none' });
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

export async function login(body: { cpf: string; senha: string; empresaId: number | null; tipo: string }) {
  await http.post('/login', body, { errors: 'silent' });
  // Whoever just typed the password is the user: no 'Você está logado como ...' question afterwards.
  markWrongUserChecked();
  await loadSession();
}

/** Clears the session on the server and lands on /login (the legacy logout address does both). */
export function logout() {
  sessionState.set({ ...initialSession, status: 'anonymous' });
  browser.assign('/logout.action');
}

/** Switches the session's company and restarts the app on the start page with the new company. */
export async function switchEmpresa(id: number) {
  await http.put(`/userinfo/empresa/${id}`);
  rememberEmpresa(id);
  browser.assign('/');
}
