import { describe, expect, it } from 'vitest';
import { MSG_QUESTIONARIO as M } from './mensagens.ts';
import { normalizarResposta, respondida, respostasSchema, validarRespostas } from './respostas.ts';
import { pergunta } from './testkit.ts';
import { type RespostaPergunta, TIPO_PERGUNTA } from './tipos.ts';

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;

// 1 objective, 2 multiple choice, 3 score 0-10, 4 subjective.
const perguntas = [
  pergunta(1, OBJETIVA),
  pergunta(2, MULTIPLA_ESCOLHA),
  pergunta(3, NOTA),
  pergunta(4, SUBJETIVA),
];
const completas: RespostaPergunta[] = [
  { perguntaId: 1, respostaId: 11 },
  { perguntaId: 2, respostasIds: [21, 22] },
  { perguntaId: 3, nota: 7 },
  { perguntaId: 4, comentario: 'Porque sim.' },
];
const sem = (id: number) => completas.filter((r) => r.perguntaId !== id);
const com = (r: RespostaPergunta) => [...sem(r.perguntaId), r];

describe('validarRespostas — a complete answering', () => {
  it('accepts every question answered', () => {
    expect(validarRespostas(perguntas, completas, false)).toEqual([]);
  });

  it('requires the option of a required objective question', () => {
    const esperado = [{ field: 'respostas.1.respostaId', message: 'Selecione uma opção de resposta' }];
    expect(validarRespostas(perguntas, sem(1), false)).toEqual(esperado);
    expect(validarRespostas(perguntas, com({ perguntaId: 1, respostaId: null }), false)).toEqual(esperado);
    // A comment alone does not answer an objective question.
    expect(validarRespostas(perguntas, com({ perguntaId: 1, comentario: 'Talvez' }), false)).toEqual(
      esperado,
    );
  });

  it('requires at least one option of a required multiple-choice question', () => {
    const esperado = [
      { field: 'respostas.2.respostasIds', message: 'Selecione pelo menos uma opção de resposta' },
    ];
    expect(validarRespostas(perguntas, sem(2), false)).toEqual(esperado);
    expect(validarRespostas(perguntas, com({ perguntaId: 2, respostasIds: [] }), false)).toEqual(esperado);
    expect(validarRespostas(perguntas, com({ perguntaId: 2, respostasIds: null }), false)).toEqual(esperado);
    expect(validarRespostas(perguntas, com({ perguntaId: 2, respostasIds: [23] }), false)).toEqual([]);
  });

  it('requires the score of a required score question, within its scale and whole', () => {
    expect(validarRespostas(perguntas, sem(3), false)).toEqual([
      { field: 'respostas.3.nota', message: 'Informe a nota' },
    ]);
    expect(validarRespostas(perguntas, com({ perguntaId: 3, nota: 11 }), false)).toEqual([
      { field: 'respostas.3.nota', message: 'A nota deve estar entre 0 e 10' },
    ]);
    expect(validarRespostas(perguntas, com({ perguntaId: 3, nota: -1 }), false)).toEqual([
      { field: 'respostas.3.nota', message: M.notaForaDaEscala(0, 10) },
    ]);
    expect(validarRespostas(perguntas, com({ perguntaId: 3, nota: 6.5 }), false)).toEqual([
      { field: 'respostas.3.nota', message: 'A nota deve ser um número inteiro' },
    ]);
    // Both ends of the scale are valid; 0 is an answer, not a blank.
    expect(validarRespostas(perguntas, com({ perguntaId: 3, nota: 0 }), false)).toEqual([]);
    expect(validarRespostas(perguntas, com({ perguntaId: 3, nota: 10 }), false)).toEqual([]);
    const escala = [pergunta(3, NOTA, { notaMinima: 1, notaMaxima: 5 })];
    expect(validarRespostas(escala, [{ perguntaId: 3, nota: 0 }], false)).toEqual([
      { field: 'respostas.3.nota', message: 'A nota deve estar entre 1 e 5' },
    ]);
  });

  it('requires the text of a required subjective question, blanks included', () => {
    const esperado = [{ field: 'respostas.4.comentario', message: 'Resposta é obrigatória' }];
    expect(validarRespostas(perguntas, sem(4), false)).toEqual(esperado);
    expect(validarRespostas(perguntas, com({ perguntaId: 4, comentario: '   ' }), false)).toEqual(esperado);
  });

  it('leaves optional questions unanswered', () => {
    const opcionais = perguntas.map((p) => ({ ...p, obrigatoria: false }));
    expect(validarRespostas(opcionais, [], false)).toEqual([]);
  });

  it('asks the justification of an answered question with exigirComentario, required or not', () => {
    const exigem = perguntas.map((p) => ({
      ...p,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
    }));
    expect(validarRespostas(exigem, completas, false)).toEqual([
      { field: 'respostas.1.comentario', message: 'Justificativa é obrigatória' },
      { field: 'respostas.2.comentario', message: M.justificativaObrigatoria },
      { field: 'respostas.3.comentario', message: M.justificativaObrigatoria },
      // The subjective question's text is its own justification.
    ]);
    const justificadas = completas.map((r) => ({ ...r, comentario: r.comentario ?? 'Porque sim.' }));
    expect(validarRespostas(exigem, justificadas, false)).toEqual([]);
    // Not answered and optional: nothing to justify.
    const opcional = [pergunta(3, NOTA, { obrigatoria: false, exigirComentario: true })];
    expect(validarRespostas(opcional, [], false)).toEqual([]);
    expect(validarRespostas(opcional, [{ perguntaId: 3, nota: 4, comentario: ' ' }], false)).toEqual([
      { field: 'respostas.3.comentario', message: M.justificativaObrigatoria },
    ]);
  });

  it('reports every failing question at once', () => {
    expect(validarRespostas(perguntas, [], false).map((e) => e.field)).toEqual([
      'respostas.1.respostaId',
      'respostas.2.respostasIds',
      'respostas.3.nota',
      'respostas.4.comentario',
    ]);
  });
});

