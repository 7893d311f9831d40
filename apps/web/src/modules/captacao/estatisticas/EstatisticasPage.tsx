import { formatDate, formatNumber, type ReferencesField } from '@ipe/domain';
import {
  AGRUPAMENTO_OPTIONS,
  type Agrupamento,
  ESTATISTICAS_PATH,
  ESTATISTICAS_TITULO,
  type LinhaEstatistica,
} from '@ipe/domain/resources/captacao/estatisticas/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { type CSSProperties, useState } from 'react';
import { estatisticasPreenchimentoVaga } from '@ipe/domain/resources/captacao/estatisticas/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  type DataTableColumn,
  DataTable,
  DateRange,
  dateRangeMessages,
  dateToIso,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { PAGE_SIZE } from '../../../platform/resource/ResourceListPage.tsx';
import { ReferencesWidget } from '../../../platform/resource/widgets/references.tsx';
import { TXT } from './texts.ts';
import './estatisticas.css';

interface Filtro {
  dataIni: string | null;
  dataFim: string | null;
  agrupamento: Agrupamento;
  estabelecimentosIds: number[];
  areasIds: number[];
  cargosIds: number[];
}

/** This year so far: from 1 January to today. */
function esteAno(): Filtro {
  const hoje = new Date();
  return {
    dataIni: dateToIso(new Date(hoje.getFullYear(), 0, 1)),
    dataFim: dateToIso(hoje),
    agrupamento: 'solicitacao',
    estabelecimentosIds: [],
    areasIds: [],
    cargosIds: [],
  };
}

type CampoFiltro = 'estabelecimentosIds' | 'areasIds' | 'cargosIds';
const filtroDe = <N extends CampoFiltro>(name: N, label: string, resource: string) =>
  ({ name, label, kind: 'references', resource }) satisfies ReferencesField;
// Positions through recruitment's view, readable with the recruitment authority.
const FILTROS = [
  filtroDe('estabelecimentosIds', TXT.estabelecimentos, 'estabelecimentos'),
  filtroDe('areasIds', TXT.areas, 'areas-organizacionais'),
  filtroDe('cargosIds', TXT.cargos, 'captacao-cargo'),
];

const numero = (n: number) => formatNumber(n, 0);
const COMUNS: DataTableColumn<LinhaEstatistica>[] = [
  { field: 'vagasSolicitadas', header: TXT.vagas, body: (r) => numero(r.vagasSolicitadas) },
  { field: 'vagasPreenchidas', header: TXT.preenchidas, body: (r) => numero(r.vagasPreenchidas) },
  {
    field: 'percentualPreenchimento',
    header: TXT.percentual,
    body: (r) => `${formatNumber(r.percentualPreenchimento)}%`,
  },
];

function colunas(agrupamento: Agrupamento): DataTableColumn<LinhaEstatistica>[] {
  if (agrupamento === 'solicitacao')
    return [
      // The establishment is a filter; the row stays readable without its column.
      { field: 'nome', header: TXT.solicitacao },
      { field: 'cargo', header: TXT.cargo },
      { field: 'area', header: TXT.area },
      { field: 'data', header: TXT.data, body: (r) => formatDate(r.data) },
      { field: 'dataEncerramento', header: TXT.encerramento, body: (r) => formatDate(r.dataEncerramento) },
      { field: 'situacao', header: TXT.situacao },
      ...COMUNS,
      { field: 'maiorDiasEmAberto', header: TXT.dias, body: (r) => numero(r.maiorDiasEmAberto) },
    ];
  return [
    { field: 'nome', header: agrupamento === 'cargo' ? TXT.cargo : TXT.area },
    { field: 'qtdSolicitacoes', header: TXT.solicitacoes, body: (r) => numero(r.qtdSolicitacoes) },
    ...COMUNS,
    { field: 'mediaDiasEmAberto', header: TXT.mediaDias, body: (r) => formatNumber(r.mediaDiasEmAberto, 1) },
    { field: 'maiorDiasEmAberto', header: TXT.maiorDias, body: (r) => numero(r.maiorDiasEmAberto) },
  ];
}

