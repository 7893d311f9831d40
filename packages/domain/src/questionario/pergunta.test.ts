import { describe, expect, it } from 'vitest';
import { MSG_QUESTIONARIO as M } from './mensagens.ts';
import {
  aspectoSchema,
  clonarSchema,
  normalizarPergunta,
  ordemSchema,
  perguntaPadrao,
  perguntaSchema,
} from './pergunta.ts';
import { COMENTARIO_PADRAO, NOTA_MINIMA_FORMULARIO, NOTA_MINIMA_MODELO, TIPO_PERGUNTA } from './tipos.ts';

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;

/** The failing paths and messages of a parse, in zod's order. */
function erros(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  v: unknown,
) {
  const r = schema.safeParse(v);
  return ((r.error?.issues ?? []) as { path: PropertyKey[]; message: string }[]).map((i) => ({
    field: i.path.map(String).join('.'),
    message: i.message,
  }));
}

const opcoes = [
  { texto: 'Sim', peso: 10 },
  { texto: 'Não', peso: 0 },
];

describe('perguntaSchema', () => {
  it('accepts each type with its defaults', () => {
    const r = perguntaSchema.parse({ texto: '  Como foi?  ', tipo: SUBJETIVA });
    expect(r).toEqual({
      texto: 'Como foi?',
      tipo: SUBJETIVA,
      respostas: [],
      exigirComentario: false,
      peso: 1,
      obrigatoria: true,
    });
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: OBJETIVA, respostas: opcoes }).success).toBe(true);
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: MULTIPLA_ESCOLHA, respostas: opcoes }).success).toBe(
      true,
    );
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: NOTA }).success).toBe(true);
  });

  it("requires the text: 'Pergunta é obrigatória', blanks included", () => {
    expect(erros(perguntaSchema, { tipo: SUBJETIVA })).toEqual([
      { field: 'texto', message: M.perguntaObrigatoria },
    ]);
    expect(erros(perguntaSchema, { texto: '   ', tipo: SUBJETIVA })).toEqual([
      { field: 'texto', message: 'Pergunta é obrigatória' },
    ]);
    expect(erros(perguntaSchema, { texto: 'x'.repeat(2001), tipo: SUBJETIVA })).toEqual([
      { field: 'texto', message: 'Pergunta deve ter no máximo 2000 caracteres' },
    ]);
  });

  it('requires a known type', () => {
    expect(erros(perguntaSchema, { texto: 'x' })).toEqual([{ field: 'tipo', message: 'Tipo é obrigatório' }]);
    expect(erros(perguntaSchema, { texto: 'x', tipo: null })).toEqual([
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    // 2 is not a type of the spec's enumeration.
    expect(erros(perguntaSchema, { texto: 'x', tipo: 2 })).toEqual([
      { field: 'tipo', message: 'Tipo de pergunta inválido' },
    ]);
    expect(erros(perguntaSchema, { texto: 'x', tipo: 'Objetiva' })).toEqual([
      { field: 'tipo', message: 'Tipo de pergunta inválido' },
    ]);
  });

  it('requires at least two options, each with a text, for objective and multiple-choice questions', () => {
    for (const tipo of [OBJETIVA, MULTIPLA_ESCOLHA]) {
      expect(erros(perguntaSchema, { texto: 'x', tipo })).toEqual([
        { field: 'respostas', message: 'Informe pelo menos duas opções de resposta' },
      ]);
      expect(erros(perguntaSchema, { texto: 'x', tipo, respostas: [{ texto: 'Sim' }] })).toEqual([
        { field: 'respostas', message: M.opcoesMinimas },
      ]);
      expect(erros(perguntaSchema, { texto: 'x', tipo, respostas: [{ texto: ' ' }, { peso: 1 }] })).toEqual([
        { field: 'respostas.0.texto', message: 'Opção de resposta é obrigatória' },
        { field: 'respostas.1.texto', message: 'Opção de resposta é obrigatória' },
      ]);
    }
    const vinteEUma = Array.from({ length: 21 }, (_, i) => ({ texto: `Opção ${i}` }));
    expect(erros(perguntaSchema, { texto: 'x', tipo: OBJETIVA, respostas: vinteEUma })).toEqual([
      { field: 'respostas', message: 'Informe no máximo 20 opções de resposta' },
    ]);
    expect(
      perguntaSchema.safeParse({ texto: 'x', tipo: OBJETIVA, respostas: vinteEUma.slice(0, 20) }).success,
    ).toBe(true);
    // Types without options do not ask for them.
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: NOTA, respostas: [] }).success).toBe(true);
  });

  it('refuses a negative weight on the question and on an option', () => {
    expect(
      erros(perguntaSchema, {
        texto: 'x',
        tipo: OBJETIVA,
        peso: -1,
        respostas: [{ texto: 'a', peso: -0.5 }, { texto: 'b' }],
      }),
    ).toEqual([
      { field: 'respostas.0.peso', message: 'Peso deve ser maior ou igual a 0' },
      { field: 'peso', message: 'Peso deve ser maior ou igual a 0' },
    ]);
  });

  it('wants the maximum score above the minimum', () => {
    expect(erros(perguntaSchema, { texto: 'x', tipo: NOTA, notaMinima: 5, notaMaxima: 5 })).toEqual([
      { field: 'notaMaxima', message: 'A nota máxima deve ser maior que a nota mínima' },
    ]);
    expect(erros(perguntaSchema, { texto: 'x', tipo: NOTA, notaMinima: 8, notaMaxima: 4 })).toEqual([
      { field: 'notaMaxima', message: M.notaMaximaMenor },
    ]);
    // Absent bounds are 0 and 10; the scale of other types is ignored.
    expect(erros(perguntaSchema, { texto: 'x', tipo: NOTA, notaMinima: 10 })).toEqual([
      { field: 'notaMaxima', message: M.notaMaximaMenor },
    ]);
    expect(
      perguntaSchema.safeParse({ texto: 'x', tipo: SUBJETIVA, notaMinima: 5, notaMaxima: 5 }).success,
    ).toBe(true);
  });

  it("requires the comment prompt when a justification is asked: 'Comentário é obrigatório'", () => {
    expect(
      erros(perguntaSchema, { texto: 'x', tipo: NOTA, exigirComentario: true, comentario: null }),
    ).toEqual([{ field: 'comentario', message: 'Comentário é obrigatório' }]);
    // Left out, it takes the default prompt (see normalizarPergunta).
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: NOTA, exigirComentario: true }).success).toBe(true);
    expect(
      erros(perguntaSchema, { texto: 'x', tipo: NOTA, exigirComentario: true, comentario: '  ' }),
    ).toEqual([{ field: 'comentario', message: M.comentarioObrigatorio }]);
    expect(perguntaSchema.safeParse({ texto: 'x', tipo: NOTA, comentario: '' }).success).toBe(true);
  });

  it('reports every failing field at once', () => {
    expect(
      erros(perguntaSchema, {
        texto: '',
        tipo: OBJETIVA,
        respostas: [{ texto: 'a' }],
        exigirComentario: true,
        comentario: '',
      }),
    ).toEqual([
      { field: 'texto', message: M.perguntaObrigatoria },
      { field: 'respostas', message: M.opcoesMinimas },
      { field: 'comentario', message: M.comentarioObrigatorio },
    ]);
  });
});

