import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { colaboradorQuestionario } from '../../../db/schema/colaboradorQuestionario.ts';
import { empresa, usuario } from '../../../db/schema/platform.ts';
import { questionario } from '../../../db/schema/questionario.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { nivelCompetencia } from '../../cargoSalario/competencias/schema.ts';
import { modeloAvaliacao } from '../schema.ts';

/**
 * Performance evaluation (spec 2 §3 'Performance evaluation'; domain resources/avaliacao/desempenho.ts).
 * Its id is the dono_id of the answering records of kind 'avaliacao-desempenho'.
 */
export const avaliacaoDesempenho = pgTable(
  'avaliacao_desempenho',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    titulo: varchar({ length: 100 }).notNull(),
    dataIni: date().notNull(),
    /** Also the due date (prazo) of the answering records; reminders go out before it. */
    dataFim: date().notNull(),
    avaliarSomenteCompetencias: boolean().notNull().default(false),
    /** The performance model (tipo D) whose question set is answered; null when competence-only. */
    modeloAvaliacaoId: integer().references(() => modeloAvaliacao.id),
    /**
     * The question set the records are created over: the model's (shared with it, not owned), or, for a
     * competence-only evaluation, an empty set of its own (colaborador_questionario needs one). The server
     * keeps it in step with the model.
     */
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
    exibeResultadoAutoAvaliacao: boolean().notNull().default(false),
    exibirPerformanceProfissional: boolean().notNull().default(false),
    exibirNivelCompetenciaExigido: boolean().notNull().default(false),
    permiteAutoAvaliacao: boolean().notNull(),
    anonima: boolean().notNull(),
    notaQuestionarioManual: boolean().notNull().default(false),
    /** '1.0' or '2.0' (spec default 1.0). */
    tipo: varchar({ length: 3 }).notNull().default('1.0'),
    /** Spec default 0; required when tipo is 2.0 (FORMATOS_AVALIACAO_DESEMPENHO). */
    formato: varchar({ length: 1 }).default('0'),
    avaliarCompetenciasCargo: boolean().notNull().default(false),
    /** Spec §4 flag: released to the evaluators (the records are liberado with it). */
    liberada: boolean().notNull().default(false),
    /** Spec §4 flag: some evaluator saved answers (set by the owner kind's aoSalvar). */
    possuiResposta: boolean().notNull().default(false),
  },
  (t) => [
    // The list: the company's evaluations, newest start first.
    index('avaliacao_desempenho_empresa_data_idx').on(t.empresaId, t.dataIni.desc(), t.id),
    index('avaliacao_desempenho_modelo_idx').on(t.modeloAvaliacaoId),
    index('avaliacao_desempenho_questionario_idx').on(t.questionarioId),
    check('avaliacao_desempenho_tipo_ck', sql`${t.tipo} in ('1.0', '2.0')`),
  ],
);

/** An evaluated talent of an evaluation (a row of the participants matrix, with or without evaluators). */
export const avaliadoDesempenho = pgTable(
  'avaliado_avaliacao_desempenho',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    avaliacaoDesempenhoId: integer()
      .notNull()
      .references(() => avaliacaoDesempenho.id, { onDelete: 'cascade' }),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One row per talent; also the matrix's page of an evaluation's evaluated talents.
    uniqueIndex('avaliado_avaliacao_desempenho_uq').on(t.avaliacaoDesempenhoId, t.colaboradorId),
    // A talent's evaluations (its results, its removal).
    index('avaliado_avaliacao_desempenho_colaborador_idx').on(t.colaboradorId, t.avaliacaoDesempenhoId),
  ],
);

/**
 * One evaluator of one evaluated talent (a cell of the matrix), with its role (spec §3: U self, R its
 * appraiser/leader, A one it appraises/leads, P peer). The evaluator is a talent (answering through the
 * user linked to it) or, failing that, a user. The answering record is linked once released.
 */
