import {
  type AnalyticsCargosSalarios,
  type AreasFilhas,
  fimDosMeses,
  type ItemArea,
  type MesFolha,
  percentualOuNulo,
  type SalarioCargo,
} from '@ipe/domain/analytics/cargosSalarios';
import { MSG } from '@ipe/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { movimentosSql, valorFaixaEmSql, valorIndiceEmSql } from '../../cargoSalario/index.ts';

/**
 * The positions-and-salaries dashboard in set-based statements (definitions in
 * packages/domain/src/analytics/cargosSalarios.ts). The salary of every talent on every date asked for is
 * one pass over the company's history rows: each row is in force from its date to the next row's
 * (`proxima_data`), joined with the few dates (month ends and the base date); the bands' and indices' values on
 * those dates are computed once per band and date (`valorFaixaEmSql`, the same rules as the domain), not
 * once per talent.
 */

/** Who and what the figures cover. */
export interface Escopo {
  empresaId: number;
  /** The areas an area-scoped session sees (a subquery of ids); undefined for HR (every area). */
  areasVisiveis?: SQL;
  estabelecimentosIds?: readonly number[];
}

async function uma<T>(db: Db, query: SQL): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

const lista = (ids: readonly number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
const datasSql = (datas: readonly string[]) =>
  sql`datas(d) as (select distinct unnest(array[${sql.join(
    datas.map((d) => sql`${d}::date`),
    sql`, `,
  )}]))`;

/**
 * `visiveis` (the areas the session sees), `topo` (the slices' roots: the top visible areas, or the
 * children of `raiz`) and `grupos(id, grupo)`: every visible area under a root, with that root; with
 * `raiz`, the area's own people form the group `raiz`.
 */
function arvore(e: Escopo, raiz?: number): SQL {
  const visiveis = sql`visiveis as (
    select id, area_mae_id, nome from area_organizacional
     where empresa_id = ${e.empresaId}${e.areasVisiveis ? sql` and id in ${e.areasVisiveis}` : sql``})`;
  const topo =
    raiz === undefined
      ? sql`topo as (select id from visiveis v
           where v.area_mae_id is null or v.area_mae_id not in (select id from visiveis))`
      : sql`topo as (select id from visiveis where area_mae_id = ${raiz})`;
  const propria = raiz === undefined ? sql`` : sql` union all select ${raiz}::int, ${raiz}::int`;
  return sql`${visiveis}, ${topo},
    arv(id, grupo) as (select id, id from topo
      union all select f.id, a.grupo from visiveis f join arv a on f.area_mae_id = a.id),
    grupos(id, grupo) as (select id, grupo from arv${propria})`;
}

/**
 * The talents' history rows of the company that can be in force on some date of `datas`, each with the date
 * the next one takes over (`ate`, the stored `proxima_data` of migration 0033: no window over every row)
 * and its talent's admission and dismissal dates. Rows dated after the last date, or replaced before the
 * first, add nothing and are left out here already (bench v: 35,000 of 92,500 rows go on).
 */
const historicos = (e: Escopo) => sql`h as (
  select h.colaborador_id, h.data, h.area_organizacional_id, h.faixa_salarial_id, h.tipo_salario,
         h.indice_id, h.quantidade, h.valor, h.estabelecimento_id, h.proxima_data as ate,
         c.data_admissao, c.data_desligamento
    from colaborador_historico h
    join colaborador c on c.id = h.colaborador_id
   where c.empresa_id = ${e.empresaId} and c.situacao <> 'C'
     and h.data <= (select max(d) from datas)
     and (h.proxima_data is null or h.proxima_data > (select min(d) from datas))${
       e.estabelecimentosIds?.length
         ? sql` and h.estabelecimento_id in (${lista(e.estabelecimentosIds)})`
         : sql``
     })`;

/**
 * `vf`, `vi`: the bands' and indices' values on each date of `datas`; `hv`: the visible history rows (their
 * area among `grupos`), each with the interval [ini, fim) it puts its talent on the payroll: from its date
 * (not before the admission) to the next row's date or the day after the dismissal. Only the rows in force
 * on some date of `datas` are kept (fim after the first, ini not after the last): the others add nothing to
 * the snapshot or the month series.
 */
const vigencias = (e: Escopo) => sql`
  vf(faixa_id, d, valor) as (
    select f.id, dt.d, ${valorFaixaEmSql(sql`f.id`, sql`dt.d`)}::float8
      from faixa_salarial f join cargo c on c.id = f.cargo_id cross join datas dt
     where c.empresa_id = ${e.empresaId}),
  vi(indice_id, d, valor) as (
    select i.id, dt.d, ${valorIndiceEmSql(sql`i.id`, sql`dt.d`)}
      from indice i cross join datas dt where i.empresa_id = ${e.empresaId}),
  ${historicos(e)},
  hv_todas as (
    select h.*, greatest(h.data, h.data_admissao) as ini,
           least(coalesce(h.ate, 'infinity'::date), coalesce(h.data_desligamento + 1, 'infinity'::date)) as fim
      from h where h.area_organizacional_id in (select id from grupos)),
  hv as (
    select * from hv_todas
     where ini <= (select max(d) from datas) and fim > (select min(d) from datas))`;

/** `em(colaborador_id, area_id, faixa_id, salario)`: the talents on the payroll on `data`, with their salary. */
const naData = (data: string) => sql`
  em as (
    select hv.colaborador_id, hv.area_organizacional_id as area_id, hv.faixa_salarial_id as faixa_id,
           (case hv.tipo_salario
              when '1' then vf.valor
              when '2' then round(hv.quantidade * vi.valor, 2)
              when '3' then round(hv.valor, 2)
            end)::float8 as salario
      from hv
      left join vf on vf.faixa_id = hv.faixa_salarial_id and vf.d = ${data}::date
      left join vi on vi.indice_id = hv.indice_id and vi.d = ${data}::date
     where hv.ini <= ${data}::date and ${data}::date < hv.fim)`;

/**
 * `serie(d, folha)`: the payroll on each month end of `meses`, without a row per talent and month. Each
 * history row covers a run of months (lo..hi, by width_bucket over the sorted dates); it adds +1 at lo and
 * −1 after hi to its composition's key (the band, the index and quantity, or, for fixed values, the
 * amount itself); a month's payroll is then the sum over keys of (running count × the key's value that
 * month). Linear in the history rows: 20,000 talents × 12 months never become 240,000 rows. The rows are
 * grouped by composition and run first (`cob`: ~35,000 rows become a few thousand), then the events.
 */
const serieMensal = (meses: readonly string[]) => {
  const arr = sql`array[${sql.join(
    meses.map((d) => sql`${d}::date`),
    sql`, `,
  )}]`;
  return sql`
  meses(d, k) as (select m.d, m.k::int from unnest(${arr}) with ordinality as m(d, k)),
  cob as (
    select t, f, i, q, lo, hi, count(*)::int as n, sum(v) as v
      from (select hv.tipo_salario as t, case when hv.tipo_salario = '1' then hv.faixa_salarial_id end as f,
                   case when hv.tipo_salario = '2' then hv.indice_id end as i,
                   case when hv.tipo_salario = '2' then hv.quantidade end as q,
                   case when hv.tipo_salario = '3' then round(hv.valor, 2) end as v,
                   width_bucket(hv.ini - 1, ${arr}) + 1 as lo, width_bucket(hv.fim - 1, ${arr}) as hi
              from hv) x
     where lo <= hi group by t, f, i, q, lo, hi),
  ev(t, f, i, q, k, n, v) as (
    select t, f, i, q, lo, n, v from cob
    union all
    select t, f, i, q, hi + 1, -n, -v from cob where hi < ${meses.length}),
  soma as (select t, f, i, q, k, sum(n) as n, sum(v) as v from ev group by t, f, i, q, k),
  serie as (
    select m.d, round(sum(case s.t
              when '1' then s.n * vf.valor
              when '2' then s.n * round(s.q * vi.valor, 2)
              when '3' then s.v
            end)::numeric, 2)::float8 as folha
      from meses m join soma s on s.k <= m.k
      left join vf on vf.faixa_id = s.f and vf.d = m.d
      left join vi on vi.indice_id = s.i and vi.d = m.d
     group by m.d)`;
};

/**
 * `prom(colaborador_id, area_id, vertical)`: the promotions dated in the period, in a visible area, as the
 * position-and-salary reports count them (cargoSalario `movimentosSql`: a row whose salary exceeds what
 * the row before it paid on the same date, a collective agreement excepted; vertical when the position
 * changed).
 */
const promocoes = (e: Escopo, dataIni: string, dataFim: string) => sql`
  ${movimentosSql({
    empresaId: e.empresaId,
    de: dataIni,
    ate: dataFim,
    talentos: sql`c.situacao <> 'C'`,
    linhas: e.estabelecimentosIds?.length
      ? sql`h.estabelecimento_id in (${lista(e.estabelecimentosIds)})`
      : undefined,
  })},
  prom as (
    select colaborador_id, area_id, promocao = 'V' as vertical from movimento
     where promocao is not null and area_id in (select id from grupos))`;

/** The slices of `origem(area_id, valor, colaborador_id)` per group, named, largest first. */
const fatias = (origem: SQL, valor: SQL, raiz?: number) => sql`(
  select coalesce(json_agg(json_build_object('id', v.id, 'nome', v.nome, 'valor', x.valor, 'talentos', x.talentos,
           'possuiFilhas', exists (select 1 from visiveis fi where fi.area_mae_id = v.id),
           'propria', ${raiz === undefined ? sql`false` : sql`v.id = ${raiz}`})
           order by x.valor desc, v.nome collate "und-x-icu", v.id), '[]'::json)
    from (select g.grupo, ${valor} as valor, count(distinct o.colaborador_id)::int as talentos
            from ${origem} o join grupos g on g.id = o.area_id group by g.grupo) x
    join visiveis v on v.id = x.grupo
   where x.valor > 0)`;

interface Linhas {
  folha_por_area: ItemArea[];
  base: { talentos: number; folha: number; media: number | null };
  meses: { d: string; folha: number }[];
  faturamentos: { mes: string; valor: number }[];
  cargos: {
    id: number;
    nome: string;
    talentos: number;
    media: number;
    minimo: number | null;
    maximo: number | null;
  }[];
}

const centavos = (n: number) => Math.round(n * 100) / 100;

/**
 * The area the dashboard's area charts open on when the session sees a single top area (a company under one
 * board, a manager of one area): its children and its own people, as its drill-down (one slice of 100 %
 * says nothing). Undefined when there are several top areas (each is a slice) or none.
 */
async function raizUnica(db: Db, e: Escopo): Promise<number | undefined> {
  const r = await uma<{ ids: number[] | null }>(
    db,
    sql`with visiveis as (
        select id, area_mae_id from area_organizacional
         where empresa_id = ${e.empresaId}${e.areasVisiveis ? sql` and id in ${e.areasVisiveis}` : sql``})
      select (select array_agg(id) from (select id from visiveis v
                where v.area_mae_id is null or v.area_mae_id not in (select id from visiveis) limit 2) x) as ids`,
  );
  return r.ids?.length === 1 ? r.ids[0] : undefined;
}

/** GET /api/analytics/cargos-salarios: every chart of the dashboard, two statements sent together. */
export async function analyticsCargosSalarios(
  db: Db,
  e: Escopo,
  f: { dataIni: string; dataFim: string; dataBase: string },
): Promise<AnalyticsCargosSalarios> {
  const meses = fimDosMeses(f.dataIni, f.dataFim);
  const raiz = await raizUnica(db, e);
  const [l, p] = await Promise.all([
    uma<Linhas>(
      db,
      sql`with recursive ${arvore(e, raiz)}, ${datasSql([...meses, f.dataBase])}, ${vigencias(e)},
          ${naData(f.dataBase)}, ${serieMensal(meses)}
        select
          ${fatias(sql`em`, sql`round(sum(o.salario)::numeric, 2)::float8`, raiz)} as folha_por_area,
          (select json_build_object('talentos', count(*), 'folha', coalesce(round(sum(salario)::numeric, 2), 0)::float8,
                    'media', avg(salario)) from em) as base,
          (select coalesce(json_agg(json_build_object('d', to_char(d, 'YYYY-MM-DD'), 'folha', coalesce(folha, 0)) order by d), '[]'::json)
             from serie) as meses,
          (select coalesce(json_agg(json_build_object('mes', x.mes, 'valor', x.valor)), '[]'::json)
             from (select ano::text || '-' || mes as mes, valor::float8 as valor from faturamento_mensal
                    where empresa_id = ${e.empresaId}) x
            where x.mes between ${f.dataIni.slice(0, 7)} and ${f.dataFim.slice(0, 7)}
               or x.mes = ${f.dataBase.slice(0, 7)}) as faturamentos,
          (select coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome, 'talentos', x.talentos, 'media', x.media,
                    'minimo', b.minimo, 'maximo', b.maximo) order by c.nome collate "und-x-icu", c.id), '[]'::json)
             from (select fs.cargo_id, count(*)::int as talentos, avg(em.salario) as media
                     from em join faixa_salarial fs on fs.id = em.faixa_id
                    where em.salario is not null group by fs.cargo_id) x
             join cargo c on c.id = x.cargo_id
             left join (select fs.cargo_id, min(vf.valor) as minimo, max(vf.valor) as maximo
                          from vf join faixa_salarial fs on fs.id = vf.faixa_id
                         where vf.d = ${f.dataBase}::date group by fs.cargo_id) b on b.cargo_id = x.cargo_id) as cargos`,
    ),
    uma<{ horizontais: ItemArea[]; verticais: ItemArea[]; nh: number; nv: number }>(
      db,
      sql`with recursive ${arvore(e, raiz)}, ${promocoes(e, f.dataIni, f.dataFim)}
        select ${fatias(sql`(select * from prom where not vertical)`, sql`count(*)::int`, raiz)} as horizontais,
               ${fatias(sql`(select * from prom where vertical)`, sql`count(*)::int`, raiz)} as verticais,
               (select count(*)::int from prom where not vertical) as nh,
               (select count(*)::int from prom where vertical) as nv`,
    ),
  ]);

  const faturamento = new Map(l.faturamentos.map((r) => [r.mes, r.valor]));
  const folhaDoMes = new Map(l.meses.map((m) => [m.d, m.folha]));
  const temFolha = l.meses.some((m) => m.folha > 0);
  const folhaFaturamento: MesFolha[] = temFolha
    ? meses.map((d) => {
        const mes = d.slice(0, 7);
        const folha = folhaDoMes.get(d) ?? 0;
        const fat = faturamento.get(mes) ?? null;
        return { mes, folha, faturamento: fat, percentual: percentualOuNulo(folha, fat) };
      })
    : [];
  const salarioPorCargo: SalarioCargo[] = l.cargos.map((c) => {
    const pontoMedio = c.minimo == null || c.maximo == null ? null : centavos((c.minimo + c.maximo) / 2);
    return {
      id: c.id,
      nome: c.nome,
      talentos: c.talentos,
      salarioMedio: centavos(c.media),
      pontoMedio,
      compaRatio: pontoMedio ? percentualOuNulo(c.media, pontoMedio) : null,
    };
  });
  return {
    dataIni: f.dataIni,
    dataFim: f.dataFim,
    dataBase: f.dataBase,
    indicadores: {
      talentos: l.base.talentos,
      folha: l.base.folha,
      salarioMedio: l.base.media == null ? 0 : centavos(l.base.media),
      promocoesHorizontais: p.nh,
      promocoesVerticais: p.nv,
      percentualFaturamento: percentualOuNulo(l.base.folha, faturamento.get(f.dataBase.slice(0, 7)) ?? null),
    },
    folhaPorArea: l.folha_por_area,
    promocoesHorizontais: p.horizontais,
    promocoesVerticais: p.verticais,
    folhaFaturamento,
    salarioPorCargo,
  };
}

/** The area of the company the session sees, or null (the route answers 404). */
export async function areaVisivel(
  db: Db,
  e: Escopo,
  id: number,
): Promise<{ id: number; nome: string } | null> {
  const r = await uma<{ id: number; nome: string } | undefined>(
    db,
    sql`select id, nome from area_organizacional
         where id = ${id} and empresa_id = ${e.empresaId}${e.areasVisiveis ? sql` and id in ${e.areasVisiveis}` : sql``}`,
  );
  return r ?? null;
}

/** A drill-down's answer: the message when the area has no child area. */
const filhas = (
  area: { id: number; nome: string },
  itens: ItemArea[],
  possuiFilhas: boolean,
): AreasFilhas => ({
  area,
  itens: possuiFilhas ? itens : [],
  mensagem: possuiFilhas ? null : MSG.areaSemFilha,
});

/** GET …/salarios-areas-filhas: the payroll on the base date of each child area of `area` and of its own people. */
export async function salariosDasAreasFilhas(
  db: Db,
  e: Escopo,
  area: { id: number; nome: string },
  dataBase: string,
): Promise<AreasFilhas> {
  const r = await uma<{ itens: ItemArea[]; filhas: boolean }>(
    db,
    sql`with recursive ${arvore(e, area.id)}, ${datasSql([dataBase])}, ${vigencias(e)}, ${naData(dataBase)}
      select ${fatias(sql`em`, sql`round(sum(o.salario)::numeric, 2)::float8`, area.id)} as itens,
             exists (select 1 from topo) as filhas`,
  );
  return filhas(area, r.itens, r.filhas);
}

/** GET …/promocoes-(horizontal|vertical)-areas-filhas: the promotions of the period per child area. */
export async function promocoesDasAreasFilhas(
  db: Db,
  e: Escopo,
  area: { id: number; nome: string },
  f: { dataIni: string; dataFim: string },
  vertical: boolean,
): Promise<AreasFilhas> {
  const r = await uma<{ itens: ItemArea[]; filhas: boolean }>(
    db,
    sql`with recursive ${arvore(e, area.id)}, ${promocoes(e, f.dataIni, f.dataFim)}
      select ${fatias(sql`(select * from prom where vertical = ${vertical})`, sql`count(*)::int`, area.id)} as itens,
             exists (select 1 from topo) as filhas`,
  );
  return filhas(area, r.itens, r.filhas);
}
