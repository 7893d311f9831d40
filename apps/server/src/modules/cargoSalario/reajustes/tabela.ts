import { MSG_REAJUSTE as M, TIPO_REAJUSTE_OPTIONS } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, fieldErrors, notFound } from '../../../platform/http/errors.ts';
import { gestorDaSessao } from '../colaboradores/escopo.ts';
import { linhas } from '../relatorios/talentosSql.ts';
import { tabelaReajusteColaborador as tabela } from './schema.ts';

export type Tabela = typeof tabela.$inferSelect;

/**
 * The planning table `id` of the session's company (404 otherwise; an area-scoped session sees only the
 * talents' tables). `paraAlterar` locks the row for the rest of the transaction (apply, cancel, records).
 */
export async function tabelaDaSessao(db: Db, s: Session, id: number, paraAlterar = false): Promise<Tabela> {
  const q = db
    .select()
    .from(tabela)
    .where(and(eq(tabela.id, id), eq(tabela.empresaId, s.empresaId), escopoDaTabela(s)));
  const [t] = paraAlterar ? await q.for('update') : await q;
  if (!t) throw notFound();
  return t;
}

/** Area-scoped sessions (managers) plan talents only: bands and indices are HR's. */
export const escopoDaTabela = (s: Session) =>
  gestorDaSessao(s) == null ? undefined : eq(tabela.tipoReajuste, 'C');

const nomeDoTipo = (tipo: string) =>
  (TIPO_REAJUSTE_OPTIONS.find((o) => o.value === tipo)?.label ?? tipo).toLowerCase();

/**
 * The table a record is written to: of the company, of the record's kind and not applied (its records
 * are locked once applied). Field errors point at `tabelaReajusteColaboradorId`.
 */
export async function tabelaParaRegistro(db: Db, s: Session, id: unknown, tipo: 'C' | 'F' | 'I') {
  const campo = 'tabelaReajusteColaboradorId';
  const [t] =
    typeof id === 'number'
      ? await db
          .select()
          .from(tabela)
          .where(and(eq(tabela.id, id), eq(tabela.empresaId, s.empresaId), escopoDaTabela(s)))
          .for('update')
      : [];
  if (!t) throw fieldErrors([{ field: campo, message: M.naoPertenceEmpresa }]);
  if (t.tipoReajuste !== tipo)
    throw fieldErrors([{ field: campo, message: M.tabelaOutroTipo(nomeDoTipo(t.tipoReajuste)) }]);
  if (t.aprovada) throw badRequest(M.tabelaAplicada, 'PLANEJAMENTO_APLICADO');
  return t;
}

/** Refuses a change to an applied table or to one of its records. */
export async function exigirNaoAplicada(db: Db, tabelaId: number) {
  const [t] = await db.select({ aprovada: tabela.aprovada }).from(tabela).where(eq(tabela.id, tabelaId));
  if (t?.aprovada) throw badRequest(M.tabelaAplicada, 'PLANEJAMENTO_APLICADO');
}

/** Whether the table has records of its kind (its kind cannot change then). */
export async function temRegistros(db: Db, tabelaId: number): Promise<boolean> {
  const [r] = await linhas<{ tem: boolean }>(
    db,
    sql`select
    exists (select 1 from reajuste_colaborador where tabela_reajuste_colaborador_id = ${tabelaId})
    or exists (select 1 from reajuste_faixa_salarial where tabela_reajuste_colaborador_id = ${tabelaId})
    or exists (select 1 from reajuste_indice where tabela_reajuste_colaborador_id = ${tabelaId}) as tem`,
  );
  return !!r?.tem;
}
