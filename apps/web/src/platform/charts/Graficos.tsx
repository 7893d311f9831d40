import { formatNumber } from '@ipe/domain';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Chart, Doughnut, Line, Radar } from 'react-chartjs-2';
import { cor, corTranslucida, FUNIL, TENSAO_LINHA } from './constantes.ts';
import './registro.ts';

/** One bar, slice or funnel step. */
export interface ItemSerie {
  nome: string;
  valor: number;
  /** Its own colour instead of the palette's (e.g. grey for 'Não informado'). */
  cor?: string;
}

/** Grey for a slice that is not a category of its own ('Não informado'). */
export const COR_NEUTRA = '#9CA3AF';
const cores = (itens: ItemSerie[]) => itens.map((it, k) => it.cor ?? cor(k));

const inteiro = (n: number) => formatNumber(n, 0);
/** The chart's data as text, for screen readers (a canvas has none). */
const descricao = (titulo: string, itens: ItemSerie[], fmt = inteiro) =>
  `${titulo}: ${itens.map((i) => `${i.nome} ${fmt(i.valor)}`).join('; ')}`;

const eixoInteiro = {
  beginAtZero: true,
  ticks: { precision: 0, callback: (v: string | number) => inteiro(Number(v)) },
};

/** Bars, horizontal by default (long names such as areas read better across). */
export function GraficoBarras({
  titulo,
  itens,
  vertical = false,
}: {
  titulo: string;
  itens: ItemSerie[];
  vertical?: boolean;
}) {
  const data: ChartData<'bar'> = {
    labels: itens.map((i) => i.nome),
    datasets: [{ label: titulo, data: itens.map((i) => i.valor), backgroundColor: cores(itens) }],
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: vertical ? 'x' : 'y',
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (c) => inteiro(c.parsed[vertical ? 'y' : 'x'] ?? 0) } },
    },
    scales: vertical ? { y: eixoInteiro } : { x: eixoInteiro },
  };
  return <Bar data={data} options={options} role="img" aria-label={descricao(titulo, itens)} />;
}

/**
 * Doughnut with the legend beside it and each slice's share in the tooltip. `formatar` writes the values
 * (integers by default); `aoClicar` receives the clicked slice's index (a drill-down; give the same action
 * a keyboard-reachable control too, as a canvas click is not one).
 */
export function GraficoRosca({
  titulo,
  itens,
  formatar = inteiro,
  aoClicar,
}: {
  titulo: string;
  itens: ItemSerie[];
  formatar?: (n: number) => string;
  aoClicar?: (indice: number) => void;
}) {
  const total = itens.reduce((s, i) => s + i.valor, 0);
  const data: ChartData<'doughnut'> = {
    labels: itens.map((i) => i.nome),
    datasets: [{ label: titulo, data: itens.map((i) => i.valor), backgroundColor: cores(itens) }],
  };
  const options: ChartOptions<'doughnut'> = {
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: {
        callbacks: {
          label: (c) => `${formatar(c.parsed)} (${formatNumber(total ? (c.parsed * 100) / total : 0, 1)} %)`,
        },
      },
    },
    onClick: aoClicar ? (_e, elementos) => elementos[0] && aoClicar(elementos[0].index) : undefined,
    onHover: aoClicar
      ? (e, elementos) => {
          const alvo = e.native?.target as HTMLElement | undefined;
          if (alvo) alvo.style.cursor = elementos.length ? 'pointer' : 'default';
        }
      : undefined,
  };
  return (
    <Doughnut data={data} options={options} role="img" aria-label={descricao(titulo, itens, formatar)} />
  );
}

/** One series of a grouped bar chart. */
export interface SerieBarras {
  nome: string;
  valores: (number | null)[];
}

/**
 * Vertical bars of several series side by side per label (e.g. average salary and band midpoint), or
 * stacked (`empilhado`: the parts of one whole, e.g. the Nine Box's boxes per evaluation).
 */
