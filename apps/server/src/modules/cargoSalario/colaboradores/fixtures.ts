import type { Db } from '../../../db/client.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { faixaSalarial, faixaSalarialHistorico, indice, indiceHistorico } from '../faixas/schema.ts';

/**
 * The organisation a talent test needs, inserted straight into the tables (the other parts' APIs are
 * tested by their own files): per company an establishment, an area, a position with two bands valued
 * by the band history, and an index. Company 1 also gets an inactive area.
 */
export async function organizacaoDeTeste(db: Db, empresaId: number, sufixo: string) {
  const [e] = await db
    .insert(estabelecimento)
    .values({ empresaId, nome: `Estabelecimento ${sufixo}` })
    .returning({ id: estabelecimento.id });
  const [a, inativa] = await db
    .insert(areaOrganizacional)
    .values([
      { empresaId, nome: `Área ${sufixo}`, descricaoHierarquia: `Área ${sufixo}` },
      {
        empresaId,
        nome: `Área Inativa ${sufixo}`,
        descricaoHierarquia: `Área Inativa ${sufixo}`,
        ativo: false,
      },
    ])
    .returning({ id: areaOrganizacional.id });
  const [c] = await db
    .insert(cargo)
    .values({ empresaId, nome: `Analista ${sufixo}`, nomeMercado: `Analista ${sufixo}` })
    .returning({ id: cargo.id });
  const [f1, f2] = await db
    .insert(faixaSalarial)
    .values([
      { cargoId: c.id, nome: 'I' },
      { cargoId: c.id, nome: 'II' },
    ])
    .returning({ id: faixaSalarial.id });
  const [i] = await db
    .insert(indice)
    .values({ empresaId, nome: `Salário mínimo ${sufixo}` })
    .returning({ id: indice.id });
  await db.insert(indiceHistorico).values([
    { indiceId: i.id, data: '2015-01-01', valor: 1000 },
    { indiceId: i.id, data: '2022-01-01', valor: 1200 },
  ]);
  await db.insert(faixaSalarialHistorico).values([
    { faixaSalarialId: f1.id, data: '2015-01-01', tipo: '3', valor: 3000 },
    { faixaSalarialId: f1.id, data: '2021-01-01', tipo: '3', valor: 3300 },
    { faixaSalarialId: f2.id, data: '2015-01-01', tipo: '2', indiceId: i.id, quantidade: 4 },
  ]);
  return {
    estabelecimentoId: e.id,
    areaId: a.id,
    areaInativaId: inativa.id,
    cargoId: c.id,
    faixaI: f1.id,
    faixaII: f2.id,
    indiceId: i.id,
  };
}
export type Organizacao = Awaited<ReturnType<typeof organizacaoDeTeste>>;
