/**
 * SQL pieces of the position-and-salary reports of q20-rel-a beside talentosSql.ts's (linhas, emIds, nomesDe):
 * the area scope on a history row's area and the two-step batches.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Session } from '../../../platform/auth/sessions.ts';
import { areasDaSessao } from '../colaboradores/escopo.ts';

/**
 * `and <area column> in (the manager's areas)` for an area-scoped session (a manager sees the talents of
 * the areas they are responsible for, with their sub-areas: colaboradores/escopo.ts); nothing for HR.
 */
export function escopoAreaSql(session: Session, coluna: SQL): SQL {
  const areas = areasDaSessao(session);
  return areas ? sql`and ${coluna} in ${areas}` : sql``;
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
  tamanho = 5_000,
): AsyncGenerator<L[]> {
  const ids = await ordem();
  for (let i = 0; i < ids.length; i += tamanho) {
    const lote = ids.slice(i, i + tamanho);
    const porId = new Map((await detalhes(lote)).map((l) => [idDe(l), l]));
    const ordenado = lote.map((id) => porId.get(id)).filter((l): l is L => l !== undefined);
    if (ordenado.length) yield ordenado;
  }
}

/** `<col> = any(<ids>)` for a batch of ids: one parameter whatever its length. */
export const idsDoLote = (col: SQL, ids: readonly number[]) =>
  sql`${col} = any(${`{${ids.join(',')}}`}::int[])`;

/** 'Sim' / 'Não'. */
export const simNao = (b: boolean) => (b ? 'Sim' : 'Não');
