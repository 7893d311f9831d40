import { ATIVO_TODOS, campoAtivo, fieldOf, isAllowed, type ResourceDef } from '@ipe/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { http } from '../api/client.ts';
import { toastSuccess } from '../api/notify.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  fieldAria,
  type RowAction,
  SearchFilterPanel,
} from '../components/index.ts';
import { useSession } from '../session/state.ts';
import { cellBody } from './cells.tsx';
import { hasOperation, rememberListSearch } from './form.ts';
import { type FilterValues, ListFilters } from './ListFilters.tsx';
import { keys } from './options.ts';
import { T } from './texts.ts';
import { useResource } from './useResource.ts';
import './resource.css';

type Row = Record<string, unknown> & { id: number };

export interface PageOf<R> {
  content: R[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/**
 * A filter of a list beyond the declared fields (a situation the server computes, read by the module's
 * `listWhere` hook): a dropdown whose value travels in the URL and the list's query string.
 */
export interface ExtraListFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** What the server applies when the parameter is absent: shown selected, kept out of the URL. */
  defaultValue: string;
}

/**
 * The 'Ativo' filter of a register with that flag: Sim (the server's default, so active rows show first),
 * Não or Todos.
 */
export function filtroAtivo(def: ResourceDef): ExtraListFilter[] {
  const f = campoAtivo(def);
  if (!f) return [];
  const options = [
    { value: 'true', label: T.sim },
    { value: 'false', label: T.nao },
    { value: ATIVO_TODOS, label: T.todos },
  ];
  return [{ name: f.name, label: f.label, options, defaultValue: 'true' }];
}

export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;

const intParam = (v: string | null, fallback: number, min: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min ? n : fallback;
};

/**
 * The list screen of any resource of the registry: search box and filters, a server-paged sortable
 * table (page, size, sort, search and filters live in the URL, so back and forward keep them), 'Novo',
 * and per row 'Editar' / 'Remover' or, without write access, 'Visualizar'.
 */
export default function ResourceListPage({
  extraActions = [],
  extraColumns = [],
  extraFilters: filtrosDaTela = [],
}: {
  /** Row actions a special screen adds after 'Editar' (e.g. 'Clonar', 'Avaliações'), before 'Remover'. */
  extraActions?: RowAction<Row>[];
  /** Columns a special screen adds after the declared ones (values the server computes for each row). */
  extraColumns?: DataTableColumn<Row>[];
  /** Dropdown filters a special screen adds after the declared ones. */
  extraFilters?: ExtraListFilter[];
} = {}) {
  const { def } = useResource();
  const { info } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(def.labelPlural);

  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const canEdit = canWrite && hasOperation(def, 'update');
  const canRemove = canWrite && hasOperation(def, 'delete');
  const canCreate = canWrite && hasOperation(def, 'create');

  const page = intParam(params.get('page'), 0, 0);
  const size = intParam(params.get('size'), PAGE_SIZE, 1);
  const sort = params.get('sort') || def.list.sort;
  const q = params.get('q') ?? '';
  const extraFilters = [...filtroAtivo(def), ...filtrosDaTela];
  const filterNames = (def.list.filters ?? []).filter((n) => !extraFilters.some((f) => f.name === n));
  const filters: FilterValues = Object.fromEntries(filterNames.map((n) => [n, params.get(n) || null]));
  const extraValues = Object.fromEntries(extraFilters.map((f) => [f.name, params.get(f.name) || undefined]));
  const query = { page, size, sort, q: q || undefined, ...filters, ...extraValues };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [def, location.search]);

