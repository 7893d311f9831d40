import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { empresa, usuario } from './platform.ts';

/**
 * The outbox of every e-mail the product sends (platform/mail). A business change inserts its e-mail
 * here in its own transaction; the mail worker sends it afterwards, retrying with backoff. Readable at
 * /utilitario/emails.
 */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    /** Recipients (to). */
    destinatarios: text().array().notNull(),
    cc: text().array(),
    assunto: varchar({ length: 255 }).notNull(),
    html: text(),
    texto: text(),
    /** PENDENTE, ENVIADO, ERRO or SEM_SMTP (stored only: SMTP not configured). */
    status: varchar({ length: 20 }).notNull().default('PENDENTE'),
    tentativas: integer().notNull().default(0),
    ultimoErro: text(),
    /** When the worker may (re)try it; also the lease end while a worker is sending it. */
    proximaTentativa: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What caused it, e.g. 'solicitacao-liberada', 'anuncio-enviar-amigo'. */
    origem: varchar({ length: 60 }).notNull(),
    /** Who caused it (null for the candidate area and background jobs). */
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    enviadoAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The worker's pick-up query: pending rows whose time has come, oldest first.
    index('email_saida_pendente_idx').on(t.proximaTentativa).where(sql`${t.status} = 'PENDENTE'`),
    // The Utilities list: one company's mails, newest first.
    index('email_saida_empresa_idx').on(
      t.empresaId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('email_saida_usuario_idx').on(t.usuarioId),
  ],
);
