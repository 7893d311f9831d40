import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from './platform.ts';

/**
 * The questionnaire engine (spec 2 §3 'Question', 'Answer'). A question set belongs to an owner
 * (a candidate evaluation model, an evaluation model, a survey…), which points at it by
 * `questionario_id`; `origem` names the owner's kind. Removing the set removes its aspects, questions
 * and options; an answered question cannot be removed (resposta → pergunta is restrictive).
 */
export const questionario = pgTable('questionario', {
  id: serial().primaryKey(),
  empresaId: integer()
    .notNull()
    .references(() => empresa.id),
  origem: varchar({ length: 40 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const aspecto = pgTable(
  'aspecto',
  {
    id: serial().primaryKey(),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    nome: varchar({ length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('aspecto_nome_uq').on(t.questionarioId, sql`lower(ipe_unaccent(${t.nome}))`)],
);

export const pergunta = pgTable(
  'pergunta',
  {
    id: serial().primaryKey(),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id, { onDelete: 'cascade' }),
    aspectoId: integer().references(() => aspecto.id),
    texto: text().notNull(),
    /** 1 Objetiva, 3 Subjetiva, 4 Nota, 5 Múltipla Escolha. */
    tipo: smallint().notNull(),
    notaMinima: integer(),
    notaMaxima: integer(),
    exigirComentario: boolean().notNull().default(false),
    comentario: varchar({ length: 500 }),
    peso: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    obrigatoria: boolean().notNull().default(true),
    /** 1-based position in the set; kept dense (1..n) by the editor's operations. */
    ordem: integer().notNull(),
  },
  (t) => [index('pergunta_questionario_ordem_idx').on(t.questionarioId, t.ordem), index().on(t.aspectoId)],
);

/** Answer options of objective and multiple-choice questions. */
export const opcaoResposta = pgTable(
  'opcao_resposta',
  {
    id: serial().primaryKey(),
    perguntaId: integer()
      .notNull()
      .references(() => pergunta.id, { onDelete: 'cascade' }),
    texto: varchar({ length: 500 }).notNull(),
    peso: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    ordem: integer().notNull(),
  },
  (t) => [index('opcao_resposta_pergunta_idx').on(t.perguntaId, t.ordem)],
);

/**
 * One answering of a question set (an evaluation applied to a candidate, a survey reply…): status
 * A (em andamento: saved as a draft) or C (concluída: closed, cannot be answered again), and the score.
 */
export const questionarioResposta = pgTable(
  'questionario_resposta',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
    status: varchar({ length: 1 }).notNull().default('A'),
    respondidoParcialmente: boolean().notNull().default(true),
    pontuacao: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    pontuacaoMaxima: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    percentual: numeric({ precision: 5, scale: 2, mode: 'number' }),
    /** Internal user who filled it in (null when the respondent answered in the external area). */
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    iniciadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.questionarioId)],
);

/** One answer (spec 2 §3 'Answer'). */
export const resposta = pgTable(
  'resposta',
  {
    id: serial().primaryKey(),
    questionarioRespostaId: integer()
      .notNull()
      .references(() => questionarioResposta.id, { onDelete: 'cascade' }),
    perguntaId: integer()
      .notNull()
      .references(() => pergunta.id),
    /** Chosen option of an objective question. */
    respostaId: integer().references(() => opcaoResposta.id),
    /** Chosen options of a multiple-choice question (options of an answered question are locked). */
    respostasIds: integer().array(),
    nota: integer(),
    comentario: text(),
    observacao: text(),
    /** Points earned (null: not scored). */
    pontos: numeric({ precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('resposta_questionario_pergunta_uq').on(t.questionarioRespostaId, t.perguntaId),
    index('resposta_pergunta_idx').on(t.perguntaId),
    index().on(t.respostaId),
  ],
);
