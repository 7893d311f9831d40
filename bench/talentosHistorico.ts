/**
 * N talents with three years of history for the demo company (1), for the position-and-salary report bench
 * (relatorios-cargos.ts): admitted three years before the run's month, a history row every six months
 * (admission, then raises and promotions: 6 rows each), spread evenly over the demo's establishments, active
 * areas and salary bands; one in five paid a fixed value, the rest by their band; one in fourteen dismissed.
 * Two INSERT … SELECT generate_series statements; the talent repeats its latest row, as the hooks do.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

export async function gerarTalentosComHistorico(db: Database['db'], n: number): Promise<number> {
  const hoje = new Date();
  const inicio = `${hoje.getFullYear() - 3}-${String(hoje.getMonth() + 1).padStart(2, '0')}-01`;
  await db.execute(sql`with f as (select array_agg(fs.id order by fs.id) ids from faixa_salarial fs
        join cargo c on c.id = fs.cargo_id where c.empresa_id = 1),
      a as (select array_agg(id order by id) ids from area_organizacional where empresa_id = 1 and ativo),
      e as (select array_agg(id order by id) ids from estabelecimento where empresa_id = 1),
      g as (select g, (select ids from f) fi, (select ids from a) ai, (select ids from e) ei
        from generate_series(1, ${n}) g)
    insert into colaborador (empresa_id, nome, sexo, data_admissao, situacao, data_desligamento,
      estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, matricula)
    select 1, 'Talento Bench ' || g, case when g % 2 = 0 then 'F' else 'M' end, ${inicio}::date,
      case when g % 14 = 0 then 'D' else 'A' end,
      case when g % 14 = 0 then ${inicio}::date + 900 end,
      ei[1 + g % array_length(ei, 1)], ai[1 + g % array_length(ai, 1)],
      (select cargo_id from faixa_salarial where id = fi[1 + g % array_length(fi, 1)]),
      fi[1 + g % array_length(fi, 1)], 'TB' || g
    from g`);
  await db.execute(sql`insert into colaborador_historico (colaborador_id, data, motivo, estabelecimento_id,
      area_organizacional_id, faixa_salarial_id, tipo_salario, valor)
    select c.id, ${inicio}::date + k * 182, case when k = 0 then 'A' when k % 2 = 0 then 'P' else 'R' end,
      c.estabelecimento_id, c.area_organizacional_id, c.faixa_salarial_id,
      case when c.id % 5 = 0 then '3' else '1' end, case when c.id % 5 = 0 then 2000 + k * 150 end
    from colaborador c cross join generate_series(0, 5) k where c.nome like 'Talento Bench %'`);
  await db.execute(sql`analyze colaborador`);
  await db.execute(sql`analyze colaborador_historico`);
  return n;
}
