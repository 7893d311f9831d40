import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  type Answer,
  dropdownText,
  labelOf,
  login,
  preloadScreens,
  renderRoute,
  stubApi,
} from '../../platform/resource/test-helpers.tsx';
import { usuarioBody, usuarioExtraErrors, usuarioServerField } from './usuarioForm.ts';

const empresas = [
  { id: 1, nome: 'Ipê Demonstração Ltda' },
  { id: 2, nome: 'Filial Norte' },
];
const perfis = [
  { id: 1, nome: 'Administrador' },
  { id: 2, nome: 'Gestor' },
];
const usuario = {
  id: 7,
  nome: 'Maria',
  cpf: '52998224725',
  email: 'maria@ipe.dev',
  ativo: true,
  usuarioFortes: false,
};

let geridas = [1, 2];
function usuariosApi(extra?: (c: ApiCall) => Answer) {
  return stubApi((c) => {
    const other = extra?.(c);
    if (other) return other;
    if (c.path === '/api/utilitario/empresas') return [200, empresas];
    if (c.path === '/api/utilitario/usuarios/empresas-geridas') return [200, geridas];
    if (c.path === '/api/utilitario/perfis') return [200, perfis];
    if (c.path === '/api/utilitario/usuarios/7') return [200, usuario];
    if (c.path === '/api/utilitario/usuarios/7/empresas') return [200, [{ empresaId: 2, perfilId: 2 }]];
    if (c.path === '/api/utilitario/usuarios')
      return [200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 15 }];
    return undefined;
  });
}

beforeAll(preloadScreens, 60_000);
beforeEach(() => login());

describe('usuarioForm rules', () => {
  it('requires the password on create only and wants both typed the same', () => {
    const rows = [{ empresaId: 1, acesso: true, perfilId: null }];
    expect(usuarioExtraErrors({ senha: '', confirmacao: '', empresas: [] }, true)).toEqual([
      ['senha', 'Senha é obrigatória'],
    ]);
    expect(usuarioExtraErrors({ senha: '', confirmacao: '', empresas: [] }, false)).toEqual([]);
    expect(usuarioExtraErrors({ senha: 'abcdef', confirmacao: 'abcdeg', empresas: rows }, false)).toEqual([
      ['confirmacao', 'As senhas devem ser iguais'],
      ['empresas.0.perfilId', 'Perfil é obrigatório'],
    ]);
  });

  it('sends only the companies with access and maps server entries back to their rows', () => {
    const { body, sentRows } = usuarioBody({
      nome: 'Ana',
      senha: '',
      confirmacao: '',
      empresas: [
        { empresaId: 1, acesso: false, perfilId: null },
        { empresaId: 2, acesso: true, perfilId: 3 },
      ],
    });
    expect(body).toEqual({ nome: 'Ana', senha: null, empresas: [{ empresaId: 2, perfilId: 3 }] });
    expect(usuarioServerField('empresas.0.perfilId', sentRows)).toBe('empresas.1.perfilId');
    expect(usuarioServerField('senha', sentRows)).toBe('senha');
    // A company the manager does not manage: under that row's profile; no company at all: the toast.
    expect(usuarioServerField('empresas.0.empresaId', sentRows)).toBe('empresas.1.perfilId');
    expect(usuarioServerField('empresas', sentRows)).toBe('(empresas)');
  });
});

// Screens render through lazy routes and PrimeReact: generous limits when the whole suite runs in parallel.
describe('UsuarioFormPage', { timeout: 30_000 }, () => {
  it('asks for the password and a profile where access is given', async () => {
    const user = userEvent.setup();
    const calls = usuariosApi();
    renderRoute('/utilitario/usuarios/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Usuário' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Empresas e perfis' });
    await waitFor(() => expect(within(table).getByText('Filial Norte')).toBeInTheDocument());
    await user.click(within(table).getByRole('checkbox', { name: 'Acesso: Filial Norte' }));
    await user.type(screen.getByLabelText(labelOf('Senha'), { selector: '#senha' }), 'segredo1');
    await user.type(screen.getByLabelText(labelOf('Confirmação da senha')), 'segredo2');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('CPF é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('As senhas devem ser iguais')).toBeInTheDocument();
    expect(within(table).getByText('Perfil é obrigatório')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('loads the profiles held and sends them with the fields in one PUT', async () => {
    const user = userEvent.setup();
    const calls = usuariosApi((c) => (c.method === 'PUT' ? [200, usuario] : undefined));
    renderRoute('/utilitario/usuarios/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Maria'));
    expect(screen.getByLabelText(labelOf('Acesso válido até'))).toHaveValue('');
    const table = screen.getByRole('table', { name: 'Empresas e perfis' });
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: 'Acesso: Filial Norte' })).toBeChecked(),
    );
    expect(within(table).getByRole('checkbox', { name: 'Acesso: Ipê Demonstração Ltda' })).not.toBeChecked();
    await waitFor(() => expect(dropdownText('empresas.1.perfilId')).toBe('Gestor'));
    expect(screen.getByLabelText('Perfil: Ipê Demonstração Ltda')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      nome: 'Maria',
      cpf: '52998224725',
      email: 'maria@ipe.dev',
      ativo: true,
      usuarioFortes: false,
      dataExpiracao: null,
      senha: null,
      empresas: [{ empresaId: 2, perfilId: 2 }],
    });
    expect(await screen.findByText('Usuário salvo com sucesso.')).toBeInTheDocument();
  });

  it('lists the companies where the session gives access, and those the user already reaches', async () => {
    geridas = [1];
    try {
      usuariosApi();
      renderRoute('/utilitario/usuarios/new');
      const table = await screen.findByRole('table', { name: 'Empresas e perfis' });
      await waitFor(() => expect(within(table).getByText('Ipê Demonstração Ltda')).toBeInTheDocument());
      expect(within(table).queryByText('Filial Norte')).not.toBeInTheDocument();
    } finally {
      geridas = [1, 2];
    }
  });
});
