/**
 * The candidate's account in the external area: its sessions (separate from the internal `sessao`, with
 * their own cookie) and its single-use password-reset links. Both store only SHA-256 hashes of the tokens.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { candidato } from '../captacao/schema.ts';
import { empresa } from '../../db/schema/platform.ts';

export const sessaoCandidato = pgTable(
  'sessao_candidato',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.candidatoId), index().on(t.expiraEm)],
);

export const recuperacaoSenhaCandidato = pgTable(
  'recuperacao_senha_candidato',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    /** Set when the link is used: a used link never works again. */
    usadaEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.candidatoId)],
);
