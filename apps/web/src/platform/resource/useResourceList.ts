import type { ResourceDef } from '@ipe/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '../api/notify.ts';
import { type LinhaPaginadaDe, type Pagina, recurso } from '../api/recurso.ts';
import { confirmRemove, type RowAction } from '../components/index.ts';
import { rememberListSearch } from './form.ts';
import { useListaNaUrl } from './listaNaUrl.ts';
import { keys } from './options.ts';
import { T } from './texts.ts';

/** A page of the generic list (platform/api/recurso.ts). */
export type PageOf<R> = Pagina<R>;

export { PAGE_SIZE, type UpdateParams, useFilterDraft } from './listaNaUrl.ts';
export const SEARCH_DEBOUNCE_MS = 500;

export interface ResourceListOptions {
  /**
   * The list's query beyond page, size, sort and the search box's `q`, read from the URL (the filters);
   * its keys win, so a screen may also reshape `q`.
   */
  query?: (params: URLSearchParams) => Record<string, unknown>;
  /** false: the server's own order (e.g. relevance), no `sort` parameter and no sortable columns. */
  sort?: boolean;
  /** After a removal, before the lists refresh (e.g. to clear a selection). */
  onRemoved?: () => void;
}

/**
 * The headless part of a server-paged list screen: page, size, sort, search text and filters live in the
 * URL (back and forward keep them; the last search is remembered for the form's way back), the search
 * box applies itself SEARCH_DEBOUNCE_MS after the last key, a removal that empties the last page moves to
 * the page before, and a removal toasts and refreshes every query of the resource. The screen renders the
 * filters and the table (`table` holds DataTable's paging and sorting props, `actions` the usual row
 * actions). Rows are typed by the declaration: `LinhaPaginadaDe<D>` (platform/api/recurso.ts).
 */
export function useResourceList<const D extends ResourceDef>(
  def: D,
  { query: filters, sort: sortable = true, onRemoved }: ResourceListOptions = {},
) {
  type R = LinhaPaginadaDe<D>;
  const api = recurso(def);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { params, page, size, update, paginacao } = useListaNaUrl();
  const sort = sortable ? params.get('sort') || def.list.sort : undefined;
  const q = params.get('q') ?? '';
  const query = { page, size, sort, q: q || undefined, ...filters?.(params) };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [def, location.search]);

  // The search box's text applies itself after a pause (or at once with `applySearch`).
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => api.pagina(query),
    placeholderData: keepPreviousData,
  });
  const data = list.data;

  // A removal that empties the last page moves to the page before.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0 && data.totalElements > 0)
      update({ page: String(Math.max(0, data.totalPages - 1)) }, { keepPage: true, replace: true });
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(def) });
  const remove = useMutation({
    mutationFn: (row: R) => api.remover(row.id),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      onRemoved?.();
      await refresh();
    },
  });

  const [sortField, dir] = (sort ?? '').split(',');
  const table = {
    value: data?.content ?? [],
    totalRecords: data?.totalElements ?? 0,
    ...paginacao,
    loading: list.isFetching,
    caption: def.labelPlural,
    ...(sortable && {
      sortField,
      sortOrder: dir === 'desc' ? (-1 as const) : (1 as const),
      onSort: (field: string, order: 1 | -1) => update({ sort: order === -1 ? `${field},desc` : field }),
    }),
  };

  const abrir = (r: R) => navigate(`${def.path}/${r.id}`);
  const removeAction: RowAction<R> = {
    label: T.remover,
    icon: 'pi pi-trash',
    severity: 'danger',
    onClick: async (r) => {
      if (await confirmRemove()) remove.mutate(r);
    },
  };
  const actions = {
    /** 'Editar' (`edit`) or 'Visualizar': opens the row's form. */
    open: (edit: boolean): RowAction<R> =>
      edit
        ? { label: T.editar, icon: 'pi pi-pencil', onClick: abrir }
        : { label: T.visualizar, icon: 'pi pi-eye', onClick: abrir },
    /** 'Remover', after the confirmation. */
    remove: removeAction,
  };

  return {
    params,
    page,
    size,
    /** The list's query as sent (page, size, sort, `q`, filters): what 'Exportar' asks for, without the page. */
    query,
    update,
    /** The search box: its text, and the search applied now (the 'Pesquisar' button). */
    search: { text, setText, apply: () => update({ q: text.trim() }), clear: () => setText('') },
    list,
    data,
    refresh,
    remove,
    table,
    actions,
  };
}

/** The applied filters as the list's query: the non-empty ones. */
export const filledParams = (names: readonly string[]) => (params: URLSearchParams) =>
  Object.fromEntries(names.map((n) => [n, params.get(n)]).filter(([, v]) => v));
