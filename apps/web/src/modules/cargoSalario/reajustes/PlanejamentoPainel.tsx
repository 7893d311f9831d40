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
import {
  reajustesColaboradores,
  reajustesFaixasSalariais,
  reajustesIndices,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import {
  confirmAction,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../platform/components/index.ts';
import {
  CAMPO_PROPOSTO,
  comPercentual,
  comValor,
  type Edicao,
  type ErrosEdicao,
  editavel,
  errosDoServidor,
  iniciarEdicao,
  type Tipo,
  validarEdicao,
} from './edicao.ts';
import { TXT } from './texts.ts';
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

/** The records' generic routes (GET and PUT {id}), by kind. */
const REGISTROS = {
  C: recurso(reajustesColaboradores),
  F: recurso(reajustesFaixasSalariais),
  I: recurso(reajustesIndices),
};

/** The column of the proposed amount and of the percentage, by kind (where the in-place inputs go). */
const COLUNA_PROPOSTO: Record<Tipo, string> = {
  C: 'salarioProposto',
  F: 'valorProposto',
  I: 'valorProposto',
};
const COLUNA_PCT = 'percentualDiferenca';

const erro = (id: string, msg: string | undefined) =>
  msg ? (
    <small id={id} className="p-error" role="alert">
      {msg}
    </small>
  ) : null;

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
 * With `podeEditar`, while the table is not applied, a record proposing an amount is edited in place
 * (value or percentage, edicao.ts) and saved by the record's PUT; the totals follow.
 */
export function PlanejamentoPainel({
  tabela,
  podeAplicar,
  podeEditar = false,
  onAlterada,
}: {
  tabela: TabelaResumo;
  podeAplicar: boolean;
  podeEditar?: boolean;
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
  const [edicao, setEdicao] = useState<Edicao | null>(null);
  const [erros, setErros] = useState<ErrosEdicao>({});
  const [salvando, setSalvando] = useState(false);
  const editando = (r: Linha) => edicao?.id === r.id;
  const editar = (e: Edicao | null) => {
    setEdicao(e);
    setErros({});
  };
  const salvar = async () => {
    if (!edicao) return;
    const v = validarEdicao(edicao);
    setErros(v);
    if (Object.keys(v).length) return;
    setSalvando(true);
    try {
      const api = REGISTROS[tipo];
      const registro = await api.obter(edicao.id, { errors: 'silent' });
      const corpo = { ...registro, [CAMPO_PROPOSTO[tipo]]: edicao.valor };
      await api.alterar(edicao.id, corpo as Parameters<typeof api.alterar>[1], {
        errors: 'silent',
        loading: 'none',
      });
      toastSuccess(TXT.alterado);
      editar(null);
      await qc.invalidateQueries({ queryKey: chave });
    } catch (e) {
      setErros(errosDoServidor(e, tipo));
    } finally {
      setSalvando(false);
    }
  };
  const entrada = (r: Linha, campo: string, padrao: ReactNode): ReactNode => {
    if (!edicao || !editando(r) || tabela.aprovada) return padrao;
    if (campo === COLUNA_PCT)
      return (
        <>
          <InputNumber
            inputId={`reajuste-pct-${r.id}`}
            aria-label={TXT.percentualProposto}
            aria-invalid={!!erros.percentual}
            value={edicao.percentual}
            onValueChange={(e) => setEdicao(comPercentual(edicao, e.value ?? null))}
            mode="decimal"
            locale="pt-BR"
            minFractionDigits={0}
            maxFractionDigits={3}
            suffix="%"
            disabled={edicao.atual == null || edicao.atual === 0 || salvando}
          />
          {erro(`reajuste-pct-${r.id}-erro`, erros.percentual)}
        </>
      );
    return (
      <>
        <InputNumber
          inputId={`reajuste-valor-${r.id}`}
          aria-label={TXT.valorProposto}
          aria-invalid={!!erros.valor}
          value={edicao.valor}
          onValueChange={(e) => setEdicao(comValor(edicao, e.value ?? null))}
          mode="currency"
          currency="BRL"
          locale="pt-BR"
          disabled={salvando}
        />
        {erro(`reajuste-valor-${r.id}-erro`, erros.valor)}
        <span className="ipe-reajuste-edicao">
          <Button
            type="button"
            label={TXT.salvar}
            icon="pi pi-check"
            size="small"
            loading={salvando}
            onClick={salvar}
          />
          <Button
            type="button"
            label={TXT.cancelarEdicao}
            icon="pi pi-times"
            size="small"
            text
            disabled={salvando}
            onClick={() => editar(null)}
          />
        </span>
      </>
    );
  };
  const colunas = COLUNAS[tipo].map((c) =>
    c.field === COLUNA_PROPOSTO[tipo] || c.field === COLUNA_PCT
      ? { ...c, body: (r: Linha) => entrada(r, c.field, c.body?.(r)) }
      : c,
  );
  // One stable action (a row's buttons are not swapped while its tooltip lives); save and cancel sit
  // beside the inputs.
  const acoes: RowAction<Linha>[] | undefined =
    podeEditar && !tabela.aprovada
      ? [
          {
            label: TXT.editar,
            icon: 'pi pi-pencil',
            visible: (r) => editavel(tipo, r),
            disabled: () => edicao !== null,
            onClick: (r) => editar(iniciarEdicao(tipo, r)),
          },
        ]
      : undefined;
  // PrimeReact redraws a cell only when a field of its row changes (compared one level deep): a version of
  // the editor's state rides along in every row, so the inputs, the messages and the other rows' disabled
  // 'Editar' follow it.
  const versao = useRef(0);
  const conteudo = registros.data?.content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor's state is what makes a new version.
  const linhas = useMemo(() => {
    versao.current += 1;
    return (conteudo ?? []).map((r) => ({ ...r, _versaoEditor: versao.current }));
  }, [conteudo, edicao, erros, salvando]);
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
      {edicao && erros.geral && (
        <p className="p-error" role="alert">
          {erros.geral}
        </p>
      )}
      <DataTable<Linha>
        caption={TXT.registros}
        value={linhas}
        columns={colunas}
        actions={acoes}
        totalRecords={registros.data?.total ?? 0}
        rows={TAMANHO}
        first={page * TAMANHO}
        onPage={(e) => {
          setPage(e.page);
          editar(null);
        }}
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
