import type { AccessRule } from '@ipe/domain';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditar } from '../audit.ts';
import type { Session } from '../auth/sessions.ts';
import { fieldErrors, notFound, zodEntries } from '../http/errors.ts';

/**
 * A kind of row that owns a question set (a candidate evaluation model, an evaluation model, a survey…):
 * its table holds `questionarioId`, and the set's routes are mounted under its API path. See
 * docs/questionario.md.
 */
export interface QuestionSetOwner {
  /**
   * API path of the owner resource, e.g. '/api/captacao/modelos-avaliacao-candidato': the routes are
   * `contratosQuestionario(base)` (packages/domain/src/questionario/contratos.ts).
   */
  base: `/api/${string}`;
  tags: string[];
  /** Read routes need `read`, writes `write` (usually the owner resource's own rule). */
  access: { read: AccessRule; write: AccessRule };
  /** Stored in questionario.origem: names the owner's kind. */
  origem: string;
  /** notaMinima of a score question when the editor leaves it out (1 in forms, 0 in models). */
  notaMinimaPadrao: number;
  table: PgTable;
  columns: {
    id: PgColumn;
    empresaId: PgColumn;
    questionarioId: PgColumn;
    titulo: PgColumn;
    observacao?: PgColumn;
  };
  /** When set, every change of the set is written to the audit log under this entity and the owner's id. */
  auditEntidade?: string;
  /**
   * Adjusts a clone's copied columns for its target company (inside the clone's transaction): columns
   * pointing at rows of the source company (an evaluation model's experience period) must point at the
   * target's.
   */
  ajustarCopia?(tx: Db, copia: Record<string, unknown>, empresaId: number): Promise<Record<string, unknown>>;
}

/** What the routes need of one owner row. */
export interface Dono {
  id: number;
  questionarioId: number;
  titulo: string;
  observacao: string | null;
}

/** A path id; anything but a positive 32-bit integer is a missing row. */
export const parseId = (raw: unknown) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** A body through a domain schema; every failing field in one FIELD_VALIDATION_VIOLATION. */
export const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw fieldErrors(zodEntries(r.error.issues));
  return r.data;
};

/**
 * content-disposition of the printed set: an ASCII `filename` (accents dropped, characters a header or
 * a file name cannot hold replaced) and the exact title in `filename*`.
 */
export const nomeArquivo = (titulo: string) => {
  const ascii = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/]/g, '_')
    .trim();
  const utf8 = encodeURIComponent(`${titulo}.pdf`);
  return `attachment; filename="${ascii || 'questionario'}.pdf"; filename*=UTF-8''${utf8}`;
};

/** The owner row of the session's company, else 404. */
export async function donoDaSessao(
  on: Db,
  owner: QuestionSetOwner,
  s: Session,
  rawId: unknown,
): Promise<Dono> {
  const c = owner.columns;
  const [d] = await on
    .select({
      id: c.id,
      questionarioId: c.questionarioId,
      titulo: c.titulo,
      ...(c.observacao ? { observacao: c.observacao } : {}),
    })
    .from(owner.table)
    .where(and(eq(c.id, parseId(rawId)), eq(c.empresaId, s.empresaId)));
  if (!d) throw notFound();
  return { observacao: null, ...(d as Omit<Dono, 'observacao'>) } as Dono;
}

/** Writes a change of the set to the audit log, under the owner, when the owner asks for it. */
export async function auditarDono(
  owner: QuestionSetOwner,
  tx: Db,
  s: Session,
  d: Dono,
  acao: string,
  descricao: string,
  mudanca: { antes?: unknown; depois?: unknown },
) {
  if (!owner.auditEntidade) return;
  await auditar(tx, s, {
    entidade: owner.auditEntidade,
    entidadeId: d.id,
    acao,
    descricao: `${d.titulo}: ${descricao}`,
    ...mudanca,
  });
}
