import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea.ts';
import { candidato } from '../schema.ts';
import { empresa, usuario } from '../../../db/schema/platform.ts';

/**
 * A document attached to a candidate (spec 1 §7 'Candidate documents'): the bytes live in the row (bytea,
 * streamed on download), with the original name, the type recognised from the content and the size.
 * Lists never select `conteudo`.
 */
export const candidatoDocumentoAnexo = pgTable(
  'candidato_documento_anexo',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    descricao: varchar({ length: 200 }).notNull(),
    nomeArquivo: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 150 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    dataCadastro: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.candidatoId, t.dataCadastro)],
);

/**
 * A candidate's résumé file (spec 1 §3 candidatoCurriculos): an image or a PDF, with the text read from
 * it (OCR of the image, or the PDF's own text). The candidate's ocrTexto holds the latest one.
 */
export const candidatoCurriculo = pgTable(
  'candidato_curriculo',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    nomeArquivo: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 150 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    ocrTexto: text(),
    dataCadastro: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.candidatoId, t.dataCadastro)],
);

/**
 * The LGPD purge log (resource expurgos-candidatos): one row per candidate anonymised or deleted. No
 * personal data: the former id, what was done, the last activity and the company's period.
 */
export const expurgoCandidato = pgTable(
  'expurgo_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    /** The candidate's id at the time (no foreign key: a deleted candidate has no row any more). */
    candidatoId: integer().notNull(),
    acao: varchar({ length: 12 }).notNull(),
    data: date().notNull().default(sql`current_date`),
    executadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimaAtividade: date(),
    mesesSemAtividade: integer().notNull(),
    origem: varchar({ length: 10 }).notNull(),
    usuarioNome: varchar({ length: 100 }),
  },
  (t) => [index().on(t.empresaId, t.data.desc(), t.id)],
);

/** Runs of the daily purge: the scheduler's memory of the last run (several nodes run it once a day). */
export const expurgoExecucao = pgTable('expurgo_execucao', {
  id: serial().primaryKey(),
  origem: varchar({ length: 10 }).notNull(),
  inicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
  fim: timestamp({ withTimezone: true }),
  anonimizados: integer().notNull().default(0),
  excluidos: integer().notNull().default(0),
  erro: text(),
});

/** Names compared as people read them (case and accents ignored), as the recruitment registers do. */
const semAcento = (col: unknown) => sql`lower(ipe_unaccent(${col}))`;

/** The company's checklist of document types (resource tipos-documento-candidato, issue 24 §4). */
export const tipoDocumentoCandidato = pgTable(
  'tipo_documento_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id, { onDelete: 'cascade' }),
    nome: varchar({ length: 100 }).notNull(),
    instrucoes: varchar({ length: 500 }),
    obrigatorio: boolean().notNull().default(true),
    ativo: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('tipo_documento_candidato_nome_uq').on(t.empresaId, semAcento(t.nome)),
    index('tipo_documento_candidato_lista_idx').on(t.empresaId, sql`${t.nome} collate "und-x-icu"`, t.id),
  ],
);

/**
 * HR's request of documents to a candidate (issue 24 §4): ABERTO until every item is accepted
 * (CONCLUIDO) or HR cancels it (CANCELADO). Deleted with the candidate.
 */
export const pedidoDocumento = pgTable(
  'pedido_documento',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    status: varchar({ length: 10 }).notNull().default('ABERTO'),
    mensagem: text(),
    prazo: date(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.candidatoId, t.criadoEm),
    // The company's open requests: the documents waiting for HR's review (pendências, 'Documentos a
    // conferir') start here.
    index('pedido_documento_empresa_aberto_idx').on(t.empresaId, t.id).where(sql`${t.status} = 'ABERTO'`),
  ],
);

/**
 * One document of a request: the type's name and instructions as they were when asked, its status and
 * the file sent (one of the candidate's attached documents; removing that document empties the item).
 */
export const pedidoDocumentoItem = pgTable(
  'pedido_documento_item',
  {
    id: serial().primaryKey(),
    pedidoId: integer()
      .notNull()
      .references(() => pedidoDocumento.id, { onDelete: 'cascade' }),
    tipoDocumentoId: integer().references(() => tipoDocumentoCandidato.id, { onDelete: 'set null' }),
    nome: varchar({ length: 100 }).notNull(),
    instrucoes: varchar({ length: 500 }),
    obrigatorio: boolean().notNull(),
    status: varchar({ length: 10 }).notNull().default('PENDENTE'),
    documentoId: integer().references(() => candidatoDocumentoAnexo.id, { onDelete: 'set null' }),
    motivoRecusa: varchar({ length: 500 }),
    enviadoEm: timestamp({ withTimezone: true }),
    analisadoEm: timestamp({ withTimezone: true }),
    analisadoPor: integer().references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.pedidoId),
    index().on(t.documentoId),
    // Items sent and not reviewed yet, per request (see pedido_documento_empresa_aberto_idx).
    index('pedido_documento_item_a_conferir_idx')
      .on(t.pedidoId, t.enviadoEm)
      .where(sql`${t.status} = 'ENVIADO' and ${t.documentoId} is not null`),
  ],
);
