import { MSG } from '@ipe/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../layout/test-helpers.tsx';
import { sessionState } from '../session/state.ts';
import LoginPage from './LoginPage.tsx';
import { maskCpf } from './cpfMask.ts';

const EMPRESAS = [
  { id: 1, nome: 'Ipê Demonstração Ltda' },
  { id: 2, nome: 'Ipê Filial Nordeste' },
];

describe('LoginPage', () => {
  beforeEach(() => setSession(null));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages for empty fields and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/login/empresas': () => ({ body: EMPRESAS }) });
    renderWithApp(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('CPF é obrigatório')).toBeInTheDocument();
    expect(screen.getByText(MSG.senhaObrigatoria)).toBeInTheDocument();
    expect(screen.getByText(MSG.selecioneEmpresa)).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
  });

  it('masks the CPF as 999.999.999-99', async () => {
    mockApi({ 'GET /api/login/empresas': () => ({ body: EMPRESAS }) });
    renderWithApp(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725999');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('abc529982247')).toBe('529.982.247');
  });

  it('selects the company when there is only one and shows the server error inline', async () => {
    const fetchMock = mockApi({
      'GET /api/login/empresas': () => ({ body: [EMPRESAS[0]] }),
      'POST /api/login': () => ({
        status: 401,
        body: { code: 'LOGIN_INVALIDO', message: MSG.loginInvalido },
      }),
    });
    renderWithApp(<LoginPage />, { route: '/login', path: '/login' });
    expect(
      await screen.findByText('Ipê Demonstração Ltda', { selector: '.p-dropdown-label' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loginInvalido);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      cpf: '529.982.247-25',
      senha: 'errada',
      empresaId: 1,
      tipo: 'CADASTRO',
    });
    expect(sessionState.get().status).toBe('anonymous');
  });

  it('logs in and returns to the page the guard came from', async () => {
    mockApi({
      'GET /api/login/empresas': () => ({ body: [EMPRESAS[0]] }),
      'POST /api/login': () => ({ body: { ok: true } }),
      'GET /api/userinfo': () => ({ body: sampleInfo() }),
    });
    renderWithApp(<LoginPage />, {
      route: { pathname: '/login', state: { from: '/geral/bairros?page=2' } },
      path: '/login',
    });
    await screen.findByText('Ipê Demonstração Ltda', { selector: '.p-dropdown-label' });
    await userEvent.type(screen.getByLabelText('CPF'), '11144477735');
    await userEvent.type(screen.getByLabelText('Senha'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/geral/bairros?page=2'));
    expect(sessionState.get().status).toBe('authenticated');
  });

  it('maps server field errors onto the fields', async () => {
    mockApi({
      'GET /api/login/empresas': () => ({ body: [EMPRESAS[0]] }),
      'POST /api/login': () => ({
        status: 400,
        body: {
          code: 'FIELD_VALIDATION_VIOLATION',
          message: MSG.preenchaCamposIndicados,
          entries: [{ field: 'cpf', message: 'Cpf inválido.' }],
        },
      }),
    });
    renderWithApp(<LoginPage />, { route: '/login', path: '/login' });
    await screen.findByText('Ipê Demonstração Ltda', { selector: '.p-dropdown-label' });
    await userEvent.type(screen.getByLabelText('CPF'), '123');
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Cpf inválido.')).toBeInTheDocument();
  });
});
