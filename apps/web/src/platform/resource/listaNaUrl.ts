/**
 * The URL state every list screen keeps (issue 19 §3): page, size and filters live in the query string,
 * so a list can be bookmarked and shared, and reload, back and forward restore it. The generic list
 * (`useResourceList`) and the special lists without a declaration (the outbox, the log) share these parts.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dateToIso } from '../components/DateRange.tsx';

export const PAGE_SIZE = 15;

const intParam = (v: string | null, fallback: number, min: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min ? n : fallback;
};

/** Changes URL parameters (null or '' removes one); any change but paging goes back to the first page. */
export type UpdateParams = (
  patch: Record<string, string | null>,
  opts?: { keepPage?: boolean; replace?: boolean },
) => void;

/** The list's URL: its parameters, the page and size it asks for, and the updater. */
export function useListaNaUrl() {
  const [params, setParams] = useSearchParams();
  const page = intParam(params.get('page'), 0, 0);
  const size = intParam(params.get('size'), PAGE_SIZE, 1);
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
  /** DataTable's paging props: the page and size in the URL (the default size left out). */
  const paginacao = {
    first: page * size,
    rows: size,
    onPage: (e: { page: number; rows: number }) =>
      update(
        { page: String(e.page), size: e.rows === PAGE_SIZE ? null : String(e.rows) },
        { keepPage: true },
      ),
  };
  return { params, page, size, update, paginacao };
}

/** How a filter panel's values are read from and written to the URL, when not one parameter each. */
export interface FiltroNaUrl<K extends string> {
  /** The applied values, from the parameters read one by one (`lidos`). */
  ler: (params: URLSearchParams, lidos: Record<K, string>) => Record<K, string>;
  /** The parameters to write for the values `f`, from those written one by one (`patch`). */
  gravar: (f: Record<K, string>, patch: Record<string, string | null>) => Record<string, string | null>;
}

/**
 * Filters typed in the panel and applied only with 'Pesquisar' (a costly search): the URL holds the
 * applied values, the panel a draft that follows the URL when it changes (back, forward, 'Limpar').
 */
export function useFilterDraft<K extends string>(
  names: readonly K[],
  { params, update }: { params: URLSearchParams; update: UpdateParams },
  url?: FiltroNaUrl<K>,
) {
  const lidos = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>;
  const aplicados = url ? url.ler(params, lidos) : lidos;
  const [filtro, setFiltro] = useState(aplicados);
  const chave = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is the source; re-read it when it changes.
  useEffect(() => setFiltro(aplicados), [chave]);
  const pesquisar = (f: Record<K, string>) => {
    const patch = Object.fromEntries(names.map((n) => [n, f[n] || null])) as Record<string, string | null>;
    update(url ? url.gravar(f, patch) : patch);
  };
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

/** `periodo=todos`: the period was cleared, so the default period no longer applies. */
export const PERIODO_TODOS = 'todos';

/**
 * A list that opens on the last `dias` days (the outbox, the log): without `dataIni` and `dataFim` in the
 * URL the period is those days, today included; a period emptied in the panel (or 'Limpar') is written as
 * `periodo=todos`, so the bookmark keeps 'every date' rather than falling back to the default.
 */
export function periodoPadrao<K extends string>(dias: number): FiltroNaUrl<K | 'dataIni' | 'dataFim'> {
  return {
    ler: (params, lidos) => {
      if (params.get('periodo') === PERIODO_TODOS) return { ...lidos, dataIni: '', dataFim: '' };
      if (lidos.dataIni || lidos.dataFim) return lidos;
      const hoje = new Date();
      const inicio = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() - dias);
      return { ...lidos, dataIni: dateToIso(inicio) ?? '', dataFim: dateToIso(hoje) ?? '' };
    },
    gravar: (f, patch) => ({ ...patch, periodo: f.dataIni || f.dataFim ? null : PERIODO_TODOS }),
  };
}
