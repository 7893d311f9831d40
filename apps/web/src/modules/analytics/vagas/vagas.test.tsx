import type { AnalyticsVagas } from '@ipe/domain/analytics/vagas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const API = '/api/analytics/vagas';
const VAZIO: AnalyticsVagas = {
  dataIni: '2025-12-01',
  dataFim: '2026-11-25',
  indicadores: {
    solicitacoes: 0,
    vagasSolicitadas: 0,
    vagasAbertas: 0,
    vagasPreenchidas: 0,
    percentualPreenchimento: 0,
    mediaDiasPreenchimento: 0,
    candidaturas: 0,
    contratados: 0,
    percentualConversao: 0,
    curriculosRecebidos: 0,
    participantes: 0,
    etapasConcluidas: 0,
    eficienciaSelecao: 0,
  },
  funil: [],
  vagasAbertasPorArea: [],
  vagasAbertasPorMotivo: [],
  origens: [],
  candidaturasPorMes: [],
};
const COM_DADOS: AnalyticsVagas = {
  ...VAZIO,
  indicadores: {
    ...VAZIO.indicadores,
    solicitacoes: 4,
    vagasSolicitadas: 10,
    vagasAbertas: 1234,
    vagasPreenchidas: 3,
    percentualPreenchimento: 30,
    mediaDiasPreenchimento: 12.5,
    candidaturas: 40,
    contratados: 3,
    percentualConversao: 7.5,
    curriculosRecebidos: 35,
    participantes: 30,
    etapasConcluidas: 52,
    eficienciaSelecao: 10,
  },
  vagasAbertasPorArea: [{ id: 1, nome: 'Financeiro', valor: 4 }],
  funil: [
    {
      etapaId: null,
      nome: 'Inscritos',
      candidatos: 40,
      percentualInscritos: 100,
      percentualEtapaAnterior: 100,
    },
    { etapaId: 1, nome: 'Triagem', candidatos: 30, percentualInscritos: 75, percentualEtapaAnterior: 75 },
    {
      etapaId: null,
      nome: 'Contratados',
      candidatos: 3,
      percentualInscritos: 7.5,
      percentualEtapaAnterior: 10,
    },
  ],
};
const OPCOES = {
  estabelecimentos: [{ id: 1, nome: 'Matriz Fortaleza' }],
  areas: [
    { id: 3, nome: 'Financeiro' },
    { id: 4, nome: 'Logística' },
  ],
};

function api(painel: AnalyticsVagas) {
  return stubApi((c) => {
    if (c.path === `${API}/opcoes`) return [200, OPCOES];
    if (c.path === API) return [200, painel];
    if (c.method === 'GET') return [200, []];
    return undefined;
  });
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('vacancy dashboard', () => {
  it('says there is no data in each empty chart', async () => {
    api(VAZIO);
    renderRoute('/analytics/vagas');
    expect(await screen.findByRole('heading', { name: 'Analytics de Vagas' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Não existem dados para o gráfico.')).toHaveLength(5));
    expect(
      screen.getByText(
        'Solicitações abertas de 01/12/2025 a 25/11/2026 · Estabelecimentos: Todos · Áreas: Todas',
      ),
    ).toBeTruthy();
  });

  it('shows the key figures in pt-BR and draws the charts that have data', async () => {
    api(COM_DADOS);
    renderRoute('/analytics/vagas');
    const indicadores = await screen.findByRole('region', { name: 'Indicadores' });
    await waitFor(() => expect(within(indicadores).getByText('1.234')).toBeTruthy());
    expect(within(indicadores).getByText('12,5 dias')).toBeTruthy();
    expect(within(indicadores).getByText('7,5 % das candidaturas')).toBeTruthy();
    expect(within(indicadores).getByText('30,0 % de 10 solicitadas')).toBeTruthy();
    // The selection figures (issue 24 §4), each with its formula in the '?'.
    expect(within(indicadores).getByText('52')).toBeTruthy();
    expect(within(indicadores).getByText('10,0 %')).toBeTruthy();
    expect(within(indicadores).getByText('3 contratados de 30 participantes')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Como é calculado: Eficiência da seleção. Eficiência da seleção = contratados ÷ participantes × 100.',
      }),
    ).toBeTruthy();
    // The area chart and the funnel have data (canvases described for screen readers); three are empty.
    expect(screen.getAllByText('Não existem dados para o gráfico.')).toHaveLength(3);
    // The funnel's table: each step with its candidates and conversions.
    const funil = screen.getByRole('table', { name: 'Funil do processo seletivo' });
    expect(
      within(funil)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'EtapaCandidatos% dos inscritos% da etapa anterior',
      'Inscritos40100,0 %100,0 %',
      'Triagem3075,0 %75,0 %',
      'Contratados37,5 %10,0 %',
    ]);
    expect(
      screen.getByRole('img', { name: 'Vagas abertas por área organizacional: Financeiro 4' }),
    ).toBeTruthy();
    // The help tooltip's formula is reachable by name.
    expect(
      screen.getByRole('button', {
        name: /^Como é calculado: Tempo médio de preenchimento\. Média, por solicitação/,
      }),
    ).toBeTruthy();
  });

  it('asks again with the chosen area and period, and refuses an inverted period', async () => {
    const calls = api(VAZIO);
    renderRoute('/analytics/vagas');
    await screen.findAllByText('Não existem dados para o gráfico.');
    const primeira = calls.find((c) => c.path === API);
    expect(primeira?.query.get('dataIni')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(primeira?.query.has('areasIds')).toBe(false);

    // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
    await userEvent.click(
      document.getElementById('analytics-areasIds')?.closest('.p-multiselect') as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Logística', hidden: true }));
    await userEvent.keyboard('{Escape}');
    const inicio = document.getElementById('analytics-periodo-inicio') as HTMLInputElement;
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '01/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === API)
          .at(-1)
          ?.query.get('areasIds'),
      ).toBe('4'),
    );
    expect(
      calls
        .filter((c) => c.path === API)
        .at(-1)
        ?.query.get('dataIni'),
    ).toBe('2026-01-01');

    const fim = document.getElementById('analytics-periodo-fim') as HTMLInputElement;
    await userEvent.clear(fim);
    await userEvent.type(fim, '01/12/2025');
    const antes = calls.filter((c) => c.path === API).length;
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Data final inferior a data inicial.')).toBeTruthy();
    expect(calls.filter((c) => c.path === API)).toHaveLength(antes);
  });
});
