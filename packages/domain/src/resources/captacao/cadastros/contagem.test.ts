import { describe, expect, it } from 'vitest';
import { percentuais, periodoOpcional } from './contagem.ts';

describe('percentuais', () => {
  it('splits 1/3 each so the total is exactly 100', () => {
    expect(percentuais([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
  });

  it('gives zero to every row when nothing was counted', () => {
    expect(percentuais([0, 0])).toEqual([0, 0]);
    expect(percentuais([])).toEqual([]);
  });

  it('always adds up to 100.00 and stays within a hundredth of the exact share', () => {
    // A fixed pseudo-random sequence (LCG): 500 arrays of 1 to 12 counts between 0 and 999.
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const qtds = Array.from({ length: 1 + next(12) }, () => next(1000));
      const total = qtds.reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      const p = percentuais(qtds);
      expect(Math.round(p.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
      for (const [i, v] of p.entries())
        expect(Math.abs(v - (qtds[i] * 100) / total)).toBeLessThan(0.01 + 1e-9);
    }
  });
});

describe('periodoOpcional', () => {
  it('refuses an end before the start with the spec message', () => {
    const r = periodoOpcional.safeParse({ dataIni: '2026-02-01', dataFim: '2026-01-31' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['dataFim'],
      message: 'Data final inferior a data inicial.',
    });
  });

  it('accepts an open period', () => {
    expect(periodoOpcional.parse({})).toEqual({});
    expect(periodoOpcional.parse({ dataIni: '2026-01-01' })).toEqual({ dataIni: '2026-01-01' });
  });
});
