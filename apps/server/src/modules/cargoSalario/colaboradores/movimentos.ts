/**
 * A talent's history read as movements: each history row beside the row before it (the admission has
 * none), with the position (the band's cargo) and area on both sides and, when the salary composition
 * changed, the salary before and after valued on the row's date. The promotion and change reports (and
 * anyone counting promotions) read these, so "promotion" means one thing in the product:
 *
 * - a **promotion** is a row, not the admission, whose salary is higher than what the row before it paid
 *   on the same date, except a collective agreement (motivo 'D' Dissídio);
 * - **vertical** when the position changed, **horizontal** when it stayed (another band or a raise in it).
 *
 * Both sides are valued on the row's date, so a band realignment the same day is not the talent's raise.
 * Set-based: the row before is one index probe per row (colaborador_historico (colaborador_id, data)),
 * salaries are computed only where the composition changed (an area move costs no salary lookup).
 */
import { type SQL, sql } from 'drizzle-orm';
import { composicaoDe, valorComposicaoEmSql } from '../faixas/salarioSql.ts';

/** Motivos that never make a promotion: a collective agreement raises everyone. */
export const MOTIVOS_SEM_PROMOCAO = ['D'] as const;

export interface OpcoesMovimentos {
  empresaId: number;
  /** Rows dated from (inclusive). */
  de?: string;
  /** Rows dated up to (inclusive). */
  ate?: string;
  /** More conditions over `c` (colaborador) and `h` (the row): establishments, areas, scope. */
  onde?: SQL;
}

/**
 * `select` of the movements (use it as a CTE). Columns: id, colaborador_id, data, motivo,
 * estabelecimento_id, area_id, faixa_id, cargo_id (the row's), area_anterior_id, faixa_anterior_id,
 * cargo_anterior_id, salario_anterior, salario_novo (float8, null when the composition did not change or a
 * value is unknown), promocao ('H', 'V' or null).
 */
export function movimentosSql(o: OpcoesMovimentos): SQL {
  const antes = valorComposicaoEmSql(composicaoDe('p'), sql`h.data`);
  const depois = valorComposicaoEmSql(composicaoDe('h'), sql`h.data`);
  const mudouSalario = sql`(h.tipo_salario, h.faixa_salarial_id, h.indice_id, h.quantidade, h.valor)
    is distinct from (p.tipo_salario, p.faixa_salarial_id, p.indice_id, p.quantidade, p.valor)`;
  return sql`select m.*,
      case when m.motivo not in (${sql.join(
        MOTIVOS_SEM_PROMOCAO.map((x) => sql`${x}`),
        sql`, `,
      )}) and m.salario_novo > m.salario_anterior
        then case when m.cargo_id <> m.cargo_anterior_id then 'V' else 'H' end end as promocao
    from (
      select h.id, h.colaborador_id, h.data::text as data, h.motivo, h.estabelecimento_id,
        h.area_organizacional_id as area_id, h.faixa_salarial_id as faixa_id, f.cargo_id,
        p.area_organizacional_id as area_anterior_id, p.faixa_salarial_id as faixa_anterior_id,
        fp.cargo_id as cargo_anterior_id,
        case when ${mudouSalario} then ${antes} end as salario_anterior,
        case when ${mudouSalario} then ${depois} end as salario_novo
      from colaborador_historico h
      join colaborador c on c.id = h.colaborador_id
      join faixa_salarial f on f.id = h.faixa_salarial_id
      join lateral (
        select * from colaborador_historico p
         where p.colaborador_id = h.colaborador_id and (p.data < h.data or (p.data = h.data and p.id < h.id))
         order by p.data desc, p.id desc limit 1
      ) p on true
      join faixa_salarial fp on fp.id = p.faixa_salarial_id
      where c.empresa_id = ${o.empresaId}
        ${o.de ? sql`and h.data >= ${o.de}::date` : sql``}
        ${o.ate ? sql`and h.data <= ${o.ate}::date` : sql``}
        ${o.onde ? sql`and ${o.onde}` : sql``}
    ) m`;
}

/** 'Horizontal' / 'Vertical' for the promotion letter. */
export const TIPO_PROMOCAO: Record<string, string> = { H: 'Horizontal', V: 'Vertical' };
