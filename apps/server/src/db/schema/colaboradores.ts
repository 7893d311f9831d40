import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { empresa } from './platform.ts';

/** Talent (colaborador): the employee record the rest of the product points at. */
export const colaborador = pgTable(
  'colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
  },
  (t) => [index('colaborador_empresa_idx').on(t.empresaId)],
);
