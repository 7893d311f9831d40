import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.ts';
import { comoFicouSabendoVaga } from './cadastros/schema.ts';
import { cidade, estado } from '../geral/schema.ts';
import { camposExtras } from '../utilitario/schema.ts';
import { empresa, usuario } from '../../db/schema/platform.ts';
import { questionario, questionarioResposta } from '../../db/schema/questionario.ts';

/**
 * Candidate (spec 1 §3 'Candidate'): the CV, flat (the spec's groups are tabs of the form). Child rows
 * (education, certificates, languages, experiences) and links (cargos, areas, knowledge) are in
 * candidatos.ts; the photo is the `foto` bytea served by registerImageRoutes; `senha` is a scrypt hash.
 */
export const candidato = pgTable(
  'candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    nomeSocial: varchar({ length: 100 }),
    dataCadastro: date().notNull().defaultNow(),
    dataAtualizacao: date(),
    disponivel: boolean().notNull().default(true),
    contratado: boolean().notNull().default(false),
    jaFoiColaborador: boolean().notNull().default(false),
    qualificacaoCadastral: varchar({ length: 20 }).notNull().default('NAO_VERIFICADO'),
    mensagemQualificacao: text(),
    colocacao: varchar({ length: 2 }),
    pretencaoSalarial: numeric({ precision: 12, scale: 2, mode: 'number' }),
    // pessoal
    dataNascimento: date(),
    naturalidade: varchar({ length: 100 }),
    /** Foreign candidates (issue 24 §4): visa and arrival asked only when the nationality is not Brazilian. */
    nacionalidade: varchar({ length: 60 }),
    tipoVisto: varchar({ length: 2 }),
    dataChegadaBrasil: date(),
    sexo: varchar({ length: 1 }).notNull().default('I'),
    cpf: varchar({ length: 11 }),
    parentesAmigos: varchar({ length: 255 }),
    indicadoPor: varchar({ length: 100 }),
    escolaridade: varchar({ length: 2 }),
    estadoCivil: varchar({ length: 2 }),
    qtdFilhos: integer(),
    conjuge: varchar({ length: 100 }),
    profissaoConjuge: varchar({ length: 100 }),
    pai: varchar({ length: 100 }),
    profissaoPai: varchar({ length: 100 }),
    mae: varchar({ length: 100 }),
    profissaoMae: varchar({ length: 100 }),
    deficiencia: varchar({ length: 1 }).notNull().default('0'),
    rg: varchar({ length: 15 }),
    rgUfId: integer().references(() => estado.id),
    rgOrgaoEmissor: varchar({ length: 10 }),
    rgDataExpedicao: date(),
    pis: varchar({ length: 14 }),
    etniaRaca: varchar({ length: 1 }),
    possuiParentes: varchar({ length: 1 }),
    titEleitZona: varchar({ length: 3 }),
    titEleitNumero: varchar({ length: 13 }),
    titEleitSecao: varchar({ length: 4 }),
    certMilNumero: varchar({ length: 12 }),
    certMilTipo: varchar({ length: 5 }),
    certMilSerie: varchar({ length: 12 }),
    ctpsNumero: varchar({ length: 10 }),
    ctpsSerie: varchar({ length: 6 }),
    ctpsDv: varchar({ length: 2 }),
    ctpsUfId: integer().references(() => estado.id),
    ctpsDataExpedicao: date(),
    // endereco
    cep: varchar({ length: 8 }),
    logradouro: varchar({ length: 100 }),
    numero: varchar({ length: 10 }),
    complemento: varchar({ length: 60 }),
    ufId: integer().references(() => estado.id),
    cidadeId: integer().references(() => cidade.id),
    bairro: varchar({ length: 60 }),
    // contato
    email: varchar({ length: 120 }),
    ddd: varchar({ length: 2 }),
    foneFixo: varchar({ length: 9 }),
    dddCelular: varchar({ length: 2 }),
    // The column keeps its first name (celular); the API field is foneCelular.
    foneCelular: varchar('celular', { length: 9 }),
    nomeContato: varchar({ length: 100 }),
    // socioEconomica
    pagaPensao: boolean().notNull().default(false),
    quantidadePensao: integer(),
    valorPensao: numeric({ precision: 12, scale: 2, mode: 'number' }),
    possuiVeiculo: boolean().notNull().default(false),
    // habilitacao
    numeroHab: varchar({ length: 11 }),
    registroHab: varchar({ length: 15 }),
    emissaoHab: date(),
    vencimentoHab: date(),
    categoriaHab: varchar({ length: 2 }),
    ufHabId: integer().references(() => estado.id),
    /** Where the candidate heard of the opening (counted by /captacao/como-ficou-sabendo-vaga/contagem). */
    comoFicouSabendoVagaId: integer().references(() => comoFicouSabendoVaga.id),
    cursos: text(),
    observacao: text(),
    observacaoRH: text(),
    ocrTexto: text(),
    camposExtrasId: integer().references(() => camposExtras.id, { onDelete: 'set null' }),
    primeiroEmprego: boolean().notNull().default(false),
    moduloExterno: boolean().notNull().default(false),
    aceitoPoliticaSeguranca: boolean().notNull().default(false),
    dataAceitePolitica: date(),
    /** Version of the company's politicaSeguranca accepted (a hash of its text, see versaoPolitica()). */
    versaoPolitica: varchar({ length: 64 }),
    senha: varchar({ length: 200 }),
    foto: bytea(),
    fotoContentType: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.empresaId, t.cpf),
    index('candidato_como_ficou_sabendo_idx').on(t.comoFicouSabendoVagaId),
    // The vacancy dashboard's sources (modules/analytics/vagas): the linked candidates' source read from
    // this narrow index (index-only) instead of the wide candidate rows (1,000,000 CVs: 1.2 GB of heap).
    index('candidato_fonte_idx').on(t.id, t.comoFicouSabendoVagaId),
    index().on(t.cidadeId),
    index().on(t.ufId),
    index().on(t.rgUfId),
    index().on(t.ctpsUfId),
    index().on(t.ufHabId),
  ],
);

