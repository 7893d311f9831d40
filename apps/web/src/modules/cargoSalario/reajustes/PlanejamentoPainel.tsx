import { formatMoney, formatNumber } from '@ipe/domain';
import {
  aplicarColaboradores,
  aplicarFaixas,
  aplicarIndices,
  cancelarReajuste,
  colaboradoresDaTabela,
  faixasDaTabela,
  indicesDaTabela,
  totalFolha,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { confirmAction, DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { TXT } from './texts.ts';

type Tipo = 'C' | 'F' | 'I';
export interface TabelaResumo {
  id: number;
  tipoReajuste: string;
  aprovada: boolean;
}

const TAMANHO = 50;
const dinheiro = (n: number | null | undefined) => formatMoney(n ?? null);
const pct = (n: number | null | undefined) => (n == null ? '' : `${formatNumber(n, 2)}%`);

type Linha = { id: number } & Record<string, unknown>;
const nome = (v: unknown) => (v && typeof v === 'object' && 'nome' in v ? String(v.nome) : '');

/** The records' columns by kind: current and proposed value and the difference. */
const COLUNAS: Record<Tipo, DataTableColumn<Linha>[]> = {
  C: [
    { field: 'colaborador', header: TXT.talento, body: (r) => nome(r.colaborador) },
    {
      field: 'areaOrganizacionalProposta',
      header: TXT.area,
      body: (r) => nome(r.areaOrganizacionalProposta),
    },
    {
      field: 'faixaSalarialProposta',
      header: TXT.faixa,
      body: (r) => `${nome(r.cargoProposto)} / ${nome(r.faixaSalarialProposta)}`,
    },
    { field: 'salarioAtual', header: TXT.atual, body: (r) => dinheiro(r.salarioAtual as number) },
    { field: 'salarioProposto', header: TXT.proposto, body: (r) => dinheiro(r.salarioProposto as number) },
    { field: 'valorDiferenca', header: TXT.difValor, body: (r) => dinheiro(r.valorDiferenca as number) },
    { field: 'percentualDiferenca', header: TXT.difPct, body: (r) => pct(r.percentualDiferenca as number) },
  ],
  F: [
    { field: 'faixaSalarial', header: TXT.faixa, body: (r) => `${nome(r.cargo)} / ${nome(r.faixaSalarial)}` },
    { field: 'valorAtual', header: TXT.atual, body: (r) => dinheiro(r.valorAtual as number) },
    { field: 'valorProposto', header: TXT.proposto, body: (r) => dinheiro(r.valorProposto as number) },
    { field: 'valorDiferenca', header: TXT.difValor, body: (r) => dinheiro(r.valorDiferenca as number) },
    { field: 'percentualDiferenca', header: TXT.difPct, body: (r) => pct(r.percentualDiferenca as number) },
  ],
  I: [
    { field: 'indice', header: TXT.indice, body: (r) => nome(r.indice) },
    { field: 'valorAtual', header: TXT.atual, body: (r) => dinheiro(r.valorAtual as number) },
    { field: 'valorProposto', header: TXT.proposto, body: (r) => dinheiro(r.valorProposto as number) },
    { field: 'valorDiferenca', header: TXT.difValor, body: (r) => dinheiro(r.valorDiferenca as number) },
    { field: 'percentualDiferenca', header: TXT.difPct, body: (r) => pct(r.percentualDiferenca as number) },
  ],
};

async function pagina(tipo: Tipo, id: number, page: number) {
  const opts = { params: { id }, query: { page, size: TAMANHO } };
  const r =
    tipo === 'C'
      ? await chamar(colaboradoresDaTabela, opts, { loading: 'none' })
      : tipo === 'F'
        ? await chamar(faixasDaTabela, opts, { loading: 'none' })
        : await chamar(indicesDaTabela, opts, { loading: 'none' });
  return { content: r.content as Linha[], total: r.totalElements };
}

/**
 * The preview of a planning table: the payroll on its date before and after, every record (paged on the
 * server, 50 a page, for tables of thousands of talents) and the apply/cancel actions with confirmation.
 */
export function PlanejamentoPainel({
  tabela,
  podeAplicar,
  onAlterada,
}: {
  tabela: TabelaResumo;
  podeAplicar: boolean;
  onAlterada?: () => void;
}) {
  const tipo = tabela.tipoReajuste as Tipo;
  const [page, setPage] = useState(0);
  const qc = useQueryClient();
  const chave = ['planejamento', tabela.id];
  const registros = useQuery({
    queryKey: [...chave, 'registros', page],
    queryFn: () => pagina(tipo, tabela.id, page),
  });
  const folha = useQuery({
    queryKey: [...chave, 'folha'],
    queryFn: () => chamar(totalFolha, { params: { id: tabela.id } }, { loading: 'none' }),
  });
  const recarregar = async () => {
    await qc.invalidateQueries({ queryKey: chave });
    onAlterada?.();
  };
  const aplicar = async () => {
    if (!(await confirmAction({ message: TXT.confirmarAplicar(registros.data?.total ?? 0) }))) return;
    const contrato = tipo === 'C' ? aplicarColaboradores : tipo === 'F' ? aplicarFaixas : aplicarIndices;
    const r = await chamar(contrato, { params: { id: tabela.id } });
    toastSuccess(r.message);
    await recarregar();
  };
  const cancelar = async () => {
    if (!(await confirmAction({ message: TXT.confirmarCancelar }))) return;
    const r = await chamar(cancelarReajuste, { params: { id: tabela.id } });
    toastSuccess(r.message);
    await recarregar();
  };
  const f = folha.data;
  return (
    <section className="ipe-form-section" aria-labelledby={`planejamento-${tabela.id}`}>
      <h2 id={`planejamento-${tabela.id}`}>
        {TXT.registros} ({tabela.aprovada ? TXT.aplicado : TXT.rascunho})
      </h2>
      {f && (
        <section className="ipe-card" aria-label={TXT.totalFolha}>
          <p>{f.message}</p>
          <dl className="ipe-reajuste-totais">
            <dt>{TXT.antes}</dt>
            <dd>{dinheiro(f.totalAtual)}</dd>
            <dt>{TXT.depois}</dt>
            <dd>{dinheiro(f.totalProposto)}</dd>
            <dt>{TXT.diferenca}</dt>
            <dd>
              {dinheiro(f.diferenca)} {f.percentual != null && `(${pct(f.percentual)})`}
            </dd>
          </dl>
          <p className="ipe-hint">{TXT.talentos(f.talentos, f.reajustados)}</p>
        </section>
      )}
      <DataTable<Linha>
        caption={TXT.registros}
        value={registros.data?.content ?? []}
        columns={COLUNAS[tipo]}
        totalRecords={registros.data?.total ?? 0}
        rows={TAMANHO}
        first={page * TAMANHO}
        onPage={(e) => setPage(e.page)}
        loading={registros.isFetching}
      />
      {podeAplicar && (
        <div className="ipe-actions">
          {tabela.aprovada ? (
            <Button
              type="button"
              label={TXT.cancelar}
              icon="pi pi-undo"
              severity="danger"
              onClick={cancelar}
            />
          ) : (
            <Button
              type="button"
              label={TXT.aplicar}
              icon="pi pi-check"
              disabled={!registros.data?.total}
              onClick={aplicar}
            />
          )}
        </div>
      )}
    </section>
  );
}
