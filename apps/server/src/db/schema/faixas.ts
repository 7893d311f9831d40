import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cargo } from './areas.ts';
import { empresa } from './platform.ts';

/** Salary index (índice), valued through its history. */
export const indice = pgTable(
  'indice',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 40 }).notNull(),
  },
  (t) => [index('indice_empresa_idx').on(t.empresaId)],
);

/** Salary band (faixa salarial) of a cargo. */
export const faixaSalarial = pgTable(
  'faixa_salarial',
  {
    id: serial().primaryKey(),
    cargoId: integer()
      .notNull()
      .references(() => cargo.id),
    nome: varchar({ length: 30 }).notNull(),
  },
  (t) => [index('faixa_salarial_cargo_idx').on(t.cargoId)],
);
