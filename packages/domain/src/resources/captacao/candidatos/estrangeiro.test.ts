import { describe, expect, it } from 'vitest';
import { ehEstrangeiro, MSG_ESTRANGEIRO as M, validarEstrangeiro } from './estrangeiro.ts';

const erros = (v: Record<string, unknown>) => {
  const issues: { path: string; message: string }[] = [];
  const ctx = {
    addIssue: (i: { path: string[]; message: string }) =>
      issues.push({ path: i.path[0], message: i.message }),
  };
  validarEstrangeiro(v, ctx as never, '2026-11-28');
  return issues;
};

describe('foreign candidates (issue 24 §4)', () => {
  it('Brazilian in any spelling, or empty, is not foreign', () => {
    for (const n of [null, '', ' ', 'Brasileira', 'brasileiro', 'BRASIL', ' Brasileira naturalizada'])
      expect(ehEstrangeiro(n)).toBe(false);
    for (const n of ['Venezuelana', 'Haitiano', 'Portuguesa']) expect(ehEstrangeiro(n)).toBe(true);
  });

  it('a foreigner needs the visa and the arrival, not in the future nor before birth', () => {
    expect(erros({ nacionalidade: 'Brasileira' })).toEqual([]);
    expect(erros({ nacionalidade: 'Venezuelana' })).toEqual([
      { path: 'tipoVisto', message: M.tipoVistoObrigatorio },
      { path: 'dataChegadaBrasil', message: M.chegadaObrigatoria },
    ]);
    expect(erros({ nacionalidade: 'Haitiana', tipoVisto: 'AH', dataChegadaBrasil: '2026-11-29' })).toEqual([
      { path: 'dataChegadaBrasil', message: M.chegadaFutura },
    ]);
    expect(erros({ nacionalidade: 'Haitiana', tipoVisto: 'AH', dataChegadaBrasil: '2026-11-28' })).toEqual(
      [],
    );
    expect(
      erros({
        nacionalidade: 'Haitiana',
        tipoVisto: 'AH',
        dataChegadaBrasil: '1990-01-01',
        dataNascimento: '1995-05-05',
      }),
    ).toEqual([{ path: 'dataChegadaBrasil', message: M.chegadaAntesDoNascimento }]);
  });
});
