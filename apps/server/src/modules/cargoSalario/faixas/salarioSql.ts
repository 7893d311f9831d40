/**
 * The salary in force on a date as SQL expressions, for set-based reads over many talents (reports,
 * analytics): the same rules as packages/domain/src/salario.ts and `salarioColaboradorEm` (the row in
 * force is the latest dated on or before the date, the higher id on the same date; cancelled band rows
 * never count; index × quantity rounded to cents, half away from zero as `round(numeric, 2)` does), each
 * piece a correlated subquery served by the (…_id, data) indexes. `salarioSql.test.ts` checks them
 * against the domain functions.
 *
 * ```ts
 * sql`select c.id, ${salarioColaboradorEmSql(sql`c.id`, sql`${data}::date`)} as salario from colaborador c …`
 * ```
 * Values are float8 (numbers in JavaScript), null where the domain answers null.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The value of index `indiceId` on `data` (its latest history on or before it). */
export const valorIndiceEmSql = (indiceId: SQL, data: SQL): SQL => sql`(
  select ih.valor from indice_historico ih
   where ih.indice_id = ${indiceId} and ih.data <= ${data}
   order by ih.data desc, ih.id desc limit 1)`;

/** The value of band `faixaId` on `data`: its latest valid history row, valued on that date. */
export const valorFaixaEmSql = (faixaId: SQL, data: SQL): SQL => sql`(
  select case fh.tipo
      when '3' then round(fh.valor, 2)
      when '2' then round(fh.quantidade * ${valorIndiceEmSql(sql`fh.indice_id`, data)}, 2)
    end
    from faixa_salarial_historico fh
   where fh.faixa_salarial_id = ${faixaId} and fh.data <= ${data} and fh.status <> '3'
   order by fh.data desc, fh.id desc limit 1)`;

/** What a talent history row (or a proposal) says the salary is made of; SQL over the caller's aliases. */
export interface ComposicaoSql {
  tipoSalario: SQL;
  faixaId: SQL;
  indiceId: SQL;
  quantidade: SQL;
  valor: SQL;
}

/** The columns of a talent history row under alias `h`. */
export const composicaoDe = (h: string): ComposicaoSql => ({
  tipoSalario: sql.raw(`${h}.tipo_salario`),
  faixaId: sql.raw(`${h}.faixa_salarial_id`),
  indiceId: sql.raw(`${h}.indice_id`),
  quantidade: sql.raw(`${h}.quantidade`),
  valor: sql.raw(`${h}.valor`),
});

/** A composition valued on `data`: 1 the band's value, 2 index × quantity, 3 the fixed value. */
export const valorComposicaoEmSql = (c: ComposicaoSql, data: SQL): SQL => sql`(case ${c.tipoSalario}
    when '1' then ${valorFaixaEmSql(c.faixaId, data)}
    when '2' then round(${c.quantidade} * ${valorIndiceEmSql(c.indiceId, data)}, 2)
    when '3' then round(${c.valor}, 2)
  end)::float8`;

/** The salary of talent `colaboradorId` on `data` (null before its first history row). */
export const salarioColaboradorEmSql = (colaboradorId: SQL, data: SQL): SQL => sql`(
  select ${valorComposicaoEmSql(composicaoDe('hv'), data)} from colaborador_historico hv
   where hv.colaborador_id = ${colaboradorId} and hv.data <= ${data}
   order by hv.data desc, hv.id desc limit 1)`;

/**
 * For many rows at once (a report over every history row): the values of the company's indices and bands
 * as date ranges [ini, fim), to be joined on (id, date) instead of a subquery per row. Put
 * `${valoresEmPeriodosSql(empresaId)}` in a WITH list; it defines `indice_periodo (indice_id, ini, fim,
 * valor)` and `faixa_periodo (faixa_id, ini, fim, valor)`. Ranges follow the same rules (the row in force
 * is the latest on or before the date, the higher id on the same date — an empty range —, cancelled band
 * rows never count); a band by index is split at each value of its index. Then value a composition with
 * `valorEmPeriodosSql`.
 */
export const valoresEmPeriodosSql = (empresaId: number): SQL => sql`indice_periodo as (
    select ih.indice_id, ih.data as ini, ih.valor,
      coalesce(lead(ih.data) over (partition by ih.indice_id order by ih.data, ih.id), 'infinity'::date) as fim
    from indice_historico ih join indice i on i.id = ih.indice_id
    where i.empresa_id = ${empresaId}
  ),
  faixa_historico_periodo as (
    select fh.faixa_salarial_id as faixa_id, fh.tipo, fh.valor, fh.quantidade, fh.indice_id, fh.data as ini,
      coalesce(lead(fh.data) over (partition by fh.faixa_salarial_id order by fh.data, fh.id), 'infinity'::date) as fim
    from faixa_salarial_historico fh
    join faixa_salarial f on f.id = fh.faixa_salarial_id join cargo cg on cg.id = f.cargo_id
    where cg.empresa_id = ${empresaId} and fh.status <> '3'
  ),
  faixa_periodo as (
    select faixa_id, ini, fim, round(valor, 2) as valor from faixa_historico_periodo where tipo = '3'
    union all
    select fp.faixa_id, greatest(fp.ini, ip.ini), least(fp.fim, ip.fim), round(fp.quantidade * ip.valor, 2)
      from faixa_historico_periodo fp
      join indice_periodo ip on ip.indice_id = fp.indice_id and ip.ini < fp.fim and fp.ini < ip.fim
     where fp.tipo = '2'
  )`;

/**
 * A composition valued on `data` through the ranges of `valoresEmPeriodosSql`: `joins` goes in the FROM
 * clause (two left joins aliased `<alias>_f`, `<alias>_i`, each matching at most one range), `valor` in
 * the select list (float8, null where the domain answers null).
 */
export function valorEmPeriodosSql(c: ComposicaoSql, data: SQL, alias: string): { joins: SQL; valor: SQL } {
  const f = sql.raw(`${alias}_f`);
  const i = sql.raw(`${alias}_i`);
  return {
    joins: sql`left join faixa_periodo ${f} on ${c.tipoSalario} = '1' and ${f}.faixa_id = ${c.faixaId}
        and ${f}.ini <= ${data} and ${data} < ${f}.fim
      left join indice_periodo ${i} on ${c.tipoSalario} = '2' and ${i}.indice_id = ${c.indiceId}
        and ${i}.ini <= ${data} and ${data} < ${i}.fim`,
    valor: sql`(case ${c.tipoSalario}
        when '1' then ${f}.valor
        when '2' then round(${c.quantidade} * ${i}.valor, 2)
        when '3' then round(${c.valor}, 2)
      end)::float8`,
  };
}
