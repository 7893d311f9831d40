import { type AreaNo, descricoesHierarquia } from '@ipe/domain/resources/cargoSalario/areas/index';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { areaCoResponsavel, areaOrganizacional, areaResponsavel } from './schema.ts';
import { collated } from '../../../platform/crud/query.ts';

/** What the rules need of each area of a company. */
export interface AreaResumo extends AreaNo {
  ativo: boolean;
  exibirOrganograma: boolean;
  descricaoHierarquia: string | null;
}

/** Every area of a company, in tree order. Companies have tens to a few thousand areas. */
export async function areasDaEmpresa(db: Db, empresaId: number): Promise<AreaResumo[]> {
  return db
    .select({
      id: areaOrganizacional.id,
      nome: areaOrganizacional.nome,
      areaMaeId: areaOrganizacional.areaMaeId,
      ativo: areaOrganizacional.ativo,
      exibirOrganograma: areaOrganizacional.exibirOrganograma,
      descricaoHierarquia: areaOrganizacional.descricaoHierarquia,
    })
    .from(areaOrganizacional)
    .where(eq(areaOrganizacional.empresaId, empresaId))
    .orderBy(asc(collated(areaOrganizacional.descricaoHierarquia)), asc(areaOrganizacional.id));
}

/**
 * Rewrites descricaoHierarquia of the company's areas whose path changed (a renamed or moved area
 * changes all its descendants), in one statement.
 */
export async function atualizarHierarquia(tx: Db, empresaId: number) {
  const areas = await areasDaEmpresa(tx, empresaId);
  const descricoes = descricoesHierarquia(areas);
  const mudaram = areas
    .filter((a) => a.descricaoHierarquia !== descricoes.get(a.id))
    .map((a) => ({ id: a.id, d: descricoes.get(a.id) }));
  if (!mudaram.length) return;
  await tx.execute(sql`
    update ${areaOrganizacional} set descricao_hierarquia = v.d
    from jsonb_to_recordset(${JSON.stringify(mudaram)}::jsonb) as v(id int, d text)
    where ${areaOrganizacional.id} = v.id`);
}

/**
 * Fills descricaoHierarquia of areas written without it (rows inserted straight into the table by a
 * seed or an import), company by company. Run once at start-up; a no-op when every area has one.
 */
export async function completarHierarquias(db: Db) {
  const empresas = await db
    .selectDistinct({ id: areaOrganizacional.empresaId })
    .from(areaOrganizacional)
    .where(isNull(areaOrganizacional.descricaoHierarquia));
  for (const e of empresas) await db.transaction((tx) => atualizarHierarquia(tx as unknown as Db, e.id));
}

/** Whether the company is integrated with the payroll system (empresa.acIntegra). */
export async function empresaIntegrada(db: Db, empresaId: number): Promise<boolean> {
  const [e] = await db
    .select({ acIntegra: empresa.acIntegra })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  return e?.acIntegra === true;
}

/** Ids among `ids` used by some talent history row. */
export async function areasEmHistorico(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: colaboradorHistorico.areaOrganizacionalId })
    .from(colaboradorHistorico)
    .where(inArray(colaboradorHistorico.areaOrganizacionalId, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export interface Pessoa {
  id: number;
  nome: string;
}

/** Responsibles and co-responsibles (id and name) of the given areas, by area id. */
export async function responsaveisDas(
  db: Db,
  areaIds: readonly number[],
): Promise<Map<number, { responsaveis: Pessoa[]; coResponsaveis: Pessoa[] }>> {
  const out = new Map<number, { responsaveis: Pessoa[]; coResponsaveis: Pessoa[] }>();
  for (const id of areaIds) out.set(id, { responsaveis: [], coResponsaveis: [] });
  if (!areaIds.length) return out;
  const ler = (t: typeof areaResponsavel | typeof areaCoResponsavel) =>
    db
      .select({ areaId: t.areaOrganizacionalId, id: colaborador.id, nome: colaborador.nome })
      .from(t)
      .innerJoin(colaborador, eq(colaborador.id, t.colaboradorId))
      .where(inArray(t.areaOrganizacionalId, [...areaIds]))
      .orderBy(asc(collated(colaborador.nome)), asc(colaborador.id));
  const [resp, co] = await Promise.all([ler(areaResponsavel), ler(areaCoResponsavel)]);
  for (const r of resp) out.get(r.areaId)?.responsaveis.push({ id: r.id, nome: r.nome });
  for (const r of co) out.get(r.areaId)?.coResponsaveis.push({ id: r.id, nome: r.nome });
  return out;
}

/** Ids among `ids` that are not talents of the company. */
export async function colaboradoresDeOutraEmpresa(
  db: Db,
  empresaId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(inArray(colaborador.id, [...ids]), eq(colaborador.empresaId, empresaId)));
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((i) => !ok.has(i));
}

/**
 * Copies the responsibles (or co-responsibles) of an area to the given descendants, replacing theirs.
 */
export async function replicarPara(
  tx: Db,
  t: typeof areaResponsavel | typeof areaCoResponsavel,
  origemId: number,
  destinos: readonly number[],
) {
  if (!destinos.length) return;
  const ids = (
    await tx.select({ id: t.colaboradorId }).from(t).where(eq(t.areaOrganizacionalId, origemId))
  ).map((r) => r.id);
  await tx.delete(t).where(inArray(t.areaOrganizacionalId, [...destinos]));
  if (ids.length)
    await tx
      .insert(t)
      .values(
        destinos.flatMap((areaOrganizacionalId) =>
          ids.map((colaboradorId) => ({ areaOrganizacionalId, colaboradorId })),
        ),
      );
}
