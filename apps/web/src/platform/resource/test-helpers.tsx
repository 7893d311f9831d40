/** Test helpers of the resource screens: the API stubbed at the network boundary, real routes and hosts. */
import { ALL_AUTHORITIES, type UserInfo } from '@ipe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { appRoutes } from '../../modules/index.ts';
import { notices, popup } from '../api/notify.ts';
import { ConfirmHost } from '../components/confirm.tsx';
import { renderPt } from '../components/test-utils.tsx';
import { ToastHost } from '../layout/ToastHost.tsx';
import { rotasGuardadas } from '../session/Guard.tsx';
import { initialSession, sessionState } from '../session/state.ts';

// Route components load lazily: the first screen of a file may take a while to import.
configure({ asyncUtilTimeout: 8000 });

/** Imports the lazily loaded screens once, so the first test of a file does not spend its time on it. */
export async function preloadScreens() {
  await Promise.all([
    import('./ResourceListPage.tsx'),
    import('./ResourceFormPage.tsx'),
    import('../../modules/utilitario/UsuarioFormPage.tsx'),
  ]);
}

/** Matches a field label, with or without the required marker '*'. */
export const labelOf = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: [status, JSON body]; undefined answers 404. */
export type Answer = [number, unknown?] | undefined;

/** Replaces global fetch by `answer`, called with each request; returns the list of calls made. */
export function stubApi(answer: (call: ApiCall) => Answer | Promise<Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      // JSON parsed; a multipart upload as its FormData.
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    calls.push(call);
    const [status, body] = (await answer(call)) ?? [
      404,
      { code: 'NAO_ENCONTRADO', message: 'O recurso solicitado não foi encontrado.' },
    ];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** Logs in (client state only) with these authorities (default: all). */
export function login(authorities: readonly string[] = ALL_AUTHORITIES) {
  const empresa = { id: 1, nome: 'Ipê Demonstração Ltda', corPrincipal: null, corSecundaria: null };
  const info = {
    usuario: { id: 1, nome: 'Admin', cpf: '52998224725', email: null },
    empresa,
    empresas: [empresa],
    authorities: [...authorities],
    menu: [],
    parametrosDoSistema: { versao: '0.1.0', emailSuporte: 'suporte@iperh.com.br', linkChat: null },
    usuarioFortes: false,
  } as unknown as UserInfo;
  notices.set([]);
  popup.set(null);
  sessionState.set({ ...initialSession, status: 'authenticated', info, empresaId: 1 });
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the app's routes (generic and special resource screens) at `path`, with the toast and dialog hosts. */
export function renderRoute(path: string, extraRoutes?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return renderPt(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ToastHost />
        <ConfirmHost />
        <Suspense fallback={<p>Carregando rota...</p>}>
          <Routes>
            {rotasGuardadas(appRoutes)}
            {extraRoutes}
          </Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders any element inside the providers the resource screens need. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return renderPt(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ToastHost />
        <ConfirmHost />
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const json = {
  estados: [
    { id: 6, sigla: 'CE' },
    { id: 25, sigla: 'SP' },
  ],
  cidades: (estadoId: string | null) =>
    estadoId === '6'
      ? [
          { id: 100, nome: 'Fortaleza' },
          { id: 101, nome: 'Sobral' },
        ]
      : [{ id: 200, nome: 'São Paulo' }],
};

/** The text a PrimeReact Dropdown shows for its value (placeholder when empty), found by the input id. */
export function dropdownText(inputId: string): string {
  const root = document.getElementById(inputId)?.closest('.p-dropdown');
  return root?.querySelector('.p-dropdown-label')?.textContent ?? '';
}
