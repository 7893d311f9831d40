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
 * Set-based: each row is joined with the one before it by `anterior_id` (kept by the triggers of migration
 * 0033, no window over every row), salaries are joined on the date ranges of bands and indices
 * (faixas/salarioSql.ts `valoresEmPeriodosSql`).
 */
import { type SQL, sql } from 'drizzle-orm';
import { valoresEmPeriodosSql, valorEmPeriodosSql } from '../faixas/salarioSql.ts';

/** Motivos that never make a promotion: a collective agreement raises everyone. */
export const MOTIVOS_SEM_PROMOCAO = ['D'] as const;

export interface OpcoesMovimentos {
  empresaId: number;
  /** Rows dated from (inclusive). */
  de?: string;
  /** Rows dated up to (inclusive). */
  ate?: string;
  /** Conditions over the talent `c` (situation, scope, a set of talents): every row of theirs is read. */
  talentos?: SQL;
  /** Conditions over the row `h` itself (its establishment, area): the row before it may be anywhere. */
  linhas?: SQL;
  /** false: no salaries (salario_* and promocao null), for a caller that reads only positions and areas. */
  salarios?: boolean;
}

/**
 * The WITH list of the movements: the CTEs of `valoresEmPeriodosSql` and `movimento`. Columns of
 * `movimento`: id, colaborador_id, data, motivo, estabelecimento_id, area_id, faixa_id, cargo_id (the
 * row's), area_anterior_id, faixa_anterior_id, cargo_anterior_id, salario_anterior, salario_novo (float8,
 * null when the composition did not change or a value is unknown), promocao ('H', 'V' or null).
 * The row before is the stored link `anterior_id` (only the rows asked for are read, not every row of the
 * talents); salaries are joined on the date ranges of the company's bands and indices.
 */
export function movimentosSql(o: OpcoesMovimentos): SQL {
  const antes = valorEmPeriodosSql(
    {
      tipoSalario: sql`p.p_tipo_salario`,
      faixaId: sql`p.p_faixa_salarial_id`,
      indiceId: sql`p.p_indice_id`,
      quantidade: sql`p.p_quantidade`,
      valor: sql`p.p_valor`,
    },
    sql`p.data`,
    'antes',
  );
  const depois = valorEmPeriodosSql(
    {
      tipoSalario: sql`p.tipo_salario`,
      faixaId: sql`p.faixa_salarial_id`,
      indiceId: sql`p.indice_id`,
      quantidade: sql`p.quantidade`,
      valor: sql`p.valor`,
    },
    sql`p.data`,
    'depois',
  );
  const semPromocao = sql.join(
    MOTIVOS_SEM_PROMOCAO.map((x) => sql`${x}`),
    sql`, `,
  );
  const comSalarios = o.salarios !== false;
  return sql`${comSalarios ? sql`${valoresEmPeriodosSql(o.empresaId)},` : sql``}
    historico_par as (
      select h.*, p.id as p_id, p.area_organizacional_id as p_area_id, p.faixa_salarial_id as p_faixa_salarial_id,
        p.tipo_salario as p_tipo_salario, p.indice_id as p_indice_id, p.quantidade as p_quantidade,
        p.valor as p_valor
      from colaborador_historico h
      join colaborador c on c.id = h.colaborador_id
      join colaborador_historico p on p.id = h.anterior_id
      where c.empresa_id = ${o.empresaId}
        ${o.ate ? sql`and h.data <= ${o.ate}::date` : sql``}
        ${o.de ? sql`and h.data >= ${o.de}::date` : sql``}
        ${o.talentos ? sql`and ${o.talentos}` : sql``}
        ${o.linhas ? sql`and ${o.linhas}` : sql``}
    ),
    par as (
      select h.*, (h.tipo_salario, h.faixa_salarial_id, h.indice_id, h.quantidade, h.valor)
          is distinct from (h.p_tipo_salario, h.p_faixa_salarial_id, h.p_indice_id, h.p_quantidade, h.p_valor)
          as mudou_salario
      from historico_par h
    ),
    movimento_base as (
      select p.id, p.colaborador_id, p.data::text as data, p.motivo, p.estabelecimento_id,
        p.area_organizacional_id as area_id, p.faixa_salarial_id as faixa_id, f.cargo_id,
        p.p_area_id as area_anterior_id, p.p_faixa_salarial_id as faixa_anterior_id,
        fp.cargo_id as cargo_anterior_id,
        ${comSalarios ? sql`case when p.mudou_salario then ${antes.valor} end` : sql`null::float8`} as salario_anterior,
        ${comSalarios ? sql`case when p.mudou_salario then ${depois.valor} end` : sql`null::float8`} as salario_novo
      from par p
      join faixa_salarial f on f.id = p.faixa_salarial_id
      join faixa_salarial fp on fp.id = p.p_faixa_salarial_id
      ${comSalarios ? antes.joins : sql``}
      ${comSalarios ? depois.joins : sql``}
    ),
    movimento as (
      select m.*, case when m.motivo not in (${semPromocao}) and m.salario_novo > m.salario_anterior
          then case when m.cargo_id <> m.cargo_anterior_id then 'V' else 'H' end end as promocao
      from movimento_base m
    )`;
}

/** 'Horizontal' / 'Vertical' for the promotion letter. */
export const TIPO_PROMOCAO: Record<string, string> = { H: 'Horizontal', V: 'Vertical' };
