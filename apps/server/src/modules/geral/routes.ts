import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bairrosDaCidade,
  cidadesDoEstado,
  cidadesPorEstado,
  enderecoDoCep,
} from '@ipe/domain/resources/geral/contratos';
import { bairro, cidade, estado } from './schema.ts';
import { collated } from '../../platform/crud/query.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import { fieldErrors } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import { buscarCep } from './cep.ts';

export async function registerGeral(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const cidadesDe = (estadoId: number) =>
    db
      .select({ id: cidade.id, nome: cidade.nome, codigoIbge: cidade.codigoIbge })
      .from(cidade)
      .where(eq(cidade.estadoId, estadoId))
      .orderBy(asc(collated(cidade.nome)), asc(cidade.id));
  rota(app, cidadesDoEstado, { config: { access: 'authenticated' } }, async (req) =>
    cidadesDe(req.params.id),
  );
  rota(app, cidadesPorEstado, { config: { access: 'authenticated' } }, async (req) =>
    cidadesDe(req.params.id),
  );
  rota(app, bairrosDaCidade, { config: { access: 'authenticated' } }, async (req) =>
    db
      .select({ id: bairro.id, nome: bairro.nome })
      .from(bairro)
      .where(eq(bairro.cidadeId, req.params.id))
      .orderBy(asc(collated(bairro.nome)), asc(bairro.id)),
  );

  // Address by CEP; the answer also carries our ids of the state and city so forms can select them.
  rota(app, enderecoDoCep, { config: { access: 'authenticated' } }, async (req) => {
    const end = await buscarCep(req.params.cep, config.cepUrl, config.cepTimeoutMs);
    const [c] = end.codigoIbge
      ? await db
          .select({ id: cidade.id, estadoId: cidade.estadoId })
          .from(cidade)
          .where(eq(cidade.codigoIbge, end.codigoIbge))
      : [];
    const [uf] = end.uf
      ? await db.select({ id: estado.id }).from(estado).where(eq(estado.sigla, end.uf))
      : [];
    return { ...end, cidadeId: c?.id ?? null, estadoId: c?.estadoId ?? uf?.id ?? null };
  });

  return {
    bairros: {
      // The city must belong to the chosen state.
      async beforeSave({ db: tx, data }) {
        const [c] = await tx
          .select({ id: cidade.id })
          .from(cidade)
          .where(and(eq(cidade.id, Number(data.cidadeId)), eq(cidade.estadoId, Number(data.estadoId))));
        if (!c)
          throw fieldErrors([{ field: 'cidadeId', message: 'Cidade não pertence ao estado selecionado' }]);
      },
    },
  };
}
