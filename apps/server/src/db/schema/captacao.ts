import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { comoFicouSabendoVaga } from './captacaoCadastros.ts';
import { empresa, usuario } from './platform.ts';
import { questionario, questionarioResposta } from './questionario.ts';

/**
 * Candidate (spec 1 §3): the first columns of the candidate base. Issue 6 (candidate base and selection)
 * adds the full CV; this much lets HR apply evaluation models to a candidate.
 */
export const candidato = pgTable(
  'candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    cpf: varchar({ length: 11 }),
    email: varchar({ length: 120 }),
    dddCelular: varchar({ length: 2 }),
    celular: varchar({ length: 9 }),
    /** Where the candidate heard of the opening (counted by /captacao/como-ficou-sabendo-vaga/contagem). */
    comoFicouSabendoVagaId: integer().references(() => comoFicouSabendoVaga.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidato_empresa_nome_idx').on(t.empresaId, t.nome, t.id),
    index().on(t.empresaId, t.cpf),
    index('candidato_como_ficou_sabendo_idx').on(t.comoFicouSabendoVagaId),
  ],
);

/** Candidate evaluation model (spec 2 §3 'Evaluation model'; /captacao/modelos-avaliacao-candidato). */
export const modeloAvaliacaoCandidato = pgTable(
  'modelo_avaliacao_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    titulo: varchar({ length: 250 }).notNull(),
    observacao: text(),
    percentualMinimoAprovacao: numeric({ precision: 5, scale: 2, mode: 'number' }),
    ativo: boolean().notNull().default(true),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
  },
  (t) => [index().on(t.empresaId, t.titulo), uniqueIndex().on(t.questionarioId)],
);

/**
 * A candidate evaluation model applied to a candidate: the answers and score live in the answering
 * (questionario_resposta); this row ties them to the candidate, and later to the requisition and the
 * selection step (solicitacaoId, historicoCandidatoId: issues 5 and 6).
 */
export const avaliacaoCandidato = pgTable(
  'avaliacao_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    modeloAvaliacaoCandidatoId: integer()
      .notNull()
      .references(() => modeloAvaliacaoCandidato.id),
    questionarioRespostaId: integer()
      .notNull()
      .references(() => questionarioResposta.id),
    solicitacaoId: integer(),
    historicoCandidatoId: integer(),
    /** Set when the answering is closed: percentual ≥ the model's percentualMinimoAprovacao. */
    aprovado: boolean(),
    /** true when the candidate answered in the external area, false when HR filled it in. */
    respondidaPeloCandidato: boolean().notNull().default(false),
    aplicadaPorUsuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.candidatoId, t.createdAt),
    index().on(t.modeloAvaliacaoCandidatoId),
    uniqueIndex().on(t.questionarioRespostaId),
  ],
);
