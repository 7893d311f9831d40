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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import { empresa } from '../../../db/schema/platform.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';

/**
 * Job ad (spec 1 §3 'Job ad'; /captacao/anuncios): one per personnel requisition (unique solicitacaoId).
 * Whether it has expired is computed by the queries from previsaoEncerramento and the requisition's
 * status (domain resources/captacao/anuncios/rules.ts), never stored.
 */
export const anuncio = pgTable(
  'anuncio',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    solicitacaoId: integer()
      .notNull()
      .references(() => solicitacao.id),
    titulo: varchar({ length: 100 }).notNull(),
    descricao: text().notNull(),
    exibirModuloExterno: boolean().notNull().default(true),
    /** Last day the ad runs; null = until the requisition is closed or cancelled. */
    previsaoEncerramento: date(),
    diasEsperaNovaAplicacao: integer(),
    utilizarAvaliacoesEtapaSeletiva: boolean().notNull().default(false),
    // The structured facts (domain anuncios/estrutura.ts); the migration filled existing ads from their
    // requisition (contract from the vínculo, city from the requisition or its establishment).
    modeloTrabalho: varchar({ length: 10 }).notNull().default('PRESENCIAL'),
    tipoContrato: varchar({ length: 10 }).notNull().default('CLT'),
    pcd: boolean().notNull().default(false),
    estadoId: integer().references(() => estado.id),
    cidadeId: integer().references(() => cidade.id),
    salarioMinimo: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salarioMaximo: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salarioACombinar: boolean().notNull().default(false),
    beneficios: varchar({ length: 20 }).array().notNull().default(sql`'{}'::varchar[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.solicitacaoId),
    // The list's order (titulo collate "und-x-icu", id): page 0 walks it and stops at 15 rows instead of
    // joining every ad of the company to its requisition and sorting them (bench scenario p).
    index('anuncio_lista_idx').on(t.empresaId, sql`${t.titulo} collate "und-x-icu"`, t.id),
    // The home's pending work: ads of the company ending within 7 days (platform/pendencias).
    index('anuncio_empresa_encerramento_idx').on(t.empresaId, t.previsaoEncerramento),
    // The candidate area's filters (city; work model and contract), in the public list's order.
    index('anuncio_empresa_cidade_idx').on(t.empresaId, t.cidadeId, t.createdAt),
    index('anuncio_empresa_modelo_contrato_idx').on(t.empresaId, t.modeloTrabalho, t.tipoContrato),
    index('anuncio_estado_idx').on(t.estadoId),
    index('anuncio_cidade_idx').on(t.cidadeId),
  ],
);

/** Candidate evaluation models the ad's applicants answer (avaliacoesIds). */
export const anuncioAvaliacao = pgTable(
  'anuncio_avaliacao',
  {
    anuncioId: integer()
      .notNull()
      .references(() => anuncio.id, { onDelete: 'cascade' }),
    modeloAvaliacaoCandidatoId: integer()
      .notNull()
      .references(() => modeloAvaliacaoCandidato.id),
  },
  (t) => [
    primaryKey({ columns: [t.anuncioId, t.modeloAvaliacaoCandidatoId] }),
    index().on(t.modeloAvaliacaoCandidatoId),
  ],
);

/**
 * One row per send-to-friend: who sent which ad to whom, from which IP. It is the record of the sharing
 * and the counter of the rate limit (per sender e-mail and per IP, in the database so it holds across
 * restarts and server nodes).
 */
export const anuncioEnvioAmigo = pgTable(
  'anuncio_envio_amigo',
  {
    id: serial().primaryKey(),
    anuncioId: integer()
      .notNull()
      .references(() => anuncio.id, { onDelete: 'cascade' }),
    nome: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 50 }).notNull(),
    nomeAmigo: varchar({ length: 100 }).notNull(),
    emailAmigo: varchar({ length: 120 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.ip, t.createdAt), index().on(t.anuncioId)],
);
