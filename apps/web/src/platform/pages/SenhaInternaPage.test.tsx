import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, setSession } from '../layout/test-helpers.tsx';
import SenhaInternaPage from './SenhaInternaPage.tsx';

const NEUTRA =
  'Se o CPF estiver cadastrado com um e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.';

describe('the internal password pages', () => {
  beforeEach(() => setSession(null));
  afterEach(() => vi.unstubAllGlobals());

  it("'Esqueci minha senha' asks for the CPF and shows the neutral answer", async () => {
    const fetchMock = mockApi({ 'PUT /api/recuperar-senha': () => ({ body: { message: NEUTRA } }) });
    renderWithApp(<SenhaInternaPage modo="esqueci" />, { route: '/esqueci-minha-senha' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('CPF é obrigatório')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^CPF/), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(NEUTRA)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/recuperar-senha') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ cpf: '529.982.247-25' });
  });

  it('/definir-senha checks the confirmation, then shows the server answer for the token', async () => {
    const fetchMock = mockApi({
      'POST /api/recuperar-senha/confirmar': () => ({
        status: 400,
        body: {
          code: 'LINK_INVALIDO',
          message: 'Link inválido ou expirado. Solicite um novo em "Esqueci minha senha".',
        },
      }),
    });
    renderWithApp(<SenhaInternaPage modo="definir" />, { route: '/definir-senha?token=abc' });
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'segredo1');
    await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), 'outro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(
      await screen.findByText('A senha não foi confirmada corretamente. Por favor, confira.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), 'segredo1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(
      await screen.findByText('Link inválido ou expirado. Solicite um novo em "Esqueci minha senha".'),
    ).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/recuperar-senha/confirmar') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'abc',
      novaSenha: 'segredo1',
      confNovaSenha: 'segredo1',
    });
  });
});
