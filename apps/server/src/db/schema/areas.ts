import { type AnyPgColumn, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { empresa } from './platform.ts';

/** Organisational area, a tree through areaMaeId. */
export const areaOrganizacional = pgTable(
  'area_organizacional',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 60 }).notNull(),
    areaMaeId: integer().references((): AnyPgColumn => areaOrganizacional.id),
  },
  (t) => [index('area_org_empresa_idx').on(t.empresaId), index('area_org_mae_idx').on(t.areaMaeId)],
);

/** Position (cargo). */
export const cargo = pgTable(
  'cargo',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
  },
  (t) => [index('cargo_empresa_idx').on(t.empresaId)],
);
