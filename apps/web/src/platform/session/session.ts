import type { UserInfo } from '@ipe/domain';
import { http } from '../api/client.ts';
import { initialSession, sessionState } from './state.ts';

/** Reads /userinfo and sets the session: authenticated with its data, or anonymous. */
export async function loadSession(): Promise<void> {
  try {
    const info = await http.get<UserInfo>('/userinfo', { errors: 'silent', loading: 'none' });
    sessionState.set((s) => ({ ...s, status: 'authenticated', info, empresaId: info.empresa.id, expired: false }));
    document.documentElement.style.setProperty('--ipe-cor', info.empresa.corPrincipal ?? '#FF850A');
  } catch {
    sessionState.set({ ...initialSession, status: 'anonymous' });
  }
}

export async function login(body: { cpf: string; senha: string; empresaId: number | null; tipo: string }) {
  await http.post('/login', body, { errors: 'silent' });
  await loadSession();
}

/** Clears the session on the server and lands on /login (the legacy logout address does both). */
export function logout() {
  sessionState.set({ ...initialSession, status: 'anonymous' });
  window.location.assign('/logout.action');
}

export async function switchEmpresa(id: number) {
  await http.put(`/userinfo/empresa/${id}`);
  window.location.assign('/');
}
