import { areasDaSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { collated } from '../../../platform/crud/query.ts';
import { rota } from '../../../platform/http/rota.ts';
import { areaOrganizacional } from '../../cargoSalario/areas/schema.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { READ, tags } from './consultas.ts';

/**
 * The requisition form's area dropdown: the areas a manager may request for (the save refuses any other
 * with MSG_SOLICITACAO.areaForaDoEscopo), every area for HR. Needs only the requisitions' read authority,
 * not the area register's.
 */
export function registerAreasDoFormulario(app: FastifyInstance, db: Db) {
  rota(app, areasDaSolicitacao, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const { ids } = req.query;
    const doGestor = areasDaSessao(s);
    return db
      .select({ id: areaOrganizacional.id, descricaoHierarquia: areaOrganizacional.descricaoHierarquia })
      .from(areaOrganizacional)
      .where(
        and(
          eq(areaOrganizacional.empresaId, s.empresaId),
          ids.length ? inArray(areaOrganizacional.id, ids) : eq(areaOrganizacional.ativo, true),
          doGestor && sql`${areaOrganizacional.id} in ${doGestor}`,
        ),
      )
      .orderBy(asc(collated(areaOrganizacional.descricaoHierarquia)), asc(areaOrganizacional.id));
  });
}
