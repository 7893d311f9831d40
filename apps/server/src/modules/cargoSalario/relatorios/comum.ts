/** SQL pieces shared by the position-and-salary reports (issue 20). */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { areasDaSessao } from '../colaboradores/escopo.ts';

/** The rows of a raw statement. */
export async function linhas<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** `and <col> in (…)` when the list has ids, nothing otherwise (an empty optional list means all). */
export const idsSql = (col: SQL, ids: readonly number[]) =>
  ids.length
    ? sql`and ${col} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;

/**
 * `and <area column> in (the manager's areas)` for an area-scoped session (a manager sees the talents of
 * the areas they are responsible for, with their sub-areas: colaboradores/escopo.ts); nothing for HR.
 */
export function escopoAreaSql(session: Session, coluna: SQL): SQL {
  const areas = areasDaSessao(session);
  return areas ? sql`and ${coluna} in ${areas}` : sql``;
}

/**
 * Names of the chosen rows of a company register for the 'filters used' lines, in name order; ids of
 * another company are not found (so never named).
 */
export async function nomesDe(
  db: Db,
  tabela: 'estabelecimento' | 'area_organizacional' | 'cargo' | 'grupo_ocupacional',
  ids: readonly number[],
  empresaId: number,
  coluna: SQL = sql.raw('nome'),
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await linhas<{ nome: string }>(
    db,
    sql`select ${coluna} as nome from ${sql.identifier(tabela)}
      where empresa_id = ${empresaId} ${idsSql(sql.raw('id'), ids)}
      order by ${coluna} collate "und-x-icu"`,
  );
  return rows.map((r) => r.nome);
}

/**
 * Report rows in two steps, so a set-based query runs once however long the report: `ordem` answers every
 * row's key (a unique id) in the report's order in one statement; `detalhes` reads a batch of those ids
 * (one statement per `tamanho` rows, never one per row), which come back in `ordem`'s order. Keyset paging
 * would re-run the whole ordering query for every batch; only the ids (numbers) are held in memory.
 */
export async function* lotesPorOrdem<L>(
  ordem: () => Promise<number[]>,
  detalhes: (ids: number[]) => Promise<L[]>,
  idDe: (l: L) => number,
  tamanho = 2_000,
): AsyncGenerator<L[]> {
  const ids = await ordem();
  for (let i = 0; i < ids.length; i += tamanho) {
    const lote = ids.slice(i, i + tamanho);
    const porId = new Map((await detalhes(lote)).map((l) => [idDe(l), l]));
    const ordenado = lote.map((id) => porId.get(id)).filter((l): l is L => l !== undefined);
    if (ordenado.length) yield ordenado;
  }
}

/** `= any(<ids>)` for a batch of ids: one parameter whatever its length. */
export const emIds = (col: SQL, ids: readonly number[]) => sql`${col} = any(${`{${ids.join(',')}}`}::int[])`;

/** 'Sim' / 'Não'. */
export const simNao = (b: boolean) => (b ? 'Sim' : 'Não');
