import { bairros } from '@ipe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, stubApi } from './test-helpers.tsx';
import {
  filledParams,
  type ResourceListOptions,
  SEARCH_DEBOUNCE_MS,
  useFilterDraft,
  useResourceList,
} from './useResourceList.ts';

/** The headless list state shared by the generic list and the special list screens. */

const def = bairros;

/** 32 rows served page by page, as the generic list route does; DELETE answers 204. */
function api(total = 32) {
  return stubApi((c) => {
    if (c.method === 'DELETE') return [204];
    const page = Number(c.query.get('page'));
    const size = Number(c.query.get('size'));
    const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, nome: `Bairro ${i + 1}` }));
    return [
      200,
      {
        content: all.slice(page * size, page * size + size),
        totalElements: all.length,
        totalPages: Math.ceil(all.length / size),
        number: page,
        size,
      },
    ];
  });
}
const lists = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET');
const lastQuery = (calls: ApiCall[]) => Object.fromEntries(lists(calls).at(-1)?.query ?? []);

/** The hook at `url`, with the router's location (search) and navigate beside it. */
function render(url: string, opts?: ResourceListOptions, draft?: readonly string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const lista = useResourceList(def, opts);
      return {
        lista,
        draft: useFilterDraft(draft ?? [], lista),
        search: useLocation().search,
        navigate: useNavigate(),
      };
    },
    { wrapper },
  );
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('useResourceList', { timeout: 20_000 }, () => {
  it('reads page, size, sort, search and filters from the URL into the query and the table', async () => {
    const calls = api();
    const { result } = render('/geral/bairros?page=1&size=10&sort=nome,desc&q=Centro&cidadeId=100', {
      query: (p) => ({ cidadeId: p.get('cidadeId') || undefined }),
    });
    await waitFor(() => expect(result.current.lista.data?.content).toHaveLength(10));
    expect(lastQuery(calls)).toEqual({
      page: '1',
      size: '10',
      sort: 'nome,desc',
      q: 'Centro',
      cidadeId: '100',
    });
    const { table, search } = result.current.lista;
    expect(table).toMatchObject({ first: 10, rows: 10, sortField: 'nome', sortOrder: -1, totalRecords: 32 });
    expect(search.text).toBe('Centro');
  });

  it("defaults to the first page of 15 in the declaration's order", async () => {
    const calls = api();
    render('/geral/bairros');
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    expect(lastQuery(calls)).toEqual({ page: '0', size: '15', sort: 'nome' });
  });

  it('writes changes to the URL: a filter or a sort goes back to the first page, paging keeps the rest', async () => {
    api();
    const { result } = render('/geral/bairros?page=2');
    act(() => result.current.lista.table.onPage({ page: 1, rows: 15 }));
    await waitFor(() => expect(result.current.search).toBe('?page=1'));
    act(() => result.current.lista.update({ cidadeId: '100' }));
    await waitFor(() => expect(result.current.search).toBe('?cidadeId=100'));
    act(() => result.current.lista.table.onPage({ page: 1, rows: 15 }));
    await waitFor(() => expect(result.current.search).toBe('?cidadeId=100&page=1'));
    act(() => result.current.lista.table.onSort?.('nome', -1));
    await waitFor(() => expect(result.current.search).toBe('?cidadeId=100&sort=nome%2Cdesc'));
    act(() => result.current.lista.update({ cidadeId: null }));
    await waitFor(() => expect(result.current.search).toBe('?sort=nome%2Cdesc'));
  });

  it('applies the search text after the typing pause, once, or at once with apply', async () => {
    const calls = api();
    const { result } = render('/geral/bairros?page=1');
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    for (const text of ['C', 'Ce', 'Cen']) act(() => result.current.lista.search.setText(text));
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS / 2));
    expect(result.current.search).toBe('?page=1');
    await waitFor(() => expect(result.current.search).toBe('?q=Cen'));
    await waitFor(() => expect(lastQuery(calls).q).toBe('Cen'));
    expect(lists(calls).filter((c) => c.query.get('q'))).toHaveLength(1);

    act(() => result.current.lista.search.setText('Centro '));
    act(() => result.current.lista.search.apply());
    await waitFor(() => expect(result.current.search).toBe('?q=Centro'));
    // Back in history, the box shows the URL's search again.
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.lista.search.text).toBe('Cen'));
  });

  it('without sort, sends none and offers no sorting', async () => {
    const calls = api();
    const { result } = render('/geral/bairros?sort=nome', { sort: false });
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    expect(lastQuery(calls)).toEqual({ page: '0', size: '15' });
    expect(result.current.lista.table.onSort).toBeUndefined();
  });

  it('moves to the last page when the one in the URL is beyond it (a removal emptied it)', async () => {
    api(20);
    const { result } = render('/geral/bairros?page=3');
    await waitFor(() => expect(result.current.search).toBe('?page=1'));
    await waitFor(() => expect(result.current.lista.data?.content).toHaveLength(5));
  });

  it('removes a row, tells the screen and asks for the list again', async () => {
    const calls = api();
    const onRemoved = vi.fn();
    const { result } = render('/geral/bairros', { onRemoved });
    await waitFor(() => expect(result.current.lista.data).toBeDefined());
    await act(() => result.current.lista.remove.mutateAsync(result.current.lista.data!.content[2]));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/geral/bairros/3');
    expect(onRemoved).toHaveBeenCalledOnce();
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
  });
});

describe('useFilterDraft', { timeout: 20_000 }, () => {
  const names = ['nome', 'cidadeId'] as const;

  it('keeps the typed filters as a draft until Pesquisar, which applies the filled ones on page 0', async () => {
    const calls = api();
    const { result } = render(
      '/geral/bairros?page=2&nome=Cen',
      { query: filledParams(names), sort: false },
      names,
    );
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    expect(lastQuery(calls)).toMatchObject({ page: '2', nome: 'Cen' });
    expect(result.current.draft.filtro).toEqual({ nome: 'Cen', cidadeId: '' });

    act(() => result.current.draft.set('cidadeId')('100'));
    act(() => result.current.draft.set('nome')(null));
    expect(result.current.search).toBe('?page=2&nome=Cen');
    expect(result.current.draft.aplicados).toEqual({ nome: 'Cen', cidadeId: '' });

    act(() => result.current.draft.pesquisar());
    await waitFor(() => expect(result.current.search).toBe('?cidadeId=100'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '0', size: '15', cidadeId: '100' }));

    act(() => result.current.draft.limpar());
    await waitFor(() => expect(result.current.search).toBe(''));
    expect(result.current.draft.filtro).toEqual({ nome: '', cidadeId: '' });
  });

  it('follows the URL when it changes (back and forward)', async () => {
    api();
    const { result } = render('/geral/bairros?nome=A', { query: filledParams(names), sort: false }, names);
    act(() => result.current.navigate('/geral/bairros?nome=B'));
    await waitFor(() => expect(result.current.draft.filtro.nome).toBe('B'));
    act(() => result.current.navigate(-1));
    await waitFor(() => expect(result.current.draft.filtro.nome).toBe('A'));
  });
});
