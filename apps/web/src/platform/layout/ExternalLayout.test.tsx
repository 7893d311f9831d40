import { MSG } from '@ipe/domain';
import type { UserInfoCandidato } from '@ipe/domain/resources/externo/conta/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../session/browser.ts';
import { candidatoState } from '../session/candidato.ts';
import ExternalLayout from './ExternalLayout.tsx';
import { mockApi, renderWithApp, setSession } from './test-helpers.tsx';

const Privada = () => <h1>Página do candidato</h1>;
const routes = [{ path: 'privada', component: Privada, acesso: 'candidato' as const }];
const render = (route: string) =>
  renderWithApp(<ExternalLayout routes={routes} />, { route, path: '/externo/*' });

const empresa12 = {
  id: 12,
  nome: 'Ipê Filial Nordeste',
  corPrincipal: '#1565C0',
  corSecundaria: null,
  logoUrl: null,
};
const candidato = (over: Partial<UserInfoCandidato> = {}): UserInfoCandidato => ({
  candidato: { id: 7, nome: 'Maria Aparecida dos Santos Oliveira' },
  empresa: empresa12,
  aceitoPoliticaSeguranca: true,
  exigirAceitePsi: true,
  politicaSeguranca: null,
  horaExpiracao: new Date(Date.now() + 3_600_000).toISOString(),
  ...over,
});

describe('ExternalLayout', () => {
  beforeEach(() => {
    setSession(null);
    candidatoState.set({ status: 'loading', info: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  const visitante = () =>
    mockApi({
      'GET /api/externo/userinfo': () => ({ status: 401, body: { code: 'SESSAO_EXPIRADA', message: 'x' } }),
      'GET /api/externo/empresas/12': () => ({ body: empresa12 }),
    });

  it('refuses a non-numeric empresaId instead of showing the page', async () => {
    visitante();
    render('/externo/login?empresaId=12a');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.empresaIdInvalido);
    expect(screen.queryByRole('heading', { name: 'Área do Candidato' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the candidate login of the company, with links to register and to recover the password', async () => {
    visitante();
    render('/externo/login?empresaId=12');
    expect(await screen.findByRole('heading', { name: 'Área do Candidato' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toBeEnabled();
    expect(screen.getByLabelText('Senha')).toBeEnabled();
    expect(screen.queryByLabelText('Empresa')).not.toBeInTheDocument();
    expect(await screen.findByText('Ipê Filial Nordeste')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cadastre-se/ })).toHaveAttribute(
      'href',
      '/externo/candidatos/new?empresaId=12',
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/externo/recuperar-senha?empresaId=12',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('CPF é obrigatório')).toBeInTheDocument();
    expect(screen.getByText(MSG.senhaObrigatoria)).toBeInTheDocument();
  });

  it('sends a visitor of a candidate-only page to the login of the company', async () => {
    visitante();
    render('/externo/privada?empresaId=12');
    expect(await screen.findByRole('heading', { name: 'Área do Candidato' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/externo/login?empresaId=12');
  });

  it('shows the candidate menu with the name limited to 20 characters; the login sends to the ads', async () => {
    mockApi({ 'GET /api/externo/userinfo': () => ({ body: candidato() }) });
    render('/externo/privada');
    expect(await screen.findByRole('heading', { name: 'Página do candidato' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu do candidato' });
    expect(within(nav).getByText('Maria Aparecida dos …')).toHaveAttribute(
      'title',
      'Maria Aparecida dos Santos Oliveira',
    );
    expect(within(nav).getByRole('link', { name: 'Vagas abertas' })).toHaveAttribute(
      'href',
      '/externo/anuncios?empresaId=12',
    );
    expect(within(nav).getByRole('link', { name: 'Minhas candidaturas' })).toHaveAttribute(
      'href',
      '/externo/candidato-solicitacoes?empresaId=12',
    );
    expect(within(nav).getByRole('link', { name: 'Meu histórico' })).toHaveAttribute(
      'href',
      '/externo/historico-candidatos?empresaId=12',
    );
    expect(within(nav).getByRole('link', { name: 'Editar cadastro' })).toHaveAttribute(
      'href',
      '/externo/candidatos/7?empresaId=12',
    );
    expect(within(nav).getByRole('link', { name: 'Anexar documentos' })).toHaveAttribute(
      'href',
      '/externo/candidatos/7/documentos-anexos?empresaId=12',
    );
    expect(within(nav).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/externo/candidatos/7?empresaId=12&tab=senha',
    );
    expect(within(nav).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out: the notice stays on the page for 2 seconds, then the company login opens', async () => {
    let saiu = false;
    mockApi({
      'GET /api/externo/userinfo': () => ({ body: candidato() }),
      'POST /api/externo/userinfo/logout': () => {
        saiu = true;
        return { body: { ok: true } };
      },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render('/externo/privada');
    const nav = await screen.findByRole('navigation', { name: 'Menu do candidato' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(saiu).toBe(true));
    // Right after the logout answered, the notice and the page are still there; the login comes later.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('Você saiu. Voltando para a página de entrada…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página do candidato' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/externo/login?empresaId=12'), {
      timeout: 3000,
    });
    assign.mockRestore();
  });

  it('shows the policy until accepted: not closable, Continue enabled only after ticking', async () => {
    let aceito = false;
    const api = mockApi({
      'GET /api/externo/userinfo': () => ({
        body: candidato(
          aceito ? {} : { aceitoPoliticaSeguranca: false, politicaSeguranca: 'Tratamos seus dados assim.' },
        ),
      }),
      'PATCH /api/externo/candidatos/7/aceita-termo': () => {
        aceito = true;
        return { body: { message: 'ok' } };
      },
    });
    render('/externo/privada');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tratamos seus dados assim.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close|fechar/i })).not.toBeInTheDocument();
    const continuar = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(continuar).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Li e aceito a política de privacidade'));
    expect(continuar).toBeEnabled();
    await userEvent.click(continuar);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.mock.calls.some(([u, i]) => String(u).endsWith('/aceita-termo') && i?.method === 'PATCH'),
    ).toBe(true);
  });

  it('shows the external 404 for other paths, going back to the candidate start path', async () => {
    visitante();
    render('/externo/qualquer-coisa');
    expect(await screen.findByRole('heading', { name: MSG.erro404 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o início' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/externo/anuncios');
  });
});
