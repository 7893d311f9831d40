/**
 * SQL pieces shared by the talent reports (promoções, últimas promoções, projeção salarial, competências,
 * alterações de cargos e/ou áreas). Talents are the alias `c`, their history rows `h`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { areasDoGestor, gestorDaSessao } from '../colaboradores/escopo.ts';

export async function linhas<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** `and <col> in (…)` when the list has ids, nothing otherwise (an empty optional list means all). */
export const emIds = (col: SQL, ids: readonly number[]): SQL =>
  ids.length
    ? sql`and ${col} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;

/**
 * The talents an area-scoped session sees (spec 2 §6): itself and the people whose current area is one it
 * manages (with sub-areas), as the talents' list; HR and the administrator: every talent (no condition).
 */
export function escopoTalentoSql(s: Session): SQL {
  const gestor = gestorDaSessao(s);
  return gestor == null
    ? sql``
    : sql`and (c.id = ${gestor} or c.area_organizacional_id in ${areasDoGestor(gestor)})`;
}

/** Employee status A (not dismissed) / D (dismissed) / T (all); cancelled admissions never count. */
export function situacaoSql(situacao: 'T' | 'A' | 'D'): SQL {
  if (situacao === 'A') return sql`and c.situacao not in ('D', 'C')`;
  if (situacao === 'D') return sql`and c.situacao = 'D'`;
  return sql`and c.situacao <> 'C'`;
}

export const SITUACAO_TEXTO = { T: 'Todos', A: 'Ativos', D: 'Desligados' } as const;

/** Names of the chosen rows of a company register for the 'filters used' lines; other companies' ids are not found. */
export async function nomesDe(
  db: Db,
  tabela: 'estabelecimento' | 'area_organizacional' | 'cargo' | 'grupo_ocupacional',
  ids: readonly number[],
  empresaId: number,
  coluna = 'nome',
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await linhas<{ nome: string }>(
    db,
    sql`select ${sql.identifier(coluna)} as nome from ${sql.identifier(tabela)}
      where empresa_id = ${empresaId} ${emIds(sql.raw('id'), ids)}
      order by ${sql.identifier(coluna)} collate "und-x-icu"`,
  );
  return rows.map((r) => r.nome);
}

/**
 * The talents active on `data` (admitted by then, not dismissed before it (the dismissal day still counts, as in the analytics), admission not cancelled)
 * with the history row in force then (`h`: establishment, area, band, salary composition) and the labels of
 * area, position and band. The filters read that row: the establishment, area and position where the
 * talent was on the date. Columns: colaborador_id, nome, matricula, data_admissao, historico_id,
 * estabelecimento_id, area_id, area, faixa_id, faixa, cargo_id, cargo, grupo_ocupacional_id, tipo_salario,
 * indice_id, quantidade, valor.
 */
export function vigentesSql(
  empresaId: number,
  data: string,
  f: {
    estabelecimentosIds: readonly number[];
    areasIds?: readonly number[];
    cargosIds?: readonly number[];
    gruposOcupacionaisIds?: readonly number[];
  },
  s: Session,
): SQL {
  return sql`select c.id as colaborador_id, c.nome, c.matricula, c.data_admissao::text as data_admissao,
      h.id as historico_id, h.estabelecimento_id, h.area_organizacional_id as area_id,
      a.descricao_hierarquia as area, h.faixa_salarial_id as faixa_id, fx.nome as faixa, fx.cargo_id,
      cg.nome_mercado as cargo, cg.grupo_ocupacional_id, h.tipo_salario, h.indice_id, h.quantidade, h.valor
    from colaborador c
    join lateral (
      select * from colaborador_historico h
       where h.colaborador_id = c.id and h.data <= ${data}::date
       order by h.data desc, h.id desc limit 1
    ) h on true
    join faixa_salarial fx on fx.id = h.faixa_salarial_id
    join cargo cg on cg.id = fx.cargo_id
    join area_organizacional a on a.id = h.area_organizacional_id
    where c.empresa_id = ${empresaId} and c.situacao <> 'C' and c.data_admissao <= ${data}::date
      and (c.data_desligamento is null or c.data_desligamento >= ${data}::date)
      ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
      ${emIds(sql`h.area_organizacional_id`, f.areasIds ?? [])}
      ${emIds(sql`fx.cargo_id`, f.cargosIds ?? [])}
      ${emIds(sql`cg.grupo_ocupacional_id`, f.gruposOcupacionaisIds ?? [])}
      ${escopoTalentoSql(s)}`;
}

/** Rows already read, handed to the engine in batches of `n`. */
export async function* emLotes<L>(rows: readonly L[], n = 2_000): AsyncGenerator<L[]> {
  for (let i = 0; i < rows.length; i += n) yield rows.slice(i, i + n);
}
