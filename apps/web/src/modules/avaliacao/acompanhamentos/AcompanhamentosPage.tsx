import { formatDate } from '@ipe/domain';
import { ROTA_ACOMPANHAMENTO, talentosEmExperiencia } from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { linkResponder } from '@ipe/domain/questionario/colaborador';
import type { QueryDe } from '@ipe/domain/contrato';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { ensurePtBRLocale, PT_BR } from '../../../platform/components/locale.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import {
  decisaoDe,
  imprimir,
  linkRespostas,
  type Periodo,
  periodosDosModelos,
  resultadoDe,
  situacaoDe,
  TXT,
  useModelosPeriodos,
} from './comum.ts';
import '../../../platform/resource/resource.css';
import './acompanhamentos.css';

/** One line: a talent in one experience period. */
interface Linha extends Periodo {
  id: string;
  talentoId: number;
  talento: string;
  area: string;
  dataAdmissao: string;
  fimContrato: string;
}

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const MAX_PERIODOS = 4;

const COLUNAS: DataTableColumn<Linha>[] = [
  {
    field: 'talento',
    header: TXT.talento,
    body: (l) => (
      <span className="ipe-acomp-talento">
        <strong>{l.talento}</strong>
        <small>{l.area}</small>
      </span>
    ),
  },
  { field: 'dataAdmissao', header: TXT.admissao, body: (l) => formatDate(l.dataAdmissao) },
  { field: 'nome', header: TXT.periodo },
  { field: 'prazo', header: TXT.prazo, body: (l) => formatDate(l.prazo) },
  { field: 'modelo', header: TXT.modelo, body: (l) => l.modelo?.titulo ?? TXT.semModelo },
  {
    field: 'situacao',
    header: TXT.situacao,
    body: (l) => <span className={`ipe-acomp-situacao ipe-acomp-${l.situacao ?? 'N'}`}>{situacaoDe(l)}</span>,
  },
  { field: 'percentual', header: TXT.resultado, body: resultadoDe },
  { field: 'fimContrato', header: TXT.fimContrato, body: (l) => formatDate(l.fimContrato) },
  { field: 'decisao', header: TXT.decisao, body: decisaoDe },
];

/**
 * /avaliacao/acompanhamentos-periodos-experiencia (spec 2 §2, issue 21 §3): the talents in their experience
 * period on 'Data Fim', one line per talent and period with its due date (admission + days), model,
 * situation and result, beside the contract's end and the keep/end decision. Open (the talent's
 * follow-ups), answer, see the answers, print. The server limits a manager to its areas' talents; on a
 * phone each line is a card.
 */
