import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { empresa, usuario } from './platform.ts';

/**
 * Messages of the home page's boxes (spec 3 §3 'Message', platform/mensagens). A message is written once
 * and reaches each recipient through a `usuario_mensagem` row (read flag, removal), so a message to 200
 * users is one text and 200 narrow rows.
 */
export const mensagem = pgTable(
  'mensagem',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    /** The box: a module's type code (R, C, P, A, T, F, S, U; TIPOS_CAIXA in the domain). */
    tipo: varchar({ length: 1 }).notNull(),
    /** The sender as shown ('Sistema', a user's name, 'Candidato: …'). */
    remetente: varchar({ length: 120 }).notNull(),
    /** The user who sent it, when a user did. */
    remetenteId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    data: timestamp({ withTimezone: true }).notNull().defaultNow(),
    texto: text().notNull(),
    /** A screen of the product ('/captacao/solicitacoes-pessoal/12') or an absolute address. */
    link: varchar({ length: 500 }),
    /** Where the link opens ('_self' or '_blank'). */
    target: varchar({ length: 10 }),
  },
  (t) => [index('mensagem_empresa_idx').on(t.empresaId), index('mensagem_remetente_idx').on(t.remetenteId)],
);

/**
 * A message as one user's: read flag and removal (the row goes, the message stays for the others). The
 * message's company and box are copied here so that a user's box (30 newest) and unread counts read one
 * index, not a join over every message of the company.
 */
export const usuarioMensagem = pgTable(
  'usuario_mensagem',
  {
    id: serial().primaryKey(),
    mensagemId: integer()
      .notNull()
      .references(() => mensagem.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    empresaId: integer().notNull(),
    tipo: varchar({ length: 1 }).notNull(),
    lida: boolean().notNull().default(false),
  },
  (t) => [
    // A box: one user's messages of one company and type, newest first.
    index('usuario_mensagem_caixa_idx').on(t.usuarioId, t.empresaId, t.tipo, t.mensagemId.desc()),
    // 'N não lida(s)': the unread ones only.
    index('usuario_mensagem_nao_lidas_idx').on(t.usuarioId, t.empresaId, t.tipo).where(sql`not ${t.lida}`),
    index('usuario_mensagem_mensagem_idx').on(t.mensagemId),
  ],
);

/** Where a user keeps each box on the home page (type codes in order) and which are collapsed. */
export const usuarioCaixas = pgTable('usuario_caixas', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  caixasEsquerda: varchar({ length: 1 }).array().notNull(),
  caixasDireita: varchar({ length: 1 }).array().notNull(),
  caixasMinimizadas: varchar({ length: 1 }).array().notNull(),
  alteradoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
