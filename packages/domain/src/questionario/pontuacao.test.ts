import { describe, expect, it } from 'vitest';
import { calcularPontuacao } from './pontuacao.ts';
import { pergunta } from './testkit.ts';
import { TIPO_PERGUNTA } from './tipos.ts';

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;
// Options of question n weigh 10, 5 and 0 and have ids n1, n2, n3.

describe('calcularPontuacao', () => {
  it("objective: the chosen option's weight, out of the highest", () => {
    const ps = [pergunta(1, OBJETIVA)];
    expect(calcularPontuacao(ps, [{ perguntaId: 1, respostaId: 12 }])).toMatchObject({
      pontuacao: 5,
      pontuacaoMaxima: 10,
      percentual: 50,
    });
    expect(calcularPontuacao(ps, [{ perguntaId: 1, respostaId: 11 }]).percentual).toBe(100);
    expect(calcularPontuacao(ps, [{ perguntaId: 1, respostaId: 13 }]).percentual).toBe(0);
  });

  it('multiple choice: the sum of the chosen weights (each once), out of the sum of all', () => {
    const ps = [pergunta(2, MULTIPLA_ESCOLHA)];
    expect(calcularPontuacao(ps, [{ perguntaId: 2, respostasIds: [22, 23] }])).toMatchObject({
      pontuacao: 5,
      pontuacaoMaxima: 15,
      percentual: 33.33,
    });
    expect(calcularPontuacao(ps, [{ perguntaId: 2, respostasIds: [21, 22] }]).pontuacao).toBe(15);
    // A repeated option does not count twice.
    expect(calcularPontuacao(ps, [{ perguntaId: 2, respostasIds: [21, 21, 21] }]).pontuacao).toBe(10);
  });

  it('score: the distance from the minimum, out of the width of the scale', () => {
    const zeroADez = [pergunta(3, NOTA)];
    expect(calcularPontuacao(zeroADez, [{ perguntaId: 3, nota: 7 }])).toMatchObject({
      pontuacao: 7,
      pontuacaoMaxima: 10,
      percentual: 70,
    });
    const umACinco = [pergunta(3, NOTA, { notaMinima: 1, notaMaxima: 5 })];
    // The lowest score is 0 %, the highest 100 %.
    expect(calcularPontuacao(umACinco, [{ perguntaId: 3, nota: 1 }])).toMatchObject({
      pontuacao: 0,
      pontuacaoMaxima: 4,
      percentual: 0,
    });
    expect(calcularPontuacao(umACinco, [{ perguntaId: 3, nota: 4 }]).percentual).toBe(75);
  });

  it('subjective questions are not scored', () => {
    const r = calcularPontuacao(
      [pergunta(1, OBJETIVA), pergunta(4, SUBJETIVA, { peso: 5 })],
      [
        { perguntaId: 1, respostaId: 11 },
        { perguntaId: 4, comentario: 'Resposta longa' },
      ],
    );
    expect(r).toMatchObject({ pontuacao: 10, pontuacaoMaxima: 10, percentual: 100 });
    expect(r.pontos.get(4)).toBeNull();
    expect(r.pontos.get(1)).toBe(10);
  });

  it("multiplies each question's points and maximum by its weight", () => {
    const ps = [
      pergunta(1, OBJETIVA, { peso: 2 }),
      pergunta(3, NOTA, { peso: 0.5 }),
      pergunta(5, OBJETIVA, { peso: 0 }),
    ];
    const r = calcularPontuacao(ps, [
      { perguntaId: 1, respostaId: 12 }, // 2 × 5 of 2 × 10
      { perguntaId: 3, nota: 10 }, // 0.5 × 10 of 0.5 × 10
      { perguntaId: 5, respostaId: 51 }, // weight 0: counts nothing
    ]);
    expect(r).toMatchObject({ pontuacao: 15, pontuacaoMaxima: 25, percentual: 60 });
    expect([...r.pontos]).toEqual([
      [1, 10],
      [3, 5],
      [5, 0],
    ]);
  });

  it('an unanswered required question earns 0 and counts in the maximum; an optional one is not scored', () => {
    const ps = [
      pergunta(1, OBJETIVA),
      pergunta(2, MULTIPLA_ESCOLHA),
      pergunta(3, NOTA, { obrigatoria: false }),
    ];
    const r = calcularPontuacao(ps, [{ perguntaId: 1, respostaId: 11 }]);
    expect(r).toMatchObject({ pontuacao: 10, pontuacaoMaxima: 25, percentual: 40 });
    expect([...r.pontos]).toEqual([
      [1, 10],
      [2, 0],
      [3, null],
    ]);
    // Answered, the optional question counts like any other.
    const com = calcularPontuacao(ps, [
      { perguntaId: 1, respostaId: 11 },
      { perguntaId: 3, nota: 5 },
    ]);
    expect(com).toMatchObject({ pontuacao: 15, pontuacaoMaxima: 35 });
  });

  it('percentual is null when nothing is scored', () => {
    expect(calcularPontuacao([], [])).toMatchObject({ pontuacao: 0, pontuacaoMaxima: 0, percentual: null });
    expect(
      calcularPontuacao([pergunta(4, SUBJETIVA)], [{ perguntaId: 4, comentario: 'x' }]).percentual,
    ).toBeNull();
    // Options that are all worth 0 score nothing either.
    const semPeso = pergunta(1, OBJETIVA, {
      respostas: [
        { id: 11, texto: 'A', peso: 0, ordem: 1 },
        { id: 12, texto: 'B', peso: 0, ordem: 2 },
      ],
    });
    expect(calcularPontuacao([semPeso], [{ perguntaId: 1, respostaId: 11 }]).percentual).toBeNull();
  });

  it('rounds points and percentual to two decimals, half up', () => {
    const ps = [pergunta(1, OBJETIVA, { peso: 1.005 }), pergunta(2, OBJETIVA, { peso: 2 })];
    const r = calcularPontuacao(ps, [
      { perguntaId: 1, respostaId: 11 }, // 10.05
      { perguntaId: 2, respostaId: 22 }, // 2 × 5
    ]);
    expect(r.pontos.get(1)).toBe(10.05);
    expect(r).toMatchObject({ pontuacao: 20.05, pontuacaoMaxima: 30.05 });
    expect(r.percentual).toBe(66.72); // 20.05 / 30.05 = 66.7221…
    const um = [pergunta(3, NOTA, { notaMinima: 0, notaMaxima: 3 })];
    expect(calcularPontuacao(um, [{ perguntaId: 3, nota: 2 }]).percentual).toBe(66.67);
    expect(calcularPontuacao(um, [{ perguntaId: 3, nota: 1 }]).percentual).toBe(33.33);
    // 1/8 = 12.5 %: an exact half of a cent rounds up.
    const oito = [pergunta(3, NOTA, { notaMinima: 0, notaMaxima: 800 })];
    expect(calcularPontuacao(oito, [{ perguntaId: 3, nota: 1 }]).percentual).toBe(0.13);
  });

  it('the worked example of docs/questionario.md', () => {
    const ps = [
      pergunta(1, OBJETIVA, { peso: 2 }),
      pergunta(2, MULTIPLA_ESCOLHA),
      pergunta(3, NOTA),
      pergunta(4, SUBJETIVA),
    ];
    const r = calcularPontuacao(ps, [
      { perguntaId: 1, respostaId: 12 },
      { perguntaId: 2, respostasIds: [21, 23] },
      { perguntaId: 3, nota: 8 },
      { perguntaId: 4, comentario: 'Gosto de atender pessoas.' },
    ]);
    expect(r).toMatchObject({ pontuacao: 28, pontuacaoMaxima: 45, percentual: 62.22 });
  });
});
