import {
  CONFIG_NIVEIS_PADRAO,
  type ConfigNiveis,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  configHistoricoNivel,
  configuracaoNiveisCompetencia,
  criterioAvaliacaoCompetencia,
  nivelCompetencia,
  nivelCompetenciaHistorico,
} from './schema.ts';
import { columnOf } from '../../../platform/crud/query.ts';
import { COMPETENCIA_TABLES } from './tables.ts';

const KINDS = Object.values(COMPETENCIA_TABLES);

/** The company's level configuration (defaults when it was never saved). */
export async function configNiveis(db: Db, empresaId: number): Promise<ConfigNiveis> {
  const [row] = await db
    .select({
      considerarPercentualMinimo: configuracaoNiveisCompetencia.considerarPercentualMinimo,
      obrigarPercentual: configuracaoNiveisCompetencia.obrigarPercentual,
    })
    .from(configuracaoNiveisCompetencia)
    .where(eq(configuracaoNiveisCompetencia.empresaId, empresaId));
  return row ?? CONFIG_NIVEIS_PADRAO;
}

/**
 * Whether the company evaluates competences by criteria: an active registered criterion, or a behaviour
 * (the criteria of one competence) on any competence.
 */
export async function existeCriterio(db: Db, empresaId: number): Promise<boolean> {
  const comportamentos = KINDS.map(
    (k) =>
      sql`exists (select 1 from ${k.comportamento} join ${k.table} on ${k.table.id} = ${k.comportamento.competenciaId} where ${k.table.empresaId} = ${empresaId})`,
  );
  const criterio = sql`exists (select 1 from ${criterioAvaliacaoCompetencia} where ${criterioAvaliacaoCompetencia.empresaId} = ${empresaId} and ${criterioAvaliacaoCompetencia.ativo})`;
  const [row] = await db
    .select({ existe: sql<boolean>`${sql.join([criterio, ...comportamentos], sql` or `)}` })
    .from(sql`(select 1) as um`);
  return row.existe === true;
}

/** How many of the company's levels have no minimum percentage. */
export async function niveisSemPercentual(db: Db, empresaId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(nivelCompetencia)
    .where(and(eq(nivelCompetencia.empresaId, empresaId), isNull(nivelCompetencia.percentual)));
  return n;
}

export interface NivelEmVigor {
  nivelId: number;
  descricao: string;
  ordem: number;
  percentual: number | null;
}

/** The company's current levels, by weight. */
export async function niveisAtuais(db: Db, empresaId: number): Promise<NivelEmVigor[]> {
  return db
    .select({
      nivelId: nivelCompetencia.id,
      descricao: nivelCompetencia.descricao,
      ordem: nivelCompetencia.ordem,
      percentual: nivelCompetencia.percentual,
    })
    .from(nivelCompetencia)
    .where(eq(nivelCompetencia.empresaId, empresaId))
    .orderBy(asc(nivelCompetencia.ordem), asc(nivelCompetencia.id));
}

/** The levels of one snapshot of the company, by weight; null when the snapshot is not the company's. */
export async function niveisDoHistorico(
  db: Db,
  empresaId: number,
  historicoId: number,
): Promise<{ id: number; data: string; niveis: NivelEmVigor[] } | null> {
  const [h] = await db
    .select({ id: nivelCompetenciaHistorico.id, data: nivelCompetenciaHistorico.data })
    .from(nivelCompetenciaHistorico)
    .where(
      and(eq(nivelCompetenciaHistorico.id, historicoId), eq(nivelCompetenciaHistorico.empresaId, empresaId)),
    );
  if (!h) return null;
  const niveis = await db
    .select({
      nivelId: configHistoricoNivel.nivelId,
      descricao: nivelCompetencia.descricao,
      ordem: configHistoricoNivel.ordem,
      percentual: configHistoricoNivel.percentual,
    })
    .from(configHistoricoNivel)
    .innerJoin(nivelCompetencia, eq(nivelCompetencia.id, configHistoricoNivel.nivelId))
    .where(eq(configHistoricoNivel.nivelCompetenciaHistoricoId, h.id))
    .orderBy(asc(configHistoricoNivel.ordem), asc(configHistoricoNivel.id));
  return { ...h, niveis };
}

/** The snapshot in force on `data` (the latest dated on or before it), or null when none is. */
export async function historicoEmVigor(db: Db, empresaId: number, data: string): Promise<number | null> {
  const [h] = await db
    .select({ id: nivelCompetenciaHistorico.id })
    .from(nivelCompetenciaHistorico)
    .where(and(eq(nivelCompetenciaHistorico.empresaId, empresaId), lte(nivelCompetenciaHistorico.data, data)))
    .orderBy(desc(nivelCompetenciaHistorico.data))
    .limit(1);
  return h?.id ?? null;
}

/** The ids of `ids` that are not rows of `table` in the company (foreign or missing rows). */
export async function idsAlheios(
  db: Db,
  table: PgTable,
  empresaId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unicos = [...new Set(ids)];
  if (!unicos.length) return [];
  const id = columnOf(table, 'id');
  const found = await db
    .select({ id })
    .from(table)
    .where(and(eq(columnOf(table, 'empresaId'), empresaId), inArray(id, unicos)));
  const ok = new Set(found.map((r) => r.id as number));
  return unicos.filter((x) => !ok.has(x));
}
