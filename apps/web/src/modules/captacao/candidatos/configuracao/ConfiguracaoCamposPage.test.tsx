import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../../platform/resource/test-helpers.tsx';

const URL = '/api/captacao/candidatos/configuracao-campos';
const CAMPOS = [
  { campo: 'nome', label: 'Nome', grupo: 'Identificação', fixo: true, obrigatorio: true },
  { campo: 'cpf', label: 'CPF', grupo: 'Dados Pessoais', fixo: false, obrigatorio: true },
  { campo: 'rg', label: 'RG', grupo: 'Documentos', fixo: false, obrigatorio: false },
];

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('ConfiguracaoCamposPage', () => {
  it('shows the catalogue with the company choice, nome locked, and saves the checked fields', async () => {
    const calls = stubApi((c: ApiCall) => {
      if (c.path === URL && c.method === 'GET') return [200, CAMPOS];
      if (c.path === URL && c.method === 'PUT') return [200, CAMPOS];
      return undefined;
    });
    renderRoute('/captacao/candidatos/configuracao');
    await screen.findByRole('heading', { name: 'Campos do Formulário de Candidato', level: 1 });
    const nome = await screen.findByRole('checkbox', { name: 'Nome' });
    expect(nome).toBeChecked();
    expect(nome).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'CPF' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'RG' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ obrigatorios: ['cpf', 'rg'] });
    await screen.findByText('Configuração salva com sucesso.');
  });

  it('is refused without the configuration authority', async () => {
    login(['ROLE_CAP_CANDIDATOS']);
    stubApi(() => undefined);
    renderRoute('/captacao/candidatos/configuracao');
    await screen.findByText(/não autorizado|Acesso negado|403/i);
  });
});
