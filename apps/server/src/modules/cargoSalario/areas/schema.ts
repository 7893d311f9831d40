import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { colaborador } from '../colaboradores/schema.ts';
import { atitude, conhecimento, habilidade } from '../competencias/schema.ts';
import { empresa } from '../../../db/schema/platform.ts';

/** Index expression matching the generic lists' order (see geral.ts). */
const collated = (col: unknown) => sql`${col} collate "und-x-icu"`;

/**
 * Organisational area, a tree through areaMaeId. `descricaoHierarquia` ('Diretoria > Comercial > Vendas')
 * is rewritten by the server for the area and its descendants on every save.
 */
export const areaOrganizacional = pgTable(
  'area_organizacional',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 60 }).notNull(),
    areaMaeId: integer().references((): AnyPgColumn => areaOrganizacional.id),
    descricaoHierarquia: text(),
    ativo: boolean().notNull().default(true),
    exibirOrganograma: boolean().notNull().default(true),
    email: varchar({ length: 120 }),
    codigoAC: varchar({ length: 12 }),
  },
  (t) => [
    index('area_org_empresa_idx').on(t.empresaId),
    index('area_org_mae_idx').on(t.areaMaeId),
    index('area_org_hierarquia_idx').on(t.empresaId, collated(t.descricaoHierarquia), t.id),
  ],
);

/** Responsibles of an area (talents). */
export const areaResponsavel = pgTable(
  'area_responsavel',
  {
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id, { onDelete: 'cascade' }),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id),
  },
  (t) => [
    primaryKey({ columns: [t.areaOrganizacionalId, t.colaboradorId] }),
    index('area_responsavel_colaborador_idx').on(t.colaboradorId),
  ],
);

/** Co-responsibles of an area (talents). */
export const areaCoResponsavel = pgTable(
  'area_co_responsavel',
  {
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id, { onDelete: 'cascade' }),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id),
  },
  (t) => [
    primaryKey({ columns: [t.areaOrganizacionalId, t.colaboradorId] }),
    index('area_co_responsavel_colaborador_idx').on(t.colaboradorId),
  ],
);

/** E-mail addresses notified about an area (emailsNotificacoes). */
export const areaEmailNotificacao = pgTable(
  'area_email_notificacao',
  {
    id: serial().primaryKey(),
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id, { onDelete: 'cascade' }),
    email: varchar({ length: 120 }).notNull(),
  },
  (t) => [index('area_email_notificacao_area_idx').on(t.areaOrganizacionalId)],
);

/** Occupational group (grupo ocupacional) of a company. */
export const grupoOcupacional = pgTable(
  'grupo_ocupacional',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    codigo: varchar({ length: 10 }).notNull(),
    descricao: varchar({ length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('grupo_ocupacional_codigo_uq').on(t.empresaId, t.codigo)],
);

/** Position (cargo): nome is the 'Nomenclatura', nomeMercado the 'Nome'. */
export const cargo = pgTable(
  'cargo',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    nomeMercado: varchar({ length: 100 }).notNull().default(''),
    ativa: boolean().notNull().default(true),
    exibirModuloExterno: boolean().notNull().default(false),
    grupoOcupacionalId: integer().references(() => grupoOcupacional.id),
    escolaridade: varchar({ length: 2 }),
    missao: text(),
    responsabilidades: text(),
    recrutamento: text(),
    experiencia: text(),
    observacao: varchar({ length: 255 }),
  },
  (t) => [
    index('cargo_empresa_idx').on(t.empresaId),
    index('cargo_grupo_idx').on(t.grupoOcupacionalId),
    index('cargo_nome_mercado_idx').on(t.empresaId, collated(t.nomeMercado), t.id),
  ],
);

/** Areas of a position (at least one). */
export const cargoAreaOrganizacional = pgTable(
  'cargo_area_organizacional',
  {
    cargoId: integer()
      .notNull()
      .references(() => cargo.id, { onDelete: 'cascade' }),
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id),
  },
  (t) => [
    primaryKey({ columns: [t.cargoId, t.areaOrganizacionalId] }),
    index('cargo_area_area_idx').on(t.areaOrganizacionalId),
  ],
);

/** The position a row of cargo_conhecimento/habilidade/atitude belongs to (removed with it). */
const doCargo = () =>
  integer()
    .notNull()
    .references(() => cargo.id, { onDelete: 'cascade' });

/** Knowledge a position asks for, with a complement text (items of cargos). */
export const cargoConhecimento = pgTable(
  'cargo_conhecimento',
  {
    id: serial().primaryKey(),
    cargoId: doCargo(),
    conhecimentoId: integer()
      .notNull()
      .references(() => conhecimento.id),
    complemento: varchar({ length: 255 }),
  },
  (t) => [
    index('cargo_conhecimento_cargo_idx').on(t.cargoId),
    index('cargo_conhecimento_conhecimento_idx').on(t.conhecimentoId),
  ],
);

/** Skills a position asks for, with a complement text (items of cargos). */
export const cargoHabilidade = pgTable(
  'cargo_habilidade',
  {
    id: serial().primaryKey(),
    cargoId: doCargo(),
    habilidadeId: integer()
      .notNull()
      .references(() => habilidade.id),
    complemento: varchar({ length: 255 }),
  },
  (t) => [
    index('cargo_habilidade_cargo_idx').on(t.cargoId),
    index('cargo_habilidade_habilidade_idx').on(t.habilidadeId),
  ],
);

/** Attitudes a position asks for, with a complement text (items of cargos). */
export const cargoAtitude = pgTable(
  'cargo_atitude',
  {
    id: serial().primaryKey(),
    cargoId: doCargo(),
    atitudeId: integer()
      .notNull()
      .references(() => atitude.id),
    complemento: varchar({ length: 255 }),
  },
  (t) => [index('cargo_atitude_cargo_idx').on(t.cargoId), index('cargo_atitude_atitude_idx').on(t.atitudeId)],
);
