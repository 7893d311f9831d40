import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ResponsaveisDeArea } from '../../../platform/mensagens/index.ts';

/**
 * The users of the responsibles and co-responsibles of some areas of a company: the talents linked to a
 * user (`usuario.colaborador_id`). What postarMensagem's `para.areas` reaches.
 */
export const usuariosResponsaveisDasAreas: ResponsaveisDeArea = async (tx: Db, empresaId, areaIds) => {
  const ids = areaIds.filter((n) => Number.isInteger(n));
  if (!ids.length) return [];
  const lista = sql.raw(`'{${ids.join(',')}}'::int[]`);
  const r = (await tx.execute(sql`
    select distinct u.id from usuario u
    join (select colaborador_id, area_organizacional_id from area_responsavel
          union all select colaborador_id, area_organizacional_id from area_co_responsavel) ar
      on ar.colaborador_id = u.colaborador_id
    join area_organizacional a on a.id = ar.area_organizacional_id
    where a.empresa_id = ${empresaId} and a.id = any(${lista})`)) as unknown as { rows: { id: number }[] };
  return r.rows.map((x) => x.id);
};
