import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from './platform.ts';
import { questionario, questionarioResposta } from './questionario.ts';

/**
 * The shared answering record (spec 2 'colaboradorQuestionarioId'; docs/questionario.md 'Registro de
 * resposta'): who answers which question set, about whom, for which owner. Owners (the experience
 * follow-up, performance evaluations, surveys, dismissal interviews, class evaluations) declare their kind
 * in their server manifest (`donosResposta`) and create records in their own transaction
 * (platform/questionario/colaborador/registros.ts). The answers are the engine's `questionario_resposta`,
 * linked once the first save happens.
 *
 * The respondent is a user, a talent (an employee, reached through the user linked to it), or both. The
 * talent columns reference `colaborador` (a module's table): their foreign keys are written by hand in
 * the migration, as usuario.colaborador_id's, since db/ imports no module.
 */
export const colaboradorQuestionario = pgTable(
  'colaborador_questionario',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
    /** The owner kind ('acompanhamento-experiencia', …), as registered by its module. */
    donoTipo: varchar({ length: 40 }).notNull(),
    /** The owner's row (its table is the owner module's: no foreign key). */
    donoId: integer().notNull(),
    respondenteUsuarioId: integer().references(() => usuario.id),
    /** FK to colaborador(id) by hand in the migration. */
    respondenteColaboradorId: integer(),
    /** The evaluated talent, when the answers are about someone; FK to colaborador(id) by hand. */
    avaliadoColaboradorId: integer(),
    /** Due date (YYYY-MM-DD); null: none. Reminders go out before it (lembretes.ts). */
    prazo: date(),
    /** Whether the respondent may see and answer it now (an owner may block it, e.g. an evaluation). */
    liberado: boolean().notNull().default(true),
    /** Saved at least once as a draft and not concluded (spec 2 §4). */
    respondidoParcialmente: boolean().notNull().default(false),
    concluidoEm: timestamp({ withTimezone: true }),
    /** The engine's answering, once the first save happened. */
    questionarioRespostaId: integer().references(() => questionarioResposta.id),
    /** Who saved last (the respondent, or someone answering on their behalf). */
    respondidoPorUsuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    /** Reminders already sent: 0 none, 1 the one N days before, 2 the one on the due date. */
    lembretesEnviados: smallint().notNull().default(0),
    lembreteEnviadoEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'colaborador_questionario_respondente_ck',
      sql`${t.respondenteUsuarioId} is not null or ${t.respondenteColaboradorId} is not null`,
    ),
    uniqueIndex('colaborador_questionario_resposta_uq').on(t.questionarioRespostaId),
    // One record per owner, set, respondent and evaluated person: creating in bulk twice adds only the new ones.
    uniqueIndex('colaborador_questionario_dono_uq').on(
      t.donoTipo,
      t.donoId,
      t.questionarioId,
      sql`coalesce(${t.respondenteUsuarioId}, 0)`,
      sql`coalesce(${t.respondenteColaboradorId}, 0)`,
      sql`coalesce(${t.avaliadoColaboradorId}, 0)`,
    ),
    // "My pending answers" (the pending count and list): open records by respondent.
    index('colaborador_questionario_pendente_usuario_idx')
      .on(t.respondenteUsuarioId, t.empresaId, t.prazo)
      .where(sql`${t.concluidoEm} is null`),
    index('colaborador_questionario_pendente_colaborador_idx')
      .on(t.respondenteColaboradorId, t.empresaId, t.prazo)
      .where(sql`${t.concluidoEm} is null`),
    // The reminder job: open records with a due date and a reminder still to send.
    index('colaborador_questionario_lembrete_idx')
      .on(t.prazo)
      .where(sql`${t.concluidoEm} is null and ${t.lembretesEnviados} < 2`),
    index('colaborador_questionario_questionario_idx').on(t.questionarioId, t.empresaId),
    index('colaborador_questionario_avaliado_idx').on(t.avaliadoColaboradorId),
  ],
);
