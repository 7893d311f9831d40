/**
 * Test helpers of the platform shell: a sample session and a render inside the app's providers
 * (PrimeReact without transitions, TanStack Query, a memory router). Only the network is faked.
 */
import { COR_PADRAO, type UserInfo } from '@ipe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { initialSession, sessionState } from '../session/state.ts';

export function sampleInfo(over: Partial<UserInfo> = {}): UserInfo {
  const empresa = { id: 1, nome: 'Ipê Demonstração Ltda', corPrincipal: COR_PADRAO, corSecundaria: null };
  return {
    usuario: { id: 2, nome: 'Maria Consulta', cpf: '11144477735', email: 'maria@demo.iperh.com.br' },
    empresa,
    empresas: [empresa],
    authorities: ['ROLE_CAD_INFO_PESSOAL', 'ROLE_GERAL_BAIRROS'],
    menu: [
      {
        label: 'Geral',
        items: [{ label: 'Cadastros', items: [{ label: 'Bairros', spaUrl: '/geral/bairros' }] }],
      },
    ],
    parametrosDoSistema: { versao: '1.2.3', emailSuporte: 'ajuda@empresa.com.br', linkChat: null },
    usuarioFortes: false,
    autenticadoRh: true,
    possuiSst: false,
    aceitoPoliticaSeguranca: true,
    horaExpiracao: new Date(Date.now() + 3_600_000).toISOString(),
    ...over,
  };
}

/** Puts an authenticated session in the store (or resets it with null). */
export function setSession(info: UserInfo | null) {
  sessionState.set(
    info
      ? { ...initialSession, status: 'authenticated', info, empresaId: info.empresa.id }
      : { ...initialSession, status: 'anonymous' },
  );
}

/** Shows the current path, so tests can assert navigations. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

interface RenderOptions {
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the element is mounted at (default '*'). */
  path?: string;
}

export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PrimeReactProvider value={{ ripple: false, cssTransition: false }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
}

type Handler = (body: unknown) => { status?: number; body?: unknown };

/**
 * Fakes the server at the fetch boundary: `{ 'POST /api/login': () => ({ status: 401, body }) }`.
 * Unknown calls answer 404. Returns the mock to inspect the calls.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).split('?')[0];
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler ? handler(body) : { status: 404, body: { code: 'NAO_ENCONTRADO', message: 'x' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
