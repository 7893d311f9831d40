import { formatMoney, isAllowed } from '@ipe/domain';
import { faixasSalariais as def } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { rememberListSearch } from '../../../platform/resource/form.ts';
import { keys } from '../../../platform/resource/options.ts';
import { PAGE_SIZE, type PageOf, SEARCH_DEBOUNCE_MS } from '../../../platform/resource/ResourceListPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { useCargos, useSalarios } from './api.ts';
import { DuplicarFaixaDialog, TransferirFaixasDialog } from './DialogosFaixa.tsx';
import { formatarCbo, TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './faixas.css';

interface Row {
  id: number;
  nome: string;
  cargoId: number;
  cargo: { id: number; nome: string } | null;
  codigoCBO: string | null;
  codigoAC: string | null;
}

const intParam = (v: string | null, fallback: number, min: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min ? n : fallback;
};

/**
 * The salary in force of a band of the page. The cell reads the page's batch answer itself: the table
 * keeps rendered cells while their row is unchanged, so the value must not come through the column.
 */
function SalarioAtual({ id, ids }: { id: number; ids: number[] }) {
  const { data } = useSalarios(ids);
  return <span className="ipe-dinheiro">{formatMoney(data?.get(id) ?? null)}</span>;
}

/**
 * Salary bands: the generic list's behaviour (search, cargo filter, server paging and sort kept in the
 * URL, edit/remove per row) plus the salary in force today of each band of the page (one batch call),
 * and the 'Duplicar faixa' and 'Transferir faixas' dialogs.
 */
export default function FaixasListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [dialogo, setDialogo] = useState<'duplicar' | 'transferir' | null>(null);
  useDocumentTitle(def.labelPlural);

  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const page = intParam(params.get('page'), 0, 0);
  const size = intParam(params.get('size'), PAGE_SIZE, 1);
  const sort = params.get('sort') || def.list.sort;
  const q = params.get('q') ?? '';
  const cargoId = params.get('cargoId') || null;
  const query = { page, size, sort, q: q || undefined, cargoId: cargoId ?? undefined };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [location.search]);

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

  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const { data: cargos = [] } = useCargos();
  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => http.get<PageOf<Row>>(def.path, { query }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const ids = useMemo(() => (data?.content ?? []).map((r) => r.id), [data]);

  useEffect(() => {
    if (data && data.content.length === 0 && page > 0 && data.totalElements > 0)
      update({ page: String(Math.max(0, data.totalPages - 1)) }, { keepPage: true, replace: true });
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(def) });
  const remove = useMutation({
    mutationFn: (row: Row) => http.delete(`${def.path}/${row.id}`),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      await refresh();
    },
  });

  const columns: DataTableColumn<Row>[] = [
    { field: 'nome', header: 'Nome', sortable: true, body: (r) => r.nome },
    { field: 'cargoId', header: TXT.cargo, body: (r) => r.cargo?.nome ?? '' },
    { field: 'codigoCBO', header: TXT.cbo, sortable: true, body: (r) => formatarCbo(r.codigoCBO) },
    {
      field: 'salarioAtual',
      header: TXT.salarioAtual,
      body: (r) => <SalarioAtual id={r.id} ids={ids} />,
    },
  ];

  const actions: RowAction<Row>[] = canWrite
    ? [
        { label: T.editar, icon: 'pi pi-pencil', onClick: (r) => navigate(`${def.path}/${r.id}`) },
        {
          label: T.remover,
          icon: 'pi pi-trash',
          severity: 'danger',
          onClick: async (r) => {
            if (await confirmRemove()) remove.mutate(r);
          },
        },
      ]
    : [{ label: T.visualizar, icon: 'pi pi-eye', onClick: (r) => navigate(`${def.path}/${r.id}`) }];

  const [sortField, dir] = sort.split(',');
  const fechar = async (feito: boolean) => {
    setDialogo(null);
    if (feito) await refresh();
  };

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{def.labelPlural}</h1>
        {canWrite && (
          <div className="ipe-faixas-acoes">
            <Button
              type="button"
              label={TXT.duplicar}
              icon="pi pi-copy"
              outlined
              onClick={() => setDialogo('duplicar')}
            />
            <Button
              type="button"
              label={TXT.transferir}
              icon="pi pi-arrow-right-arrow-left"
              outlined
              onClick={() => setDialogo('transferir')}
            />
            <Button
              type="button"
              label={T.novoBotao}
              icon="pi pi-plus"
              onClick={() => navigate(`${def.path}/new${cargoId ? `?cargoId=${cargoId}` : ''}`)}
            />
          </div>
        )}
      </div>
      <SearchFilterPanel
        defaultOpen
        onSearch={() => update({ q: text.trim() })}
        onClear={() => {
          setText('');
          update({ q: null, cargoId: null });
        }}
      >
        <FormGrid>
          <FieldShell id="pesquisa" label={T.pesquisar} span={6}>
            <InputText id="pesquisa" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </FieldShell>
          <FieldShell id="filtro-cargoId" label={TXT.cargo} span={6}>
            <Dropdown
              inputId="filtro-cargoId"
              value={cargoId ? Number(cargoId) : null}
              options={cargos}
              optionLabel="nome"
              optionValue="id"
              placeholder={TXT.todos}
              filter
              showClear
              onChange={(e) => update({ cargoId: e.value == null ? null : String(e.value) })}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
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
      {dialogo === 'duplicar' && (
        <DuplicarFaixaDialog
          visivel
          cargoInicial={cargoId ? Number(cargoId) : null}
          onFechar={() => void fechar(false)}
          onFeito={() => void fechar(true)}
        />
      )}
      {dialogo === 'transferir' && (
        <TransferirFaixasDialog
          visivel
          cargoInicial={cargoId ? Number(cargoId) : null}
          onFechar={() => void fechar(false)}
          onFeito={() => void fechar(true)}
        />
      )}
    </section>
  );
}
