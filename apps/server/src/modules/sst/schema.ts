import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { empresa } from '../../db/schema/platform.ts';

/** Work environment (SST). Minimal: the SST issue adds risks, establishment and history. */
export const ambiente = pgTable(
  'ambiente',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
  },
  (t) => [index('ambiente_empresa_nome_idx').on(t.empresaId, sql`${t.nome} collate "und-x-icu"`, t.id)],
);

/** Function (SST). Minimal: the SST issue adds history and environment links. */
export const funcao = pgTable(
  'funcao',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nomeFuncao: varchar({ length: 100 }).notNull(),
    codigoCBO: varchar({ length: 6 }),
    descricao: text(),
  },
  (t) => [index('funcao_empresa_nome_idx').on(t.empresaId, sql`${t.nomeFuncao} collate "und-x-icu"`, t.id)],
);
