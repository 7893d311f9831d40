import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from '../bytea.ts';

/** A company of the installation. The organisation-core issue adds its parameters. */
export const empresa = pgTable('empresa', {
  id: serial().primaryKey(),
  nome: varchar({ length: 100 }).notNull(),
  razaoSocial: varchar({ length: 150 }),
  cnpj: varchar({ length: 14 }),
  corPrincipal: varchar({ length: 7 }),
  corSecundaria: varchar({ length: 7 }),
  emailContato: varchar({ length: 120 }),
  /** Integrated with the payroll system (Fortes Pessoal): drives the 'required when integrated' rules. */
  acIntegra: boolean().notNull().default(false),
  /** The company's code in the payroll system. */
  codigoAC: varchar({ length: 12 }),
  // Company parameters (spec 3 §3 'Session/system parameters', per company).
  solPessoalExibirSalario: boolean().notNull().default(false),
  solPessoalExibirColabSubstituido: boolean().notNull().default(false),
  solPessoalObrigarDadosComplementares: boolean().notNull().default(false),
  solPessoalReabrirSolicitacao: boolean().notNull().default(false),
  exibirSalario: boolean().notNull().default(true),
  obrigarAmbienteFuncao: boolean().notNull().default(false),
  certificado: boolean().notNull().default(false),
  modeloCertificado: varchar({ length: 20 }),
  campoExtraCandidato: boolean().notNull().default(false),
  campoExtraColaborador: boolean().notNull().default(false),
  maxCandidataCargo: integer().notNull().default(10),
  exigirAceitePsi: boolean().notNull().default(false),
  politicaSeguranca: text(),
  /** Months without update after which a candidate's data is removed (LGPD); null = never. */
  tempoExclusaoCandidato: integer(),
  /** Logo shown in the header and reports (served by platform/images.ts at /empresas/{id}/logo). */
  logo: bytea(),
  logoContentType: varchar({ length: 100 }),
});

export const perfil = pgTable(
  'perfil',
  {
    id: serial().primaryKey(),
    nome: varchar({ length: 100 }).notNull(),
    authorities: text().array().notNull().default(sql`'{}'::text[]`),
    /** Key of a built-in profile the server looks up ('COLABORADOR'); null for profiles HR creates. */
    chave: varchar({ length: 30 }),
  },
  (t) => [uniqueIndex('perfil_chave_uq').on(t.chave)],
);

export const usuario = pgTable(
  'usuario',
  {
    id: serial().primaryKey(),
    nome: varchar({ length: 70 }).notNull(),
    cpf: varchar({ length: 11 }).notNull(),
    email: varchar({ length: 120 }),
    ativo: boolean().notNull().default(true),
    usuarioFortes: boolean().notNull().default(false),
    /** scrypt$N$salt$hash; null until a password is set. */
    senhaHash: text(),
    /** Set when a manager sets the password: the next login must choose a new one. */
    trocarSenha: boolean().notNull().default(false),
    /** Last day the user may log in; null = no expiry. */
    dataExpiracao: date(),
    /** The expiry date whose notice to the administrator was queued (one notice per date). */
    expiracaoAvisada: date(),
    /**
     * The talent (colaborador) this user is, for employees who log in (issue 19): one user per talent.
     * Its foreign key (on delete set null) is written by hand in migration 0016_employee_users, since db/ does not import the modules.
     */
    colaboradorId: integer(),
    /**
     * Until when the password works, when it is a first-access letter's code (CARTA_PRIMEIRO_ACESSO_DIAS);
     * null for any other password. Every other way of setting a password clears it.
     */
    senhaProvisoriaAte: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('usuario_cpf_uq').on(t.cpf), uniqueIndex('usuario_colaborador_uq').on(t.colaboradorId)],
);

/**
 * Single-use links and codes that let an internal user set a password without the current one: the
 * first access of an employee (e-mailed link) and a forgotten password. Only the SHA-256 is kept.
 */
export const usuarioLinkSenha = pgTable(
  'usuario_link_senha',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** PRIMEIRO_ACESSO or RECUPERACAO. */
    finalidade: varchar({ length: 20 }).notNull(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    /** Set when used: a used link never works again. */
    usadaEm: timestamp({ withTimezone: true }),
  },
  (t) => [index('usuario_link_senha_usuario_idx').on(t.usuarioId)],
);

/** The profile a user holds in a company: a user reaches only the companies listed here. */
export const usuarioEmpresa = pgTable(
  'usuario_empresa',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    perfilId: integer()
      .notNull()
      .references(() => perfil.id),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.empresaId] }),
    index('usuario_empresa_empresa_idx').on(t.empresaId),
    index('usuario_empresa_perfil_idx').on(t.perfilId),
  ],
);

/** Server-side session; the cookie holds a random token, the table its SHA-256. */
export const sessao = pgTable(
  'sessao',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessao_usuario_idx').on(t.usuarioId), index('sessao_expira_idx').on(t.expiraEm)],
);

/** Reports sent from the 500 page, joined to the server log by the error id. */
export const erroRelatado = pgTable('erro_relatado', {
  id: serial().primaryKey(),
  erroId: varchar({ length: 64 }).notNull(),
  mensagem: text(),
  detalhes: text(),
  url: text(),
  usuarioId: integer(),
  empresaId: integer(),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Failed login attempts, kept in the database so the limit holds across restarts and nodes. */
export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chave: varchar({ length: 100 }).notNull(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tentativa_login_chave_idx').on(t.chave, t.em)],
);

/**
 * The audit log shown at /utilitario/log: who changed what and when, with the record before and after.
 * Written inside the transaction of the change it describes.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    data: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer(),
    usuarioNome: varchar({ length: 70 }),
    empresaId: integer(),
    /** Resource name ('areas-organizacionais') or another entity key. */
    entidade: varchar({ length: 80 }).notNull(),
    entidadeId: integer(),
    /** INSERIR, ALTERAR, REMOVER or a specific action (ATIVAR, INATIVAR, …). */
    acao: varchar({ length: 30 }).notNull(),
    /** Short human description, e.g. the record's name. */
    descricao: varchar({ length: 255 }),
    antes: jsonb(),
    depois: jsonb(),
  },
  (t) => [
    index('auditoria_empresa_data_idx').on(t.empresaId, t.data),
    index('auditoria_entidade_idx').on(t.entidade, t.entidadeId),
  ],
);

/**
 * One row per scheduled job (platform/jobs): its next due time, the lease of the node running it (two
 * nodes never run a job at once) and the outcome of its last run, listed at /utilitario/tarefas-agendadas.
 */
export const tarefaAgendada = pgTable('tarefa_agendada', {
  /** The job's name in code (defineJob). */
  nome: varchar({ length: 60 }).primaryKey(),
  proximaExecucao: timestamp({ withTimezone: true }).notNull(),
  /** Asked to run at once ('Executar agora', a mail woken up): the run after this instant comes next. */
  solicitadaEm: timestamp({ withTimezone: true }),
  /** Lease: the node running it and until when (renewed while it runs; a dead node's lease lapses). */
  executandoEm: varchar({ length: 120 }),
  posseAte: timestamp({ withTimezone: true }),
  ultimoInicio: timestamp({ withTimezone: true }),
  ultimaDuracaoMs: integer(),
  /** What the last run reported (e.g. '3 e-mail(s) enviado(s)'), null when it reported nothing. */
  ultimoResultado: text(),
  /** The last failure (kept after later successes) and when its run started. */
  ultimoErro: text(),
  ultimoErroEm: timestamp({ withTimezone: true }),
  execucoes: integer().notNull().default(0),
  falhas: integer().notNull().default(0),
});
