import { describe, expect, it } from 'vitest';
import { NINEBOX_PADRAO } from './ninebox.ts';
import { boxNineBox, nivelNoEixo, percentualCompetencias, posicionarNoNineBox } from './nineboxPosicao.ts';

const PADRAO = {
  percentualBaixoPotencial: 33,
  percentualAltoPotencial: 66,
  percentualBaixoDesempenho: 33,
  percentualAltoDesempenho: 66,
};

describe('Nine Box placement', () => {
  it('cuts an axis at its thresholds: Baixo up to the low one, Alto from the high one', () => {
    expect(nivelNoEixo(0, 33, 66)).toBe('B');
    expect(nivelNoEixo(32.99, 33, 66)).toBe('B');
    expect(nivelNoEixo(33, 33, 66)).toBe('B');
    expect(nivelNoEixo(33.01, 33, 66)).toBe('M');
    expect(nivelNoEixo(65.99, 33, 66)).toBe('M');
    expect(nivelNoEixo(66, 33, 66)).toBe('A');
    expect(nivelNoEixo(100, 33, 66)).toBe('A');
  });

  it('numbers the boxes by rows of potential (high first) and columns of performance (low first)', () => {
    // [desempenho, potencial] → box, at and beside each threshold.
    const casos: [number, number, number][] = [
      [33, 66, 1],
      [33.5, 66, 2],
      [66, 66, 3],
      [0, 65.9, 4],
      [50, 50, 5],
      [66, 34, 6],
      [33, 33, 7],
      [65.9, 0, 8],
      [100, 33, 9],
    ];
    for (const [d, p, box] of casos) expect(boxNineBox(d, p, PADRAO), `${d}/${p}`).toBe(box);
    expect(NINEBOX_PADRAO[boxNineBox(100, 100, PADRAO) - 1].nomeclatura).toBe('ALTA CAPACIDADE');
    expect(NINEBOX_PADRAO[boxNineBox(0, 100, PADRAO) - 1].nomeclatura).toBe('ENIGMA');
    expect(NINEBOX_PADRAO[boxNineBox(100, 0, PADRAO) - 1].nomeclatura).toBe('COMPROMETIDO');
  });

  it('uses each axis its own thresholds', () => {
    const limites = { ...PADRAO, percentualBaixoDesempenho: 50, percentualAltoDesempenho: 90 };
    expect(boxNineBox(50, 50, limites)).toBe(4);
    expect(boxNineBox(50.5, 50, limites)).toBe(5);
    expect(boxNineBox(89, 66, limites)).toBe(2);
    expect(boxNineBox(90, 66, limites)).toBe(3);
  });

  it('swaps the sources with the inverted-axis parameter', () => {
    const fontes = { resultadoAvaliacao: 90, percentualCompetencias: 10 };
    expect(posicionarNoNineBox(fontes, { ...PADRAO, eixoInvertido: false })).toEqual({
      box: 9,
      desempenho: 90,
      potencial: 10,
    });
    expect(posicionarNoNineBox(fontes, { ...PADRAO, eixoInvertido: true })).toEqual({
      box: 1,
      desempenho: 10,
      potencial: 90,
    });
  });
});

describe('competence percentage (the potential axis)', () => {
  it('is 50 at the required levels, 0 with none recorded and 100 at the highest level', () => {
    expect(percentualCompetencias([{ peso: 1, exigida: 2, registrada: 2 }], 4)).toBe(50);
    expect(percentualCompetencias([{ peso: 1, exigida: 2, registrada: null }], 4)).toBe(0);
    expect(percentualCompetencias([{ peso: 1, exigida: 2, registrada: 4 }], 4)).toBe(100);
    expect(percentualCompetencias([{ peso: 1, exigida: 2, registrada: 1 }], 4)).toBe(25);
    expect(percentualCompetencias([{ peso: 1, exigida: 2, registrada: 3 }], 4)).toBe(75);
    // Required at the top: meeting it is 50, and a recorded level never goes past the highest one.
    expect(percentualCompetencias([{ peso: 1, exigida: 4, registrada: 4 }], 4)).toBe(50);
    expect(percentualCompetencias([{ peso: 1, exigida: 3, registrada: 9 }], 4)).toBe(100);
  });

  it('averages by the band’s competence weights and ignores nothing it can weigh', () => {
    const c = [
      { peso: 3, exigida: 2, registrada: 4 }, // 100
      { peso: 1, exigida: 2, registrada: 1 }, // 25
    ];
    expect(percentualCompetencias(c, 4)).toBe(81.25);
    expect(percentualCompetencias([{ peso: 1, exigida: 3, registrada: 1 }], 3)).toBe(16.67);
    expect(percentualCompetencias([], 4)).toBeNull();
  });
});
