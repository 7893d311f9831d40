import { formatDate, formatMoney, optionLabel } from '@ipe/domain';
import {
  COLABORADORES_HISTORICOS_PATH,
  historicosDosColaboradores,
  type LinhaHistoricoColaborador,
} from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import {
  MOTIVO_HISTORICO_OPTIONS,
  SITUACAO_COLABORADOR_OPTIONS,
  SITUACAO_FILTRO_TODOS,
  SITUACAO_PADRAO,
  type SituacaoColaborador,
  TIPO_SALARIO_OPTIONS,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { type CSSProperties, useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  DataTable,
  type DataTableColumn,
  DateRange,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useOpcoes } from './opcoes.ts';

const TITULO = 'Históricos dos Talentos';
const SITUACOES = [{ value: SITUACAO_FILTRO_TODOS, label: 'Todas' }, ...SITUACAO_COLABORADOR_OPTIONS];

interface Filtro {
  q: string;
  dataIni: string | null;
  dataFim: string | null;
  motivo: string | null;
  areaId: number | null;
  cargoId: number | null;
  situacao: string;
}
const INICIAL: Filtro = {
  q: '',
  dataIni: null,
  dataFim: null,
  motivo: null,
  areaId: null,
  cargoId: null,
  situacao: SITUACAO_PADRAO,
};

/**
 * /cargo-salario/colaboradores/historicos (spec 2 §2): every talent's history rows, latest first, with the
 * salary each row sets on its date; filtered by the talent's name or CPF, period, reason, area, position and
 * situation; a row opens its talent.
 */
export default function HistoricosListPage() {
  useDocumentTitle(TITULO);
  const navigate = useNavigate();
  const opcoes = useOpcoes();
  const [draft, setDraft] = useState<Filtro>(INICIAL);
  const [filtro, setFiltro] = useState<Filtro>(INICIAL);
  const [pagina, setPagina] = useState({ page: 0, size: 15 });
  const aplicar = (f: Filtro) => {
    setFiltro(f);
    setPagina((p) => ({ ...p, page: 0 }));
  };
  const query = {
    q: filtro.q || undefined,
    dataIni: filtro.dataIni ?? undefined,
    dataFim: filtro.dataFim ?? undefined,
    motivo: filtro.motivo ?? undefined,
    areasIds: filtro.areaId == null ? undefined : [filtro.areaId],
    cargosIds: filtro.cargoId == null ? undefined : [filtro.cargoId],
    situacao: filtro.situacao as SituacaoColaborador | 'T',
    page: pagina.page,
    size: pagina.size,
  };
  const lista = useQuery({
    queryKey: [COLABORADORES_HISTORICOS_PATH, query],
    queryFn: () => chamar(historicosDosColaboradores, { query }),
    placeholderData: keepPreviousData,
  });
  const colunas: DataTableColumn<LinhaHistoricoColaborador>[] = [
    { field: 'data', header: 'Data', body: (r) => formatDate(r.data) },
    { field: 'colaborador', header: 'Talento', body: (r) => r.colaborador.nome },
    { field: 'motivo', header: 'Motivo', body: (r) => optionLabel(MOTIVO_HISTORICO_OPTIONS, r.motivo) },
    { field: 'areaOrganizacional', header: 'Área Organizacional', body: (r) => r.areaOrganizacional.nome },
    { field: 'cargo', header: 'Cargo / Faixa', body: (r) => `${r.cargo.nome} / ${r.faixaSalarial.nome}` },
    {
      field: 'tipoSalario',
      header: 'Tipo de Salário',
      body: (r) => optionLabel(TIPO_SALARIO_OPTIONS, r.tipoSalario),
    },
    { field: 'salario', header: 'Salário', body: (r) => (r.salario == null ? '' : formatMoney(r.salario)) },
  ];
  const escolha = (
    id: string,
    label: string,
    valor: number | string | null,
    options: readonly { value: number | string; label: string }[],
    mudar: (v: never) => void,
  ) => (
    <FieldShell id={id} label={label} span={4}>
      <Dropdown
        inputId={id}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        filter={options.length > 8}
        showClear
        resetFilterOnHide
        placeholder={T.todos}
        value={valor}
        onChange={(e) => mudar((e.value ?? null) as never)}
      />
    </FieldShell>
  );
  return (
    <section aria-labelledby="ipe-historicos-titulo">
      <h1 id="ipe-historicos-titulo">{TITULO}</h1>
      <div className="ipe-list-toolbar">
        <QuickSearch
          label="Pesquisar por nome ou CPF do talento"
          value={draft.q}
          onChange={(q) => setDraft((f) => ({ ...f, q }))}
          onSubmit={() => aplicar(draft)}
        />
      </div>
      <SearchFilterPanel
        onSearch={() => aplicar(draft)}
        onClear={() => {
          setDraft(INICIAL);
          aplicar(INICIAL);
        }}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 8 } as CSSProperties}>
            <DateRange
              idPrefix="historicos-periodo"
              start={draft.dataIni}
              end={draft.dataFim}
              onChange={(dataIni, dataFim) => setDraft((f) => ({ ...f, dataIni, dataFim }))}
            />
          </div>
          {escolha(
            'historicos-motivo',
            'Motivo',
            draft.motivo,
            MOTIVO_HISTORICO_OPTIONS,
            (motivo: string | null) => setDraft((f) => ({ ...f, motivo })),
          )}
          {escolha(
            'historicos-area',
            'Área Organizacional',
            draft.areaId,
            opcoes.areas,
            (areaId: number | null) => setDraft((f) => ({ ...f, areaId })),
          )}
          {escolha('historicos-cargo', 'Cargo', draft.cargoId, opcoes.cargos, (cargoId: number | null) =>
            setDraft((f) => ({ ...f, cargoId })),
          )}
          {escolha(
            'historicos-situacao',
            'Situação do talento',
            draft.situacao,
            SITUACOES,
            (situacao: string | null) => setDraft((f) => ({ ...f, situacao: situacao ?? SITUACAO_PADRAO })),
          )}
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<LinhaHistoricoColaborador>
        caption={TITULO}
        value={lista.data?.content ?? []}
        columns={colunas}
        loading={lista.isFetching}
        totalRecords={lista.data?.totalElements ?? 0}
        first={pagina.page * pagina.size}
        rows={pagina.size}
        onPage={(e) => setPagina({ page: e.page, size: e.rows })}
        actions={[
          {
            label: 'Abrir talento',
            icon: 'pi pi-user',
            onClick: (r) => navigate(`/cargo-salario/colaboradores/${r.colaborador.id}`),
          },
        ]}
      />
    </section>
  );
}