export function GraficoBarrasSeries({
  titulo,
  rotulos,
  series,
  formatar = inteiro,
  empilhado = false,
}: {
  titulo: string;
  rotulos: string[];
  series: SerieBarras[];
  formatar?: (n: number) => string;
  empilhado?: boolean;
}) {
  const data: ChartData<'bar'> = {
    labels: rotulos,
    datasets: series.map((s, k) => ({ label: s.nome, data: s.valores, backgroundColor: cor(k) })),
  };
  const options: ChartOptions<'bar'> = {
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${formatar(c.parsed.y ?? 0)}` } },
    },
    scales: {
      x: { stacked: empilhado },
      y: { stacked: empilhado, beginAtZero: true, ticks: { callback: (v) => formatar(Number(v)) } },
    },
  };
  const texto = `${titulo}: ${rotulos
    .map(
      (r, i) =>
        `${r} ${series.map((s) => `${s.nome} ${s.valores[i] == null ? '—' : formatar(s.valores[i] as number)}`).join(', ')}`,
    )
    .join('; ')}`;
  return <Bar data={data} options={options} role="img" aria-label={texto} />;
}

/** One line over time (smoothing 0.4, spec 3 §9), the area under it lightly filled; `formatar` as the doughnut's. */
export function GraficoLinha({
  titulo,
  itens,
  formatar = inteiro,
}: {
  titulo: string;
  itens: ItemSerie[];
  formatar?: (n: number) => string;
}) {
  const data: ChartData<'line'> = {
    labels: itens.map((i) => i.nome),
    datasets: [
      {
        label: titulo,
        data: itens.map((i) => i.valor),
        borderColor: cor(1),
        backgroundColor: corTranslucida(1),
        pointBackgroundColor: cor(1),
        tension: TENSAO_LINHA,
        fill: true,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (c) => formatar(c.parsed.y ?? 0) } },
    },
    scales: {
      y:
        formatar === inteiro
          ? eixoInteiro
          : { beginAtZero: true, ticks: { callback: (v: string | number) => formatar(Number(v)) } },
    },
  };
  return <Line data={data} options={options} role="img" aria-label={descricao(titulo, itens, formatar)} />;
}

/** A column of the funnel's table beside the chart (e.g. a conversion). */
export interface ColunaFunil {
  titulo: string;
  valor: (i: number) => string;
}

/**
 * The funnel (chartjs-chart-funnel): 600×550, 500 ms animation (spec 3 §2), one palette colour per step,
 * with a table beside it (below on narrow screens) naming each step with its colour, its value and the
 * `colunas` given (the trapezoids carry no text: the narrow ones could not hold it).
 */
export function GraficoFunil({
  titulo,
  rotuloEtapa,
  rotuloValor,
  itens,
  colunas = [],
}: {
  titulo: string;
  rotuloEtapa: string;
  rotuloValor: string;
  itens: ItemSerie[];
  colunas?: ColunaFunil[];
}) {
  const data = {
    labels: itens.map((i) => i.nome),
    datasets: [{ label: titulo, data: itens.map((i) => i.valor), backgroundColor: cores(itens) }],
  };
  const options = {
    indexAxis: 'y' as const,
    animation: { duration: FUNIL.animacaoMs },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          label: (c: { parsed: { x: number }; dataIndex: number }) => [
            `${rotuloValor}: ${inteiro(c.parsed.x)}`,
            ...colunas.map((col) => `${col.titulo}: ${col.valor(c.dataIndex)}`),
          ],
        },
      },
    },
  };
  return (
    <div className="ipe-funil-com-tabela">
      <div
        className="ipe-funil"
        style={{ maxWidth: FUNIL.largura, aspectRatio: `${FUNIL.largura} / ${FUNIL.altura}` }}
      >
        <Chart type="funnel" data={data} options={options} role="img" aria-label={descricao(titulo, itens)} />
      </div>
      <div className="ipe-funil-rolagem">
        <table className="ipe-funil-tabela">
          <caption className="ipe-sr-only">{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">{rotuloEtapa}</th>
              <th scope="col">{rotuloValor}</th>
              {colunas.map((c) => (
                <th scope="col" key={c.titulo}>
                  {c.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {itens.map((item, i) => (
              <tr key={item.nome}>
                <th scope="row">
                  <span className="ipe-funil-cor" style={{ background: cor(i) }} aria-hidden="true" />
                  {item.nome}
                </th>
                <td>{inteiro(item.valor)}</td>
                {colunas.map((c) => (
                  <td key={c.titulo}>{c.valor(i)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Radar of several series over the same axes (spec 3 §2: the competences a band requires against the
 * talent's), the scale from 0 to `maximo` in steps of 1 (spec 3 §9); `rotuloValor` names a tick (a level).
 */
export function GraficoRadar({
  titulo,
  rotulos,
  series,
  maximo,
  rotuloValor = (n) => String(n),
}: {
  titulo: string;
  rotulos: string[];
  series: SerieBarras[];
  maximo: number;
  rotuloValor?: (n: number) => string;
}) {
  const data: ChartData<'radar'> = {
    labels: rotulos,
    datasets: series.map((s, k) => ({
      label: s.nome,
      data: s.valores,
      borderColor: cor(k),
      backgroundColor: corTranslucida(k),
      pointBackgroundColor: cor(k),
    })),
  };
  const options: ChartOptions<'radar'> = {
    plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    scales: {
      r: { min: 0, max: maximo, ticks: { stepSize: 1, callback: (v) => rotuloValor(Number(v)) } },
    },
  };
  const texto = `${titulo}: ${rotulos
    .map((r, i) => `${r} ${series.map((s) => `${s.nome} ${s.valores[i] ?? '—'}`).join(', ')}`)
    .join('; ')}`;
  return <Radar data={data} options={options} role="img" aria-label={texto} />;
}
