import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../platform/layout/test-helpers.tsx';
import RecuperarSenhaPage from './RecuperarSenhaPage.tsx';

describe('RecuperarSenhaPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('masks the CPF as it is typed and sends it with the company, showing the same answer for any CPF', async () => {
    let corpo: unknown = null;
    mockApi({
      'PUT /api/externo/recuperar-senha': (b) => {
        corpo = b;
        return {
          body: { message: 'Se o CPF estiver cadastrado, enviaremos um link para o e-mail do cadastro.' },
        };
      },
    });
    renderWithApp(<RecuperarSenhaPage />, { route: '/externo/recuperar-senha?empresaId=12' });
    const cpf = await screen.findByLabelText(/^CPF/);
    await userEvent.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(/^Se o CPF estiver cadastrado/)).toBeInTheDocument();
    expect(corpo).toEqual({ cpf: '529.982.247-25', empresaId: 12 });
  });

  it('with the e-mailed token, sets the new password and the answer replaces the form', async () => {
    let corpo: unknown = null;
    mockApi({
      'POST /api/externo/recuperar-senha/confirmar': (b) => {
        corpo = b;
        return { body: { message: 'Senha alterada com sucesso.' } };
      },
    });
    renderWithApp(<RecuperarSenhaPage />, {
      route: '/externo/recuperar-senha?empresaId=12&token=xyz',
    });
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'segredo1');
    await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), 'segredo1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Salvar nova senha' })).not.toBeInTheDocument();
    expect(corpo).toEqual({ token: 'xyz', novaSenha: 'segredo1', confNovaSenha: 'segredo1' });
  });
});