/** Candidate evaluation model (spec 2 §3 'Evaluation model'; /captacao/modelos-avaliacao-candidato). */
export const modeloAvaliacaoCandidato = pgTable(
  'modelo_avaliacao_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    titulo: varchar({ length: 250 }).notNull(),
    observacao: text(),
    percentualMinimoAprovacao: numeric({ precision: 5, scale: 2, mode: 'number' }),
    ativo: boolean().notNull().default(true),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
  },
  (t) => [index().on(t.empresaId, t.titulo), uniqueIndex().on(t.questionarioId)],
);

/**
 * A candidate evaluation model applied to a candidate: the answers and score live in the answering
 * (questionario_resposta); this row ties them to the candidate, and later to the requisition and the
 * selection step (solicitacaoId, historicoCandidatoId: issues 5 and 6).
 */
export const avaliacaoCandidato = pgTable(
  'avaliacao_candidato',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    candidatoId: integer()
      .notNull()
      .references(() => candidato.id, { onDelete: 'cascade' }),
    modeloAvaliacaoCandidatoId: integer()
      .notNull()
      .references(() => modeloAvaliacaoCandidato.id),
    questionarioRespostaId: integer()
      .notNull()
      .references(() => questionarioResposta.id),
    solicitacaoId: integer(),
    historicoCandidatoId: integer(),
    /** Set when the answering is closed: percentual ≥ the model's percentualMinimoAprovacao. */
    aprovado: boolean(),
    /** true when the candidate answered in the external area, false when HR filled it in. */
    respondidaPeloCandidato: boolean().notNull().default(false),
    aplicadaPorUsuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.candidatoId, t.createdAt),
    index().on(t.modeloAvaliacaoCandidatoId),
    uniqueIndex().on(t.questionarioRespostaId),
  ],
);
