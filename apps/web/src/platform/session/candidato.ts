import type { RespostaDe } from '@ipe/domain/contrato';
// Types only: the contracts build zod schemas, and the candidate area's shell loads no zod.
import type {
  loginCandidato,
  logoutCandidato,
  userInfoCandidato,
} from '@ipe/domain/resources/externo/conta/contratos';
import type { UserInfoCandidato } from '@ipe/domain/resources/externo/conta/sessao';
import { chamarRota } from '../api/chamar.ts';
import { createStore } from '../api/store.ts';
import { browser } from './browser.ts';

/**
 * The candidate session of the external area (spec 1 §4): separate from the internal one (own cookie, own
 * store). Loaded once when the external layout mounts; a 401 on a candidate call reloads it.
 */
export interface CandidatoState {
  status: 'loading' | 'authenticated' | 'anonymous';
  info: UserInfoCandidato | null;
}

export const candidatoState = createStore<CandidatoState>({ status: 'loading', info: null });
export const useCandidato = () => candidatoState.useValue();

/** The last company of the candidate area in this browser: the guard's login link keeps it. */
const EMPRESA_KEY = 'ipe-externo-empresa';
export function lembrarEmpresaExterna(id: number | string | null) {
  try {
    if (id && /^\d+$/.test(String(id))) localStorage.setItem(EMPRESA_KEY, String(id));
  } catch {}
}
export function empresaExternaLembrada(): string | null {
  try {
    return localStorage.getItem(EMPRESA_KEY);
  } catch {
    return null;
  }
}

export async function loadCandidato(): Promise<void> {
  try {
    const info = await chamarRota<typeof userInfoCandidato>(
      'GET /api/externo/userinfo',
      {},
      { errors: 'silent', loading: 'none' },
    );
    candidatoState.set({ status: 'authenticated', info });
    lembrarEmpresaExterna(info.empresa.id);
  } catch {
    candidatoState.set({ status: 'anonymous', info: null });
  }
}

const LOGIN_CANDIDATO: (typeof loginCandidato)['path'] = '/api/externo/login';

/** POST /externo/login, form-encoded as the spec says; answers the ad to land on (solicitacaoId echoed). */
export async function entrarCandidato(
  campos: { cpf: string; senha: string; empresaId: string; captcha?: string },
  solicitacaoId: string | null,
): Promise<{ solicitacaoId: number | null }> {
  const query = solicitacaoId && /^\d+$/.test(solicitacaoId) ? `?solicitacaoId=${solicitacaoId}` : '';
  const res = await fetch(`${LOGIN_CANDIDATO}${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-page-path': window.location.pathname },
    body: new URLSearchParams(campos).toString(),
  });
  // Form-encoded (spec 1 §7), so fetch rather than `chamar`; the answer is the contract's.
  const body: Partial<RespostaDe<typeof loginCandidato>> & { message?: string; entries?: unknown[] } =
    await res.json().catch(() => ({}));
  if (!res.ok)
    // entries: a `captcha` entry asks the page to show the captcha (after a few failed logins).
    throw Object.assign(new Error(body.message ?? 'Erro'), {
      status: res.status,
      entries: body.entries ?? [],
    });
  await loadCandidato();
  return { solicitacaoId: body.solicitacaoId ?? null };
}

/** Milliseconds between the logout and the login page (spec 1 §4: 2 s in the external area). */
export const ESPERA_LOGOUT_MS = 2000;

/** Ends the candidate session and, after 2 s, lands on the company's login page. */
export async function sairCandidato(): Promise<void> {
  const empresaId = candidatoState.get().info?.empresa.id ?? empresaExternaLembrada();
  await chamarRota<typeof logoutCandidato>(
    'POST /api/externo/userinfo/logout',
    {},
    { errors: 'silent', loading: 'none' },
  ).catch(() => {});
  // The state stays until the page leaves: clearing it first unmounted the menu with its 'Você saiu…'
  // notice and let the route guard jump to the login at once, instead of after the 2 seconds of spec 1 §4.
  await new Promise((r) => setTimeout(r, ESPERA_LOGOUT_MS));
  candidatoState.set({ status: 'anonymous', info: null });
  browser.assign(empresaId ? `/externo/login?empresaId=${empresaId}` : '/externo/login');
}
