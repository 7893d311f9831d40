/**
 * SQL pieces shared by the selection reports (candidato-selecao, analise-etapas-seletivas,
 * avaliacao-candidato, indicacao-candidato). Raw SQL over the tables' snake_case names: these reports
 * join many tables and page by keyset, which reads clearer as SQL than as query-builder chains.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows per batch of the selection reports. Each batch runs the whole filtered join again and sorts it
 * (the order is by name inside a requisition, which no index gives), so few large batches beat many
 * small ones: 10,000 rows are a few MB, and 150,000 links take 16 queries instead of 75.
 */
export const LOTE = 10_000;

/** A timestamp column as the calendar day in Brasília (the users' day, whatever the server's zone). */
export const diaSql = (col: SQL) => sql`(${col} at time zone 'America/Sao_Paulo')::date`;

/** Rows of a raw query. */
export async function linhas<T>(db: { execute: (q: SQL) => Promise<unknown> }, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as { rows: T[] }).rows;
}

/** Maps each batch of a row source (database rows → the report's display rows). */
export async function* mapearLotes<A, B>(
  lotes: AsyncIterable<A[]>,
  mapear: (a: A) => B,
): AsyncGenerator<B[]> {
  for await (const lote of lotes) yield lote.map(mapear);
}

/** The result of a candidate's current step as the reports print it. */
export function resultadoEtapa(apto: 'S' | 'N' | null, temEtapa: boolean): string {
  if (!temEtapa) return 'Sem etapa';
  return apto === 'S' ? 'Apto' : apto === 'N' ? 'Não apto' : 'Pendente';
}

/**
 * Rows read batch by batch from an ordered list of ids (`ordem`: the report's order computed once, ids
 * only): `buscar` gets each slice and answers its rows in the slice's order.
 */
export async function* lotesPorIds<L>(
  ordem: () => Promise<number[]>,
  buscar: (ids: number[]) => Promise<L[]>,
  tamanho = LOTE,
): AsyncGenerator<L[]> {
  const ids = await ordem();
  for (let i = 0; i < ids.length; i += tamanho) {
    const lote = await buscar(ids.slice(i, i + tamanho));
    if (lote.length) yield lote;
  }
}

/** `unnest('{1,2,3}'::int[])`: the ids as a set, numbered by `with ordinality` (integers only, so inlined). */
export function listaDeIds(ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be integers');
  return sql`unnest(${sql.raw(`'{${ids.join(',')}}'`)}::int[])`;
}