export const participanteDesempenho = pgTable(
  'participante_avaliacao_desempenho',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    avaliacaoDesempenhoId: integer()
      .notNull()
      .references(() => avaliacaoDesempenho.id, { onDelete: 'cascade' }),
    /** The evaluated talent's row; its talent is repeated below for the record and the indexes. */
    avaliadoId: integer()
      .notNull()
      .references(() => avaliadoDesempenho.id, { onDelete: 'cascade' }),
    avaliadoColaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    avaliadorColaboradorId: integer().references(() => colaborador.id, { onDelete: 'cascade' }),
    avaliadorUsuarioId: integer().references(() => usuario.id, { onDelete: 'cascade' }),
    papel: varchar({ length: 1 }).notNull(),
    /** The evaluator's answering record about the evaluated talent (created on release). */
    colaboradorQuestionarioId: integer().references(() => colaboradorQuestionario.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check(
      'participante_avaliacao_desempenho_avaliador_ck',
      sql`${t.avaliadorColaboradorId} is not null or ${t.avaliadorUsuarioId} is not null`,
    ),
    check('participante_avaliacao_desempenho_papel_ck', sql`${t.papel} in ('U', 'R', 'A', 'P')`),
    // One cell per evaluated × evaluator; its prefix serves the evaluators of one evaluated talent.
    uniqueIndex('participante_avaliacao_desempenho_uq').on(
      t.avaliadoId,
      sql`coalesce(${t.avaliadorColaboradorId}, 0)`,
      sql`coalesce(${t.avaliadorUsuarioId}, 0)`,
    ),
    // The matrix's cells of a page of evaluated talents, and the evaluators' column of an evaluation.
    index('participante_avaliacao_desempenho_avaliacao_idx').on(
      t.avaliacaoDesempenhoId,
      t.avaliadoColaboradorId,
      t.avaliadorColaboradorId,
    ),
    // The evaluator's list (as a talent, or as a user without talent), across evaluations.
    index('participante_avaliacao_desempenho_avaliador_idx')
      .on(t.avaliadorColaboradorId, t.avaliacaoDesempenhoId)
      .where(sql`${t.avaliadorColaboradorId} is not null`),
    index('participante_avaliacao_desempenho_usuario_idx')
      .on(t.avaliadorUsuarioId, t.avaliacaoDesempenhoId)
      .where(sql`${t.avaliadorUsuarioId} is not null`),
    index('participante_avaliacao_desempenho_avaliado_colaborador_idx').on(t.avaliadoColaboradorId),
    uniqueIndex('participante_avaliacao_desempenho_registro_uq').on(t.colaboradorQuestionarioId),
  ],
);

/**
 * The competence levels an evaluator chose in one form (spec §3 Answer 'configsNiveisCompetenciasFaixaSalariais'):
 * one row per form × competence the evaluated talent's band requires, with the band's weight and required
 * level copied when the form is saved (the result reads them set-based, and a later band change does not
 * rewrite an answered evaluation). `nivelCompetenciaId` null: not chosen yet (a draft).
 */
export const respostaCompetenciaDesempenho = pgTable(
  'resposta_competencia_desempenho',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    colaboradorQuestionarioId: integer()
      .notNull()
      .references(() => colaboradorQuestionario.id, { onDelete: 'cascade' }),
    avaliacaoDesempenhoId: integer()
      .notNull()
      .references(() => avaliacaoDesempenho.id, { onDelete: 'cascade' }),
    avaliadoColaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    /** C conhecimento, H habilidade, A atitude; the id is of that kind's table. */
    tipoCompetencia: varchar({ length: 1 }).notNull(),
    competenciaId: integer().notNull(),
    peso: integer().notNull(),
    nivelExigidoId: integer().references(() => nivelCompetencia.id),
    nivelCompetenciaId: integer().references(() => nivelCompetencia.id),
  },
  (t) => [
    uniqueIndex('resposta_competencia_desempenho_uq').on(
      t.colaboradorQuestionarioId,
      t.tipoCompetencia,
      t.competenciaId,
    ),
    // The results of a whole evaluation, by evaluated talent.
    index('resposta_competencia_desempenho_avaliacao_idx').on(
      t.avaliacaoDesempenhoId,
      t.avaliadoColaboradorId,
    ),
    index('resposta_competencia_desempenho_nivel_idx').on(t.nivelCompetenciaId),
    index('resposta_competencia_desempenho_exigido_idx').on(t.nivelExigidoId),
    check('resposta_competencia_desempenho_tipo_ck', sql`${t.tipoCompetencia} in ('C', 'H', 'A')`),
  ],
);
