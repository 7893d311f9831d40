import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type RowAction } from './DataTable.tsx';
import { renderPt } from './test-utils.tsx';

interface Row {
  id: number;
  nome: string;
  ativo: boolean;
}

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    nome: `Pessoa ${String(i + 1).padStart(2, '0')}`,
    ativo: i % 2 === 0,
  }));
const columns = [{ field: 'nome', header: 'Nome', sortable: true }];

const action = (label: string, extra: Partial<RowAction<Row>> = {}): RowAction<Row> => ({
  label,
  icon: 'pi pi-circle',
  onClick: vi.fn(),
  ...extra,
});

describe('DataTable', () => {
  it('shows the empty text and a zero count', () => {
    renderPt(<DataTable value={[]} columns={columns} caption="Pessoas" />);
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 registro(s) encontrado(s).')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pessoas' })).toBeInTheDocument();
  });

  it('says it is loading, not empty, while its first page comes (the table spins in place)', () => {
    renderPt(<DataTable value={[]} columns={columns} caption="Pessoas" loading />);
    expect(screen.getByText('Carregando registros...')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado.')).toBeNull();
    expect(screen.queryByText('0 registro(s) encontrado(s).')).toBeNull();
  });

  it('renders rows striped with the count in the footer and custom bodies', () => {
    const { container } = renderPt(
      <DataTable
        value={rows(3)}
        columns={[
          ...columns,
          { field: 'ativo', header: 'Ativo', body: (r: Row) => (r.ativo ? 'Sim' : 'Não') },
        ]}
      />,
    );
    expect(screen.getByText('3 registro(s) encontrado(s).')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toBeInTheDocument();
    expect(screen.getByText('Pessoa 02')).toBeInTheDocument();
    expect(screen.getAllByText('Sim')).toHaveLength(2);
    expect(container.querySelector('.p-datatable-striped')).not.toBeNull();
    // One page only: no paginator.
    expect(container.querySelector('.p-paginator')).toBeNull();
  });

  it('shows up to 5 actions inline as labelled icon buttons and calls them with the row', async () => {
    const user = userEvent.setup();
    const editar = action('Editar');
    const remover = action('Remover', { severity: 'danger', disabled: (r) => r.id === 2 });
    const soAtivos = action('Ativar', { visible: (r) => !r.ativo });
    renderPt(<DataTable value={rows(2)} columns={columns} actions={[editar, remover, soAtivos]} />);
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('row').slice(1);
    await user.click(within(first).getByRole('button', { name: 'Editar' }));
    expect(editar.onClick).toHaveBeenCalledWith(rows(2)[0]);
    // visible(): row 1 is ativo, row 2 is not.
    expect(within(first).queryByRole('button', { name: 'Ativar' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
    // disabled()
    expect(within(first).getByRole('button', { name: 'Remover' })).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Remover' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mais ações' })).toBeNull();
  });

  it('with more than 5 actions keeps 4 inline and folds the rest into a Mais ações menu, by keyboard too', async () => {
    const user = userEvent.setup();
    const list = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((l) => action(l));
    renderPt(<DataTable value={rows(2)} columns={columns} actions={list} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('button')).toHaveLength(5);
    expect(within(first).getByRole('button', { name: 'A4' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'A5' })).toBeNull();
    const mais = within(second).getByRole('button', { name: 'Mais ações' });
    expect(mais).toHaveAttribute('aria-haspopup', 'menu');
    expect(mais).toHaveAttribute('aria-expanded', 'false');
    mais.focus();
    await user.keyboard('{Enter}');
    // jsdom has no layout: PrimeReact's positioning leaves the overlay display:none, hence `hidden: true`.
    const menu = await screen.findByRole('menu', { hidden: true, name: 'Mais ações' });
    expect(mais).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByRole('button', { name: 'Mais ações' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['A5', 'A6']);
    expect(menu).toHaveFocus();
    // End goes to the last item, Enter runs it with the row; the focus goes back to the button.
    await user.keyboard('{End}{Enter}');
    expect(list[5].onClick).toHaveBeenCalledWith(rows(2)[1]);
    expect(list[4].onClick).not.toHaveBeenCalled();
    expect(mais).toHaveFocus();
    await waitFor(() => expect(mais).toHaveAttribute('aria-expanded', 'false'));
  });

  it('drops an inline action that stopped being visible (tooltip wrapper and all)', async () => {
    const user = userEvent.setup();
    const editar = action('Editar');
    const ativar = action('Ativar', { visible: (r) => !r.ativo });
    function Alterna() {
      const [ativo, setAtivo] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAtivo(true)}>
            recarregar
          </button>
          <DataTable value={[{ ...rows(1)[0], ativo }]} columns={columns} actions={[editar, ativar]} />
        </>
      );
    }
    renderPt(<Alterna />);
    await user.click(screen.getByRole('button', { name: 'recarregar' }));
    expect(screen.queryByRole('button', { name: 'Ativar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('counts only the visible actions of a row to choose between inline and menu', () => {
    const list = ['A1', 'A2', 'A3', 'A4', 'A5'].map((l) => action(l));
    list.push(action('A6', { visible: (r) => r.id === 2 }));
    renderPt(<DataTable value={rows(2)} columns={columns} actions={list} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('button')).toHaveLength(5);
    expect(within(first).queryByRole('button', { name: 'Mais ações' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Mais ações' })).toBeInTheDocument();
  });

  it('pages locally with 15 rows by default', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { container } = renderPt(<DataTable value={rows(20)} columns={columns} onPage={onPage} />);
    expect(container.querySelector('.p-paginator')).not.toBeNull();
    expect(screen.getByText('20 registro(s) encontrado(s).')).toBeInTheDocument();
    expect(screen.getByText('Pessoa 15')).toBeInTheDocument();
    expect(screen.queryByText('Pessoa 16')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenCalledWith({ page: 1, rows: 15 });
    expect(screen.getByText('Pessoa 16')).toBeInTheDocument();
    expect(screen.queryByText('Pessoa 01')).toBeNull();
  });

  it('in lazy mode counts totalRecords, shows value as the page and reports page and sort', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onSort = vi.fn();
    renderPt(
      <DataTable
        value={rows(15)}
        columns={columns}
        totalRecords={100}
        first={0}
        onPage={onPage}
        onSort={onSort}
      />,
    );
    expect(screen.getByText('100 registro(s) encontrado(s).')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith({ page: 2, rows: 15 });
    await user.click(screen.getByRole('columnheader', { name: /Nome/ }));
    expect(onSort).toHaveBeenCalledWith('nome', 1);
  });

  it('sorts locally when no onSort is given', async () => {
    const user = userEvent.setup();
    renderPt(<DataTable value={rows(3)} columns={columns} />);
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    await user.click(header);
    await user.click(header);
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(cells).toEqual(['Pessoa 03', 'Pessoa 02', 'Pessoa 01']);
  });
});
