import { MSG } from '@ipe/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../layout/test-helpers.tsx';
import { http } from '../api/client.ts';
import { browser } from './browser.ts';
import { SessionDialogs } from './SessionDialogs.tsx';
import { sessionState } from './state.ts';
import { EMPRESA_STORAGE_KEY } from './tabSync.ts';
import { cameFromOutside, markWrongUserChecked, WRONG_USER_FLAG } from './wrongUser.ts';

const markExpired = () => act(() => sessionState.set((s) => ({ ...s, expired: true })));

describe('SessionDialogs', () => {
  beforeEach(() => {
    setSession(sampleInfo());
    markWrongUserChecked();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('asks to log in again when the session expires; Cancelar keeps the page and the next 401 asks again', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockApi({
      'GET /api/geral/bairros': () => ({ status: 401, body: { code: 'SESSAO_EXPIRADA', message: 'x' } }),
    });
    renderWithApp(<SessionDialogs />);
    expect(screen.queryByText(MSG.sessaoExpirouDialogo)).not.toBeInTheDocument();

    markExpired();
    const dialog = await screen.findByRole('dialog', { name: MSG.dialogoCabecalhoPadrao });
    expect(dialog).toHaveTextContent(MSG.sessaoExpirouDialogo);
    await userEvent.click(screen.getByRole('button', { name: MSG.cancelar }));
    await waitFor(() => expect(screen.queryByText(MSG.sessaoExpirouDialogo)).not.toBeInTheDocument());
    expect(sessionState.get().expired).toBe(false);
    expect(sessionState.get().status).toBe('authenticated');

    await act(() => http.get('/geral/bairros').catch(() => undefined));
    expect(await screen.findByText(MSG.sessaoExpirouDialogo)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.ok }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/logout.action'));
  });

  it('company changed in another tab: Manter closes and resets, Descartar reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderWithApp(<SessionDialogs />);
    act(() => sessionState.set((s) => ({ ...s, empresaAlterada: true })));
    const dialog = await screen.findByRole('dialog', { name: MSG.empresaAlteradaOutraAba });
    expect(dialog).toHaveTextContent(MSG.empresaAlteradaOutraAbaDetalhe);
    await userEvent.click(screen.getByRole('button', { name: MSG.manter }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionState.get().empresaAlterada).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    act(() => sessionState.set((s) => ({ ...s, empresaAlterada: true })));
    await userEvent.click(await screen.findByRole('button', { name: MSG.descartar }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('notices at once when another tab switches the company', async () => {
    renderWithApp(<SessionDialogs />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: EMPRESA_STORAGE_KEY, newValue: '1' }));
    });
    expect(sessionState.get().empresaAlterada).toBe(false);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: EMPRESA_STORAGE_KEY, newValue: '2' }));
    });
    expect(await screen.findByRole('dialog', { name: MSG.empresaAlteradaOutraAba })).toBeInTheDocument();
  });

  it('asks once per browser session whether the user is who the session says', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sessionStorage.removeItem(WRONG_USER_FLAG);
    const { unmount } = renderWithApp(<SessionDialogs />);
    expect(await screen.findByText(MSG.wrongUser('Maria Consulta'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.continuar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    renderWithApp(<SessionDialogs />);
    expect(screen.queryByText(MSG.wrongUser('Maria Consulta'))).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('LOGOUT in the wrong-user dialog logs out', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sessionStorage.removeItem(WRONG_USER_FLAG);
    renderWithApp(<SessionDialogs />);
    await userEvent.click(await screen.findByRole('button', { name: MSG.logout }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/logout.action'));
  });
});

describe('cameFromOutside', () => {
  const base = { origin: 'https://rh.exemplo.com.br', path: '/geral/bairros', navigationType: 'navigate' };
  it('is true without referrer or from another site', () => {
    expect(cameFromOutside({ ...base, referrer: '' })).toBe(true);
    expect(cameFromOutside({ ...base, referrer: 'https://mail.exemplo.com/inbox' })).toBe(true);
  });
  it('is false inside the app, on reloads and on the login page', () => {
    expect(cameFromOutside({ ...base, referrer: 'https://rh.exemplo.com.br/login' })).toBe(false);
    expect(cameFromOutside({ ...base, referrer: '', navigationType: 'reload' })).toBe(false);
    expect(cameFromOutside({ ...base, referrer: '', path: '/login' })).toBe(false);
  });
});
