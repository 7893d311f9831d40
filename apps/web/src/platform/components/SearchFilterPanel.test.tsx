import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilterPanel } from './SearchFilterPanel.tsx';
import { renderPt } from './test-utils.tsx';

const fields = (
  <>
    <label htmlFor="f-nome">Nome</label>
    <input id="f-nome" />
  </>
);

describe('SearchFilterPanel', () => {
  it('starts closed and toggles with Exibir Filtro / Ocultar Filtro and aria-expanded', async () => {
    const user = userEvent.setup();
    renderPt(<SearchFilterPanel onSearch={vi.fn()}>{fields}</SearchFilterPanel>);
    const toggle = screen.getByRole('button', { name: 'Exibir Filtro' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Filtro' })).toHaveAttribute(
      'id',
      screen.getByRole('button', { name: 'Ocultar Filtro' }).getAttribute('aria-controls'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Ocultar Filtro' }));
    await user.click(screen.getByRole('button', { name: 'Exibir Filtro' }));
    // The fields stay mounted while hidden.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  });

  it('searches with Pesquisar and with Enter, and clears with Limpar', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onClear = vi.fn();
    renderPt(
      <SearchFilterPanel onSearch={onSearch} onClear={onClear} defaultOpen>
        {fields}
      </SearchFilterPanel>,
    );
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('has no Limpar button without onClear', () => {
    renderPt(
      <SearchFilterPanel onSearch={vi.fn()} defaultOpen>
        {fields}
      </SearchFilterPanel>,
    );
    expect(screen.queryByRole('button', { name: 'Limpar' })).toBeNull();
  });
});
