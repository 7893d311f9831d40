import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, type Answer, login, preloadScreens, renderRoute, stubApi } from './test-helpers.tsx';

const bairro = (id: number) => ({
  id,
  nome: `Bairro ${String(id).padStart(2, '0')}`,
  estadoId: 6,
  cidadeId: 100,
  estado: { id: 6, sigla: 'CE' },
  cidade: { id: 100, nome: 'Fortaleza' },
});

/** 32 neighbourhoods served page by page as the generic list route does. */
function bairrosApi(extra?: (c: ApiCall) => Answer) {
  return stubApi((c) => {
    const other = extra?.(c);
    if (other) return other;
    if (c.method === 'GET' && c.path === '/api/geral/bairros') {
      const page = Number(c.query.get('page'));
      const size = Number(c.query.get('size'));
      const all = Array.from({ length: 32 }, (_, i) => bairro(i + 1));
      const content = all.slice(page * size, page * size + size);
      return [
        200,
        { content, totalElements: all.length, totalPages: Math.ceil(all.length / size), number: page, size },
      ];
    }
    if (c.path === '/api/geral/estados') return [200, [{ id: 6, sigla: 'CE' }]];
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/geral/bairros');

beforeAll(preloadScreens, 60_000);
beforeEach(() => login());
afterEach(() => window.history.replaceState({}, '', '/'));

// Screens render through lazy routes and PrimeReact: generous limits when the whole suite runs in parallel.
describe('ResourceListPage', { timeout: 30_000 }, () => {
  it('lists a page of rows with joined labels, the footer count and the actions', async () => {
    const calls = bairrosApi();
    renderRoute('/geral/bairros');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bairros' })).toBeInTheDocument();
    expect(await screen.findByText('Bairro 01')).toBeInTheDocument();
    expect(screen.getByText('32 registro(s) encontrado(s).')).toBeInTheDocument();
    const first = listCalls(calls)[0].query;
    expect(first.get('page')).toBe('0');
    expect(first.get('size')).toBe('15');
    expect(first.get('sort')).toBe('nome');
    const row = screen.getByText('Bairro 01').closest('tr') as HTMLElement;
    expect(within(row).getByText('Fortaleza')).toBeInTheDocument();
    expect(within(row).getByText('CE')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remover' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toBeInTheDocument();
  });

  it('asks the server for the next page and keeps page and size in the URL', async () => {
    const user = userEvent.setup();
    const calls = bairrosApi();
    renderRoute('/geral/bairros');
    await screen.findByText('Bairro 01');
    await user.click(screen.getByRole('button', { name: /2/, description: undefined, hidden: false }));
    expect(await screen.findByText('Bairro 16')).toBeInTheDocument();
    const last = listCalls(calls).at(-1)?.query;
    expect(last?.get('page')).toBe('1');
    expect(last?.get('size')).toBe('15');
    expect(screen.getByTestId('location')).toHaveTextContent('/geral/bairros?page=1');
  });

  it('sorts on the server from the column header', async () => {
    const user = userEvent.setup();
    const calls = bairrosApi();
    renderRoute('/geral/bairros');
    await screen.findByText('Bairro 01');
    await user.click(screen.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('sort')).toBe('nome,desc'));
  });

  it('searches with the q parameter after the typing pause', async () => {
    const user = userEvent.setup();
    const calls = bairrosApi();
    renderRoute('/geral/bairros');
    await screen.findByText('Bairro 01');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Centro');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('Centro'));
    expect(listCalls(calls).filter((c) => c.query.get('q')).length).toBe(1);
  });

  it('opens with the first page, one quick-search box and the filter panel collapsed behind Exibir Filtro', async () => {
    const user = userEvent.setup();
    bairrosApi();
    renderRoute('/geral/bairros');
    await screen.findByText('Bairro 01');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Exibir Filtro' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filtro' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filtro' })).toBeVisible();
  });

  it('restores page, order, quick search and filters from a shared URL, with the panel open', async () => {
    const calls = bairrosApi();
    renderRoute('/geral/bairros?q=Bairro&page=1&sort=nome,desc&estadoId=6');
    expect(await screen.findByText('Bairro 16')).toBeInTheDocument();
    const first = listCalls(calls)[0].query;
    expect(Object.fromEntries(first)).toMatchObject({
      q: 'Bairro',
      page: '1',
      sort: 'nome,desc',
      estadoId: '6',
    });
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('Bairro');
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts the quick search in the URL and exports the list as filtered, without the page', async () => {
    const user = userEvent.setup();
    const calls = bairrosApi((c) =>
      c.path === '/api/geral/bairros/exportar'
        ? [
            200,
            {
              code: 'RELATORIO_SEM_DADOS',
              message: 'Não existem dados para o filtro informado.',
              severity: 'info',
            },
          ]
        : undefined,
    );
    renderRoute('/geral/bairros?estadoId=6&page=1');
    await screen.findByText('Bairro 16');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Centro{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/geral/bairros?estadoId=6&q=Centro'),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar para XLS' }));
    expect(await screen.findByText('Não existem dados para o filtro informado.')).toBeInTheDocument();
    const exportar = calls.find((c) => c.path === '/api/geral/bairros/exportar');
    expect(Object.fromEntries(exportar?.query ?? [])).toEqual({
      estadoId: '6',
      q: 'Centro',
      sort: 'nome',
      formato: 'xlsx',
    });
  });

  it('removes a row after the confirmation and tells it', async () => {
    const user = userEvent.setup();
    const calls = bairrosApi((c) => (c.method === 'DELETE' ? [204] : undefined));
    renderRoute('/geral/bairros');
    const row = (await screen.findByText('Bairro 03')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'RH' });
    expect(within(dialog).getByText('Tem certeza que deseja remover?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'RH' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByText('Bairro removido com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/geral/bairros/3');
    // The list is asked again after the removal.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server message of a removal blocked by dependants as a warning', async () => {
    const user = userEvent.setup();
    const message = 'O bairro possui dependências em Candidatos.';
    bairrosApi((c) => (c.method === 'DELETE' ? [400, { code: 'POSSUI_DEPENDENCIAS', message }] : undefined));
    renderRoute('/geral/bairros');
    const row = (await screen.findByText('Bairro 02')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remover' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'RH' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Aviso')).toBeInTheDocument();
    expect(screen.queryByText('Bairro removido com sucesso.')).toBeNull();
  });

  it('offers only Visualizar, and no Novo, without write access', async () => {
    login(['ROLE_GERAL_BAIRROS']);
    bairrosApi();
    renderRoute('/geral/bairros');
    const row = (await screen.findByText('Bairro 01')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo' })).toBeNull();
  });

  it('formats booleans and CPFs, and read-only resources get Visualizar only', async () => {
    stubApi((c) => {
      if (c.path === '/api/utilitario/usuarios')
        return [
          200,
          {
            content: [
              { id: 1, nome: 'Ana', cpf: '52998224725', email: null, ativo: false, usuarioFortes: false },
            ],
            totalElements: 1,
            totalPages: 1,
            number: 0,
            size: 15,
          },
        ];
      if (c.path === '/api/geral/estados')
        return [
          200,
          {
            content: [{ id: 6, sigla: 'CE', nome: 'Ceará', codigoIbge: 23 }],
            totalElements: 1,
            totalPages: 1,
            number: 0,
            size: 15,
          },
        ];
      return undefined;
    });
    const { unmount } = renderRoute('/utilitario/usuarios');
    const row = (await screen.findByText('Ana')).closest('tr') as HTMLElement;
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(row).getByText('Não')).toBeInTheDocument();
    unmount();

    renderRoute('/geral/estados');
    const estado = (await screen.findByText('Ceará')).closest('tr') as HTMLElement;
    expect(within(estado).getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
    expect(within(estado).queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo' })).toBeNull();
  });
});
