import { MSG_FATURAMENTO } from '@ipe/domain/resources/cargoSalario/faturamentos/index';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
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
    // Sorted by year (the declared order, which the list screen sends), the months follow in the same
    // direction; another column keeps the generic order.
    listOrder: ({ query }) => {
      const sort = query.sort ?? 'ano,desc';
      if (sort !== 'ano' && sort !== 'ano,desc' && sort !== 'ano,asc') return undefined;
      const d = sort === 'ano,desc' ? desc : asc;
      return [d(faturamentoMensal.ano), d(faturamentoMensal.mes), d(faturamentoMensal.id)];
    },
  };
  return { 'faturamentos-mensais': hooks };
}
