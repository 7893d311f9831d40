import { MSG_FATURAMENTO } from '@ipe/domain/resources/cargoSalario/faturamentos/index';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { faturamentoMensal } from './schema.ts';

/**
 * Hooks of the monthly revenue register: one value per month and year of the company (the unique index
 * backs the message), the latest month first unless the list asks for another order.
 */
export async function registerFaturamentos(
  _app: FastifyInstance,
  _deps: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const hooks: CrudHooks = {
    async beforeSave({ db, session, id, data }) {
      const [outro] = await db
        .select({ id: faturamentoMensal.id })
        .from(faturamentoMensal)
        .where(
          and(
            eq(faturamentoMensal.empresaId, session.empresaId),
            eq(faturamentoMensal.ano, Number(data.ano)),
            eq(faturamentoMensal.mes, String(data.mes)),
            id == null ? undefined : ne(faturamentoMensal.id, id),
          ),
        );
      if (outro) throw fieldErrors([{ field: 'mes', message: MSG_FATURAMENTO.mesRepetido }]);
    },
    listOrder: ({ query }) =>
      query.sort
        ? undefined
        : [desc(faturamentoMensal.ano), desc(faturamentoMensal.mes), sql`${faturamentoMensal.id} desc`],
  };
  return { 'faturamentos-mensais': hooks };
}
