import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, login, renderRoute, stubApi } from '../../platform/resource/test-helpers.tsx';

const dados = {
  nome: 'Ana Talento',
  cpf: '52998224725',
  email: 'ana@exemplo.com.br',
  dddCelular: '85',
  celular: '988887777',
  cep: null,
  logradouro: 'Rua A',
  numero: '10',
  complemento: null,
  bairro: null,
  estadoId: null,
  cidadeId: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("'Atualizar Meus Dados'", () => {
  it("shows the employee's own contact data and saves only those fields", async () => {
    login(['ROLE_CAD_INFO_PESSOAL']);
    const calls = stubApi((c) => {
      if (c.path === '/api/userinfo/meus-dados' && c.method === 'GET') return [200, dados];
      if (c.path === '/api/userinfo/meus-dados' && c.method === 'PUT')
        return [
          200,
          { message: 'Dados atualizados com sucesso.', dados: { ...dados, ...(c.body as object) } },
        ];
      if (c.path === '/api/geral/estados') return [200, json.estados];
      return [200, []];
    });
    renderRoute('/geral/meus-dados');
    expect(await screen.findByDisplayValue('ana@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CPF')).toHaveAttribute('readonly');
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'nova@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Dados atualizados com sucesso.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ email: 'nova@exemplo.com.br', logradouro: 'Rua A' });
    expect(Object.keys(put?.body as object)).not.toContain('nome');
  });

  it('says why when the user is not a talent', async () => {
    login(['ROLE_CAD_INFO_PESSOAL']);
    stubApi(() => [
      404,
      {
        code: 'NAO_ENCONTRADO',
        message: 'Seu usuário não está ligado a um talento: não há dados pessoais para atualizar.',
      },
    ]);
    renderRoute('/geral/meus-dados');
    await waitFor(() =>
      expect(
        screen.getByText('Seu usuário não está ligado a um talento: não há dados pessoais para atualizar.'),
      ).toBeInTheDocument(),
    );
  });
});
