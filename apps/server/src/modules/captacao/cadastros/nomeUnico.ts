import type { ResourceDef } from '@ipe/domain';
import { MSG_CADASTROS_CAPTACAO as M, umaOuUm } from '@ipe/domain/resources/captacao/cadastros/index';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';

/**
 * A register whose `campo` ('nome' or 'descricao') is unique in the company, compared as the unique
 * index does (case and accents ignored; the schema already trimmed it). The index stays as the guard
 * against two saves racing; this check answers first with the field and a message that says what.
 */
export function nomeUnico(
  def: ResourceDef,
  table: PgTable & { id: PgColumn; empresaId: PgColumn },
  campo: 'nome' | 'descricao',
): CrudHooks {
  const col = (table as unknown as Record<string, PgColumn>)[campo];
  const message = campo === 'nome' ? M.nomeRepetido(umaOuUm(def)) : M.descricaoRepetida(umaOuUm(def));
  return {
    async beforeSave({ db, session, id, data }) {
      const valor = data[campo];
      if (typeof valor !== 'string' || !valor) return;
      const [outro] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.empresaId, session.empresaId),
            sql`lower(ipe_unaccent(${col})) = lower(ipe_unaccent(${valor}))`,
            id === null ? undefined : ne(table.id, id),
          ),
        )
        .limit(1);
      if (outro) throw fieldErrors([{ field: campo, message }]);
    },
  };
}
