// Recruitment registers (spec 1 §3 'Registers'): interest and formation areas, selection steps,
// requisition reasons, how candidates heard of the opening, languages.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { empresa } from '../../../db/schema/platform.ts';

/** The generic list's order (see geral.ts). */
const collated = (col: unknown) => sql`${col} collate "und-x-icu"`;
/** Names compared as people read them: trimmed by the schema, here case and accents ignored. */
const semAcento = (col: unknown) => sql`lower(ipe_unaccent(${col}))`;

/** A company's named list: unique name in the company, listed by name. */
function registroNomeado<N extends string>(nome: N) {
  return pgTable(
    nome,
    {
      id: serial().primaryKey(),
      empresaId: integer()
        .notNull()
        .references(() => empresa.id),
      nome: varchar({ length: 100 }).notNull(),
    },
    (t) => [
      uniqueIndex(`${nome}_nome_uq`).on(t.empresaId, semAcento(t.nome)),
      index(`${nome}_lista_idx`).on(t.empresaId, collated(t.nome), t.id),
    ],
  );
}

export const areaInteresse = registroNomeado('area_interesse');
export const areaFormacao = registroNomeado('area_formacao');
export const comoFicouSabendoVaga = registroNomeado('como_ficou_sabendo_vaga');
export const idioma = registroNomeado('idioma');

/** Positions a formation area prepares for (cargosIds of areas-formacao). */
export const areaFormacaoCargo = pgTable(
  'area_formacao_cargo',
  {
    areaFormacaoId: integer()
      .notNull()
      .references(() => areaFormacao.id, { onDelete: 'cascade' }),
    cargoId: integer()
      .notNull()
      .references(() => cargo.id),
  },
  (t) => [
    primaryKey({ columns: [t.areaFormacaoId, t.cargoId] }),
    index('area_formacao_cargo_cargo_idx').on(t.cargoId),
  ],
);

/** Selection steps, listed by ordem (≤ 999). */
export const etapaSeletiva = pgTable(
  'etapa_seletiva',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    ordem: smallint().notNull(),
    nome: varchar({ length: 100 }).notNull(),
    analiseComportamental: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('etapa_seletiva_nome_uq').on(t.empresaId, semAcento(t.nome)),
    index('etapa_seletiva_ordem_idx').on(t.empresaId, t.ordem, t.id),
  ],
);

/** Reasons of a personnel requisition. */
export const motivoSolicitacao = pgTable(
  'motivo_solicitacao',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    descricao: varchar({ length: 100 }).notNull(),
    turnover: boolean().notNull().default(false),
    considerarQtdColaboradoresPorCargo: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('motivo_solicitacao_descricao_uq').on(t.empresaId, semAcento(t.descricao)),
    index('motivo_solicitacao_lista_idx').on(t.empresaId, collated(t.descricao), t.id),
  ],
);
