/**
 * SQL pieces shared by the selection reports (candidato-selecao, analise-etapas-seletivas,
 * avaliacao-candidato, indicacao-candidato). Raw SQL over the tables' snake_case names: these reports
 * join many tables and page by keyset, which reads clearer as SQL than as query-builder chains.
 */
import { type SQL, sql } from 'drizzle-orm';

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
