import { formatDate } from '@ipe/domain';
import { MSG_FAIXAS } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  badRequest,
  fieldErrors,
  fromDatabaseError,
  notFound,
  zodEntries,
} from '../../../platform/http/errors.ts';

type Row = Record<string, unknown> & { id: number; data: string };
type Entries = { field: string; message: string }[];

/** How one dated history (of a band, of an index) is kept, checked and shown. */
export interface HistoricoDef {
  /** Resource of the owner, for the audit log ('faixas-salariais', 'indices'). */
  entidade: string;
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  data: PgColumn;
  /** Columns of a row as answered (besides computed ones). */
  columns: Record<string, PgColumn>;
  /** One row's body. */
  schema: z.ZodType;
  /** The owner's name when it belongs to the session's company, else null (answered 404). */
  dono(db: Db, s: Session, ownerId: number): Promise<string | null>;
  /** The child rows whose owner belongs to the company (for reads by history id alone). */
  daEmpresa(empresaId: number): SQL;
  /** Keeps only the parts the row's type uses. */
  normalizar?(row: Record<string, unknown>): Record<string, unknown>;
  /** Checks that need the database (the index of a band history belongs to the company). */
  validar?(db: Db, s: Session, row: Record<string, unknown>): Promise<Entries>;
  /** Computed columns of answered rows (the salary of a band history on its date). */
  enriquecer?(db: Db, rows: Row[]): Promise<Row[]>;
  /** The owner must keep at least one row (the last one cannot be removed). */
  minimoUm?: boolean;
}

/**
 * List, get, create, update and remove of one history row at a time, each write in a transaction with its
 * audit row ('INSERIR_HISTORICO', 'ALTERAR_HISTORICO', 'REMOVER_HISTORICO' on the owner, before/after).
 */
/** `R`: the answered row's type (its contract's; the serialiser checks it at run time). */
export function historicoStore<R = Row>(db: Db, h: HistoricoDef) {
  const ownerKey = Object.keys(h.columns).find((k) => h.columns[k] === h.owner) as string;
  const enriquecer = (on: Db, rows: Row[]) => (h.enriquecer ? h.enriquecer(on, rows) : Promise.resolve(rows));

  const donoOu404 = async (on: Db, s: Session, ownerId: number) => {
    const nome = await h.dono(on, s, ownerId);
    if (nome === null) throw notFound();
    return nome;
  };

  const ler = async (on: Db, s: Session, id: number, ownerId: number | null) => {
    const rows = (await on
      .select(h.columns)
      .from(h.table)
      .where(
        and(eq(h.id, id), ownerId === null ? undefined : eq(h.owner, ownerId), h.daEmpresa(s.empresaId)),
      )) as Row[];
    if (!rows.length) throw notFound();
    return (await enriquecer(on, rows))[0];
  };

  /** Parses and checks a body; also refuses a second row on the same date. */
  const preparar = async (on: Db, s: Session, ownerId: number, id: number | null, body: unknown) => {
    const parsed = h.schema.safeParse(body ?? {});
    if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
    const row = h.normalizar
      ? h.normalizar(parsed.data as Record<string, unknown>)
      : (parsed.data as Record<string, unknown>);
    const { id: _ignored, ...values } = row;
    const entries = h.validar ? await h.validar(on, s, values) : [];
    const [dup] = await on
      .select({ id: h.id })
      .from(h.table)
      .where(
        and(eq(h.owner, ownerId), eq(h.data, values.data as string), id === null ? undefined : ne(h.id, id)),
      );
    if (dup) entries.push({ field: 'data', message: MSG_FAIXAS.dataRepetida });
    if (entries.length) throw fieldErrors(entries);
    return values;
  };

  const auditoria = (
    tx: Db,
    s: Session,
    ownerId: number,
    nome: string,
    acao: string,
    antes: Row | null,
    depois: Row | null,
  ) =>
    auditar(tx, s, {
      entidade: h.entidade,
      entidadeId: ownerId,
      acao,
      descricao: `${nome} - histórico de ${formatDate((depois ?? antes)?.data)}`,
      antes,
      depois,
    });

  const naTransacao = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction((t) => fn(t as unknown as Db));
    } catch (e) {
      throw fromDatabaseError(e, 'O histórico') ?? e;
    }
  };

  return {
    async listar(s: Session, ownerId: number) {
      await donoOu404(db, s, ownerId);
      const rows = (await db
        .select(h.columns)
        .from(h.table)
        .where(eq(h.owner, ownerId))
        .orderBy(desc(h.data), desc(h.id))) as Row[];
      return (await enriquecer(db, rows)) as R[];
    },

    obter: async (s: Session, id: number, ownerId: number | null = null) =>
      (await ler(db, s, id, ownerId)) as R,

    criar: (s: Session, ownerId: number, body: unknown) =>
      naTransacao(async (tx) => {
        const nome = await donoOu404(tx, s, ownerId);
        const values = await preparar(tx, s, ownerId, null, body);
        const [{ id }] = (await tx
          .insert(h.table)
          .values({ ...values, [ownerKey]: ownerId } as never)
          .returning({ id: h.id })) as { id: number }[];
        const depois = await ler(tx, s, id, ownerId);
        await auditoria(tx, s, ownerId, nome, 'INSERIR_HISTORICO', null, depois);
        return depois as R;
      }),

    alterar: (s: Session, ownerId: number, id: number, body: unknown) =>
      naTransacao(async (tx) => {
        const nome = await donoOu404(tx, s, ownerId);
        const antes = await ler(tx, s, id, ownerId);
        const values = await preparar(tx, s, ownerId, id, body);
        await tx
          .update(h.table)
          .set(values as never)
          .where(eq(h.id, id));
        const depois = await ler(tx, s, id, ownerId);
        await auditoria(tx, s, ownerId, nome, 'ALTERAR_HISTORICO', antes, depois);
        return depois as R;
      }),

    remover: (s: Session, ownerId: number, id: number) =>
      naTransacao(async (tx) => {
        const nome = await donoOu404(tx, s, ownerId);
        const antes = await ler(tx, s, id, ownerId);
        if (h.minimoUm) {
          const [{ n }] = await tx.select({ n: count() }).from(h.table).where(eq(h.owner, ownerId));
          if (n <= 1) throw badRequest(MSG_FAIXAS.ultimoHistorico, 'ULTIMO_HISTORICO');
        }
        await tx.delete(h.table).where(eq(h.id, id));
        await auditoria(tx, s, ownerId, nome, 'REMOVER_HISTORICO', antes, null);
      }),
  };
}
