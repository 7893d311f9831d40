import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './platform.ts';

/** One recent screen of a user ('Recentes' on the home page). */
export interface RecenteGravado {
  url: string;
  titulo: string;
  em: string;
}

/**
 * The home page's per-user state: the last 8 menu screens visited (newest first) and the visit marks the
 * pending work counts "since your last visit" from (platform/painel/visitas.ts).
 */
export const usuarioPainel = pgTable('usuario_painel', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  recentes: jsonb().$type<RecenteGravado[]>().notNull().default(sql`'[]'::jsonb`),
  /** The start of the previous visit's last home load: new applications are counted after it. */
  visitaAnterior: timestamp({ withTimezone: true }),
  /** The last time the pending work was read (a new visit starts 30 minutes after it). */
  ultimoAcesso: timestamp({ withTimezone: true }),
});

/** A product news notice (spec 3 §3 'News notice'), the same for every user of the installation. */
export const noticia = pgTable(
  'noticia',
  {
    id: serial().primaryKey(),
    texto: varchar({ length: 500 }).notNull(),
    /** Shown in the notice frame: an internal path or an http(s) address. */
    link: varchar({ length: 500 }),
    /** -1 crítica, 0 importante (open by themselves on the start page while unread), 1 normal. */
    criticidade: smallint().notNull().default(1),
    publicadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('noticia_publicada_idx').on(t.publicadaEm.desc(), t.id.desc())],
);

/** Who read which notice: one row per user and notice. */
export const noticiaLida = pgTable(
  'noticia_lida',
  {
    noticiaId: integer()
      .notNull()
      .references(() => noticia.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    lidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.noticiaId] }),
    index('noticia_lida_noticia_idx').on(t.noticiaId),
  ],
);
