import { describe, expect, it } from 'vitest';
import {
  diasEmAberto,
  filtroAnalyticsVagas,
  mediaDias,
  montarFunil,
  percentual,
  periodoPadraoAnalytics,
  serieMensal,
} from './vagas.ts';

describe('percentual', () => {
  it('is part over total in percent with one decimal, 0 without a total', () => {
    expect(percentual(1, 3)).toBe(33.3);
    expect(percentual(2, 3)).toBe(66.7);
    expect(percentual(3, 3)).toBe(100);
    expect(percentual(5, 0)).toBe(0);
    expect(percentual(0, 7)).toBe(0);
  });
});

describe('time to fill', () => {
  it('counts calendar days to the closing date, or to today while open', () => {
    expect(diasEmAberto('2026-01-01', '2026-01-31', '2026-11-25')).toBe(30);
    expect(diasEmAberto('2026-11-20', null, '2026-11-25')).toBe(5);
    // Across the daylight-saving and year boundaries: whole days.
    expect(diasEmAberto('2025-12-31', '2026-03-01', '2026-11-25')).toBe(60);
    expect(diasEmAberto('2026-11-25', null, '2026-11-25')).toBe(0);
  });
  it('averages the days over the requisitions, one decimal, 0 without requisitions', () => {
    expect(mediaDias(30 + 5 + 60, 3)).toBe(31.7);
    expect(mediaDias(10, 4)).toBe(2.5);
    expect(mediaDias(0, 0)).toBe(0);
  });
});

describe('montarFunil', () => {
  const etapas = [
    { id: 7, nome: 'Triagem' },
    { id: 3, nome: 'Entrevista' },
    { id: 9, nome: 'Proposta' },
  ];
  it('counts each step with the candidates now in it or in a later step, between Inscritos and Contratados', () => {
    // 10 linked: 2 without a step, 4 now in Triagem, 3 in Entrevista, 1 hired (in Proposta).
    const funil = montarFunil(
      10,
      etapas,
      new Map([
        [7, 4],
        [3, 3],
      ]),
      1,
    );
    expect(funil.map((b) => [b.nome, b.candidatos])).toEqual([
      ['Inscritos', 10],
      ['Triagem', 8],
      ['Entrevista', 4],
      ['Proposta', 1],
      ['Contratados', 1],
    ]);
    expect(funil.map((b) => b.percentualInscritos)).toEqual([100, 80, 40, 10, 10]);
    expect(funil.map((b) => b.percentualEtapaAnterior)).toEqual([100, 80, 50, 25, 100]);
    expect(funil[1].etapaId).toBe(7);
    expect(funil[0].etapaId).toBeNull();
  });
  it('counts a hired candidate in every step, even one hired before the last step', () => {
    // 5 linked: 3 in Triagem, 2 hired (their current step was Triagem and Entrevista).
    const funil = montarFunil(5, etapas, new Map([[7, 3]]), 2);
    expect(funil.map((b) => b.candidatos)).toEqual([5, 5, 2, 2, 2]);
    expect(funil.at(-1)?.percentualEtapaAnterior).toBe(100);
  });
  it('keeps steps nobody reached, at 0 %, and an empty funnel at 0', () => {
    const funil = montarFunil(0, etapas, new Map(), 0);
    expect(funil.map((b) => b.candidatos)).toEqual([0, 0, 0, 0, 0]);
    expect(funil.every((b) => b.percentualInscritos === 0 && b.percentualEtapaAnterior === 0)).toBe(true);
  });
});

describe('serieMensal', () => {
  it('has one point per month of the period, 0 where nothing happened', () => {
    const serie = serieMensal(
      '2025-11-15',
      '2026-02-03',
      new Map([
        ['2025-12', 4],
        ['2026-02', 1],
      ]),
    );
    expect(serie).toEqual([
      { mes: '2025-11', candidaturas: 0 },
      { mes: '2025-12', candidaturas: 4 },
      { mes: '2026-01', candidaturas: 0 },
      { mes: '2026-02', candidaturas: 1 },
    ]);
  });
  it('extends to a later month with applications (a link made after the period)', () => {
    expect(serieMensal('2026-01-01', '2026-01-31', new Map([['2026-03', 2]])).map((p) => p.mes)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('filtroAnalyticsVagas', () => {
  it('defaults to the last 12 calendar months', () => {
    expect(periodoPadraoAnalytics(new Date(2026, 10, 25))).toEqual({
      dataIni: '2025-12-01',
      dataFim: '2026-11-25',
    });
    expect(periodoPadraoAnalytics(new Date(2026, 0, 31))).toEqual({
      dataIni: '2025-02-01',
      dataFim: '2026-01-31',
    });
    const f = filtroAnalyticsVagas.parse({});
    expect(f).toEqual(periodoPadraoAnalytics());
  });
  it('parses the id lists and refuses an end before the start and bad values, with the messages', () => {
    expect(
      filtroAnalyticsVagas.parse({
        dataIni: '2026-01-01',
        dataFim: '2026-02-01',
        areasIds: '3, 4',
        estabelecimentosIds: '1',
      }),
    ).toEqual({ dataIni: '2026-01-01', dataFim: '2026-02-01', areasIds: [3, 4], estabelecimentosIds: [1] });
    const r = filtroAnalyticsVagas.safeParse({ dataIni: '2026-02-01', dataFim: '2026-01-01' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dataFim', 'Data final inferior a data inicial.'],
    ]);
    const ruim = filtroAnalyticsVagas.safeParse({ dataIni: '31/01/2026', areasIds: 'a,b' });
    expect(ruim.success ? [] : ruim.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dataIni', 'Data inválida'],
      ['areasIds', 'Lista de ids inválida'],
    ]);
  });
});
