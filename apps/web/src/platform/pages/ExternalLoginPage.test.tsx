import { MSG } from '@ipe/domain';
import { MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../layout/test-helpers.tsx';
import ExternalLoginPage, { paginaDeVolta } from './ExternalLoginPage.tsx';

describe('ExternalLoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the captcha when the failed login asks for it, and then sends nothing until it is solved', async () => {
    // The candidate login is form-encoded: the fake server reads the body as URLSearchParams.
    const corpos: URLSearchParams[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/externo/login')) {
        corpos.push(new URLSearchParams(String(init?.body)));
        return new Response(
          JSON.stringify({
            code: 'LOGIN_INVALIDO',
            message: MSG_CONTA.loginInvalido,
            entries: [{ field: 'captcha', message: MSG.captchaNaoConfirmado }],
          }),
          { status: 401, headers: { 'content-type': 'application/json' } },
        );
      }
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ExternalLoginPage />, { route: '/externo/login?empresaId=1', path: '/externo/login' });
    expect(screen.queryByText('Verificação')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CPF'), '36570784366');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_CONTA.loginInvalido);
    expect(corpos[0].get('captcha')).toBeNull();
    expect(screen.getByText('Verificação')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MSG.captchaNaoConfirmado)).toBeInTheDocument();
    expect(corpos).toHaveLength(1);
  });

  it('returns to the candidate-area page the guard came from, of the same company only', () => {
    const pedido = '/externo/documentos-solicitados?empresaId=1&pedido=7';
    expect(paginaDeVolta(pedido, '1')).toBe(pedido);
    expect(paginaDeVolta('/externo/candidato-solicitacoes', '1')).toBe('/externo/candidato-solicitacoes');
    expect(paginaDeVolta(pedido, '2')).toBeNull();
    for (const fora of [
      '//evil.example/externo/x',
      'https://evil.example',
      '/captacao/candidatos',
      '/externo/login?empresaId=1',
      null,
    ])
      expect(paginaDeVolta(fora, '1')).toBeNull();
  });
});
