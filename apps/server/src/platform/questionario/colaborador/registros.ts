/**
 * What owner modules call inside their own transaction to create and remove answering records
 * (docs/questionario.md 'Registro de resposta'). Set-based: one statement whatever the number of records.
 *
 *   await criarRegistros(tx, {
 *     empresaId, donoTipo: 'acompanhamento-experiencia', donoId: periodo.id, questionarioId: modelo.questionarioId,
 *     itens: talentos.map((c) => ({ respondenteColaboradorId: c.gestorId, avaliadoColaboradorId: c.id, prazo: c.vence })),
 *   });
 *   await removerRegistros(tx, { empresaId, donoTipo: 'acompanhamento-experiencia', donoId: periodo.id });
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

export interface NovoRegistro {
  respondenteUsuarioId?: number | null;
  respondenteColaboradorId?: number | null;
  avaliadoColaboradorId?: number | null;
  /** Overrides the batch's due date. */
  prazo?: string | null;
}

export interface CriarRegistros {
  empresaId: number;
  donoTipo: string;
  donoId: number;
  questionarioId: number;
  /** Due date (YYYY-MM-DD) of every item without its own. */
  prazo?: string | null;
  /** Whether the respondents may answer at once (default true). */
  liberado?: boolean;
  itens: readonly NovoRegistro[];
}

export interface RegistroCriado {
  id: number;
  respondenteUsuarioId: number | null;
  respondenteColaboradorId: number | null;
  avaliadoColaboradorId: number | null;
}

const inteiros = (l: readonly (number | null | undefined)[]) =>
  sql.raw(`array[${l.map((n) => (n == null ? 'null' : String(Math.trunc(Number(n))))).join(',')}]::int[]`);

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Creates the records of an owner (one INSERT … SELECT FROM unnest): an item that already has its record
 * (same owner, set, respondent and evaluated person) is skipped, so creating again adds only the new ones.
 * Every item needs a respondent (a user or a talent). Answers the records created.
 */
export async function criarRegistros(tx: Db, c: CriarRegistros): Promise<RegistroCriado[]> {
  const itens = c.itens.filter((i) => i.respondenteUsuarioId != null || i.respondenteColaboradorId != null);
  if (itens.length !== c.itens.length) throw new Error('criarRegistros: item sem respondente');
  if (!itens.length) return [];
  const prazos = itens.map((i) => (i.prazo === undefined ? (c.prazo ?? null) : i.prazo));
  if (prazos.some((p) => p != null && !/^\d{4}-\d{2}-\d{2}$/.test(p)))
    throw new Error('criarRegistros: prazo fora do formato YYYY-MM-DD');
  // Dates checked above and ids integers: inlined as array literals (one statement, any size).
  const datas = sql.raw(`array[${prazos.map((p) => (p == null ? 'null' : `'${p}'`)).join(',')}]::date[]`);
  const r = await tx.execute(sql`
    insert into colaborador_questionario
      (empresa_id, questionario_id, dono_tipo, dono_id, respondente_usuario_id, respondente_colaborador_id,
       avaliado_colaborador_id, prazo, liberado)
    select ${c.empresaId}, ${c.questionarioId}, ${c.donoTipo}, ${c.donoId}, u, col, av, pz, ${c.liberado ?? true}
      from unnest(${inteiros(itens.map((i) => i.respondenteUsuarioId))},
                  ${inteiros(itens.map((i) => i.respondenteColaboradorId))},
                  ${inteiros(itens.map((i) => i.avaliadoColaboradorId))},
                  ${datas}) as x(u, col, av, pz)
    on conflict do nothing
    returning id, respondente_usuario_id as "respondenteUsuarioId",
      respondente_colaborador_id as "respondenteColaboradorId", avaliado_colaborador_id as "avaliadoColaboradorId"`);
  return rowsOf<RegistroCriado>(r);
}

export interface FiltroRegistros {
  empresaId: number;
  donoTipo: string;
  donoId: number;
  /** Only the records of these evaluated talents / respondents (default: all of the owner's). */
  avaliadoColaboradorIds?: readonly number[];
  respondenteColaboradorIds?: readonly number[];
  respondenteUsuarioIds?: readonly number[];
}

function filtro(f: FiltroRegistros) {
  const partes = [
    sql`empresa_id = ${f.empresaId} and dono_tipo = ${f.donoTipo} and dono_id = ${f.donoId}`,
    f.avaliadoColaboradorIds && sql`avaliado_colaborador_id = any(${inteiros(f.avaliadoColaboradorIds)})`,
    f.respondenteColaboradorIds &&
      sql`respondente_colaborador_id = any(${inteiros(f.respondenteColaboradorIds)})`,
    f.respondenteUsuarioIds && sql`respondente_usuario_id = any(${inteiros(f.respondenteUsuarioIds)})`,
  ].filter((p) => !!p);
  return sql.join(partes, sql` and `);
}

/**
 * Removes an owner's records, inside the owner's transaction: by default only the unanswered ones (never
 * concluded; a draft goes with its answers, unlocking the questions it answered). `todos` removes the
 * concluded too (the owner itself is being removed). Answers how many were removed.
 */
export async function removerRegistros(tx: Db, f: FiltroRegistros & { todos?: boolean }): Promise<number> {
  const r = await tx.execute(sql`
    delete from colaborador_questionario
     where ${filtro(f)} ${f.todos ? sql`` : sql`and concluido_em is null`}
    returning questionario_resposta_id as "respostaId"`);
  const respostas = rowsOf<{ respostaId: number | null }>(r)
    .map((x) => x.respostaId)
    .filter((x): x is number => x != null);
  if (respostas.length)
    await tx.execute(sql`delete from questionario_resposta where id = any(${inteiros(respostas)})`);
  return rowsOf(r).length;
}

/** Releases or blocks an owner's records for answering (an evaluation released, a survey closed). */
export async function liberarRegistros(tx: Db, f: FiltroRegistros & { liberado: boolean }): Promise<number> {
  const r = await tx.execute(sql`
    update colaborador_questionario set liberado = ${f.liberado} where ${filtro(f)} returning id`);
  return rowsOf(r).length;
}
