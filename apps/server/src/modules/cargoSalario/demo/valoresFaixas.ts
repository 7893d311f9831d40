import { type HistoricoIndice, type HistoricoSalarial, salarioEmVigor } from '@ipe/domain/salario';
import { asc, eq } from 'drizzle-orm';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial, faixaSalarialHistorico, indice, indiceHistorico } from '../faixas/schema.ts';

/**
 * The value of each band of the company on any date, for the demo's salaries (a merit raise or a
 * collective agreement stays inside the band's range): the domain's `salarioEmVigor` over the bands' and
 * indices' histories, read once. Before a band's first row, its first row's value (the demo bands' history
 * starts in 2024–2025, the talents' in the ten years before).
 */
export async function valoresDasFaixas(
  tx: DemoCtx['tx'],
  empresaId: number,
): Promise<(faixaId: number, data: string) => number> {
  const [faixas, indices] = await Promise.all([
    tx
      .select({ h: faixaSalarialHistorico })
      .from(faixaSalarialHistorico)
      .innerJoin(faixaSalarial, eq(faixaSalarial.id, faixaSalarialHistorico.faixaSalarialId))
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, empresaId))
      .orderBy(asc(faixaSalarialHistorico.data), asc(faixaSalarialHistorico.id)),
    tx
      .select({ h: indiceHistorico })
      .from(indiceHistorico)
      .innerJoin(indice, eq(indice.id, indiceHistorico.indiceId))
      .where(eq(indice.empresaId, empresaId)),
  ]);
  const porFaixa = new Map<number, HistoricoSalarial[]>();
  for (const { h } of faixas)
    porFaixa.set(h.faixaSalarialId, [
      ...(porFaixa.get(h.faixaSalarialId) ?? []),
      {
        id: h.id,
        data: h.data,
        status: h.status,
        tipo: h.tipo,
        indiceId: h.indiceId,
        quantidade: h.quantidade == null ? null : Number(h.quantidade),
        valor: h.valor == null ? null : Number(h.valor),
      },
    ]);
  const porIndice = new Map<number, HistoricoIndice[]>();
  for (const { h } of indices)
    porIndice.set(h.indiceId, [
      ...(porIndice.get(h.indiceId) ?? []),
      { id: h.id, data: h.data, valor: h.valor == null ? null : Number(h.valor) },
    ]);
  return (faixaId, data) => {
    const linhas = porFaixa.get(faixaId) ?? [];
    const primeira = linhas[0]?.data ?? data;
    return salarioEmVigor(linhas, porIndice, data < primeira ? primeira : data) ?? 0;
  };
}
