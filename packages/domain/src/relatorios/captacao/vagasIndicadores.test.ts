import { describe, expect, it } from 'vitest';
import { diasEmAberto, efetividadeFonte, linhaMensal, mediana, resumoDuracao } from './vagasIndicadores.ts';

describe('vacancy report calculations', () => {
  it('days to fill: calendar days from the opening to the closing date (to today while open)', () => {
    expect(diasEmAberto('2016-01-04', '2016-02-03', '2026-01-01')).toBe(30);
    expect(diasEmAberto('2016-02-28', '2016-03-01', '2026-01-01')).toBe(2); // 2016 is a leap year
    expect(diasEmAberto('2016-03-01', null, '2016-03-11')).toBe(10);
    expect(diasEmAberto('2016-03-01', '2016-03-01', '2026-01-01')).toBe(0);
  });

  it('median: the middle value, or the mean of the two middle ones; null for none', () => {
    expect(mediana([])).toBeNull();
    expect(mediana([7])).toBe(7);
    expect(mediana([30, 10, 20])).toBe(20);
    expect(mediana([10, 40, 20, 30])).toBe(25);
    expect(mediana([1, 2])).toBe(1.5);
    expect(mediana([3, 1, 2, 100])).toBe(2.5); // not the mean (26.5): an outlier does not move it
  });

  it('duration summary: sums, fill rate, average, median, shortest and longest', () => {
    const r = resumoDuracao([
      { dias: 30, vagas: 2, preenchidas: 2 },
      { dias: 10, vagas: 1, preenchidas: 1 },
      { dias: 45, vagas: 3, preenchidas: 1 },
      { dias: 16, vagas: 1, preenchidas: 0 },
    ]);
    expect(r).toEqual({
      solicitacoes: 4,
      vagas: 7,
      preenchidas: 4,
      percentualPreenchimento: 400 / 7,
      mediaDias: 25.3,
      medianaDias: 23,
      menorDias: 10,
      maiorDias: 45,
    });
    expect(resumoDuracao([])).toEqual({
      solicitacoes: 0,
      vagas: 0,
      preenchidas: 0,
      percentualPreenchimento: 0,
      mediaDias: 0,
      medianaDias: null,
      menorDias: null,
      maiorDias: null,
    });
  });

  it('monthly row: vacancies in their month, total and share of the grand total', () => {
    const l = linhaMensal(
      [
        { mes: 1, vagas: 2 },
        { mes: 12, vagas: 3 },
        { mes: 1, vagas: 1 },
      ],
      9,
    );
    expect(l.m1).toBe(3);
    expect(l.m12).toBe(3);
    expect(l.m6).toBe(0);
    expect(l.total).toBe(6);
    expect(l.percentual).toBe(200 / 3);
    expect(linhaMensal([], 0)).toMatchObject({ total: 0, percentual: 0, m1: 0 });
    expect(() => linhaMensal([{ mes: 13, vagas: 1 }], 1)).toThrow(RangeError);
  });

  it('source effectiveness: share of candidates, conversion and share of hires', () => {
    expect(efetividadeFonte({ candidatos: 3, contratados: 1 }, { candidatos: 8, contratados: 2 })).toEqual({
      percentualCandidatos: 37.5,
      taxaContratacao: 100 / 3,
      percentualContratados: 50,
    });
    expect(efetividadeFonte({ candidatos: 0, contratados: 0 }, { candidatos: 0, contratados: 0 })).toEqual({
      percentualCandidatos: 0,
      taxaContratacao: 0,
      percentualContratados: 0,
    });
  });
});
