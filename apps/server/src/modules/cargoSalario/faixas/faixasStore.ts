import { resourceSchema } from '@ipe/domain';
import {
  faixasSalariais,
  MSG_FAIXAS,
  normalizarHistoricoFaixa,
  regrasIntegracaoFaixa,
} from '@ipe/domain/resources/cargoSalario/faixas/index';
import { hojeIso } from '@ipe/domain/salario';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { RESOURCE_ITEMS, RESOURCE_LINKS, RESOURCE_TABLES } from '../../../db/resource-tables.ts';
import { empresa } from '../../../db/schema/index.ts';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial, indice } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { saveChildren, splitChildren } from '../../../platform/crud/children.ts';
import { collated } from '../../../platform/crud/query.ts';
import { type Selection, selection } from '../../../platform/crud/selection.ts';
import type { CrudStorage } from '../../../platform/crud/storage.ts';
import { fieldErrors, fromDatabaseError, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { cboPorCodigo } from '../areas/cbo.ts';
import { salariosDasFaixas } from './salarios.ts';

/**
 * Reading and writing salary bands outside the generic routes (the /cargo/{id} calls, duplicate,
 * transfer), with the same checks, child rows and audit as the generic ones.
 */

export const FAIXA = 'faixas-salariais';
const storage: CrudStorage = { tables: RESOURCE_TABLES, links: RESOURCE_LINKS, items: RESOURCE_ITEMS };
const schema = resourceSchema(faixasSalariais);
const QUEM = 'A faixa salarial';

// Built once, on first use (the generic routes do the same): the columns and joins never change.
let selecaoFaixas: Selection | null = null;
const selecao = () => {
  selecaoFaixas ??= selection(faixasSalariais, storage, 'registro');
  return selecaoFaixas;
};

export type FaixaRow = Record<string, unknown> & { id: number; nome: string; cargoId: number };

/** Bands of the session's company: their cargo belongs to it. */
export const faixaDaEmpresa = (empresaId: number): SQL =>
  sql`exists (select 1 from ${cargo} where ${cargo.id} = ${faixaSalarial.cargoId} and ${cargo.empresaId} = ${empresaId})`;

/** The cargo, when it belongs to the session's company. */
export async function cargoDaEmpresa(db: Db, s: Session, cargoId: number) {
  const [c] = await db
    .select({ id: cargo.id, nome: cargo.nome })
    .from(cargo)
    .where(and(eq(cargo.id, cargoId), eq(cargo.empresaId, s.empresaId)));
  return c ?? null;
}

/** Whether the company is integrated with the payroll system (false when the flag is missing). */
export async function empresaIntegrada(db: Db, empresaId: number): Promise<boolean> {
  const [e] = await db
    .select({ acIntegra: empresa.acIntegra })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  return e?.acIntegra === true;
}

/** Bands with every field (history included), as the generic get answers them, plus the salary in force. */
export async function lerFaixas(db: Db, where: SQL | undefined, data = hojeIso()): Promise<FaixaRow[]> {
  const { sel, joins } = selecao();
  let q = db
    .select(sel as never)
    .from(faixaSalarial)
    .$dynamic();
  for (const j of joins) q = q.leftJoin(j.t, j.on);
  const rows = (await q
    .where(where)
    .orderBy(asc(collated(faixaSalarial.nome)), asc(faixaSalarial.id))) as FaixaRow[];
  const salarios = await salariosDasFaixas(
    db,
    rows.map((r) => r.id),
    data,
  );
  return rows.map((r) => ({ ...r, salarioAtual: salarios.get(r.id) ?? null }));
}

export async function lerFaixa(db: Db, s: Session, id: number, cargoId?: number): Promise<FaixaRow> {
  const [row] = await lerFaixas(
    db,
    and(
      eq(faixaSalarial.id, id),
      cargoId === undefined ? undefined : eq(faixaSalarial.cargoId, cargoId),
      faixaDaEmpresa(s.empresaId),
    ),
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The checks of a band that need the database, inside the write transaction: the cargo and the indices
 * belong to the company, and the payroll-integration rules. Also keeps only the parts of each history row
 * its type uses.
 */
export async function validarFaixa(tx: Db, s: Session, data: Record<string, unknown>) {
  const entries: { field: string; message: string }[] = [];
  if (!(await cargoDaEmpresa(tx, s, Number(data.cargoId))))
    entries.push({ field: 'cargoId', message: MSG_FAIXAS.cargoInvalido });
  entries.push(...regrasIntegracaoFaixa(data, await empresaIntegrada(tx, s.empresaId)));
  // The CBO description comes from the CBO table, never from the request.
  const cbo = data.codigoCBO ? cboPorCodigo(String(data.codigoCBO)) : null;
  if (data.codigoCBO && !cbo) entries.push({ field: 'codigoCBO', message: MSG_FAIXAS.cboInvalido });
  data.descricaoCBO = cbo?.descricao ?? null;
  const historicos = ((data.historicos as Record<string, unknown>[] | undefined) ?? []).map(
    normalizarHistoricoFaixa,
  );
  data.historicos = historicos;
  const ids = [
    ...new Set(historicos.map((h) => h.indiceId as number | null).filter((x): x is number => x != null)),
  ];
  const validos = new Set(
    ids.length
      ? (
          await tx
            .select({ id: indice.id })
            .from(indice)
            .where(and(inArray(indice.id, ids), eq(indice.empresaId, s.empresaId)))
        ).map((r) => r.id)
      : [],
  );
  historicos.forEach((h, i) => {
    if (h.indiceId != null && !validos.has(h.indiceId as number))
      entries.push({ field: `historicos.${i}.indiceId`, message: MSG_FAIXAS.indiceInvalido });
  });
  if (entries.length) throw fieldErrors(entries);
}

/** Parses a band body with the resource's schema (every failing field in one answer). */
export function parseFaixa(body: unknown): Record<string, unknown> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
  return parsed.data as Record<string, unknown>;
}

/** Audit row of a band change, in the caller's transaction (same shape as the generic routes'). */
export async function auditarFaixa(
  tx: Db,
  s: Session,
  id: number,
  acao: string,
  antes: FaixaRow | null,
  depois: FaixaRow | null,
) {
  const strip = (r: FaixaRow | null) => {
    if (!r) return null;
    const { salarioAtual: _s, ...rest } = r;
    return rest;
  };
  await auditar(tx, s, {
    entidade: FAIXA,
    entidadeId: id,
    acao,
    descricao: (depois ?? antes)?.nome ?? null,
    antes: strip(antes),
    depois: strip(depois),
  });
}

/** Creates (id null) or updates a band with its history, checked and audited, in one transaction. */
export async function gravarFaixa(db: Db, s: Session, id: number | null, data: Record<string, unknown>) {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await validarFaixa(tx, s, data);
      const antes = id === null ? null : await lerFaixa(tx, s, id);
      const { own, children } = splitChildren(faixasSalariais, data);
      let savedId = id;
      if (id === null) {
        const [row] = await tx
          .insert(faixaSalarial)
          .values(own as never)
          .returning({ id: faixaSalarial.id });
        savedId = row.id;
      } else
        await tx
          .update(faixaSalarial)
          .set(own as never)
          .where(eq(faixaSalarial.id, id));
      await saveChildren(tx, faixasSalariais, storage, savedId as number, children);
      const depois = await lerFaixa(tx, s, savedId as number);
      await auditarFaixa(tx, s, savedId as number, id === null ? 'INSERIR' : 'ALTERAR', antes, depois);
      return depois;
    });
  } catch (e) {
    throw fromDatabaseError(e, QUEM) ?? e;
  }
}

/** Removes a band of a cargo (its history goes with it), audited. */
export async function removerFaixa(db: Db, s: Session, cargoId: number, id: number) {
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const antes = await lerFaixa(tx, s, id, cargoId);
      await tx.delete(faixaSalarial).where(eq(faixaSalarial.id, id));
      await auditarFaixa(tx, s, id, 'REMOVER', antes, null);
    });
  } catch (e) {
    throw fromDatabaseError(e, QUEM) ?? e;
  }
}
