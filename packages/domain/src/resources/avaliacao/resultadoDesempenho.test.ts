import { describe, expect, it } from 'vitest';
import { media, resultadoDesempenho } from './resultadoDesempenho.ts';

describe('resultadoDesempenho', () => {
  it('averages the questionnaire and the competences with equal weights (the documented example)', () => {
    // Evaluators: 80 % and 60 % → 70. Competences (levels 1..3): weight 2 required 2, chosen 2 and 2 → 50;
    // weight 1 required 2, chosen 3 and 3 → 100. (2×50 + 1×100) ÷ 3 = 66.67. Result (70 + 66.67) ÷ 2.
    const r = resultadoDesempenho({
      mediaQuestionario: media([80, 60]),
      competencias: [
        { peso: 2, exigida: 2, media: media([2, 2]) },
        { peso: 1, exigida: 2, media: media([3, 3]) },
      ],
      ordemMaxima: 3,
    });
    expect(r).toEqual({ questionario: 70, competencias: 66.67, resultado: 68.34 });
  });

  it('keeps the part present alone, and is null with neither', () => {
    expect(resultadoDesempenho({ mediaQuestionario: 55.555, competencias: [], ordemMaxima: 3 })).toEqual({
      questionario: 55.56,
      competencias: null,
      resultado: 55.56,
    });
    expect(
      resultadoDesempenho({
        mediaQuestionario: null,
        competencias: [{ peso: 1, exigida: 3, media: 1.5 }],
        ordemMaxima: 3,
      }),
    ).toEqual({ questionario: null, competencias: 25, resultado: 25 });
    expect(resultadoDesempenho({ mediaQuestionario: null, competencias: [], ordemMaxima: 3 }).resultado).toBe(
      null,
    );
  });

  it('counts a competence nobody chose as 0', () => {
    const r = resultadoDesempenho({
      mediaQuestionario: null,
      competencias: [
        { peso: 1, exigida: 2, media: null },
        { peso: 1, exigida: 2, media: 2 },
      ],
      ordemMaxima: 3,
    });
    expect(r.competencias).toBe(25);
  });
});
