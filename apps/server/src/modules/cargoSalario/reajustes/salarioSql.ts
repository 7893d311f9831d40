/**
 * The salary in force on a date with a planning table's proposals in force (the payroll 'after' of
 * total-folha): the rules of faixas/salarioSql.ts, except that an index or band adjusted by table `t`
 * is valued at its proposal. A talent's own proposal is applied by the caller (consultas.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type ComposicaoSql, valorIndiceEmSql } from '../faixas/salarioSql.ts';

/** The value of index `indiceId` on `data`, or its proposal in table `t`. */
export const valorIndiceReajustadoSql = (indiceId: SQL, data: SQL, t: number): SQL => sql`coalesce(
  (select ri.valor_proposto from reajuste_indice ri
    where ri.tabela_reajuste_colaborador_id = ${t} and ri.indice_id = ${indiceId}),
  ${valorIndiceEmSql(indiceId, data)})`;

/** The value of band `faixaId` on `data`, or its proposal in table `t` (indices adjusted by `t` count). */
export const valorFaixaReajustadaSql = (faixaId: SQL, data: SQL, t: number): SQL => sql`coalesce(
  (select rf.valor_proposto from reajuste_faixa_salarial rf
    where rf.tabela_reajuste_colaborador_id = ${t} and rf.faixa_salarial_id = ${faixaId}),
  (select case fh.tipo
      when '3' then round(fh.valor, 2)
      when '2' then round(fh.quantidade * ${valorIndiceReajustadoSql(sql`fh.indice_id`, data, t)}, 2)
    end
    from faixa_salarial_historico fh
   where fh.faixa_salarial_id = ${faixaId} and fh.data <= ${data} and fh.status <> '3'
   order by fh.data desc, fh.id desc limit 1))`;

/** A composition valued on `data` with table `t`'s band and index proposals in force. */
export const valorComposicaoReajustadaSql = (
  c: ComposicaoSql,
  data: SQL,
  t: number,
): SQL => sql`(case ${c.tipoSalario}
    when '1' then ${valorFaixaReajustadaSql(c.faixaId, data, t)}
    when '2' then round(${c.quantidade} * ${valorIndiceReajustadoSql(c.indiceId, data, t)}, 2)
    when '3' then round(${c.valor}, 2)
  end)::float8`;

/** The proposal of a talent's record under alias `r`, as a composition. */
export const propostaDe = (r: string): ComposicaoSql => ({
  tipoSalario: sql.raw(`${r}.tipo_salario_proposto`),
  faixaId: sql.raw(`${r}.faixa_salarial_proposta_id`),
  indiceId: sql.raw(`${r}.indice_proposto_id`),
  quantidade: sql.raw(`${r}.quantidade_indice_proposto`),
  valor: sql.raw(`${r}.salario_proposto`),
});

/** `atual` adjusted by a percentage ('P') or an added amount ('V'), in cents (numeric). */
export const ajustadoSql = (atual: SQL, forma: string, valor: number): SQL =>
  forma === 'P'
    ? sql`round((${atual})::numeric * (1 + ${valor}::numeric / 100), 2)`
    : sql`round((${atual})::numeric + ${valor}::numeric, 2)`;

/** The difference of a proposal in percent of the current value, 4 decimals (null on a zero base). */
export const percentualSql = (atual: SQL, proposto: SQL): SQL =>
  sql`case when (${atual}) <> 0 then round(((${proposto})::numeric - (${atual})::numeric) / (${atual})::numeric * 100, 4) end`;
