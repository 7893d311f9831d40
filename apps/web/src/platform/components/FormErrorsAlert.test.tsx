import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from './confirm.tsx';
import { FieldShell, fieldAria } from './FieldShell.tsx';
import { alertInvalidForm } from './FormErrorsAlert.tsx';
import { ensurePtBRLocale } from './locale.ts';

const errors = { cidade: { type: 'required', message: 'Cidade é obrigatória' }, nome: { type: 'required' } };
const tabs: Record<string, number> = { nome: 0, cpf: 0, cidade: 1 };

/** A two-tab form; `onInvalid` runs the helper the way a form's submit handler would. */
function TabbedForm({ setTabSpy }: { setTabSpy?: (i: number) => void }) {
  const [tab, setTab] = useState(0);
  return (
    <PrimeReactProvider value={{ locale: 'pt-BR' }}>
      <ConfirmHost />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          alertInvalidForm(errors, {
            fieldOrder: ['cidade', 'nome', 'cpf'],
            tabOf: (f) => tabs[f],
            setTab: (i) => {
              setTabSpy?.(i);
              setTab(i);
            },
          });
        }}
      >
        <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)}>
          <TabPanel header="Dados pessoais">
            <FieldShell id="nome" label="Nome" required>
              <input {...fieldAria('nome', undefined, true)} />
            </FieldShell>
          </TabPanel>
          <TabPanel header="Endereço">
            <FieldShell id="cidade" label="Cidade" error="Cidade é obrigatória">
              <input {...fieldAria('cidade', 'Cidade é obrigatória')} />
            </FieldShell>
          </TabPanel>
        </TabView>
        <button type="submit">Gravar</button>
      </form>
    </PrimeReactProvider>
  );
}

describe('alertInvalidForm', () => {
  it('shows "Preencha os campos indicados", then opens the tab of the first failing field and focuses it', async () => {
    const user = userEvent.setup();
    const setTab = vi.fn();
    ensurePtBRLocale();
    render(<TabbedForm setTabSpy={setTab} />);
    expect(screen.queryByRole('textbox', { name: 'Cidade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('Preencha os campos indicados')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The dialog gives the focus back to Gravar when it closes; the helper focuses after that.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveFocus());
    expect(setTab).toHaveBeenCalledWith(1);
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveAccessibleDescription(
      'Cidade é obrigatória',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses without switching tabs when no tab is known', async () => {
    const user = userEvent.setup();
    ensurePtBRLocale();
    render(
      <PrimeReactProvider value={{ locale: 'pt-BR', cssTransition: false }}>
        <ConfirmHost />
        <input aria-label="Nome" name="nome" />
        <input aria-label="CPF" id="cpf" />
      </PrimeReactProvider>,
    );
    let done!: Promise<void>;
    act(() => {
      done = alertInvalidForm(
        { cpf: { message: 'Cpf inválido.' }, outro: { message: 'x' } },
        { fieldOrder: ['nome', 'cpf'] },
      );
    });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await done;
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveFocus();
  });
});