describe('normalizarPergunta', () => {
  const base = {
    texto: 'Pergunta',
    respostas: opcoes,
    notaMinima: 2,
    notaMaxima: 8,
    exigirComentario: false,
    comentario: 'Por quê?',
    aspecto: { nome: 'Comunicação' },
  };
  const norm = (v: object, min = NOTA_MINIMA_MODELO) => normalizarPergunta(perguntaSchema.parse(v), min);

  it('keeps options, numbered, only for objective and multiple-choice questions', () => {
    for (const tipo of [OBJETIVA, MULTIPLA_ESCOLHA])
      expect(norm({ ...base, tipo }).respostas).toEqual([
        { texto: 'Sim', peso: 10, ordem: 1 },
        { texto: 'Não', peso: 0, ordem: 2 },
      ]);
    for (const tipo of [SUBJETIVA, NOTA]) expect(norm({ ...base, tipo }).respostas).toEqual([]);
  });

  it("keeps the scale only for 'Nota', with the owner's default minimum", () => {
    expect(norm({ ...base, tipo: NOTA })).toMatchObject({ notaMinima: 2, notaMaxima: 8 });
    expect(norm({ texto: 'x', tipo: NOTA })).toMatchObject({ notaMinima: 0, notaMaxima: 10 });
    expect(norm({ texto: 'x', tipo: NOTA }, NOTA_MINIMA_FORMULARIO)).toMatchObject({
      notaMinima: 1,
      notaMaxima: 10,
    });
    for (const tipo of [OBJETIVA, SUBJETIVA, MULTIPLA_ESCOLHA])
      expect(norm({ ...base, tipo })).toMatchObject({ notaMinima: null, notaMaxima: null });
  });

  it('keeps the comment prompt only when a justification is asked, by default the spec text', () => {
    expect(norm({ ...base, tipo: NOTA }).comentario).toBeNull();
    expect(norm({ texto: 'x', tipo: NOTA, exigirComentario: true }).comentario).toBe(
      'Justifique a sua resposta:',
    );
    expect(norm({ ...base, tipo: NOTA, exigirComentario: true })).toMatchObject({
      exigirComentario: true,
      comentario: 'Por quê?',
    });
  });

  it('carries weight, required flag, order and aspect', () => {
    expect(norm({ ...base, tipo: SUBJETIVA, peso: 2.5, obrigatoria: false, ordem: 3 })).toEqual({
      texto: 'Pergunta',
      tipo: SUBJETIVA,
      respostas: [],
      notaMinima: null,
      notaMaxima: null,
      exigirComentario: false,
      comentario: null,
      peso: 2.5,
      obrigatoria: false,
      ordem: 3,
      aspecto: { nome: 'Comunicação' },
    });
    expect(norm({ texto: 'x', tipo: SUBJETIVA })).toMatchObject({ ordem: null, aspecto: null, peso: 1 });
  });
});

