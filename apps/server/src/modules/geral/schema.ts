import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Index expression matching the generic lists' order: text collated as Portuguese readers expect. */
const collatedName = (col: unknown) => sql`${col} collate "und-x-icu"`;

export const estado = pgTable('estado', {
  id: serial().primaryKey(),
  sigla: varchar({ length: 2 }).notNull().unique(),
  nome: varchar({ length: 60 }).notNull(),
  codigoIbge: integer().notNull().unique(),
});

export const cidade = pgTable(
  'cidade',
  {
    id: serial().primaryKey(),
    nome: varchar({ length: 100 }).notNull(),
    estadoId: integer()
      .notNull()
      .references(() => estado.id),
    codigoIbge: integer().unique(),
  },
  (t) => [index('cidade_estado_idx').on(t.estadoId), index('cidade_nome_idx').on(collatedName(t.nome), t.id)],
);

export const bairro = pgTable(
  'bairro',
  {
    id: serial().primaryKey(),
    nome: varchar({ length: 100 }).notNull(),
    estadoId: integer()
      .notNull()
      .references(() => estado.id),
    cidadeId: integer()
      .notNull()
      .references(() => cidade.id),
  },
  (t) => [
    index('bairro_cidade_idx').on(t.cidadeId),
    index('bairro_estado_idx').on(t.estadoId),
    index('bairro_nome_idx').on(collatedName(t.nome), t.id),
  ],
);