export default function AcompanhamentosPage() {
  useDocumentTitle(TXT.titulo);
  ensurePtBRLocale();
  const navigate = useNavigate();
  const modelos = useModelosPeriodos();
  const opcoesPeriodos = useMemo(() => periodosDosModelos(modelos.data ?? []), [modelos.data]);
  const [dataFim, setDataFim] = useState<Date>(() => new Date());
  const [periodos, setPeriodos] = useState<number[] | null>(null);
  const [situacao, setSituacao] = useState<'' | 'respondidos' | 'pendentes'>('');
  const [area, setArea] = useState<number | null>(null);
  const padrao = opcoesPeriodos.slice(0, MAX_PERIODOS).map((p) => p.value);
  // What 'Pesquisar' applied; the periods default to every period with a model (the API takes 1 to 4).
  const [aplicado, setAplicado] = useState<{ dataFim: string; periodos: number[] | null; situacao: string }>(
    () => ({ dataFim: ymd(new Date()), periodos: null, situacao: '' }),
  );
  const consulta: QueryDe<typeof talentosEmExperiencia> = {
    dataFim: aplicado.dataFim,
    periodosExperiencias: (aplicado.periodos ?? padrao).join(','),
    situacao: (aplicado.situacao || undefined) as 'respondidos' | 'pendentes' | undefined,
  };
  const lista = useQuery({
    queryKey: ['avaliacao', 'acompanhamentos', consulta],
    enabled: (aplicado.periodos ?? padrao).length > 0,
    placeholderData: keepPreviousData,
    queryFn: () => chamar(talentosEmExperiencia, { query: consulta }),
  });
  const talentos = lista.data ?? [];
  const areas = useMemo(() => {
    const m = new Map(talentos.map((t) => [t.area.id, t.area.nome]));
    return [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [talentos]);
  const linhas: Linha[] = talentos
    .filter((t) => area === null || t.area.id === area)
    .flatMap((t) =>
      t.periodos.map((p) => ({
        ...p,
        id: `${t.id}-${p.periodoExperienciaId}`,
        talentoId: t.id,
        talento: t.nome,
        area: t.area.nome,
        dataAdmissao: t.dataAdmissao,
        fimContrato: t.fimContrato,
      })),
    );

  const acoes: RowAction<Linha>[] = [
    {
      label: TXT.abrir,
      icon: 'pi pi-folder-open',
      onClick: (l) => navigate(`${ROTA_ACOMPANHAMENTO}/${l.talentoId}`),
    },
    {
      label: TXT.responder,
      icon: 'pi pi-pencil',
      visible: (l) => l.registroId != null && l.situacao !== 'C',
      onClick: (l) => navigate(linkResponder(l.registroId as number)),
    },
    {
      label: TXT.respostas,
      icon: 'pi pi-eye',
      visible: (l) => l.situacao === 'C',
      onClick: (l) => navigate(linkRespostas(l.registroId as number)),
    },
    {
      label: TXT.imprimir,
      icon: 'pi pi-print',
      visible: (l) => l.situacao === 'C',
      onClick: (l) => void imprimir(l.registroId as number, l.talento, l.nome),
    },
  ];

  return (
    <section aria-labelledby="ipe-list-title" className="ipe-acomp">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.titulo}</h1>
      </div>
      <SearchFilterPanel
        onSearch={() => setAplicado({ dataFim: ymd(dataFim), periodos, situacao })}
        onClear={() => {
          setDataFim(new Date());
          setPeriodos(null);
          setSituacao('');
          setArea(null);
          setAplicado({ dataFim: ymd(new Date()), periodos: null, situacao: '' });
        }}
      >
        <FormGrid>
          <FieldShell id="acomp-data-fim" label={TXT.dataFim} required span={3}>
            <Calendar
              inputId="acomp-data-fim"
              value={dataFim}
              onChange={(e) => e.value && setDataFim(e.value as Date)}
              locale={PT_BR}
              dateFormat="dd/mm/yy"
              showIcon
            />
          </FieldShell>
          <FieldShell id="acomp-periodos" label={TXT.periodos} required span={5}>
            <MultiSelect
              inputId="acomp-periodos"
              value={periodos ?? padrao}
              options={opcoesPeriodos}
              display="chip"
              selectionLimit={MAX_PERIODOS}
              onChange={(e) => setPeriodos((e.value as number[]) ?? [])}
            />
          </FieldShell>
          <FieldShell id="acomp-situacao" label={TXT.situacao} span={4}>
            <Dropdown
              inputId="acomp-situacao"
              value={situacao || null}
              options={[
                { value: 'respondidos', label: TXT.respondidos },
                { value: 'pendentes', label: TXT.pendentes },
              ]}
              placeholder={TXT.todos}
              showClear
              onChange={(e) => setSituacao((e.value as typeof situacao | undefined) ?? '')}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      {areas.length > 1 && (
        <div className="ipe-acomp-area">
          <label htmlFor="acomp-area">{TXT.area}</label>
          <Dropdown
            inputId="acomp-area"
            value={area}
            options={areas}
            placeholder={TXT.todos}
            showClear
            onChange={(e) => setArea((e.value as number | undefined) ?? null)}
          />
        </div>
      )}
      <DataTable<Linha>
        caption={TXT.titulo}
        value={linhas}
        columns={COLUNAS}
        actions={acoes}
        loading={lista.isFetching || modelos.isPending}
        cartoesNoCelular
      />
    </section>
  );
}
