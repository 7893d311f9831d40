import {
  type HistoricoIndice,
  type HistoricoSalarial,
  indicesUsados,
  salarioEmVigor,
} from '@ipe/domain/salario';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { faixaSalarialHistorico, indiceHistorico } from './schema.ts';

/**
 * Batch loaders for the salary in force (the calculation itself is packages/domain/src/salario.ts):
 * whatever the number of bands, one query for their histories and one for the indices they use.
 */

function agrupar<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** The value histories of the given indices, by index id (one query). */
export async function historicosDosIndices(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, HistoricoIndice[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: indiceHistorico.id,
      indiceId: indiceHistorico.indiceId,
      data: indiceHistorico.data,
      valor: indiceHistorico.valor,
    })
    .from(indiceHistorico)
    .where(inArray(indiceHistorico.indiceId, [...new Set(ids)]))
    .orderBy(asc(indiceHistorico.data), asc(indiceHistorico.id));
  return agrupar(rows, (r) => r.indiceId);
}

/** The salary histories of the given bands, by band id (one query). */
export async function historicosDasFaixas(
  db: Db,
  faixaIds: readonly number[],
): Promise<Map<number, HistoricoSalarial[]>> {
  if (!faixaIds.length) return new Map();
  const rows = await db
    .select({
      id: faixaSalarialHistorico.id,
      faixaSalarialId: faixaSalarialHistorico.faixaSalarialId,
      data: faixaSalarialHistorico.data,
      tipo: faixaSalarialHistorico.tipo,
      indiceId: faixaSalarialHistorico.indiceId,
      quantidade: faixaSalarialHistorico.quantidade,
      valor: faixaSalarialHistorico.valor,
      status: faixaSalarialHistorico.status,
    })
    .from(faixaSalarialHistorico)
    .where(inArray(faixaSalarialHistorico.faixaSalarialId, [...new Set(faixaIds)]))
    .orderBy(asc(faixaSalarialHistorico.data), asc(faixaSalarialHistorico.id));
  return agrupar(rows, (r) => r.faixaSalarialId);
}

/**
 * The salary in force on `data` of each band (null without a valid history on or before the date),
 * in two queries whatever the number of bands. Used by the band list and by the talents' salary.
 */
export async function salariosDasFaixas(
  db: Db,
  faixaIds: readonly number[],
  data: string,
): Promise<Map<number, number | null>> {
  const historicos = await historicosDasFaixas(db, faixaIds);
  const indices = await historicosDosIndices(db, indicesUsados([...historicos.values()].flat()));
  return new Map(faixaIds.map((id) => [id, salarioEmVigor(historicos.get(id), indices, data)]));
}
