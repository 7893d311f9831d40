import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import {
  DataTable as PrimeDataTable,
  type DataTablePageEvent,
  type DataTableSortEvent,
} from 'primereact/datatable';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { type CSSProperties, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import './components.css';

/** The empty table's text while its first page loads. Not in MSG: defined here. */
export const CARREGANDO_REGISTROS = 'Carregando registros...';
/** Header of the actions column. Not in MSG: defined here. */
export const ACOES = 'Ações';
/** Accessible name and tooltip of the button that opens a row's folded actions. Not in MSG: defined here. */
export const MAIS_ACOES = 'Mais ações';
/** Label of the header checkbox of a selectable table. Not in MSG: defined here. */
export const SELECIONAR_PAGINA = 'Selecionar todos desta página';
/**
 * At most this many row buttons (spec 1 §2, §9: 5 of 30 px): with more actions the first 4 stay inline and
 * the others go to one 'Mais ações' popup menu, the fifth button.
 */
export const MAX_INLINE_ACTIONS = 5;

export interface RowAction<T> {
  label: string;
  /** PrimeIcons class, e.g. 'pi pi-pencil'. */
  icon: string;
  onClick: (row: T) => void;
  visible?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  severity?: 'danger';
}

export interface DataTableColumn<T> {
  field: string;
  header: string;
  body?: (row: T) => ReactNode;
  sortable?: boolean;
  style?: CSSProperties;
}

export interface DataTableProps<T> {
  value: T[];
  columns: DataTableColumn<T>[];
  /** Unique key of a row (default 'id'). */
  dataKey?: string;
  actions?: RowAction<T>[];
  /** Server paging: the total of rows on the server; `value` is then the current page only (lazy mode). */
  totalRecords?: number;
  /** Index of the first row shown (controlled). Without it the table keeps its own page. */
  first?: number;
  /** Rows per page (default 15). */
  rows?: number;
  onPage?: (e: { page: number; rows: number }) => void;
  sortField?: string;
  sortOrder?: 1 | -1;
  /** Controlled sort (server sort in lazy mode). Without it the table sorts `value` locally. */
  onSort?: (field: string, order: 1 | -1) => void;
  loading?: boolean;
  /** Accessible name of the table. */
  caption?: string;
  /** Checkbox selection (batch actions): the selected rows, controlled by the screen. */
  selection?: T[];
  onSelectionChange?: (rows: T[]) => void;
  /** Replaces the footer's 'N registro(s) encontrado(s).' (e.g. a capped total: 'Mais de N …'). */
  footer?: string;
  /**
   * On screens up to 640 px each row is shown as a card of 'Header  value' lines instead of a table that
   * scrolls sideways (the candidate area on a phone). The CSS is ours (components.css): PrimeReact's stack
   * mode only supplies the per-cell header titles.
   */
  cartoesNoCelular?: boolean;
}

function RowActions<T>({
  row,
  actions,
  openMenu,
  menuId,
}: {
  row: T;
  actions: RowAction<T>[];
  openMenu: (e: MouseEvent<HTMLButtonElement>, row: T, actions: RowAction<T>[]) => void;
  menuId: string;
}) {
  const shown = actions.filter((a) => !a.visible || a.visible(row));
  if (shown.length === 0) return null;
  // More than 5: the first 4 stay inline and the rest go to a 'Mais ações' menu (5 buttons in all).
  const dobra = shown.length > MAX_INLINE_ACTIONS;
  const inline = dobra ? shown.slice(0, MAX_INLINE_ACTIONS - 1) : shown;
  const noMenu = dobra ? shown.slice(MAX_INLINE_ACTIONS - 1) : [];
  return (
    <div className="ipe-row-actions">
      {inline.map((a) => (
        // A wrapper React owns: the tooltip's showOnDisabled moves the button into a div of PrimeReact's
        // own, so React, removing an action that stopped being visible (Liberar → Bloquear), would not
        // find the button where it put it ('removeChild' error). It removes this span instead.
        <span key={a.label} className="ipe-row-action">
          <Button
            type="button"
            icon={a.icon}
            rounded
            text
            severity={a.severity}
            aria-label={a.label}
            tooltip={a.label}
            tooltipOptions={{ position: 'top', showOnDisabled: true }}
            disabled={a.disabled?.(row) ?? false}
            onClick={() => a.onClick(row)}
          />
        </span>
      ))}
      {dobra && (
        <Button
          type="button"
          icon="pi pi-ellipsis-v"
          rounded
          text
          aria-label={MAIS_ACOES}
          tooltip={MAIS_ACOES}
          tooltipOptions={{ position: 'top' }}
          aria-haspopup="menu"
          aria-controls={menuId}
          // Set to true on the button that opened the menu while it is open (openMenu): PrimeReact memoises
          // the body cells, so a state change would not reach them.
          aria-expanded={false}
          onClick={(e) => openMenu(e, row, noMenu)}
        />
      )}
    </div>
  );
}

/**
 * PrimeReact DataTable with the spec's conventions (spec 1 §2): striped rows, 'Nenhum registro
 * encontrado.', footer 'N registro(s) encontrado(s).', row actions inline up to 5 (30 px icon buttons with
 * tooltip) or else 4 inline and the rest in one 'Mais ações' popup menu, paginator (15 rows) only when there is more than one page.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { value, columns, dataKey = 'id', actions, totalRecords, rows = 15, loading, caption } = props;
  const lazy = totalRecords !== undefined;
  const total = totalRecords ?? value.length;
  const [ownFirst, setOwnFirst] = useState(0);
  const first = props.first ?? ownFirst;
  const menu = useRef<Menu>(null);
  const menuId = `${useId()}-acoes`;
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);
  const abridor = useRef<HTMLButtonElement | null>(null);

  const openMenu = (e: MouseEvent<HTMLButtonElement>, row: T, list: RowAction<T>[]) => {
    setMenuItems(
      list.map((a) => ({
        label: a.label,
        icon: a.icon,
        disabled: a.disabled?.(row) ?? false,
        className: a.severity === 'danger' ? 'ipe-menu-danger' : undefined,
        command: () => a.onClick(row),
      })),
    );
    abridor.current?.setAttribute('aria-expanded', 'false');
    abridor.current = e.currentTarget;
    e.currentTarget.setAttribute('aria-expanded', 'true');
    menu.current?.toggle(e);
  };

  const onPage = (e: DataTablePageEvent) => {
    setOwnFirst(e.first);
    props.onPage?.({ page: e.page ?? Math.floor(e.first / e.rows), rows: e.rows });
  };

  const onSort = props.onSort
    ? (e: DataTableSortEvent) => props.onSort?.(e.sortField, e.sortOrder === -1 ? -1 : 1)
    : undefined;

  // In local mode a shorter list (after a removal, a new search) must not leave the table on an empty page.
  const shownFirst = !lazy && first >= total ? Math.max(0, Math.floor((total - 1) / rows) * rows) : first;
  const hasActions = !!actions && actions.length > 0;
  // PrimeReact types selection as a union per mode; this table only ever uses the checkbox mode.
  const selectionProps: object = props.onSelectionChange
    ? {
        selectionMode: 'checkbox',
        selection: props.selection ?? [],
        onSelectionChange: (e: { value: unknown }) => props.onSelectionChange?.(e.value as T[]),
      }
    : {};

  const primeiraCarga = !!loading && value.length === 0;
  return (
    <>
      <PrimeDataTable
        value={value}
        dataKey={dataKey}
        stripedRows
        size="small"
        // The first load (nothing shown yet) says 'Carregando registros...' under the table's spinner, not
        // 'Nenhum registro encontrado.' and '0 registro(s)': reads no longer cover the screen (api/client.ts).
        emptyMessage={primeiraCarga ? CARREGANDO_REGISTROS : MSG.nenhumRegistro}
        footer={
          <span role="status">{primeiraCarga ? '' : (props.footer ?? MSG.registrosEncontrados(total))}</span>
        }
        lazy={lazy}
        totalRecords={lazy ? totalRecords : undefined}
        paginator={total > rows}
        first={shownFirst}
        rows={rows}
        onPage={onPage}
        sortField={props.sortField}
        sortOrder={props.sortOrder}
        onSort={onSort}
        loading={loading}
        pt={{ table: { 'aria-label': caption } as object }}
        {...(props.cartoesNoCelular
          ? { responsiveLayout: 'stack', breakpoint: '0px', className: 'ipe-datatable-cartoes' }
          : {})}
        {...selectionProps}
      >
        {props.onSelectionChange && (
          <Column
            key="__selecao"
            selectionMode="multiple"
            headerStyle={{ width: '3rem' }}
            // PrimeReact wraps the native checkbox in a div with role=checkbox but no aria-checked: two
            // nested controls for a screen reader. The native input is the control; its header label is ours.
            pt={{
              headerCheckbox: { root: { role: 'none' }, input: { 'aria-label': SELECIONAR_PAGINA } },
              rowCheckbox: { root: { role: 'none' } },
            }}
          />
        )}
        {columns.map((c) => (
          <Column
            key={c.field}
            field={c.field}
            header={c.header}
            sortable={c.sortable}
            style={c.style}
            body={c.body ? (row: T) => c.body?.(row) : undefined}
          />
        ))}
        {hasActions && (
          <Column
            key="__acoes"
            header={ACOES}
            style={{ width: '1%', whiteSpace: 'nowrap' }}
            body={(row: T) => <RowActions row={row} actions={actions} openMenu={openMenu} menuId={menuId} />}
          />
        )}
      </PrimeDataTable>
      {hasActions && (
        <Menu
          model={menuItems}
          popup
          ref={menu}
          id={menuId}
          // The name goes on the list with role=menu (PrimeReact's `aria-label` lands on its bare root div).
          pt={{ menu: { 'aria-label': MAIS_ACOES } as object }}
          onHide={() => abridor.current?.setAttribute('aria-expanded', 'false')}
        />
      )}
    </>
  );
}
