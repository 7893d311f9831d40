import type { ResourceDef } from '@ipe/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '../api/notify.ts';
import { type LinhaPaginadaDe, type Pagina, recurso } from '../api/recurso.ts';
import { confirmRemove, type RowAction } from '../components/index.ts';
import { rememberListSearch } from './form.ts';
import { keys } from './options.ts';
import { T } from './texts.ts';

/** A page of the generic list (platform/api/recurso.ts). */
export type PageOf<R> = Pagina<R>;

export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;

const intParam = (v: string | null, fallback: number, min: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min ? n : fallback;
};

/** Changes URL parameters (null or '' removes one); any change but paging goes back to the first page. */
export type UpdateParams = (
  patch: Record<string, string | null>,
  opts?: { keepPage?: boolean; replace?: boolean },
) => void;

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
  const [params, setParams] = useSearchParams();

  const page = intParam(params.get('page'), 0, 0);
  const size = intParam(params.get('size'), PAGE_SIZE, 1);
  const sort = sortable ? params.get('sort') || def.list.sort : undefined;
  const q = params.get('q') ?? '';
  const query = { page, size, sort, q: q || undefined, ...filters?.(params) };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [def, location.search]);

  const update: UpdateParams = (patch, opts = {}) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) v === null || v === '' ? next.delete(k) : next.set(k, v);
        if (!opts.keepPage) next.delete('page');
        return next;
      },
      { replace: opts.replace },
    );

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
    first: page * size,
    rows: size,
    onPage: (e: { page: number; rows: number }) =>
      update(
        { page: String(e.page), size: e.rows === PAGE_SIZE ? null : String(e.rows) },
        { keepPage: true },
      ),
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

/**
 * Filters typed in the panel and applied only with 'Pesquisar' (a costly search): the URL holds the
 * applied values, the panel a draft that follows the URL when it changes (back, forward, 'Limpar').
 */
export function useFilterDraft<K extends string>(
  names: readonly K[],
  { params, update }: { params: URLSearchParams; update: UpdateParams },
) {
  const aplicados = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>;
  const [filtro, setFiltro] = useState(aplicados);
  const chave = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the source; re-read it when it changes.
  useEffect(() => setFiltro(aplicados), [chave]);
  const pesquisar = (f: Record<K, string>) =>
    update(Object.fromEntries(names.map((n) => [n, f[n] || null])) as Record<string, string | null>);
  return {
    aplicados,
    filtro,
    setFiltro,
    /** A setter per filter, for the panel's inputs (null clears). */
    set: (k: K) => (v: string | null) => setFiltro((f) => ({ ...f, [k]: v ?? '' })),
    /** Applies the draft (page back to the first). */
    pesquisar: () => pesquisar(filtro),
    /** 'Limpar': every filter removed from the URL. */
    limpar: () => pesquisar(Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>),
  };
}

/** The applied filters as the list's query: the non-empty ones. */
export const filledParams = (names: readonly string[]) => (params: URLSearchParams) =>
  Object.fromEntries(names.map((n) => [n, params.get(n)]).filter(([, v]) => v));
