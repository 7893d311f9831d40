import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { alertMessage, ConfirmHost, confirmAction, confirmRemove } from './confirm.tsx';
import { ensurePtBRLocale } from './locale.ts';
import { renderPt } from './test-utils.tsx';

/** Starts a dialog helper inside act and hands back its promise. */
function start<T>(fn: () => Promise<T>): Promise<T> {
  let p!: Promise<T>;
  act(() => {
    p = fn();
  });
  return p;
}

describe('confirm helpers', () => {
  it('confirmAction shows the defaults RH / OK / Cancelar and resolves true on OK', async () => {
    const user = userEvent.setup();
    renderPt(<ConfirmHost />);
    const p = start(() => confirmAction({ message: 'Deseja encerrar a solicitação?' }));
    const dialog = await screen.findByRole('dialog', { name: 'RH' });
    expect(within(dialog).getByText('Deseja encerrar a solicitação?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await user.click(ok);
    await expect(p).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Cancelar and on Escape, and takes other labels', async () => {
    const user = userEvent.setup();
    renderPt(<ConfirmHost />);
    let p = start(() =>
      confirmAction({ message: 'Sair?', header: 'Atenção', acceptLabel: 'Sim', rejectLabel: 'Não' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Atenção' });
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await expect(p).resolves.toBe(false);
    p = start(() => confirmAction({ message: 'De novo?' }));
    await screen.findByText('De novo?');
    await user.keyboard('{Escape}');
    await expect(p).resolves.toBe(false);
  });

  it('confirmRemove asks "Tem certeza que deseja remover?"', async () => {
    const user = userEvent.setup();
    renderPt(<ConfirmHost />);
    const p = start(() => confirmRemove());
    const dialog = await screen.findByRole('dialog', { name: 'RH' });
    expect(within(dialog).getByText('Tem certeza que deseja remover?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(p).resolves.toBe(true);
  });

  it('alertMessage has a single OK button and header Aviso', async () => {
    const user = userEvent.setup();
    renderPt(<ConfirmHost />);
    const p = start(() => alertMessage({ message: 'Preencha os campos indicados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    await expect(p).resolves.toBeUndefined();
  });

  it('settles after the closing animation when transitions are on, with focus given back', async () => {
    const user = userEvent.setup();
    ensurePtBRLocale();
    render(
      <PrimeReactProvider value={{ locale: 'pt-BR' }}>
        <button type="button">origem</button>
        <ConfirmHost />
      </PrimeReactProvider>,
    );
    screen.getByRole('button', { name: 'origem' }).focus();
    const p = start(() => confirmAction({ message: 'Com animação?' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(p).resolves.toBe(true);
    expect(screen.getByRole('button', { name: 'origem' })).toHaveFocus();
  });
});
