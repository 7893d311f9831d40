import type { Db } from '../db/client.ts';
import { auditoria } from '../db/schema/index.ts';
import type { Session } from './auth/sessions.ts';

export type AcaoAuditoria = 'INSERIR' | 'ALTERAR' | 'REMOVER' | (string & {});

/** Who made the change: an internal session, or a candidate acting in the candidate area (no user). */
export type Autor = Pick<Session, 'empresaId' | 'usuarioNome'> & { usuarioId: number | null };

export interface Auditavel {
  entidade: string;
  entidadeId: number | null;
  acao: AcaoAuditoria;
  descricao?: string | null;
  antes?: unknown;
  depois?: unknown;
}

/**
 * Records a change in the audit log (/utilitario/log). Call it with the transaction that makes the
 * change, so the log and the change commit or roll back together.
 */
export async function auditar(tx: Db, session: Autor | null, a: Auditavel) {
  await tx.insert(auditoria).values({
    usuarioId: session?.usuarioId ?? null,
    usuarioNome: session?.usuarioNome ?? null,
    empresaId: session?.empresaId ?? null,
    entidade: a.entidade,
    entidadeId: a.entidadeId,
    acao: a.acao,
    descricao: a.descricao?.slice(0, 255) ?? null,
    antes: a.antes ?? null,
    depois: a.depois ?? null,
  });
}
