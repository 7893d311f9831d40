import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notices, notify, popup, showPopup } from '../api/notify.ts';
import { PopupHost } from './PopupHost.tsx';
import { renderWithApp } from './test-helpers.tsx';
import { ToastHost } from './ToastHost.tsx';

describe('ToastHost and PopupHost', () => {
  afterEach(() => {
    notices.set([]);
    popup.set(null);
  });

  it('shows notices as closable toasts, lines under the message, a repeated id replacing the old one', async () => {
    renderWithApp(<ToastHost />);
    act(() =>
      notify({
        id: 'x',
        severity: 'warn',
        summary: 'Aviso',
        detail: 'Preencha os campos indicados',
        lines: ['Nome é obrigatório', 'CPF é obrigatório'],
      }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Preencha os campos indicados');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nome é obrigatório', 'CPF é obrigatório']);
    expect(within(toast).getByRole('button', { name: /Fechar|Close/ })).toBeInTheDocument();
    expect(notices.get()).toEqual([]);

    act(() => notify({ id: 'x', severity: 'warn', summary: 'Aviso', detail: 'Segunda vez' }));
    await screen.findByText('Segunda vez');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => notify({ id: 'y', severity: 'error', summary: 'Erro', detail: 'Outro' }));
    await screen.findByText('Outro');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('shows one popup at a time and closes it with OK', async () => {
    renderWithApp(<PopupHost />);
    act(() => showPopup({ severity: 'error', summary: 'Erro', detail: 'Primeiro' }));
    act(() => showPopup({ severity: 'error', summary: 'Erro', detail: 'Segundo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erro' });
    expect(dialog).toHaveTextContent('Primeiro');
    expect(dialog).not.toHaveTextContent('Segundo');
    act(() => within(dialog).getByRole('button', { name: 'OK' }).click());
    expect(popup.get()).toBeNull();
  });
});
