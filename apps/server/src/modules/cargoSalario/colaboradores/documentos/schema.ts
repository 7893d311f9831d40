import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../../db/bytea.ts';
import { empresa, usuario } from '../../../../db/schema/platform.ts';
import { colaborador } from '../schema.ts';

/**
 * A talent's document file (issue 24 §4): today the candidate's documents and résumé carried over when
 * the candidate is hired ('Inserir Talento'), copied inside the database in the hiring's transaction
 * (nothing re-uploaded). The bytes live in the row, as the candidate's (platform/arquivos streams them);
 * lists never select `conteudo`.
 */
export const colaboradorDocumento = pgTable(
  'colaborador_documento',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    descricao: varchar({ length: 200 }).notNull(),
    nomeArquivo: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 150 }).notNull(),
    tamanho: integer().notNull(),
    conteudo: bytea().notNull(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    dataCadastro: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colaborador_documento_colaborador_idx').on(t.colaboradorId, t.dataCadastro)],
);
