import { asc, eq } from 'drizzle-orm';
import { cargo, cargoAtitude, cargoConhecimento, cargoHabilidade } from '../areas/schema.ts';
import { atitude, conhecimento, habilidade } from '../competencias/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/**
 * Each demo position asks for two knowledges, one skill and one attitude, spread over the demo
 * competences, so the band matrix's 'Somente as competências do cargo' has something to show.
 */
export async function seedDemoCargoCompetencias({ tx, matrizId }: DemoCtx): Promise<void> {
  const ids = async (t: typeof conhecimento | typeof habilidade | typeof atitude) =>
    (await tx.select({ id: t.id }).from(t).where(eq(t.empresaId, matrizId)).orderBy(asc(t.id))).map(
      (r) => r.id,
    );
  const [cargos, cs, hs, as] = await Promise.all([
    tx.select({ id: cargo.id }).from(cargo).where(eq(cargo.empresaId, matrizId)).orderBy(asc(cargo.id)),
    ids(conhecimento),
    ids(habilidade),
    ids(atitude),
  ]);
  if (!cargos.length || !cs.length || !hs.length || !as.length) return;
  const pick = (list: number[], i: number) => list[i % list.length];
  const kRows = cargos.flatMap((c, i) =>
    [...new Set([pick(cs, i), pick(cs, i + 1)])].map((k) => ({ cargoId: c.id, conhecimentoId: k })),
  );
  await tx.insert(cargoConhecimento).values(kRows);
  await tx
    .insert(cargoHabilidade)
    .values(cargos.map((c, i) => ({ cargoId: c.id, habilidadeId: pick(hs, i) })));
  await tx.insert(cargoAtitude).values(cargos.map((c, i) => ({ cargoId: c.id, atitudeId: pick(as, i) })));
}
