import { sql } from 'drizzle-orm';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/**
 * Talents' competence levels (issue 23), so the competence reports, the radar and the Nine Box have data:
 * 1. every demo band still without a competence configuration (but those of SEM_CONFIGURACAO) gets one from 2024-01-01 with its position's
 *    competences (knowledge weight 2, skills and attitudes 1), the required level rising with the band's
 *    rank in its position (first band Intermediário, then Avançado, then Especialista);
 * 2. seven in ten active talents get two dated records (about 18 and 4 months ago) of every competence
 *    their band then requires, spread from two levels below to two above the requirement (a deterministic
 *    mix, so the grid fills every row), the later record a level higher for a third of them.
 * Set-based SQL, a few statements whatever the number of talents.
 */
/** The position whose bands stay unconfigured: the matrix's browser test configures its first band. */
export const SEM_CONFIGURACAO = 'Vendedor Interno';

export async function seedDemoNiveisColaboradores({ tx, matrizId }: DemoCtx): Promise<void> {
  await tx.execute(sql`
    with novas as (
      insert into configuracao_nivel_competencia_faixa (empresa_id, faixa_salarial_id, data)
      select ${matrizId}, f.id, '2024-01-01' from faixa_salarial f join cargo c on c.id = f.cargo_id
       where c.empresa_id = ${matrizId}
         and not exists (select 1 from configuracao_nivel_competencia_faixa k where k.faixa_salarial_id = f.id)
         and ${SEM_CONFIGURACAO} not in (c.nome, c.nome_mercado)
      returning id, faixa_salarial_id),
    rank as (
      select novas.id, f.cargo_id,
        (select count(*) from faixa_salarial o where o.cargo_id = f.cargo_id and o.id <= f.id) as r
      from novas join faixa_salarial f on f.id = novas.faixa_salarial_id),
    comps as (
      select cargo_id, conhecimento_id, null::int as habilidade_id, null::int as atitude_id, 2 as peso from cargo_conhecimento
      union all select cargo_id, null, habilidade_id, null, 1 from cargo_habilidade
      union all select cargo_id, null, null, atitude_id, 1 from cargo_atitude)
    insert into configuracao_nivel_competencia
      (configuracao_id, conhecimento_id, habilidade_id, atitude_id, competencia_peso, nivel_competencia_id)
    select rank.id, comps.conhecimento_id, comps.habilidade_id, comps.atitude_id, comps.peso,
      (select n.id from nivel_competencia n where n.empresa_id = ${matrizId} and n.ordem = least(4, 1 + rank.r))
    from rank join comps on comps.cargo_id = rank.cargo_id`);
  for (const t of ['conhecimento', 'habilidade', 'atitude'])
    await tx.execute(
      sql`update ${sql.identifier(t)} k set existe_nivel_competencia = exists (
            select 1 from configuracao_nivel_competencia l where l.${sql.identifier(`${t}_id`)} = k.id)
          where k.empresa_id = ${matrizId}`,
    );

  for (const [i, data] of [diasDeHoje(-540), diasDeHoje(-120)].entries()) {
    // The record's band is the talent's band on the date; its rows the band's configuration in force then.
    await tx.execute(sql`
      with alvo as (
        select c.id as colaborador_id, h.faixa_salarial_id from colaborador c
        join lateral (select faixa_salarial_id from colaborador_historico h where h.colaborador_id = c.id
          and h.data <= ${data}::date order by h.data desc, h.id desc limit 1) h on true
        where c.empresa_id = ${matrizId} and c.situacao = 'A' and c.data_admissao <= ${data}::date and c.id % 10 < 7),
      reg as (
        insert into nivel_competencia_colaborador (empresa_id, colaborador_id, faixa_salarial_id, data)
        select ${matrizId}, colaborador_id, faixa_salarial_id, ${data}::date from alvo
        returning id, colaborador_id, faixa_salarial_id),
      cfg as (
        select distinct on (k.faixa_salarial_id) k.id, k.faixa_salarial_id from configuracao_nivel_competencia_faixa k
         where k.empresa_id = ${matrizId} and k.data <= ${data}::date
         order by k.faixa_salarial_id, k.data desc, k.id desc)
      insert into nivel_competencia_colaborador_item
        (registro_id, conhecimento_id, habilidade_id, atitude_id, nivel_competencia_id)
      select reg.id, l.conhecimento_id, l.habilidade_id, l.atitude_id,
        coalesce((select n.id from nivel_competencia n where n.empresa_id = ${matrizId} and n.ordem = greatest(1, least(4,
          ex.ordem + ((reg.colaborador_id * 7 + coalesce(l.conhecimento_id, l.habilidade_id, l.atitude_id) * 3) % 5) - 2
            + case when ${i} = 1 and reg.colaborador_id % 3 = 0 then 1 else 0 end))), ex.id)
      from reg join cfg on cfg.faixa_salarial_id = reg.faixa_salarial_id
      join configuracao_nivel_competencia l on l.configuracao_id = cfg.id
      join nivel_competencia ex on ex.id = l.nivel_competencia_id`);
  }
  // Records of bands without any required competence say nothing: drop the empty ones.
  await tx.execute(sql`delete from nivel_competencia_colaborador r where r.empresa_id = ${matrizId}
    and not exists (select 1 from nivel_competencia_colaborador_item i where i.registro_id = r.id)`);
}
