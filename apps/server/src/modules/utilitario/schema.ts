import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cidade, estado } from '../geral/schema.ts';
import { empresa } from '../../db/schema/platform.ts';

/**
 * Establishment (estabelecimento) of a company: its CNPJ (base 8 + complement 4 + 2 check digits) or
 * CAEPF (base 9 + complement 3 + 2 check digits) and its address. Owned by the utilities part of issue 3.
 */
export const estabelecimento = pgTable(
  'estabelecimento',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    /** 'CNPJ' or 'CAEPF': decides the lengths of the pieces below. */
    tipoInscricao: varchar({ length: 5 }).notNull().default('CNPJ'),
    // Lengths are checked by the shared schema with the spec's 'Inválido', hence plain text columns.
    empresaBaseCnpjCaepf: text(),
    complementoCnpjCaepf: text(),
    digitoVerificadorCnpjCaepf: text(),
    /** The whole inscription, formatted ('11.222.333/0001-81'), for lists and search. */
    inscricao: text().generatedAlwaysAs(
      sql`CASE WHEN tipo_inscricao = 'CAEPF' THEN substr(empresa_base_cnpj_caepf, 1, 3) || '.' || substr(empresa_base_cnpj_caepf, 4, 3) || '.' || substr(empresa_base_cnpj_caepf, 7, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf ELSE substr(empresa_base_cnpj_caepf, 1, 2) || '.' || substr(empresa_base_cnpj_caepf, 3, 3) || '.' || substr(empresa_base_cnpj_caepf, 6, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf END`,
    ),
    // Address (spec 3 §3 'Address': uf, cidade, logradouro, numero, bairro, complemento, cep).
    cep: varchar({ length: 8 }),
    estadoId: integer().references(() => estado.id),
    cidadeId: integer().references(() => cidade.id),
    logradouro: varchar({ length: 100 }),
    numero: text(),
    complemento: text(),
    bairro: varchar({ length: 60 }),
  },
  (t) => [
    index('estabelecimento_empresa_idx').on(t.empresaId),
    index('estabelecimento_estado_idx').on(t.estadoId),
    index('estabelecimento_cidade_idx').on(t.cidadeId),
  ],
);

/**
 * Extra fields (campos extras) of a company: label and visible/required state of each of texto1-8,
 * textolongo1-2, data1-3, valor1-2 and numero1, for candidates and for talents. A missing row is the
 * field hidden with its default label.
 */
export const campoExtraConfig = pgTable(
  'campo_extra_config',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    /** 'candidato' or 'colaborador'. */
    entidade: varchar({ length: 20 }).notNull(),
    /** 'texto1' … 'numero1'. */
    campo: varchar({ length: 20 }).notNull(),
    label: varchar({ length: 60 }).notNull(),
    visivel: boolean().notNull().default(false),
    obrigatorio: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('campo_extra_config_uq').on(t.empresaId, t.entidade, t.campo)],
);

/** The values of the extra fields of one candidate or talent (they point at the row by its id). */
export const camposExtras = pgTable(
  'campos_extras',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    texto1: varchar({ length: 100 }),
    texto2: varchar({ length: 100 }),
    texto3: varchar({ length: 100 }),
    texto4: varchar({ length: 100 }),
    texto5: varchar({ length: 100 }),
    texto6: varchar({ length: 100 }),
    texto7: varchar({ length: 100 }),
    texto8: varchar({ length: 100 }),
    textolongo1: text(),
    textolongo2: text(),
    data1: date(),
    data2: date(),
    data3: date(),
    valor1: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valor2: numeric({ precision: 12, scale: 2, mode: 'number' }),
    numero1: integer(),
  },
  (t) => [index('campos_extras_empresa_idx').on(t.empresaId)],
);

/** Which fields of the candidate form a company requires (the catalogue is in the domain). */
export const campoCandidatoConfig = pgTable(
  'campo_candidato_config',
  {
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    campo: varchar({ length: 40 }).notNull(),
    obrigatorio: boolean().notNull().default(false),
    /** Shown to external candidates (issue 24 §4); a field without a row takes the catalogue's default. */
    visivel: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.campo] })],
);
