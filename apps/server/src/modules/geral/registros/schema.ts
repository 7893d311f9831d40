import { date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea.ts';
import { empresa, usuario } from '../../../db/schema/platform.ts';

/** A generation: a span of birth years with a name and the description the charts show. */
export const geracao = pgTable('geracao', {
  id: serial().primaryKey(),
  nome: varchar({ length: 60 }).notNull(),
  anoInicio: integer().notNull(),
  anoFim: integer().notNull(),
  descricao: varchar({ length: 1000 }),
});

/** A person of a company who is not (yet) a candidate, talent or user. One per CPF in a company. */
export const pessoa = pgTable(
  'pessoa',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    cpf: varchar({ length: 11 }),
    sexo: varchar({ length: 1 }).notNull(),
    dataNascimento: date(),
    email: varchar({ length: 120 }),
    observacao: varchar({ length: 1000 }),
  },
  (t) => [
    index('pessoa_empresa_idx').on(t.empresaId),
    index('pessoa_empresa_cpf_idx').on(t.empresaId, t.cpf),
  ],
);

/** A document of the company with its file (kept in the database; lists never select `conteudo`). */
export const documentoAnexo = pgTable(
  'documento_anexo',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    descricao: varchar({ length: 100 }).notNull(),
    data: date().notNull(),
    url: varchar({ length: 500 }),
    observacao: varchar({ length: 1000 }),
    nomeArquivo: varchar({ length: 255 }),
    contentType: varchar({ length: 100 }),
    tamanho: integer(),
    conteudo: bytea(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [index('documento_anexo_empresa_idx').on(t.empresaId, t.data)],
);
