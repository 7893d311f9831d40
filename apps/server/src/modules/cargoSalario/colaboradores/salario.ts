import {
  type HistoricoColaborador,
  historicoVigente,
  salarioColaboradorEm,
  TIPO_SALARIO_FAIXA,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { type HistoricoIndice, type HistoricoSalarial, indicesUsados } from '@ipe/domain/salario';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { faixaSalarialHistorico, indiceHistorico } from '../faixas/schema.ts';
import { colaborador, colaboradorHistorico } from './schema.ts';

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/**
 * The salary of a talent on `data`, computed by the domain from the talent's history, the histories of
 * the bands its type-1 rows follow and the values of every index involved. Null when the talent is not
 * of the company.
 */
export async function salarioDoColaborador(db: Db, empresaId: number, id: number, data: string) {
  const [c] = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(eq(colaborador.id, id), eq(colaborador.empresaId, empresaId)));
  if (!c) return null;
  const historicos = (await db
    .select({
      id: colaboradorHistorico.id,
      data: colaboradorHistorico.data,
      motivo: colaboradorHistorico.motivo,
      faixaSalarialId: colaboradorHistorico.faixaSalarialId,
      tipoSalario: colaboradorHistorico.tipoSalario,
      indiceId: colaboradorHistorico.indiceId,
      quantidade: colaboradorHistorico.quantidade,
      valor: colaboradorHistorico.valor,
    })
    .from(colaboradorHistorico)
    .where(eq(colaboradorHistorico.colaboradorId, id))) as (HistoricoColaborador & { motivo: string })[];

  const faixaIds = [
    ...new Set(historicos.filter((h) => h.tipoSalario === TIPO_SALARIO_FAIXA).map((h) => h.faixaSalarialId)),
  ];
  const faixaRows: (HistoricoSalarial & { faixaSalarialId: number })[] = faixaIds.length
    ? await db
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
        .where(inArray(faixaSalarialHistorico.faixaSalarialId, faixaIds))
    : [];
  const indiceIds = [
    ...new Set([
      ...indicesUsados(historicos.map((h) => ({ ...h, tipo: h.tipoSalario }))),
      ...indicesUsados(faixaRows),
    ]),
  ];
  const indiceRows: (HistoricoIndice & { indiceId: number })[] = indiceIds.length
    ? await db
        .select({
          id: indiceHistorico.id,
          indiceId: indiceHistorico.indiceId,
          data: indiceHistorico.data,
          valor: indiceHistorico.valor,
        })
        .from(indiceHistorico)
        .where(inArray(indiceHistorico.indiceId, indiceIds))
        .orderBy(asc(indiceHistorico.data))
    : [];

  const vigente = historicoVigente(historicos, data);
  return {
    data,
    salario: salarioColaboradorEm(
      historicos,
      groupBy(faixaRows, (r) => r.faixaSalarialId),
      groupBy(indiceRows, (r) => r.indiceId),
      data,
    ),
    historico: vigente
      ? {
          id: Number(vigente.id),
          data: vigente.data,
          motivo: vigente.motivo,
          tipoSalario: vigente.tipoSalario,
        }
      : null,
  };
}