/**
 * /captacao/estatisticas-preenchimento-vaga: vacancies requested and filled and how long they stayed
 * open, per requisition, position or area, for the requisitions opened in a period.
 */
export default function EstatisticasPage() {
  useDocumentTitle(ESTATISTICAS_TITULO);
  const [draft, setDraft] = useState<Filtro>(esteAno);
  const [filtro, setFiltro] = useState<Filtro>(draft);
  const [page, setPage] = useState(0);
  const [tentou, setTentou] = useState(false);
  const erros = dateRangeMessages(draft.dataIni, draft.dataFim, { required: true });
  const valido = !erros.start && !erros.end;

  const query = {
    // Sent only with both dates (enabled below); an empty value is left out of the query.
    dataIni: filtro.dataIni ?? '',
    dataFim: filtro.dataFim ?? '',
    agrupamento: filtro.agrupamento,
    estabelecimentosIds: filtro.estabelecimentosIds.join(',') || undefined,
    areasIds: filtro.areasIds.join(',') || undefined,
    cargosIds: filtro.cargosIds.join(',') || undefined,
    page,
    size: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [ESTATISTICAS_PATH, query],
    queryFn: () => chamar(estatisticasPreenchimentoVaga, { query }),
    placeholderData: keepPreviousData,
    enabled: !!filtro.dataIni && !!filtro.dataFim,
  });
  const totais = list.data?.totais;

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{ESTATISTICAS_TITULO}</h1>
      </div>
      <SearchFilterPanel
        defaultOpen
        onSearch={() => {
          setTentou(true);
          if (!valido) return;
          setPage(0);
          setFiltro(draft);
        }}
        onClear={() => {
          setTentou(false);
          const inicial = esteAno();
          setDraft(inicial);
          setPage(0);
          setFiltro(inicial);
        }}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="estatisticas-periodo"
              required
              showErrors={tentou}
              start={draft.dataIni}
              end={draft.dataFim}
              onChange={(dataIni, dataFim) => setDraft((d) => ({ ...d, dataIni, dataFim }))}
            />
          </div>
          <FieldShell id="estatisticas-agrupamento" label={TXT.agrupamento} span={3}>
            <Dropdown
              inputId="estatisticas-agrupamento"
              value={draft.agrupamento}
              options={[...AGRUPAMENTO_OPTIONS]}
              onChange={(e) => setDraft((d) => ({ ...d, agrupamento: e.value as Agrupamento }))}
            />
          </FieldShell>
          {FILTROS.map((f) => (
            <FieldShell key={f.name} id={f.name} label={f.label} span={4}>
              <ReferencesWidget
                field={f}
                id={f.name}
                value={draft[f.name]}
                onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
                onBlur={() => undefined}
                disabled={false}
              />
            </FieldShell>
          ))}
        </FormGrid>
      </SearchFilterPanel>
      {totais && (
        <section className="ipe-estatisticas-totais" aria-label={TXT.totais}>
          <Total label={TXT.totalSolicitacoes} valor={numero(totais.qtdSolicitacoes)} />
          <Total label={TXT.totalVagas} valor={numero(totais.vagasSolicitadas)} />
          <Total
            label={TXT.totalPreenchidas}
            valor={`${numero(totais.vagasPreenchidas)} (${formatNumber(totais.percentualPreenchimento)}%)`}
          />
          <Total label={TXT.totalMedia} valor={formatNumber(totais.mediaDiasEmAberto, 1)} />
        </section>
      )}
      <DataTable<LinhaEstatistica>
        caption={ESTATISTICAS_TITULO}
        value={list.data?.content ?? []}
        columns={colunas(filtro.agrupamento)}
        loading={list.isFetching}
        totalRecords={list.data?.totalElements ?? 0}
        first={page * PAGE_SIZE}
        rows={PAGE_SIZE}
        onPage={(e) => setPage(e.page)}
      />
      <p className="ipe-hint">{TXT.explicacao}</p>
    </section>
  );
}

function Total({ label, valor }: { label: string; valor: string }) {
  return (
    <div className="ipe-estatisticas-total">
      <span>{label}</span>
      <strong>{valor}</strong>
    </div>
  );
}
