import { ATIVO_TODOS, campoAtivo, fieldOf, isAllowed, type ResourceDef } from '@ipe/domain';
import { Dropdown } from 'primereact/dropdown';
import type { LinhaPaginadaDe } from '../api/recurso.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import {
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
import { ExportarLista } from './ExportarLista.tsx';
import { hasOperation } from './form.ts';
import { type FilterValues, ListFilters } from './ListFilters.tsx';
import { ListHeader } from './ListHeader.tsx';
import { QuickSearch } from './QuickSearch.tsx';
import { T } from './texts.ts';
import { useResource } from './useResource.ts';
import { useResourceList } from './useResourceList.ts';
import './resource.css';

export { PAGE_SIZE, type PageOf, SEARCH_DEBOUNCE_MS } from './useResourceList.ts';

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

/** What a special screen adds to the generic list; its rows are typed by the declaration D. */
export interface ResourceListExtras<D extends ResourceDef> {
  /** Row actions a special screen adds after 'Editar' (e.g. 'Clonar', 'Avaliações'), before 'Remover'. */
  extraActions?: RowAction<LinhaPaginadaDe<D>>[];
  /** Columns a special screen adds after the declared ones (values the server computes for each row). */
  extraColumns?: DataTableColumn<LinhaPaginadaDe<D>>[];
  /** Dropdown filters a special screen adds after the declared ones. */
  extraFilters?: ExtraListFilter[];
}

/**
 * The list screen of any resource of the registry: the first page at once (the declared order), one
 * quick-search box (the declared search fields), the other filters in the panel collapsed behind 'Exibir
 * Filtro', 'Exportar para PDF' / 'Exportar para XLS' (the list as filtered), a server-paged sortable table
 * (page, size, sort, search and filters live in the URL: a list can be bookmarked and shared, and back and
 * forward restore it), 'Novo', and per row 'Editar' / 'Remover' or, without write access, 'Visualizar'.
 */
export default function ResourceListPage(extras: ResourceListExtras<ResourceDef> = {}) {
  const { def } = useResource();
  return <ResourceList def={def} {...extras} />;
}

/**
 * ResourceListPage of a given declaration: a special screen's columns and actions read its rows typed
 * (`LinhaPaginadaDe<D>`: the page's fields, their labels and the declared `computed` values).
 */
export function ResourceList<const D extends ResourceDef>({
  def,
  extraActions = [],
  extraColumns = [],
  extraFilters: filtrosDaTela = [],
}: { def: D } & ResourceListExtras<D>) {
  type Row = LinhaPaginadaDe<D>;
  const { info } = useSession();
  useDocumentTitle(def.labelPlural);

  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const canEdit = canWrite && hasOperation(def, 'update');
  const canRemove = canWrite && hasOperation(def, 'delete');
  const canCreate = canWrite && hasOperation(def, 'create');

  const extraFilters = [...filtroAtivo(def), ...filtrosDaTela];
  const filterNames = (def.list.filters ?? []).filter((n) => !extraFilters.some((f) => f.name === n));
  const filtersOf = (params: URLSearchParams): FilterValues =>
    Object.fromEntries(filterNames.map((n) => [n, params.get(n) || null]));
  const extraValuesOf = (params: URLSearchParams) =>
    Object.fromEntries(extraFilters.map((f) => [f.name, params.get(f.name) || undefined]));
  const lista = useResourceList(def, {
    query: (params) => ({ ...filtersOf(params), ...extraValuesOf(params) }),
  });
  const { update, search } = lista;
  const filters = filtersOf(lista.params);
  const extraValues = extraValuesOf(lista.params);

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
  if (canEdit || hasOperation(def, 'get')) actions.push(lista.actions.open(canEdit));
  actions.push(...extraActions);
  if (canRemove) actions.push(lista.actions.remove);

  // The quick search stands above the list; the panel holds the other filters, collapsed unless the URL
  // already applies one (a bookmarked or shared list shows what filters it).
  const hasSearch = !!def.list.search?.length;
  const panelNames = [...filterNames, ...extraFilters.map((f) => f.name)];
  const hasPanel = panelNames.length > 0;
  const panelApplied = panelNames.some((n) => lista.params.get(n));

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
      <ListHeader def={def} canCreate={canCreate} />
      <div className="ipe-list-toolbar">
        {hasSearch && <QuickSearch value={search.text} onChange={search.setText} onSubmit={search.apply} />}
        <ExportarLista def={def} query={lista.query} />
      </div>
      {hasPanel && (
        <SearchFilterPanel
          defaultOpen={panelApplied}
          onSearch={search.apply}
          onClear={() => update(Object.fromEntries(panelNames.map((n) => [n, null])))}
        >
          <FormGrid>
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
      <DataTable<Row> {...lista.table} columns={columns} actions={actions} />
    </section>
  );
}
