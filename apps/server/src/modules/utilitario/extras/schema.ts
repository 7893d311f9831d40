import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from '../../../db/schema/platform.ts';

/** Extra menu of a company (spec 3 §3 'Extra menu and link'): a named group of outside links. */
export const menuExtra = pgTable(
  'menu_extra',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 60 }).notNull(),
  },
  (t) => [index('menu_extra_empresa_idx').on(t.empresaId)],
);

/** A link of an extra menu: opened as it is (http/https only), in a new tab unless `novaAba` is off. */
export const menuExtraLink = pgTable(
  'menu_extra_link',
  {
    id: serial().primaryKey(),
    menuExtraId: integer()
      .notNull()
      .references(() => menuExtra.id, { onDelete: 'cascade' }),
    nome: varchar({ length: 100 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    novaAba: boolean().notNull().default(true),
  },
  (t) => [index('menu_extra_link_menu_idx').on(t.menuExtraId)],
);

/** An improvement suggestion a user sent (sender and date set by the server). */
export const sugestaoMelhoria = pgTable(
  'sugestao_melhoria',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    titulo: varchar({ length: 100 }).notNull(),
    descricao: text().notNull(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    data: date().notNull().defaultNow(),
  },
  (t) => [
    index('sugestao_melhoria_empresa_idx').on(t.empresaId, t.data),
    index('sugestao_melhoria_usuario_idx').on(t.usuarioId),
  ],
);

/** The most active talents a company may have (one row per company; none = no limit). */
export const limiteColaborador = pgTable(
  'limite_colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    limite: integer().notNull(),
    observacao: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('limite_colaborador_empresa_uq').on(t.empresaId)],
);
