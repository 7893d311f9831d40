import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { motivoDoCampo } from '@ipe/domain/resources/captacao/candidatos/camposSensiveis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../../platform/resource/test-helpers.tsx';

const URL = '/api/captacao/candidatos/configuracao-campos';
const CAMPOS = [
  { campo: 'nome', label: 'Nome', grupo: 'Identificação', fixo: true, obrigatorio: true, visivel: true },
  { campo: 'cpf', label: 'CPF', grupo: 'Dados Pessoais', fixo: false, obrigatorio: true, visivel: true },
  { campo: 'rg', label: 'RG', grupo: 'Documentos', fixo: false, obrigatorio: false, visivel: true },
  { campo: 'pai', label: 'Pai', grupo: 'Família', fixo: false, obrigatorio: false, visivel: false },
];
const obrigatorios = () => within(screen.getByRole('group', { name: 'Campos obrigatórios' }));
const visiveis = () => within(screen.getByRole('group', { name: 'Campos visíveis na área do candidato' }));

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
    const nome = await obrigatorios().findByRole('checkbox', { name: 'Nome' });
    expect(nome).toBeChecked();
    expect(nome).toBeDisabled();
    // The stored choice arrives a render after the list (Nome is checked in the first): wait for it.
    await waitFor(() => expect(obrigatorios().getByRole('checkbox', { name: 'CPF' })).toBeChecked());
    // Visible to candidates: the stored choice; required ones locked on.
    expect(visiveis().getByRole('checkbox', { name: 'Pai' })).not.toBeChecked();
    expect(visiveis().getByRole('checkbox', { name: 'CPF' })).toBeDisabled();
    expect(visiveis().getByRole('checkbox', { name: 'RG' })).toBeEnabled();
    // An LGPD-sensitive field carries the reason the candidate will read (the domain's text); others none.
    expect(visiveis().getByRole('checkbox', { name: 'Pai' })).toHaveAccessibleDescription(
      `LGPD: o candidato verá "${motivoDoCampo('pai')}"`,
    );
    expect(motivoDoCampo('pai')).toMatch(/filiação/);
    expect(visiveis().getByRole('checkbox', { name: 'RG' })).not.toHaveAccessibleDescription();
    await userEvent.click(obrigatorios().getByRole('checkbox', { name: 'RG' }));
    expect(visiveis().getByRole('checkbox', { name: 'RG' })).toBeDisabled();
    await userEvent.click(visiveis().getByRole('checkbox', { name: 'Pai' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as {
      obrigatorios: string[];
      visiveis: string[];
    };
    expect(body.obrigatorios).toEqual(['cpf', 'rg']);
    expect([...body.visiveis].sort()).toEqual(['cpf', 'nome', 'pai', 'rg', 'senha']);
    await screen.findByText('Configuração salva com sucesso.');
  });

  it('is refused without the configuration authority', async () => {
    login(['ROLE_CAP_CANDIDATOS']);
    stubApi(() => undefined);
    renderRoute('/captacao/candidatos/configuracao');
    await screen.findByText(/não autorizado|Acesso negado|403/i);
  });
});
