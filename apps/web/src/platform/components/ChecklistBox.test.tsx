import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistBox, type ChecklistBoxProps, type ChecklistOption } from './ChecklistBox.tsx';
import { renderPt } from './test-utils.tsx';

const options: ChecklistOption[] = [
  { value: '1', label: 'Administração', group: 'Matriz' },
  { value: '2', label: 'Financeiro', group: 'Matriz' },
  { value: '3', label: 'Recursos Humanos', group: 'Matriz' },
  { value: '4', label: 'Produção', group: 'Filial' },
  { value: '5', label: 'Expedição', group: 'Filial', disabled: true },
];

function Harness(props: Partial<ChecklistBoxProps> & { initial?: string[]; spy?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <ChecklistBox
      label="Áreas"
      id="areas"
      options={options}
      {...props}
      value={value}
      onChange={(v) => {
        props.spy?.(v);
        setValue(v);
      }}
    />
  );
}

const box = () => screen.getByRole('checkbox', { name: 'Administração' });

describe('ChecklistBox', () => {
  it('lists labelled checkboxes under group headings and toggles them', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<Harness spy={spy} />);
    expect(screen.getByRole('group', { name: 'Áreas' })).toBeInTheDocument();
    const matriz = screen.getByRole('group', { name: 'Matriz' });
    expect(within(matriz).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Filial' })).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByText('Financeiro'));
    expect(spy).toHaveBeenLastCalledWith(['2']);
    expect(screen.getByRole('checkbox', { name: 'Financeiro' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Financeiro' }));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Expedição' })).toBeDisabled();
  });

  it('Marcar Todos and Desmarcar Todos act on the filtered items, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<Harness spy={spy} initial={['4']} />);
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar: Áreas' }), 'MATRIZ');
    await user.click(screen.getByRole('button', { name: 'Marcar Todos' }));
    expect(spy).toHaveBeenLastCalledWith(['4', '1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Desmarcar Todos' }));
    expect(spy).toHaveBeenLastCalledWith(['4']);
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Marcar Todos' }));
    // Expedição is disabled: never added by select-all.
    expect(spy).toHaveBeenLastCalledWith(['4', '1', '2', '3']);
  });

  it('filters ignoring accents and case and warns about checked items the filter hides', async () => {
    const user = userEvent.setup();
    renderPt(<Harness initial={['1', '2', '4']} />);
    const filter = screen.getByRole('searchbox', { name: 'Filtrar: Áreas' });
    await user.type(filter, 'producao');
    expect(screen.getByRole('checkbox', { name: 'Produção' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Administração' })).toBeNull();
    expect(
      screen.getByText('Existem 2 itens marcados, porém estão ocultos nessa filtragem.'),
    ).toBeInTheDocument();
    await user.clear(filter);
    // The group name matches too: Matriz shows 1, 2, 3; only 4 stays hidden.
    await user.type(filter, 'matriz');
    expect(screen.getByRole('checkbox', { name: 'Financeiro' })).toBeChecked();
    expect(screen.getByText('Existe 1 item marcado, porém está oculto nessa filtragem.')).toBeInTheDocument();
    await user.clear(filter);
    expect(screen.queryByText(/oculto/)).toBeNull();
  });

  it('shows "Nenhum registro encontrado." when the filter matches nothing', async () => {
    const user = userEvent.setup();
    renderPt(<Harness />);
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('with a limit, disables select-all when it would exceed it and blocks unchecked items at the limit', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<Harness spy={spy} limit={2} />);
    // 4 enabled items > limit 2.
    expect(screen.getByRole('button', { name: 'Marcar Todos' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox'), 'a');
    // 'a' matches Administração, Financeiro, Recursos Humanos (Matriz) and Produção... still too many.
    expect(screen.getByRole('button', { name: 'Marcar Todos' })).toBeDisabled();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'filial');
    // Produção only (Expedição is disabled): 1 ≤ 2.
    expect(screen.getByRole('button', { name: 'Marcar Todos' })).toBeEnabled();
    await user.clear(screen.getByRole('searchbox'));
    await user.click(box());
    await user.click(screen.getByRole('checkbox', { name: 'Financeiro' }));
    expect(spy).toHaveBeenLastCalledWith(['1', '2']);
    const rh = screen.getByRole('checkbox', { name: 'Recursos Humanos' });
    expect(rh).toBeDisabled();
    expect(rh.closest('[title]')).toHaveAttribute('title', 'Limite de registros selecionados atingido');
    expect(box()).toBeEnabled();
    expect(box().closest('[title]')).toBeNull();
    // Unchecking frees a slot.
    await user.click(box());
    expect(screen.getByRole('checkbox', { name: 'Recursos Humanos' })).toBeEnabled();
  });

  it('marks the filter invalid and points its id for labels and error focus', () => {
    renderPt(<Harness invalid />);
    const filter = screen.getByRole('searchbox');
    expect(filter).toHaveAttribute('id', 'areas');
    expect(filter).toHaveAttribute('aria-invalid', 'true');
  });
});
