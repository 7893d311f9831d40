import { formatDate, formatNumber } from '@ipe/domain';
import {
  ANALYTICS_VAGAS_PATH,
  ANALYTICS_VAGAS_TITULO,
  type AnalyticsVagas,
  periodoPadraoAnalytics,
} from '@ipe/domain/analytics/vagas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MultiSelect } from 'primereact/multiselect';
import { type CSSProperties, useState } from 'react';
import { opcoesPainelVagas, painelVagas } from '@ipe/domain/analytics/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  CartaoGrafico,
  COR_NEUTRA,
  GraficoBarras,
  GraficoFunil,
  GraficoLinha,
  GraficoRosca,
  Imprimivel,
  Indicador,
  type ItemSerie,
} from '../../../platform/charts/index.ts';
import {
  DateRange,
  dateRangeMessages,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { AJUDA, TXT } from './texts.ts';
import './vagas.css';

export interface FiltroVagas {
  dataIni: string | null;
  dataFim: string | null;
  estabelecimentosIds: number[];
  areasIds: number[];
}

const inicial = (): FiltroVagas => ({ ...periodoPadraoAnalytics(), estabelecimentosIds: [], areasIds: [] });
const inteiro = (n: number) => formatNumber(n, 0);
const umaCasa = (n: number) => formatNumber(n, 1);
/** 'Jan/26' from '2026-01'. */
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
const rotuloMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(2, 4)}`;
/** The series of a chart; 'Não informado' (no id) in grey, not a palette colour. */
const itens = (lista: { id: number | null; nome: string; valor: number }[]): ItemSerie[] =>
  lista.map(({ id, nome, valor }) => ({ nome, valor, cor: id == null ? COR_NEUTRA : undefined }));
/** The names of the chosen ids, or 'Todos'/'Todas'. */
const nomes = (ids: number[], opcoes: { id: number; nome: string }[] | undefined, todos: string) =>
  ids.length ? ids.map((id) => opcoes?.find((o) => o.id === id)?.nome ?? id).join(', ') : todos;

/**
 * /analytics/vagas: the vacancy dashboard (spec 3 §2 'Analytics charts'): key figures, the selection
 * funnel, open vacancies by area and by reason, the candidates' sources and the applications per month,
 * for the requisitions opened in a period (default: the last 12 months), in a printable container.
 */
export default function AnalyticsVagasPage() {
  useDocumentTitle(ANALYTICS_VAGAS_TITULO);
  const [draft, setDraft] = useState<FiltroVagas>(inicial);
  const [filtro, setFiltro] = useState<FiltroVagas>(draft);
  const [tentou, setTentou] = useState(false);
  const erros = dateRangeMessages(draft.dataIni, draft.dataFim, { required: true });

  const opcoes = useQuery({
    queryKey: [ANALYTICS_VAGAS_PATH, 'opcoes'],
    queryFn: () => chamar(opcoesPainelVagas),
    staleTime: 5 * 60_000,
  });
  const query = {
    dataIni: filtro.dataIni ?? undefined,
    dataFim: filtro.dataFim ?? undefined,
    estabelecimentosIds: filtro.estabelecimentosIds.join(',') || undefined,
    areasIds: filtro.areasIds.join(',') || undefined,
  };
  const painel = useQuery({
    queryKey: [ANALYTICS_VAGAS_PATH, query],
    queryFn: () => chamar(painelVagas, { query }),
    placeholderData: keepPreviousData,
  });
  const d = painel.data;
  const escolha = (
    name: 'estabelecimentosIds' | 'areasIds',
    label: string,
    lista: { id: number; nome: string }[] = [],
  ) => (
    <FieldShell id={`analytics-${name}`} label={label} span={3}>
      <MultiSelect
        inputId={`analytics-${name}`}
        value={draft[name]}
        options={lista}
        optionLabel="nome"
        optionValue="id"
        filter
        display="chip"
        placeholder={name === 'areasIds' ? TXT.todas : TXT.todos}
        onChange={(e) => setDraft((f) => ({ ...f, [name]: e.value ?? [] }))}
      />
    </FieldShell>
  );

  return (
    <Imprimivel titulo={ANALYTICS_VAGAS_TITULO}>
      <div className="ipe-nao-imprime">
        <SearchFilterPanel
          defaultOpen
          onSearch={() => {
            setTentou(true);
            if (erros.start || erros.end) return;
            setFiltro(draft);
          }}
          onClear={() => {
            setTentou(false);
            setDraft(inicial());
            setFiltro(inicial());
          }}
        >
          <FormGrid>
            <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
              <DateRange
                idPrefix="analytics-periodo"
                required
                showErrors={tentou}
                start={draft.dataIni}
                end={draft.dataFim}
                onChange={(dataIni, dataFim) => setDraft((f) => ({ ...f, dataIni, dataFim }))}
              />
            </div>
            {escolha('estabelecimentosIds', TXT.estabelecimentos, opcoes.data?.estabelecimentos)}
            {escolha('areasIds', TXT.areas, opcoes.data?.areas)}
          </FormGrid>
        </SearchFilterPanel>
      </div>
      {d && (
        <>
          <p className="ipe-analytics-filtros">
            {TXT.filtrosUsados(
              `${formatDate(d.dataIni)} a ${formatDate(d.dataFim)}`,
              nomes(filtro.estabelecimentosIds, opcoes.data?.estabelecimentos, TXT.todos),
              nomes(filtro.areasIds, opcoes.data?.areas, TXT.todas),
            )}
          </p>
          <Painel d={d} />
        </>
      )}
    </Imprimivel>
  );
}

/** The figures and charts of one answer. */
export function Painel({ d }: { d: AnalyticsVagas }) {
  const k = d.indicadores;
  return (
    <>
      <section className="ipe-indicadores" aria-label={TXT.indicadores}>
        <Indicador
          rotulo={TXT.vagasAbertas}
          valor={inteiro(k.vagasAbertas)}
          detalhe={TXT.emSolicitacoes(inteiro(k.solicitacoes))}
          ajuda={`${AJUDA.vagasAbertas} ${AJUDA.conjunto}`}
        />
        <Indicador
          rotulo={TXT.vagasPreenchidas}
          valor={inteiro(k.vagasPreenchidas)}
          detalhe={TXT.deSolicitadas(umaCasa(k.percentualPreenchimento), inteiro(k.vagasSolicitadas))}
          ajuda={AJUDA.vagasPreenchidas}
        />
        <Indicador
          rotulo={TXT.tempoMedio}
          valor={TXT.dias(umaCasa(k.mediaDiasPreenchimento))}
          ajuda={AJUDA.tempoMedio}
        />
        <Indicador rotulo={TXT.candidaturas} valor={inteiro(k.candidaturas)} ajuda={AJUDA.porMes} />
        <Indicador
          rotulo={TXT.contratados}
          valor={inteiro(k.contratados)}
          detalhe={TXT.conversao(umaCasa(k.percentualConversao))}
          ajuda={AJUDA.conversao}
        />
        <Indicador
          rotulo={TXT.curriculosRecebidos}
          valor={inteiro(k.curriculosRecebidos)}
          ajuda={`${AJUDA.curriculosRecebidos} ${AJUDA.conjunto}`}
        />
        <Indicador rotulo={TXT.participantes} valor={inteiro(k.participantes)} ajuda={AJUDA.participantes} />
        <Indicador
          rotulo={TXT.etapasConcluidas}
          valor={inteiro(k.etapasConcluidas)}
          ajuda={AJUDA.etapasConcluidas}
        />
        <Indicador
          rotulo={TXT.eficiencia}
          valor={TXT.percentual(umaCasa(k.eficienciaSelecao))}
          detalhe={TXT.contratadosDeParticipantes(inteiro(k.contratados), inteiro(k.participantes))}
          ajuda={AJUDA.eficiencia}
        />
      </section>
      <div className="ipe-graficos">
        <CartaoGrafico
          titulo={TXT.funil}
          ajuda={AJUDA.funil}
          vazio={!d.funil.length}
          className="ipe-grafico-largo"
        >
          <GraficoFunil
            titulo={TXT.funil}
            rotuloEtapa={TXT.etapa}
            rotuloValor={TXT.candidatos}
            itens={d.funil.map((b) => ({ nome: b.nome, valor: b.candidatos }))}
            colunas={[
              { titulo: TXT.pctInscritos, valor: (i) => `${umaCasa(d.funil[i].percentualInscritos)} %` },
              { titulo: TXT.pctAnterior, valor: (i) => `${umaCasa(d.funil[i].percentualEtapaAnterior)} %` },
            ]}
          />
        </CartaoGrafico>
        <CartaoGrafico titulo={TXT.porArea} ajuda={AJUDA.porArea} vazio={!d.vagasAbertasPorArea.length}>
          <GraficoBarras titulo={TXT.porArea} itens={itens(d.vagasAbertasPorArea)} />
        </CartaoGrafico>
        <CartaoGrafico titulo={TXT.porMotivo} ajuda={AJUDA.porMotivo} vazio={!d.vagasAbertasPorMotivo.length}>
          <GraficoRosca titulo={TXT.porMotivo} itens={itens(d.vagasAbertasPorMotivo)} />
        </CartaoGrafico>
        <CartaoGrafico titulo={TXT.origens} ajuda={AJUDA.origens} vazio={!d.origens.length}>
          <GraficoRosca titulo={TXT.origens} itens={itens(d.origens)} />
        </CartaoGrafico>
        <CartaoGrafico titulo={TXT.porMes} ajuda={AJUDA.porMes} vazio={!d.candidaturasPorMes.length}>
          <GraficoLinha
            titulo={TXT.porMes}
            itens={d.candidaturasPorMes.map((m) => ({ nome: rotuloMes(m.mes), valor: m.candidaturas }))}
          />
        </CartaoGrafico>
      </div>
    </>
  );
}
