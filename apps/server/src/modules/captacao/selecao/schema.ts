import type { Apto } from '@ipe/domain/resources/captacao/selecao/index';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidato } from '../schema.ts';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { empresa, usuario } from '../../../db/schema/platform.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';

/**
 * Candidate-solicitation link (spec 1 §3): a candidate in a requisition's selection process. The current
 * selection step is kept here (the newest historico_candidato row's step) so the board and the filters
 * read one row per link. Removing a candidate from a requisition sets removedAt and keeps the link and
 * its history; a candidate is in a requisition at most once while not removed.
 */
export const candidatoSolicitacao = pgTable(
  'candidato_solicitacao',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    solicitacaoId: integer()
      .notNull()
      .references(() => solicitacao.id),
    /** Current step; null: added, no step yet ('Inscritos'). */
    etapaSeletivaId: integer().references(() => etapaSeletiva.id),
    contratado: boolean().notNull().default(false),
    dataContratacao: date(),
    /** The talent created from this hiring ('Inserir Talento', issue 24 §4). */
    colaboradorId: integer().references(() => colaborador.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    criadoPorUsuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    removedAt: timestamp({ withTimezone: true }),
    removidoPorUsuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    /**
     * Rejection feedback (devolutiva, issue 24 §3): when it was queued and the text the candidate area
     * shows. Set once (a conditional update), so a candidate never gets two.
     */
    devolutivaEm: timestamp({ withTimezone: true }),
    devolutivaMensagem: text(),
  },
  (t) => [
    uniqueIndex('candidato_solicitacao_ativo_uq')
      .on(t.solicitacaoId, t.candidatoId)
      .where(sql`${t.removedAt} is null`),
    index('candidato_solicitacao_candidato_idx').on(t.candidatoId),
    index('candidato_solicitacao_etapa_idx').on(t.etapaSeletivaId),
    index('candidato_solicitacao_colaborador_idx')
      .on(t.colaboradorId)
      .where(sql`${t.colaboradorId} is not null`),
    // The vacancy dashboard (modules/analytics/vagas): the live links of the period's requisitions with
    // what the funnel, the months and the sources read, index-only (340,000 links: 480 ms → 100 ms).
    // The home's pending work: the company's live links created since the user's last visit.
    index('candidato_solicitacao_empresa_criado_idx')
      .on(t.empresaId, t.createdAt)
      .where(sql`${t.removedAt} is null`),
    index('candidato_solicitacao_analytics_idx')
      .on(t.solicitacaoId, t.etapaSeletivaId, t.contratado, t.createdAt, t.candidatoId)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Candidate history (historico_candidato): one row per selection step a linked candidate went through,
 * with its result (apto S / não apto N, null while pending), date, responsible and notes.
 * dataHoraExpiracao: until when the candidate may answer this step's evaluations in the candidate area.
 */
export const historicoCandidato = pgTable(
  'historico_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoSolicitacaoId: integer()
      .notNull()
      .references(() => candidatoSolicitacao.id, { onDelete: 'cascade' }),
    etapaSeletivaId: integer()
      .notNull()
      .references(() => etapaSeletiva.id),
    data: date().notNull(),
    responsavel: varchar({ length: 100 }),
    apto: varchar({ length: 1 }).$type<Apto>(),
    observacao: text(),
    dataHoraExpiracao: timestamp({ withTimezone: true }),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('historico_candidato_vinculo_idx').on(t.candidatoSolicitacaoId, t.id),
    index('historico_candidato_empresa_idx').on(t.empresaId, t.data.desc(), t.id.desc()),
    index('historico_candidato_etapa_idx').on(t.etapaSeletivaId),
  ],
);

/**
 * Palographic exam of a candidate (spec 1 §3 'Palographic exam record'; nome and cpf are the candidate's):
 * the text of the scanned exam (OCR), the exam's correction notes and its result. One per candidate.
 */
export const examePalografico = pgTable(
  'exame_palografico',
  {
    candidatoId: integer()
      .primaryKey()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    ocrTexto: text(),
    examePalografico: text(),
    resultadoExamePalografico: varchar({ length: 2000 }),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exame_palografico_empresa_idx').on(t.empresaId, t.updatedAt.desc())],
);
