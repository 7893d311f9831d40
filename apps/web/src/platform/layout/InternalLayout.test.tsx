import { MSG } from '@ipe/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { markWrongUserChecked } from '../session/wrongUser.ts';
import InternalLayout from './InternalLayout.tsx';
import { mockApi, renderWithApp, sampleInfo, setSession } from './test-helpers.tsx';
import { browser } from '../session/browser.ts';

function Shell() {
  return (
    <Routes>
      <Route element={<InternalLayout />}>
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="/geral/bairros" element={<p>Lista de bairros</p>} />
      </Route>
    </Routes>
  );
}

const FILIAL = { id: 2, nome: 'Ipê Filial Nordeste', corPrincipal: '#2E7D32', corSecundaria: null };

describe('InternalLayout', () => {
  beforeEach(() => markWrongUserChecked());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('has the skip link, header, navigation and main landmarks, and the routed page', () => {
    setSession(sampleInfo());
    renderWithApp(<Shell />);
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('main')).toHaveTextContent('Página inicial');
    expect(screen.getByRole('combobox', { name: MSG.pesquisarMenu })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
  });

  it('shows the company name and no switch for a single company; a switch for several', async () => {
    setSession(sampleInfo());
    const { unmount } = renderWithApp(<Shell />);
    expect(screen.getByText('Ipê Demonstração Ltda')).toBeInTheDocument();
    expect(screen.queryByLabelText('Empresa')).not.toBeInTheDocument();
    unmount();

    const info = sampleInfo();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({ 'PUT /api/userinfo/empresa/2': () => ({ body: { empresaId: 2 } }) });
    setSession({ ...info, empresas: [info.empresa, FILIAL] });
    renderWithApp(<Shell />);
    expect(screen.getByLabelText('Empresa')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ipê Demonstração Ltda', { selector: '.p-dropdown-label' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ipê Filial Nordeste', hidden: true }));
    // The header also reads the company configuration (logo); the switch itself is one call.
    const switches = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/userinfo/empresa/'));
    expect(switches).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('ipe.empresaId')).toBe('2');
  });

  it('renders the top menu from the session and follows app routes', async () => {
    setSession(sampleInfo());
    renderWithApp(<Shell />);
    await userEvent.click(screen.getByText('Geral'));
    await userEvent.click(await screen.findByText('Cadastros'));
    const bairros = await screen.findByText('Bairros');
    expect(bairros.closest('a')).toHaveAttribute('href', '/geral/bairros');
    await userEvent.click(bairros);
    expect(screen.getByTestId('location')).toHaveTextContent('/geral/bairros');
    expect(screen.getByRole('main')).toHaveTextContent('Lista de bairros');
  });

  it('opens only Alterar Minha Senha, without a way around it, while the password set by a manager stands', async () => {
    const info = sampleInfo();
    setSession({ ...info, trocarSenha: true });
    const fetchMock = mockApi({
      'PATCH /api/userinfo/senha': () => ({ body: { message: 'Senha alterada com sucesso.' } }),
      'GET /api/userinfo': () => ({ body: { ...info, trocarSenha: false } }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithApp(<Shell />);
    const dialog = await screen.findByRole('dialog', { name: MSG.alterarMinhaSenha });
    expect(dialog).toHaveTextContent(MSG.trocarSenha);
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByText('Página inicial')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.cancelar })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: MSG.alterarMinhaSenha })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Senha atual'), 'dada-pelo-rh');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'so-eu-sei');
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'so-eu-sei');
    await userEvent.click(screen.getByRole('button', { name: MSG.gravar }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).toContain('/api/userinfo');
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers 'Sair' instead of 'Cancelar' on the forced password change", async () => {
    setSession({ ...sampleInfo(), trocarSenha: true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithApp(<Shell />);
    await userEvent.click(await screen.findByRole('button', { name: MSG.sair }));
    expect(assign).toHaveBeenCalledWith('/logout.action');
  });

  it('opens the version information from the version link', async () => {
    setSession(sampleInfo());
    renderWithApp(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: /^v1\.2\.3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sobre o Ipê RH' });
    expect(dialog).toHaveTextContent('Versão 1.2.3');
    expect(dialog).toHaveTextContent('ajuda@empresa.com.br');
  });
});
