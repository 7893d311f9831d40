import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cargo } from '../areas/schema.ts';
import { empresa } from '../../../db/schema/platform.ts';
import { tabelaReajusteColaborador } from '../reajustes/schema.ts';

/** Index expression matching the generic lists' order (see geral.ts). */
const collatedName = (col: unknown) => sql`${col} collate "und-x-icu"`;
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** Salary index (índice), valued through its history. */
export const indice = pgTable(
  'indice',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 40 }).notNull(),
    grupoAC: varchar({ length: 3 }),
    titulo: varchar({ length: 40 }),
    desabilitado: boolean().notNull().default(false),
  },
  (t) => [
    index('indice_empresa_idx').on(t.empresaId),
    index('indice_nome_idx').on(collatedName(t.nome), t.id),
  ],
);

/** Dated values of an index. */
export const indiceHistorico = pgTable(
  'indice_historico',
  {
    id: serial().primaryKey(),
    indiceId: integer()
      .notNull()
      .references(() => indice.id, { onDelete: 'cascade' }),
    data: date().notNull(),
    valor: money().notNull(),
    /** The realignment planning table whose application wrote this row (its cancellation removes it). */
    tabelaReajusteColaboradorId: integer().references(() => tabelaReajusteColaborador.id),
  },
  (t) => [
    index('indice_historico_indice_idx').on(t.indiceId, t.data),
    index('indice_historico_tabela_reajuste_idx').on(t.tabelaReajusteColaboradorId),
  ],
);

/** Salary band (faixa salarial) of a cargo; it belongs to the cargo's company. */
export const faixaSalarial = pgTable(
  'faixa_salarial',
  {
    id: serial().primaryKey(),
    cargoId: integer()
      .notNull()
      .references(() => cargo.id),
    nome: varchar({ length: 30 }).notNull(),
    /** The band's code in the payroll system. */
    codigoAC: varchar({ length: 12 }),
    /** The band's description in the payroll system (required when the company is integrated). */
    nomeACPessoal: varchar({ length: 100 }),
    /** CBO 2002 occupation code (6 digits) and its description. */
    codigoCBO: varchar({ length: 6 }),
    descricaoCBO: varchar({ length: 150 }),
  },
  (t) => [
    index('faixa_salarial_cargo_idx').on(t.cargoId),
    index('faixa_salarial_nome_idx').on(collatedName(t.nome), t.id),
  ],
);

/**
 * Salary history of a band: tipo 2 = quantidade × the index in force, tipo 3 = valor fixo
 * (packages/domain/src/salario.ts computes the value in force on a date).
 */
export const faixaSalarialHistorico = pgTable(
  'faixa_salarial_historico',
  {
    id: serial().primaryKey(),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id, { onDelete: 'cascade' }),
    data: date().notNull(),
    tipo: varchar({ length: 1 }).notNull(),
    indiceId: integer().references(() => indice.id),
    quantidade: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valor: money(),
    /** 1 awaiting confirmation by the payroll, 2 confirmed, 3 cancelled (ignored by the calculation). */
    status: varchar({ length: 1 }).notNull().default('2'),
    /** The realignment planning table whose application wrote this row (its cancellation removes it). */
    tabelaReajusteColaboradorId: integer().references(() => tabelaReajusteColaborador.id),
  },
  (t) => [
    index('faixa_salarial_historico_faixa_idx').on(t.faixaSalarialId, t.data),
    index('faixa_salarial_historico_tabela_reajuste_idx').on(t.tabelaReajusteColaboradorId),
    index('faixa_salarial_historico_indice_idx').on(t.indiceId),
  ],
);
