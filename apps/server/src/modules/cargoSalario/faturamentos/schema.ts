import { integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { empresa } from '../../../db/schema/platform.ts';

/**
 * Monthly revenue of a company (faturamentos-mensais): one row per month ('01'…'12') and year, the
 * denominator of the salary-to-revenue indicator of /analytics/cargos-salarios.
 */
export const faturamentoMensal = pgTable(
  'faturamento_mensal',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    mes: varchar({ length: 2 }).notNull(),
    ano: integer().notNull(),
    valor: numeric({ precision: 15, scale: 2, mode: 'number' }).notNull(),
  },
  // One value per month; also the list's order (latest first) and the dashboard's lookup.
  (t) => [uniqueIndex('faturamento_mensal_empresa_mes_uq').on(t.empresaId, t.ano, t.mes)],
);
