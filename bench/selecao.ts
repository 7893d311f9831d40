import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * The selection processes of the generated requisitions, for the vacancy dashboard scenario (u): every
 * released requisition of the company (running, suspended, closed, cancelled after release) gets 20–140
 * candidates of the base (80 on average: a few thousand requisitions make hundreds of thousands of
 * applications), linked over the 45 days after its date (never after today), each at the step it reached
 * in the company's step order, with one history row per step gone through (fit in the passed ones,
 * pending, fit or not fit in the current one). Candidates who went through every step of a closed
 * requisition are hired. A few links are removed (3 %), as recruiters undo inclusions.
 *
 * Set-based: a temporary table computes the links with their ids (from the table's sequence) and the
 * number of steps reached, then one INSERT of the links and one of their history. The random draws are
 * seeded (setseed), so two loads of the same data set are alike.
 */
export interface SelecaoGerada {
  vinculos: number;
  historicos: number;
  contratados: number;
}

export async function generateSelecao(db: Db, empresaId: number): Promise<SelecaoGerada> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select setseed(0.2026)`);
    await tx.execute(sql`
      create temporary table bench_vinculo on commit drop as
      with etapas as (
        select array_agg(id order by ordem, id) as ids from etapa_seletiva where empresa_id = ${empresaId}
      ),
      faixa as (
        select min(id) as lo, max(id) as hi from candidato where empresa_id = ${empresaId}
      ),
      vinculo as (
        select s.id as solicitacao_id, s.data, s.encerrada, k,
               f.lo + ((s.id::bigint * 7919 + k::bigint * 104729) % (f.hi - f.lo + 1))::int as candidato_id,
               random() as r_etapa, random() as r_dia, random() as r_fim
          from solicitacao s
          cross join faixa f
          cross join lateral generate_series(1, 20 + (s.id * 37 % 121)) k
         where s.empresa_id = ${empresaId} and s.status = 'L'
           -- The demo seed's processes stay as they are.
           and not exists (select 1 from candidato_solicitacao x where x.solicitacao_id = s.id)
      )
      select nextval(pg_get_serial_sequence('candidato_solicitacao', 'id'))::int as id, v.*,
             least(cardinality(e.ids),
               case when v.r_etapa < 0.30 then 0 when v.r_etapa < 0.60 then 1 when v.r_etapa < 0.75 then 2
                    when v.r_etapa < 0.85 then 3 when v.r_etapa < 0.92 then 4 when v.r_etapa < 0.97 then 5
                    else 6 end) as alcancadas,
             e.ids as etapas,
             least(v.data + (v.r_dia * 45)::int, current_date) as dia
        from vinculo v cross join etapas e
       where exists (select 1 from candidato c where c.id = v.candidato_id)`);
    await tx.execute(sql`
      insert into candidato_solicitacao (id, empresa_id, candidato_id, solicitacao_id, etapa_seletiva_id,
        contratado, data_contratacao, created_at, removed_at)
      select id, ${empresaId}, candidato_id, solicitacao_id,
             case when alcancadas > 0 then etapas[alcancadas] end,
             encerrada and alcancadas = cardinality(etapas) and r_fim >= 0.03,
             case when encerrada and alcancadas = cardinality(etapas) and r_fim >= 0.03
                  then least(dia + 3 * alcancadas + 2, current_date) end,
             (dia + make_interval(hours => 8 + (r_fim * 10)::int)) at time zone 'America/Sao_Paulo',
             case when r_fim < 0.03 then (dia + 1 + time '10:00') at time zone 'America/Sao_Paulo' end
        from bench_vinculo`);
    await tx.execute(sql`
      insert into historico_candidato (empresa_id, candidato_solicitacao_id, etapa_seletiva_id, data, apto,
        responsavel, observacao)
      select ${empresaId}, v.id, v.etapas[j], least(v.dia + 3 * j, current_date),
             case when j < v.alcancadas then 'S' when v.r_fim < 0.4 then null when v.r_fim < 0.75 then 'S' else 'N' end,
             (array['Camila Rocha', 'Rafael Nunes', 'Juliana Prado'])[1 + (v.id % 3)],
             case when j < v.alcancadas then 'Perfil aderente à vaga.' end
        from bench_vinculo v cross join lateral generate_series(1, v.alcancadas) j`);
    const [n] = (
      (await tx.execute(sql`
        select (select count(*) from bench_vinculo)::int as vinculos,
               (select coalesce(sum(alcancadas), 0) from bench_vinculo)::int as historicos,
               (select count(*) from candidato_solicitacao where empresa_id = ${empresaId} and contratado)::int as contratados`)) as unknown as {
        rows: SelecaoGerada[];
      }
    ).rows;
    return n;
  });
}
