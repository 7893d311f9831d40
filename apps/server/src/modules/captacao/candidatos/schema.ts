/**
 * The candidate's CV rows (spec 1 §3 'Education', 'Language and certificate', 'Work experience') and its
 * links (cargos pretendidos, áreas de interesse, conhecimentos). Child rows go with the candidate
 * (on delete cascade); links have foreign keys both ways, so a linked register cannot be removed.
 */
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
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { candidato } from '../schema.ts';
import { areaFormacao, areaInteresse, idioma } from '../cadastros/schema.ts';
import { conhecimento } from '../../cargoSalario/competencias/schema.ts';

const dono = () =>
  integer()
    .notNull()
    .references(() => candidato.id, { onDelete: 'cascade' });

export const candidatoFormacao = pgTable(
  'candidato_formacao',
  {
    id: serial().primaryKey(),
    candidatoId: dono(),
    areaFormacaoId: integer()
      .notNull()
      .references(() => areaFormacao.id),
    curso: varchar({ length: 100 }).notNull(),
    local: varchar({ length: 100 }).notNull(),
    /** T técnico, G graduação, E especialização, M mestrado, D doutorado, P pós-doutorado. */
    tipo: varchar({ length: 1 }).notNull(),
    /** C completo, A em andamento, I incompleto. */
    situacao: varchar({ length: 1 }).notNull(),
    anoConclusao: integer(),
    conclusao: varchar({ length: 20 }),
  },
  (t) => [index().on(t.candidatoId), index().on(t.areaFormacaoId)],
);

export const candidatoCertificado = pgTable(
  'candidato_certificado',
  {
    id: serial().primaryKey(),
    candidatoId: dono(),
    titulo: varchar({ length: 100 }).notNull(),
    organizacao: varchar({ length: 100 }),
    tipo: varchar({ length: 50 }),
    dataInicio: date(),
    dataFim: date(),
    validade: date(),
    cargaHorariaTotal: integer(),
    cargaHorariaDiaria: integer(),
    urlCertificado: varchar({ length: 255 }),
  },
  (t) => [index().on(t.candidatoId)],
);

export const candidatoIdioma = pgTable(
  'candidato_idioma',
  {
    id: serial().primaryKey(),
    candidatoId: dono(),
    idiomaId: integer()
      .notNull()
      .references(() => idioma.id),
    /** BASICO, INTERMEDIARIO, AVANCADO. */
    nivel: varchar({ length: 15 }).notNull(),
  },
  (t) => [index().on(t.candidatoId), index().on(t.idiomaId, t.nivel)],
);

export const candidatoExperiencia = pgTable(
  'candidato_experiencia',
  {
    id: serial().primaryKey(),
    candidatoId: dono(),
    empresa: varchar({ length: 100 }).notNull(),
    contatoEmpresa: varchar({ length: 20 }),
    cargoId: integer().references(() => cargo.id),
    /** The role is not in the list: nomeMercado names it. */
    checkNomeCargo: boolean().notNull().default(false),
    nomeMercado: varchar({ length: 100 }),
    salario: numeric({ precision: 12, scale: 2, mode: 'number' }),
    dataAdmissao: date().notNull(),
    dataDesligamento: date(),
    motivoSaida: varchar({ length: 100 }),
    observacao: text(),
  },
  (t) => [index().on(t.candidatoId), index().on(t.cargoId)],
);

export const candidatoCargo = pgTable(
  'candidato_cargo',
  {
    candidatoId: dono(),
    cargoId: integer()
      .notNull()
      .references(() => cargo.id),
  },
  (t) => [primaryKey({ columns: [t.candidatoId, t.cargoId] }), index().on(t.cargoId)],
);

export const candidatoAreaInteresse = pgTable(
  'candidato_area_interesse',
  {
    candidatoId: dono(),
    areaInteresseId: integer()
      .notNull()
      .references(() => areaInteresse.id),
  },
  (t) => [primaryKey({ columns: [t.candidatoId, t.areaInteresseId] }), index().on(t.areaInteresseId)],
);

export const candidatoConhecimento = pgTable(
  'candidato_conhecimento',
  {
    candidatoId: dono(),
    conhecimentoId: integer()
      .notNull()
      .references(() => conhecimento.id),
  },
  (t) => [primaryKey({ columns: [t.candidatoId, t.conhecimentoId] }), index().on(t.conhecimentoId)],
);

/**
 * The candidates' names for the name search (busca.ts, paginaPorNome): a narrow copy of the candidate's
 * name with `nomeBusca` = lower(ipe_unaccent(nome)) under a trigram index, and of the columns the list's
 * other filters read (same names as in candidato). A common first name matches tens of thousands of
 * candidates that must be sorted by name and filtered: read from the 1.2 GB candidate heap at 1,000,000
 * candidates that took 0.45–0.85 s, from this table (~100 MB) tens of ms. No order index on purpose: the
 * planner cannot walk one and filter. Kept equal to candidato by triggers (insert; change of one of these
 * columns; delete by the foreign key), filled by the migration that created it; the application never
 * writes it. A bulk load without triggers (bench/candidatos.ts) fills it itself.
 */
export const candidatoNome = pgTable(
  'candidato_nome',
  {
    id: integer()
      .primaryKey()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    empresaId: integer().notNull(),
    nome: varchar({ length: 100 }).notNull(),
    nomeBusca: text().notNull(),
    disponivel: boolean().notNull(),
    contratado: boolean().notNull(),
    jaFoiColaborador: boolean().notNull(),
    qualificacaoCadastral: varchar({ length: 20 }).notNull(),
    sexo: varchar({ length: 1 }).notNull(),
    escolaridade: varchar({ length: 2 }),
    dataNascimento: date(),
    cpf: varchar({ length: 11 }),
    cidadeId: integer(),
    ufId: integer(),
  },
  (t) => [index('candidato_nome_busca_trgm_idx').using('gin', sql`${t.nomeBusca} gin_trgm_ops`)],
);
