/** Reading one candidate through its declaration (the generic GET's selection) plus what it leaves out. */
import {
  candidatos,
  pendenciasCandidato,
  qualificacaoPorPendencias,
  tempoExperienciaMeses,
  tempoExperienciaTexto,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { RESOURCE_ITEMS, RESOURCE_LINKS, RESOURCE_TABLES } from '../../../db/resource-tables.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import { candidato } from '../schema.ts';
import { type Selection, selection } from '../../../platform/crud/selection.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BASE, lerFormulario } from './configuracao.ts';

export type Registro = Record<string, unknown>;
/** A record or a row of one of its lists: what the contracts' record schemas check. */
export type Linha = { id: number } & Registro;
const STORAGE = { tables: RESOURCE_TABLES, links: RESOURCE_LINKS, items: RESOURCE_ITEMS };
let registro: Selection | null = null;

/** The candidate of the company as the generic GET answers it, or 404. */
export async function lerRegistro(db: Db, empresaId: number, id: number): Promise<Linha> {
  registro ??= selection(candidatos, STORAGE, 'registro');
  const [row] = (await db
    .select({
      ...(registro.sel as Record<string, PgColumn>),
      id: candidato.id,
      temFoto: sql<boolean>`${candidato.foto} is not null`,
      temSenha: sql<boolean>`${candidato.senha} is not null`,
    })
    .from(candidato)
    .where(and(eq(candidato.id, id), eq(candidato.empresaId, empresaId)))) as Linha[];
  if (!row) throw notFound();
  return row;
}

/** The candidate's extra-field values ({texto1: …}), empty without a row. */
export async function lerCamposExtrasValores(db: Db, camposExtrasId: unknown): Promise<Registro> {
  if (typeof camposExtrasId !== 'number') return {};
  const [row] = await db.select().from(camposExtras).where(eq(camposExtras.id, camposExtrasId));
  if (!row) return {};
  const { id: _id, empresaId: _e, ...valores } = row;
  return Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== null));
}

/** An experience with its computed length (months and text). */
export function comTempo(e: Linha) {
  const meses = tempoExperienciaMeses(e.dataAdmissao as string | null, e.dataDesligamento as string | null);
  return { ...e, tempoExperienciaMeses: meses, tempoExperiencia: tempoExperienciaTexto(meses) };
}

/** GET /{id}/completo: the record, extra-field values, experience lengths, photo URL and consent state. */
export async function lerCompleto(db: Db, empresaId: number, id: number): Promise<Linha> {
  const r = await lerRegistro(db, empresaId, id);
  const { temFoto, temSenha, ...resto } = r;
  return {
    ...resto,
    experiencias: ((r.experiencias as Linha[]) ?? []).map(comTempo),
    camposExtras: await lerCamposExtrasValores(db, r.camposExtrasId),
    temSenha,
    fotoUrl: temFoto ? `${BASE}/${id}/foto` : null,
  };
}

/**
 * The pending data of a candidate (the session's company) under a company's configuration (empresaId:
 * the candidate may be shared with another company), with the qualification it gives.
 */
export async function verificarPendencias(
  db: Db,
  empresaId: number,
  id: number,
  empresaConfiguracaoId: number,
) {
  const r = await lerRegistro(db, empresaId, id);
  const f = await lerFormulario(db, empresaConfiguracaoId);
  const pendencias = pendenciasCandidato(
    { ...r, camposExtras: await lerCamposExtrasValores(db, r.camposExtrasId) },
    f,
  );
  return { pendencias, ...qualificacaoPorPendencias(pendencias) };
}
