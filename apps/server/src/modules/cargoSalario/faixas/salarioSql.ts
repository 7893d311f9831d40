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
