import { formatDate, formatMoney, formatNumber } from '@ipe/domain';
import {
  ANALYTICS_CS_PATH,
  ANALYTICS_CS_TITULO,
  type AnalyticsCargosSalarios,
  type ItemArea,
  painelCargosSalarios,
  periodoPadraoCargosSalarios,
} from '@ipe/domain/analytics/cargosSalarios';
import { hojeIso } from '@ipe/domain/salario';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  CartaoGrafico,
  GraficoBarrasSeries,
  GraficoLinha,
  GraficoRosca,
  Imprimivel,
  Indicador,
} from '../../../platform/charts/index.ts';
import {
  DateInput,
  DateRange,
  dateRangeMessages,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { AreasFilhasDialog, type Detalhe, type TipoDetalhe } from './AreasFilhasDialog.tsx';
import { TabelaAreas } from './TabelaAreas.tsx';
import { AJUDA, TXT } from './texts.ts';
import './cargosSalarios.css';
import '../vagas/vagas.css';

interface Filtro {
  dataIni: string | null;
  dataFim: string | null;
  dataBase: string | null;
}

const inicial = (): Filtro => ({ ...periodoPadraoCargosSalarios(), dataBase: hojeIso() });
const inteiro = (n: number) => formatNumber(n, 0);
const pct = (n: number) => `${formatNumber(n, 1)} %`;
const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
/** 'Jan/26' from '2026-01'. */
const rotuloMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]}/${mes.slice(2, 4)}`;
const fatias = (itens: ItemArea[]) => itens.map((i) => ({ nome: i.nome, valor: i.valor }));

/**
 * /analytics/cargos-salarios (spec 3 §2, spec 2 §7 'Areas'): payroll by area on a base date, horizontal
 * and vertical promotions by area in a period (each doughnut drills into child areas), the payroll ÷
 * revenue line and each position's average salary against its bands' midpoint, in a printable container.
 */
export default function AnalyticsCargosSalariosPage() {
  useDocumentTitle(ANALYTICS_CS_TITULO);
  const [draft, setDraft] = useState<Filtro>(inicial);
  const [filtro, setFiltro] = useState<Filtro>(draft);
  const [tentou, setTentou] = useState(false);
  const [detalhe, setDetalhe] = useState<Detalhe | null>(null);
  const erros = dateRangeMessages(draft.dataIni, draft.dataFim, { required: true });

  const query = {
    dataIni: filtro.dataIni ?? undefined,
    dataFim: filtro.dataFim ?? undefined,
    dataBase: filtro.dataBase ?? undefined,
  };
  const painel = useQuery({
    queryKey: [ANALYTICS_CS_PATH, query],
    queryFn: () => chamar(painelCargosSalarios, { query }),
    placeholderData: keepPreviousData,
  });
  const d = painel.data;

  return (
    <Imprimivel titulo={ANALYTICS_CS_TITULO}>
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
                idPrefix="analytics-cs-periodo"
                required
                showErrors={tentou}
                start={draft.dataIni}
                end={draft.dataFim}
                onChange={(dataIni, dataFim) => setDraft((f) => ({ ...f, dataIni, dataFim }))}
              />
            </div>
            <FieldShell id="analytics-cs-data-base" label={TXT.dataBase} span={3}>
              <DateInput
                id="analytics-cs-data-base"
                value={draft.dataBase}
                onChange={(dataBase) => setDraft((f) => ({ ...f, dataBase }))}
              />
            </FieldShell>
          </FormGrid>
        </SearchFilterPanel>
      </div>
      {d && (
        <>
          <p className="ipe-analytics-filtros">
            {TXT.filtrosUsados(`${formatDate(d.dataIni)} a ${formatDate(d.dataFim)}`, formatDate(d.dataBase))}
          </p>
          <Painel d={d} abrir={(tipo, titulo, area) => setDetalhe({ tipo, titulo, trilha: [area] })} />
          <AreasFilhasDialog
            detalhe={detalhe}
            filtro={d}
            formatar={detalhe?.tipo === 'folha' ? formatMoney : inteiro}
            onChange={setDetalhe}
          />
        </>
      )}
    </Imprimivel>
  );
}

/** The figures and charts of one answer; `abrir` starts a drill-down into an area. */
export function Painel({
  d,
  abrir,
}: {
  d: AnalyticsCargosSalarios;
  abrir: (tipo: TipoDetalhe, titulo: string, area: { id: number; nome: string }) => void;
}) {
  const k = d.indicadores;
  const rosca = (tipo: TipoDetalhe, titulo: string, itens: ItemArea[], ajuda: string) => {
    const formatar = tipo === 'folha' ? formatMoney : inteiro;
    const ir = (i: ItemArea) => abrir(tipo, titulo, { id: i.id, nome: i.nome });
    return (
      <CartaoGrafico
        titulo={titulo}
        ajuda={ajuda}
        vazio={!itens.length}
        altura={300}
        rodape={
          <TabelaAreas
            itens={itens}
            formatar={formatar}
            rotuloValor={tipo === 'folha' ? TXT.valor : TXT.promocoes}
            rotuloTalentos={tipo === 'folha' ? TXT.talentos : TXT.promovidos}
            onAbrir={ir}
          />
        }
      >
        <GraficoRosca
          titulo={titulo}
          itens={fatias(itens)}
          formatar={formatar}
          aoClicar={(i) => itens[i] && !itens[i].propria && ir(itens[i])}
        />
      </CartaoGrafico>
    );
  };
  const comFaturamento = d.folhaFaturamento.filter((m) => m.percentual != null);
  return (
    <>
      <section className="ipe-indicadores" aria-label={TXT.indicadores}>
        <Indicador
          rotulo={TXT.talentos}
          valor={inteiro(k.talentos)}
          detalhe={TXT.naData(formatDate(d.dataBase))}
        />
        <Indicador rotulo={TXT.folha} valor={formatMoney(k.folha)} ajuda={AJUDA.folha} />
        <Indicador rotulo={TXT.salarioMedio} valor={formatMoney(k.salarioMedio)} ajuda={AJUDA.salarioMedio} />
        <Indicador
          rotulo={TXT.folhaFaturamento}
          valor={k.percentualFaturamento == null ? '—' : pct(k.percentualFaturamento)}
          detalhe={k.percentualFaturamento == null ? TXT.semFaturamento : undefined}
          ajuda={AJUDA.folhaFaturamento}
        />
        <Indicador
          rotulo={TXT.promocoesHorizontais}
          valor={inteiro(k.promocoesHorizontais)}
          ajuda={AJUDA.promocoes}
        />
        <Indicador
          rotulo={TXT.promocoesVerticais}
          valor={inteiro(k.promocoesVerticais)}
          ajuda={AJUDA.promocoes}
        />
      </section>
      <div className="ipe-graficos">
        {rosca('folha', TXT.folhaPorArea, d.folhaPorArea, `${AJUDA.folha} ${AJUDA.porArea}`)}
        {rosca(
          'horizontal',
          TXT.horizontaisPorArea,
          d.promocoesHorizontais,
          `${AJUDA.promocoes} ${AJUDA.porArea}`,
        )}
        {rosca('vertical', TXT.verticaisPorArea, d.promocoesVerticais, `${AJUDA.promocoes} ${AJUDA.porArea}`)}
        <CartaoGrafico
          titulo={TXT.folhaFaturamentoMes}
          ajuda={AJUDA.folhaFaturamento}
          vazio={!comFaturamento.length}
        >
          <GraficoLinha
            titulo={TXT.folhaFaturamentoMes}
            formatar={pct}
            itens={d.folhaFaturamento.map((m) => ({
              nome: rotuloMes(m.mes),
              valor: m.percentual ?? Number.NaN,
            }))}
          />
        </CartaoGrafico>
        <CartaoGrafico
          titulo={TXT.salarioPorCargo}
          ajuda={AJUDA.salarioPorCargo}
          vazio={!d.salarioPorCargo.length}
          className="ipe-grafico-largo"
          altura={340}
        >
          <GraficoBarrasSeries
            titulo={TXT.salarioPorCargo}
            rotulos={d.salarioPorCargo.map((c) => c.nome)}
            series={[
              { nome: TXT.salarioMedioSerie, valores: d.salarioPorCargo.map((c) => c.salarioMedio) },
              { nome: TXT.pontoMedioSerie, valores: d.salarioPorCargo.map((c) => c.pontoMedio) },
            ]}
            formatar={formatMoney}
          />
        </CartaoGrafico>
      </div>
      {d.salarioPorCargo.length > 0 && (
        <table className="ipe-cs-tabela" aria-label={TXT.salarioPorCargo}>
          <thead>
            <tr>
              <th scope="col">{TXT.cargo}</th>
              <th scope="col" className="ipe-cs-numero">
                {TXT.talentos}
              </th>
              <th scope="col" className="ipe-cs-numero">
                {TXT.salarioMedioSerie}
              </th>
              <th scope="col" className="ipe-cs-numero">
                {TXT.pontoMedioSerie}
              </th>
              <th scope="col" className="ipe-cs-numero">
                {TXT.compaRatio}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.salarioPorCargo.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.nome}</th>
                <td className="ipe-cs-numero">{inteiro(c.talentos)}</td>
                <td className="ipe-cs-numero">{formatMoney(c.salarioMedio)}</td>
                <td className="ipe-cs-numero">{c.pontoMedio == null ? '—' : formatMoney(c.pontoMedio)}</td>
                <td className="ipe-cs-numero">{c.compaRatio == null ? '—' : pct(c.compaRatio)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
