import { formatMoney, isAllowed } from '@ipe/domain';
import { faixasSalariais as def } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import type { LinhaPaginadaDe } from '../../../platform/api/recurso.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { T } from '../../../platform/resource/texts.ts';
import { ExportarLista } from '../../../platform/resource/ExportarLista.tsx';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { useResourceList } from '../../../platform/resource/useResourceList.ts';
import { useSession } from '../../../platform/session/state.ts';
import { useCargos, useSalarios } from './api.ts';
import { DuplicarFaixaDialog, TransferirFaixasDialog } from './DialogosFaixa.tsx';
import { formatarCbo, TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './faixas.css';

type Row = LinhaPaginadaDe<typeof def>;

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
  const [dialogo, setDialogo] = useState<'duplicar' | 'transferir' | null>(null);
  useDocumentTitle(def.labelPlural);

  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const lista = useResourceList(def, {
    query: (params) => ({ cargoId: params.get('cargoId') || undefined }),
  });
  const { update, search, refresh, data } = lista;
  const cargoId = lista.params.get('cargoId') || null;

  const { data: cargos = [] } = useCargos();
  const ids = useMemo(() => (data?.content ?? []).map((r) => r.id), [data]);

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
    ? [lista.actions.open(true), lista.actions.remove]
    : [lista.actions.open(false)];

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
      <div className="ipe-list-toolbar">
        <QuickSearch value={search.text} onChange={search.setText} onSubmit={search.apply} />
        <ExportarLista def={def} query={lista.query} />
      </div>
      {/* The position filter, collapsed unless the URL applies it (a link from the position's form). */}
      <SearchFilterPanel
        defaultOpen={!!cargoId}
        onSearch={search.apply}
        onClear={() => {
          search.clear();
          update({ q: null, cargoId: null });
        }}
      >
        <FormGrid>
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
      <DataTable<Row> {...lista.table} columns={columns} actions={actions} />
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