  /** Changes URL parameters (null removes one); any change but paging goes back to the first page. */
  const update = (
    patch: Record<string, string | null>,
    opts: { keepPage?: boolean; replace?: boolean } = {},
  ) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) v === null || v === '' ? next.delete(k) : next.set(k, v);
        if (!opts.keepPage) next.delete('page');
        return next;
      },
      { replace: opts.replace },
    );

  // The search box applies itself 500 ms after the last key (or at once with 'Pesquisar').
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => http.get<PageOf<Row>>(def.path, { query }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;

  // A removal that empties the last page moves to the page before.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0 && data.totalElements > 0)
      update({ page: String(Math.max(0, data.totalPages - 1)) }, { keepPage: true, replace: true });
  });

  const remove = useMutation({
    mutationFn: (row: Row) => http.delete(`${def.path}/${row.id}`),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      await queryClient.invalidateQueries({ queryKey: keys.all(def) });
    },
  });

  const columns: DataTableColumn<Row>[] = [
    ...def.list.columns.map((name) => {
      const f = fieldOf(def, name);
      return {
        field: name,
        header: f.label,
        // Sorted by the server's columns: not by labels of other rows, nor by lists.
        sortable: !['reference', 'references', 'checklist', 'items'].includes(f.kind),
        body: (row: Row) => cellBody(f, row),
      };
    }),
    ...extraColumns,
  ];

  const actions: RowAction<Row>[] = [];
  if (canEdit)
    actions.push({ label: T.editar, icon: 'pi pi-pencil', onClick: (r) => navigate(`${def.path}/${r.id}`) });
  else if (hasOperation(def, 'get'))
    actions.push({ label: T.visualizar, icon: 'pi pi-eye', onClick: (r) => navigate(`${def.path}/${r.id}`) });
  actions.push(...extraActions);
  if (canRemove)
    actions.push({
      label: T.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (r) => {
        if (await confirmRemove()) remove.mutate(r);
      },
    });

  const [sortField, dir] = sort.split(',');
  const hasFilters = !!def.list.search?.length || filterNames.length > 0 || extraFilters.length > 0;

  const onFilter = (name: string, value: string | null) => {
    const patch: Record<string, string | null> = { [name]: value };
    for (const n of filterNames) {
      const f = fieldOf(def, n);
      if (f.kind === 'reference' && f.dependsOn?.field === name) patch[n] = null;
    }
    update(patch);
  };

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{def.labelPlural}</h1>
        {canCreate && (
          <Button
            type="button"
            label={T.novoBotao}
            icon="pi pi-plus"
            onClick={() => navigate(`${def.path}/new`)}
          />
        )}
      </div>
      {hasFilters && (
        <SearchFilterPanel
          defaultOpen
          onSearch={() => update({ q: text.trim() })}
          onClear={() => {
            setText('');
            const names = [...filterNames, ...extraFilters.map((f) => f.name)];
            update({ q: null, ...Object.fromEntries(names.map((n) => [n, null])) });
          }}
        >
          <FormGrid>
            {def.list.search?.length ? (
              <FieldShell
                id="pesquisa"
                label={T.pesquisar}
                span={filterNames.length || extraFilters.length ? 4 : 6}
              >
                <InputText
                  id="pesquisa"
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </FieldShell>
            ) : null}
            {extraFilters.map((f) => {
              const { id, ...aria } = fieldAria(`filtro-${f.name}`);
              return (
                <FieldShell key={f.name} id={id} label={f.label} span={4}>
                  <Dropdown
                    inputId={id}
                    {...aria}
                    options={[...f.options]}
                    optionLabel="label"
                    optionValue="value"
                    value={extraValues[f.name] ?? f.defaultValue}
                    onChange={(e) => update({ [f.name]: e.value === f.defaultValue ? null : e.value })}
                  />
                </FieldShell>
              );
            })}
            {filterNames.length > 0 && <ListFilters def={def} values={filters} onChange={onFilter} />}
          </FormGrid>
        </SearchFilterPanel>
      )}
      <DataTable<Row>
        value={data?.content ?? []}
        columns={columns}
        actions={actions}
        totalRecords={data?.totalElements ?? 0}
        first={page * size}
        rows={size}
        onPage={(e) =>
          update(
            { page: String(e.page), size: e.rows === PAGE_SIZE ? null : String(e.rows) },
            { keepPage: true },
          )
        }
        sortField={sortField}
        sortOrder={dir === 'desc' ? -1 : 1}
        onSort={(field, order) => update({ sort: order === -1 ? `${field},desc` : field })}
        loading={list.isFetching}
        caption={def.labelPlural}
      />
    </section>
  );
}
