import { MSG } from '@ipe/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../session/browser.ts';
import { mockApi, renderWithApp, sampleInfo, setSession } from './test-helpers.tsx';
import { ToastHost } from './ToastHost.tsx';
import { UserMenu } from './UserMenu.tsx';

async function openMenu(name = 'Maria Consulta') {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
}

// jsdom has no layout: PrimeReact leaves the positioned popup with display:none, so menu items are
// queried with `hidden: true` (the browser shows them).
describe('UserMenu', () => {
  beforeEach(() => setSession(sampleInfo()));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers Atualizar Meus Dados, Alterar Minha Senha and Sair to a user with the authority', async () => {
    renderWithApp(<UserMenu info={sampleInfo()} />);
    await openMenu();
    expect(
      await screen.findByRole('menuitem', { name: MSG.atualizarMeusDados, hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: MSG.alterarMinhaSenha, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: MSG.sair, hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: MSG.atualizarMeusDados, hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geral/meus-dados');
  });

  it('hides Atualizar Meus Dados without ROLE_CAD_INFO_PESSOAL', async () => {
    renderWithApp(<UserMenu info={sampleInfo({ authorities: ['ROLE_GERAL_BAIRROS'] })} />);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: MSG.sair, hidden: true })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: MSG.atualizarMeusDados, hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: MSG.alterarMinhaSenha, hidden: true })).toBeInTheDocument();
  });

  it('hides Alterar Minha Senha from a provider-side user', async () => {
    renderWithApp(<UserMenu info={sampleInfo({ usuarioFortes: true })} />);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: MSG.sair, hidden: true })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: MSG.alterarMinhaSenha, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('Sair logs out with a POST, then opens the legacy address (which a GET alone never logs out)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const fetchMock = mockApi({ 'POST /api/logout': () => ({ body: { ok: true } }) });
    renderWithApp(<UserMenu info={sampleInfo()} />);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: MSG.sair, hidden: true }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/logout.action'));
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/logout' && init?.method === 'POST',
    );
    expect(posts).toHaveLength(1);
  });

  it('Alterar Minha Senha validates, maps server field errors and confirms success', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      'PATCH /api/userinfo/senha': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                code: 'FIELD_VALIDATION_VIOLATION',
                message: MSG.preenchaCamposIndicados,
                entries: [{ field: 'senha', message: 'Senha atual incorreta.' }],
              },
            }
          : { body: { message: 'Senha alterada com sucesso.' } },
    });
    renderWithApp(
      <>
        <ToastHost />
        <UserMenu info={sampleInfo()} />
      </>,
    );
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: MSG.alterarMinhaSenha, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: MSG.alterarMinhaSenha });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.gravar }));
    expect(await screen.findByText('Senha atual é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Nova senha é obrigatória')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Senha atual'), 'demo1234');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova12345');
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'outra12345');
    await userEvent.click(screen.getByRole('button', { name: MSG.gravar }));
    expect(await screen.findByText(MSG.senhaNaoConfirmada)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirmação da nova senha'));
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'nova12345');
    await userEvent.click(screen.getByRole('button', { name: MSG.gravar }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: MSG.gravar }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MSG.alterarMinhaSenha })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({
      senha: 'demo1234',
      novaSenha: 'nova12345',
      confNovaSenha: 'nova12345',
    });
  });
});
