import type { AnalyticsCargosSalarios } from '@ipe/domain/analytics/cargosSalarios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

// Chart.js measures its canvas as it starts: inside PrimeReact's dialog jsdom gives it no parent yet
// (the browser test draws the real charts); here a chart is an empty canvas.
vi.mock('react-chartjs-2', () => {
  const Vazio = () => <canvas />;
  return { Bar: Vazio, Chart: Vazio, Doughnut: Vazio, Line: Vazio };
});

/** /analytics/cargos-salarios with the API stubbed: figures, empty charts, compa-ratio, drill-down, filter. */
const API = '/api/analytics/cargos-salarios';
const item = (id: number, nome: string, valor: number, talentos: number, possuiFilhas = true) => ({
  id,
  nome,
  valor,
  talentos,
  possuiFilhas,
  propria: false,
});
const VAZIO: AnalyticsCargosSalarios = {
  dataIni: '2026-02-01',
  dataFim: '2027-01-31',
  dataBase: '2026-11-28',
  indicadores: {
    talentos: 0,
    folha: 0,
    salarioMedio: 0,
    promocoesHorizontais: 0,
    promocoesVerticais: 0,
    percentualFaturamento: null,
  },
  folhaPorArea: [],
  promocoesHorizontais: [],
  promocoesVerticais: [],
  folhaFaturamento: [],
  salarioPorCargo: [],
};
const COM_DADOS: AnalyticsCargosSalarios = {
  ...VAZIO,
  indicadores: {
    talentos: 1234,
    folha: 972550.44,
    salarioMedio: 5228.77,
    promocoesHorizontais: 63,
    promocoesVerticais: 34,
    percentualFaturamento: 15.9,
  },
  folhaPorArea: [item(4, 'Comercial', 500000, 80), item(3, 'Financeiro', 472550.44, 70)],
  promocoesHorizontais: [item(4, 'Comercial', 40, 38)],
  folhaFaturamento: [
    { mes: '2026-10', folha: 900000, faturamento: 6000000, percentual: 15 },
    { mes: '2026-11', folha: 972550.44, faturamento: null, percentual: null },
  ],
  salarioPorCargo: [
    {
      id: 1,
      nome: 'Diretor Geral',
      talentos: 1,
      salarioMedio: 32341.05,
      pontoMedio: 30870,
      compaRatio: 104.8,
    },
    { id: 2, nome: 'Recepcionista', talentos: 15, salarioMedio: 2467.54, pontoMedio: null, compaRatio: null },
  ],
};

function api(painel: AnalyticsCargosSalarios) {
  return stubApi((c) => {
    if (c.path === API) return [200, painel];
    if (c.path === `${API}/salarios-areas-filhas`)
      return c.query.get('areaId') === '4'
        ? [
            200,
            {
              area: { id: 4, nome: 'Comercial' },
              itens: [
                item(7, 'Vendas', 300000, 50, false),
                { ...item(4, 'Comercial', 200000, 30), propria: true },
              ],
              mensagem: null,
            },
          ]
        : [
            200,
            {
              area: { id: 7, nome: 'Vendas' },
              itens: [],
              mensagem: 'Área Organizacional não possui área filha.',
            },
          ];
    return undefined;
  });
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('positions-and-salaries dashboard', { timeout: 30_000 }, () => {
  it('says there is no data in each empty chart, and no revenue for the month', async () => {
    api(VAZIO);
    renderRoute('/analytics/cargos-salarios');
    await screen.findByRole('heading', { name: 'Analytics de Cargos e Salários', level: 1 });
    await waitFor(() => expect(screen.getAllByText('Não existem dados para o gráfico.')).toHaveLength(5));
    expect(screen.getByText('Período: 01/02/2026 a 31/01/2027 · Data-base: 28/11/2026')).toBeTruthy();
    const indicadores = screen.getByRole('region', { name: 'Indicadores' });
    expect(within(indicadores).getByText('sem faturamento no mês')).toBeTruthy();
    expect(
      screen.queryByRole('table', { name: 'Salário médio × ponto médio das faixas por cargo' }),
    ).toBeNull();
  });

  it('shows the figures in pt-BR, the compa-ratio per position, and the charts that have data', async () => {
    api(COM_DADOS);
    renderRoute('/analytics/cargos-salarios');
    const indicadores = await screen.findByRole('region', { name: 'Indicadores' });
    await waitFor(() => expect(within(indicadores).getByText('1.234')).toBeTruthy());
    expect(within(indicadores).getByText(/R\$\s972\.550,44/)).toBeTruthy();
    expect(within(indicadores).getByText(/R\$\s5\.228,77/)).toBeTruthy();
    expect(within(indicadores).getByText('15,9 %')).toBeTruthy();
    // Only the vertical promotions' doughnut is empty.
    expect(screen.getAllByText('Não existem dados para o gráfico.')).toHaveLength(1);
    const cargos = screen.getByRole('table', { name: 'Salário médio × ponto médio das faixas por cargo' });
    expect(
      within(cargos)
        .getAllByRole('row')
        .map((r) => r.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'CargoTalentos na folhaSalário médioPonto médio das faixasCompa-ratio',
      'Diretor Geral1R$ 32.341,05R$ 30.870,00104,8 %',
      'Recepcionista15R$ 2.467,54——',
    ]);
    expect(
      screen.getByRole('button', {
        name: /^Como é calculado: Salário médio × ponto médio das faixas por cargo\./,
      }),
    ).toBeTruthy();
  });

  it('drills into an area’s children, then says when an area has none, and goes back', async () => {
    api(COM_DADOS);
    renderRoute('/analytics/cargos-salarios');
    const cartao = await screen.findByRole('region', { name: 'Folha salarial por área organizacional' });
    fireEvent.click(within(cartao).getByRole('button', { name: 'Ver áreas filhas de Comercial' }));
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByText('Comercial (própria área)')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ver áreas filhas de Vendas' }));
    expect(await within(dialogo).findByText('Área Organizacional não possui área filha.')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialogo).findByText('Comercial (própria área)')).toBeTruthy();
  });

  it('asks again with the chosen period and base date, and refuses an inverted period', async () => {
    const calls = api(VAZIO);
    renderRoute('/analytics/cargos-salarios');
    await screen.findAllByText('Não existem dados para o gráfico.');
    const inicio = document.getElementById('analytics-cs-periodo-inicio') as HTMLInputElement;
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '01/01/2026');
    const base = document.getElementById('analytics-cs-data-base') as HTMLInputElement;
    await userEvent.clear(base);
    await userEvent.type(base, '30/06/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === API)
          .at(-1)
          ?.query.get('dataBase'),
      ).toBe('2026-06-30'),
    );
    expect(
      calls
        .filter((c) => c.path === API)
        .at(-1)
        ?.query.get('dataIni'),
    ).toBe('2026-01-01');

    const fim = document.getElementById('analytics-cs-periodo-fim') as HTMLInputElement;
    await userEvent.clear(fim);
    await userEvent.type(fim, '01/12/2025');
    const antes = calls.filter((c) => c.path === API).length;
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Data final inferior a data inicial.')).toBeTruthy();
    expect(calls.filter((c) => c.path === API)).toHaveLength(antes);
  });
});