describe('the other schemas of the editor', () => {
  it('perguntaPadrao starts an objective question with two blank options and the spec defaults', () => {
    expect(perguntaPadrao(NOTA_MINIMA_MODELO)).toMatchObject({
      tipo: OBJETIVA,
      respostas: [
        { texto: '', peso: 0 },
        { texto: '', peso: 0 },
      ],
      notaMinima: 0,
      notaMaxima: 10,
      comentario: COMENTARIO_PADRAO,
      peso: 1,
      obrigatoria: true,
    });
    expect(perguntaPadrao(NOTA_MINIMA_FORMULARIO).notaMinima).toBe(1);
    expect(COMENTARIO_PADRAO).toBe('Justifique a sua resposta:');
  });

  it('ordem is 1 or more; a clone names at least one company; an aspect has a name', () => {
    expect(erros(ordemSchema, { ordem: 0 })).toEqual([
      { field: 'ordem', message: 'Ordem deve ser maior ou igual a 1' },
    ]);
    expect(erros(ordemSchema, {})).toEqual([{ field: 'ordem', message: M.ordemInvalida }]);
    expect(ordemSchema.parse({ ordem: 4 })).toEqual({ ordem: 4 });
    expect(erros(clonarSchema, { empresas: [] })).toEqual([
      { field: 'empresas', message: 'Selecione pelo menos uma empresa' },
    ]);
    expect(erros(aspectoSchema, { nome: '  ' })).toEqual([
      { field: 'nome', message: 'Aspecto é obrigatório' },
    ]);
    expect(aspectoSchema.parse({ nome: ' Liderança ' })).toEqual({ nome: 'Liderança' });
  });
});
