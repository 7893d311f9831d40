import { sql } from 'drizzle-orm';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
export const TITULO_DEMO_RASCUNHO = 'Avaliação de desempenho 2027 (rascunho)';

/**
 * The demo's draft performance evaluation (docs/usuario/avaliacao-desempenho.md): not released, over the
 * demo's performance model, five talents of the largest managed area evaluated by its responsible (R)
 * and by themselves (U), ready to be completed and released from the wizard.
 */
export async function seedDemoDesempenhoRascunho({ tx, matrizId }: DemoCtx): Promise<void> {
  const [modelo] = rowsOf<{ id: number; questionarioId: number }>(
    await tx.execute(sql`
      select id, questionario_id as "questionarioId" from modelo_avaliacao
       where empresa_id = ${matrizId} and tipo = 'D' order by id limit 1`),
  );
  if (!modelo) return;
  const [av] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into avaliacao_desempenho (empresa_id, titulo, data_ini, data_fim, modelo_avaliacao_id,
        questionario_id, permite_auto_avaliacao, anonima, tipo, formato)
      select ${matrizId}, ${TITULO_DEMO_RASCUNHO}, ${diasDeHoje(30)}, ${diasDeHoje(60)}, ${modelo.id},
        ${modelo.questionarioId}, true, false, '1.0', '0'
       where not exists (select 1 from avaliacao_desempenho where empresa_id = ${matrizId}
                          and titulo = ${TITULO_DEMO_RASCUNHO})
      returning id`),
  );
  if (!av) return;
  // The responsible of the area with most active talents, and five of those talents (not itself).
  await tx.execute(sql`
    with gestor as (
      select ar.area_organizacional_id as area, ar.colaborador_id as id from area_responsavel ar
        join colaborador g on g.id = ar.colaborador_id and g.empresa_id = ${matrizId}
       order by (select count(*) from colaborador c where c.area_organizacional_id = ar.area_organizacional_id
                   and c.data_desligamento is null) desc, ar.area_organizacional_id
       limit 1
    ), avaliados as (
      insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
      select ${matrizId}::int, ${av.id}::int, c.id from colaborador c, gestor
       where c.area_organizacional_id = gestor.area and c.id <> gestor.id and c.data_desligamento is null
       order by c.nome limit 5
      returning id, colaborador_id
    )
    insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id, avaliador_colaborador_id, papel)
    select ${matrizId}::int, ${av.id}::int, a.id, a.colaborador_id, gestor.id, 'R' from avaliados a, gestor
    union all
    select ${matrizId}::int, ${av.id}::int, a.id, a.colaborador_id, a.colaborador_id, 'U' from avaliados a`);
}
