import { sql } from 'drizzle-orm';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/**
 * Each demo area gets as responsible the active talent of that area admitted first (the organisation
 * chart then has names in its boxes). Runs after the talents exist.
 */
export async function seedDemoResponsaveis({ tx, matrizId }: DemoCtx): Promise<void> {
  await tx.execute(sql`
    insert into area_responsavel (area_organizacional_id, colaborador_id)
    select distinct on (c.area_organizacional_id) c.area_organizacional_id, c.id
      from colaborador c
      join area_organizacional a on a.id = c.area_organizacional_id
     where c.empresa_id = ${matrizId} and c.situacao = 'A'
     order by c.area_organizacional_id, c.data_admissao, c.id
    on conflict do nothing`);
}
