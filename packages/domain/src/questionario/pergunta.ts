import { z } from 'zod';
import { MSG_QUESTIONARIO as M } from './mensagens.ts';
import {
  COMENTARIO_PADRAO,
  MAX_OPCOES,
  NOTA_MAXIMA_PADRAO,
  PESO_PADRAO,
  TIPO_PERGUNTA,
  type TipoPergunta,
  temOpcoes,
} from './tipos.ts';

const TIPOS = Object.values(TIPO_PERGUNTA) as number[];
const numero = (msg: string) => z.number({ error: msg }).finite();

/** One option in the question form: `id` present when it already exists. */
export const opcaoRespostaSchema = z.object({
  id: z.number().int().positive().optional().nullable(),
  texto: z
    .string({ error: M.opcaoObrigatoria })
    .trim()
    .min(1, M.opcaoObrigatoria)
    .max(500, 'Opção de resposta deve ter no máximo 500 caracteres'),
  peso: numero(M.pesoInvalido).min(0, M.pesoInvalido).max(1000).default(0),
});

/**
 * The aspect of a question: an existing one by id, or one found (case- and accent-insensitive) or
 * created by name. null: no aspect.
 */
export const aspectoRefSchema = z
  .object({
    id: z.number().int().positive().optional().nullable(),
    nome: z.string().trim().max(100, 'Aspecto deve ter no máximo 100 caracteres').optional().nullable(),
  })
  .nullable()
  .optional();

/**
 * A question as the editor sends it (POST/PUT /{id}/perguntas). Defaults per spec 2 §3: comentario
 * 'Justifique a sua resposta:', peso 1, notaMaxima 10; notaMinima's default depends on the owner (1 in
 * evaluation forms, 0 in the evaluation-model question) and is applied by `normalizarPergunta`.
 */
export const perguntaSchema = z
  .object({
    texto: z
      .string({ error: M.perguntaObrigatoria })
      .trim()
      .min(1, M.perguntaObrigatoria)
      .max(2000, 'Pergunta deve ter no máximo 2000 caracteres'),
    tipo: z
      .number({ error: (i) => (i.input == null ? M.tipoObrigatorio : M.tipoInvalido) })
      .int()
      .refine((t) => TIPOS.includes(t), M.tipoInvalido),
    respostas: z.array(opcaoRespostaSchema).default([]),
    notaMinima: z.number().int().min(0).max(1000).nullable().optional(),
    notaMaxima: z.number().int().min(1).max(1000).nullable().optional(),
    exigirComentario: z.boolean().default(false),
    comentario: z.string().trim().max(500).nullable().optional(),
    peso: numero(M.pesoInvalido).min(0, M.pesoInvalido).max(1000).default(PESO_PADRAO),
    obrigatoria: z.boolean().default(true),
    /** Position in the set (1-based); absent = after the last question. */
    ordem: z.number().int().min(1, M.ordemInvalida).nullable().optional(),
    aspecto: aspectoRefSchema,
  })
  .superRefine((p, ctx) => {
    if (temOpcoes(p.tipo)) {
      if (p.respostas.length < 2)
        ctx.addIssue({ code: 'custom', path: ['respostas'], message: M.opcoesMinimas });
      if (p.respostas.length > MAX_OPCOES)
        ctx.addIssue({ code: 'custom', path: ['respostas'], message: M.opcoesMaximas(MAX_OPCOES) });
    }
    if (p.tipo === TIPO_PERGUNTA.NOTA) {
      const min = p.notaMinima ?? 0;
      const max = p.notaMaxima ?? NOTA_MAXIMA_PADRAO;
      if (max <= min) ctx.addIssue({ code: 'custom', path: ['notaMaxima'], message: M.notaMaximaMenor });
    }
    // Left out, the prompt takes the default 'Justifique a sua resposta:'; sent blank, it is an error.
    if (p.exigirComentario && p.comentario !== undefined && !p.comentario?.trim())
      ctx.addIssue({ code: 'custom', path: ['comentario'], message: M.comentarioObrigatorio });
  });
export type PerguntaInput = z.input<typeof perguntaSchema>;
export type PerguntaDados = z.output<typeof perguntaSchema>;

/**
 * What is stored of a valid question: options only for types 1 and 5, the scale only for type 4 (with the
 * owner's default minimum), the comment prompt only when it is required.
 */
export function normalizarPergunta(p: PerguntaDados, notaMinimaPadrao: number) {
  const tipo = p.tipo as TipoPergunta;
  const nota = tipo === TIPO_PERGUNTA.NOTA;
  return {
    texto: p.texto,
    tipo,
    respostas: temOpcoes(tipo) ? p.respostas.map((r, i) => ({ ...r, ordem: i + 1 })) : [],
    notaMinima: nota ? (p.notaMinima ?? notaMinimaPadrao) : null,
    notaMaxima: nota ? (p.notaMaxima ?? NOTA_MAXIMA_PADRAO) : null,
    exigirComentario: p.exigirComentario,
    comentario: p.exigirComentario ? (p.comentario ?? COMENTARIO_PADRAO) : null,
    peso: p.peso,
    obrigatoria: p.obrigatoria,
    ordem: p.ordem ?? null,
    aspecto: p.aspecto ?? null,
  };
}

/** A new question in the editor: the spec's defaults. */
export const perguntaPadrao = (notaMinimaPadrao: number): PerguntaInput => ({
  texto: '',
  tipo: TIPO_PERGUNTA.OBJETIVA,
  respostas: [
    { texto: '', peso: 0 },
    { texto: '', peso: 0 },
  ],
  notaMinima: notaMinimaPadrao,
  notaMaxima: NOTA_MAXIMA_PADRAO,
  exigirComentario: false,
  comentario: COMENTARIO_PADRAO,
  peso: PESO_PADRAO,
  obrigatoria: true,
  ordem: null,
  aspecto: null,
});

/** Reorder: PATCH /{id}/perguntas/{perguntaId}/ordem. */
export const ordemSchema = z.object({
  ordem: z.number({ error: M.ordemInvalida }).int().min(1, M.ordemInvalida),
});
/** Clone the owner and its question set into other companies: POST /{id}. */
export const clonarSchema = z.object({
  empresas: z.array(z.number().int().positive()).min(1, M.empresasObrigatorias),
});
/** POST /{id}/aspectos. */
export const aspectoSchema = z.object({
  nome: z.string({ error: M.aspectoObrigatorio }).trim().min(1, M.aspectoObrigatorio).max(100),
});
