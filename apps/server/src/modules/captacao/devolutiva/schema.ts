import type { TipoDevolutiva } from '@ipe/domain/resources/captacao/devolutiva/index';
import { boolean, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { empresa } from '../../../db/schema/platform.ts';

/**
 * The company's rejection-feedback templates (modelo_devolutiva, issue 24 §3): one per kind (not fit,
 * requisition closed). A kind without a row uses the pt-BR default of the domain (MODELOS_PADRAO).
 */
export const modeloDevolutiva = pgTable(
  'modelo_devolutiva',
  {
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    tipo: varchar({ length: 20 }).$type<TipoDevolutiva>().notNull(),
    ativo: boolean().notNull().default(true),
    assunto: varchar({ length: 200 }).notNull(),
    corpo: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.tipo] })],
);
