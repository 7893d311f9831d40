import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { empresa } from './platform.ts';

/** Establishment (estabelecimento) of a company. Owned by the utilities part of issue 3. */
export const estabelecimento = pgTable(
  'estabelecimento',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
  },
  (t) => [index('estabelecimento_empresa_idx').on(t.empresaId)],
);