describe('validarRespostas — a partial save', () => {
  it('skips required-ness and justifications', () => {
    expect(validarRespostas(perguntas, [], true)).toEqual([]);
    const exigem = perguntas.map((p) => ({ ...p, exigirComentario: true }));
    expect(validarRespostas(exigem, completas, true)).toEqual([]);
  });

  it('still checks the scale and foreign answers', () => {
    expect(validarRespostas(perguntas, [{ perguntaId: 3, nota: 12 }], true)).toEqual([
      { field: 'respostas.3.nota', message: M.notaForaDaEscala(0, 10) },
    ]);
    expect(validarRespostas(perguntas, [{ perguntaId: 1, respostaId: 21 }], true)).toEqual([
      { field: 'respostas.1.respostaId', message: M.opcaoDeOutraPergunta, estrangeira: true },
    ]);
  });
});

describe('validarRespostas — foreign answers (estrangeira)', () => {
  it('flags a question of another set', () => {
    expect(validarRespostas(perguntas, [...completas, { perguntaId: 99, respostaId: 11 }], false)).toEqual([
      {
        field: 'respostas.99',
        message: 'A pergunta respondida não pertence a este questionário.',
        estrangeira: true,
      },
    ]);
  });

  it('flags an option of another question, for objective and multiple choice', () => {
    expect(validarRespostas(perguntas, com({ perguntaId: 1, respostaId: 21 }), false)).toEqual([
      {
        field: 'respostas.1.respostaId',
        message: 'A opção de resposta informada não pertence à pergunta.',
        estrangeira: true,
      },
    ]);
    expect(validarRespostas(perguntas, com({ perguntaId: 2, respostasIds: [21, 11] }), false)).toEqual([
      { field: 'respostas.2.respostasIds', message: M.opcaoDeOutraPergunta, estrangeira: true },
    ]);
  });

  it('flags a question answered twice', () => {
    expect(validarRespostas(perguntas, [...completas, { perguntaId: 3, nota: 2 }], false)).toEqual([
      { field: 'respostas.3', message: 'A pergunta foi respondida mais de uma vez.', estrangeira: true },
    ]);
  });

  it('flags nothing else as foreign', () => {
    const normais = validarRespostas(perguntas, [{ perguntaId: 3, nota: 40 }], false);
    expect(normais.length).toBe(4);
    expect(normais.every((e) => !e.estrangeira)).toBe(true);
  });
});

describe('respondida', () => {
  it('tells an answer from a blank per type', () => {
    const [o, me, n, s] = perguntas;
    expect(respondida(o, undefined)).toBe(false);
    expect(respondida(o, { perguntaId: 1, respostaId: 11 })).toBe(true);
    expect(respondida(o, { perguntaId: 1, comentario: 'x' })).toBe(false);
    expect(respondida(me, { perguntaId: 2, respostasIds: [] })).toBe(false);
    expect(respondida(me, { perguntaId: 2, respostasIds: [21] })).toBe(true);
    expect(respondida(n, { perguntaId: 3, nota: 0 })).toBe(true);
    expect(respondida(n, { perguntaId: 3, nota: null })).toBe(false);
    expect(respondida(s, { perguntaId: 4, comentario: ' ' })).toBe(false);
    expect(respondida(s, { perguntaId: 4, comentario: 'x' })).toBe(true);
  });
});

describe('normalizarResposta', () => {
  it("keeps only the part the question's type uses, options once, texts trimmed", () => {
    const tudo = {
      respostaId: 11,
      respostasIds: [21, 21, 22],
      nota: 4,
      comentario: ' Ok ',
      observacao: '  ',
    };
    const [o, me, n, s] = perguntas;
    expect(normalizarResposta(o, { perguntaId: 1, ...tudo })).toEqual({
      perguntaId: 1,
      respostaId: 11,
      respostasIds: null,
      nota: null,
      comentario: 'Ok',
      observacao: null,
    });
    expect(normalizarResposta(me, { perguntaId: 2, ...tudo })).toMatchObject({
      respostaId: null,
      respostasIds: [21, 22],
      nota: null,
    });
    expect(normalizarResposta(n, { perguntaId: 3, ...tudo })).toMatchObject({
      respostaId: null,
      respostasIds: null,
      nota: 4,
    });
    expect(normalizarResposta(s, { perguntaId: 4, comentario: 'Texto' })).toEqual({
      perguntaId: 4,
      respostaId: null,
      respostasIds: null,
      nota: null,
      comentario: 'Texto',
      observacao: null,
    });
  });
});

describe('respostasSchema', () => {
  it('reads the answers and the draft flag (false by default)', () => {
    expect(respostasSchema.parse({ respostas: completas })).toEqual({
      respostas: completas,
      respondidoParcialmente: false,
    });
    const r = respostasSchema.safeParse({ respostas: [{ perguntaId: 0, nota: 'dez' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'respostas.0.perguntaId',
      'respostas.0.nota',
    ]);
  });
});
