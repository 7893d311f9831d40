import { permiteVerAreas, possuiPermissaoAreas } from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { rota } from '../../../platform/http/rota.ts';
import { areasDoGestor, gestorDaSessao } from '../colaboradores/escopo.ts';

/**
 * The two area-permission reads of spec 2 §7 'Areas', answered from the area scope (spec 2 §6,
 * colaboradores/escopo.ts; decisions in docs/usuario/analytics-cargos-salarios.md 'Permissões por área'):
 * - `permite-ver-areas-ou-responsavel-corresponsavel`: HR (no talent) sees every area → true; an employee
 *   user → true when its talent is responsible or co-responsible for an area of the session's company;
 * - `/userinfo/…/posui-permissao-areas`: true when the session is area-scoped (an employee user, not the
 *   administrator): its lists, reports and dashboards cover only the areas it manages.
 * Any signed-in user may ask (the screens use them to choose what to show).
 */
export function registerPermissoesAreas(app: FastifyInstance, db: Db) {
  const opcoes = { config: { access: 'authenticated' as const } };
  rota(app, permiteVerAreas, opcoes, async (req) => {
    const s = sessionOf(req);
    const gestor = gestorDaSessao(s);
    if (gestor == null) return true;
    const r = (await db.execute(sql`select exists (
        select 1 from area_organizacional a
         where a.empresa_id = ${s.empresaId} and a.id in ${areasDoGestor(gestor)}) as sim`)) as unknown as {
      rows: { sim: boolean }[];
    };
    return r.rows[0].sim;
  });
  rota(app, possuiPermissaoAreas, opcoes, async (req) => gestorDaSessao(sessionOf(req)) != null);
}
