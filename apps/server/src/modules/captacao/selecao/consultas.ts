import {
  type Apto,
  type EstadoVinculo,
  MSG_SELECAO as M,
  type Verificacao,
} from '@ipe/domain/resources/captacao/selecao/index';
import {
  type Situacao,
  type StatusLiberacao,
  situacaoDe,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from './schema.ts';
import { badRequest, fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';

/** Parses a body with a domain schema: field errors in the product's shape (never a 500). */
export function ler<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const p = schema.safeParse(body ?? {});
  if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
  return p.data;
}

/** A refused move answers 400 with the rule's pt-BR message. */
export function exigir(v: Verificacao) {
  if (!v.ok) throw badRequest(v.mensagem, 'MOVIMENTO_INVALIDO');
}

/** A path id; anything but a positive 32-bit integer is a missing row. */
export const idDoCaminho = (raw: unknown) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** The requisition of the session's company (locked for the transaction when asked), else 404. */
export async function solicitacaoDaEmpresa(db: Db, empresaId: number, id: number, travar = false) {
  const q = db
    .select({
      id: solicitacao.id,
      descricao: solicitacao.descricao,
      quantidade: solicitacao.quantidade,
      qtdVagasPreenchidas: solicitacao.qtdVagasPreenchidas,
      status: solicitacao.status,
      suspensa: solicitacao.suspensa,
      encerrada: solicitacao.encerrada,
      cancelada: solicitacao.cancelada,
    })
    .from(solicitacao)
    .where(and(eq(solicitacao.id, id), eq(solicitacao.empresaId, empresaId)));
  const [s] = travar ? await q.for('update') : await q;
  if (!s) throw notFound(M.solicitacaoDeOutraEmpresa);
  return { ...s, situacao: situacaoDe({ ...s, status: s.status as StatusLiberacao }) as Situacao };
}
export type SolicitacaoDoProcesso = Awaited<ReturnType<typeof solicitacaoDaEmpresa>>;

/** The candidate of the session's company, else 404. */
export async function candidatoDaEmpresa(db: Db, empresaId: number, id: number, travar = false) {
  const q = db
    .select({ id: candidato.id, nome: candidato.nome, cpf: candidato.cpf })
    .from(candidato)
    .where(and(eq(candidato.id, id), eq(candidato.empresaId, empresaId)));
  const [c] = travar ? await q.for('update') : await q;
  if (!c) throw notFound(M.candidatoDeOutraEmpresa);
  return c;
}

/** The selection step of the session's company, else 400 (it comes in a body, not the path). */
export async function etapaDaEmpresa(db: Db, empresaId: number, id: number) {
  const [e] = await db
    .select({ id: etapaSeletiva.id, ordem: etapaSeletiva.ordem, nome: etapaSeletiva.nome })
    .from(etapaSeletiva)
    .where(and(eq(etapaSeletiva.id, id), eq(etapaSeletiva.empresaId, empresaId)));
  if (!e) throw fieldErrors([{ field: 'etapaSeletivaId', message: M.etapaDeOutraEmpresa }]);
  return e;
}

/** The newest history row of a link (its current step) with the step's name and order. */
export async function historicoAtual(db: Db, vinculoId: number) {
  const [h] = await db
    .select({
      id: historicoCandidato.id,
      etapaId: etapaSeletiva.id,
      ordem: etapaSeletiva.ordem,
      nome: etapaSeletiva.nome,
      apto: historicoCandidato.apto,
    })
    .from(historicoCandidato)
    .innerJoin(etapaSeletiva, eq(etapaSeletiva.id, historicoCandidato.etapaSeletivaId))
    .where(eq(historicoCandidato.candidatoSolicitacaoId, vinculoId))
    .orderBy(desc(historicoCandidato.id))
    .limit(1);
  return h ?? null;
}

/**
 * A link of the session's company ready for a move, inside the caller's transaction: the requisition is
 * locked first (hiring counts its vacancies), then the link; with the candidate and the current step.
 */
export async function vinculoParaMovimento(tx: Db, empresaId: number, rawId: unknown) {
  const id = idDoCaminho(rawId);
  const [ref] = await tx
    .select({ solicitacaoId: candidatoSolicitacao.solicitacaoId })
    .from(candidatoSolicitacao)
    .where(and(eq(candidatoSolicitacao.id, id), eq(candidatoSolicitacao.empresaId, empresaId)));
  if (!ref) throw notFound();
  const sol = await solicitacaoDaEmpresa(tx, empresaId, ref.solicitacaoId, true);
  const [v] = await tx
    .select()
    .from(candidatoSolicitacao)
    .where(eq(candidatoSolicitacao.id, id))
    .for('update');
  const cand = await candidatoDaEmpresa(tx, empresaId, v.candidatoId);
  const atual = await historicoAtual(tx, id);
  const estado: EstadoVinculo = {
    removido: v.removedAt !== null,
    contratado: v.contratado,
    etapaAtual: atual
      ? { id: atual.etapaId, ordem: atual.ordem, nome: atual.nome, apto: (atual.apto as Apto | null) ?? null }
      : null,
  };
  return { vinculo: v, solicitacao: sol, candidato: cand, atual, estado };
}

/**
 * An evaluation applied within the selection process (avaliacao_candidato.solicitacaoId and
 * historicoCandidatoId): the requisition must be the company's, and the step (history row) one of this
 * candidate in that requisition.
 */
export async function conferirEtapaDaAvaliacao(
  db: Db,
  empresaId: number,
  candidatoId: number,
  solicitacaoId: number | null,
  historicoCandidatoId: number | null,
) {
  if (solicitacaoId !== null) await solicitacaoDaEmpresa(db, empresaId, solicitacaoId);
  if (historicoCandidatoId === null) return;
  const [h] = await db
    .select({ id: historicoCandidato.id })
    .from(historicoCandidato)
    .innerJoin(candidatoSolicitacao, eq(candidatoSolicitacao.id, historicoCandidato.candidatoSolicitacaoId))
    .where(
      and(
        eq(historicoCandidato.id, historicoCandidatoId),
        eq(historicoCandidato.empresaId, empresaId),
        eq(candidatoSolicitacao.candidatoId, candidatoId),
        solicitacaoId === null ? undefined : eq(candidatoSolicitacao.solicitacaoId, solicitacaoId),
      ),
    );
  if (!h || solicitacaoId === null)
    throw fieldErrors([{ field: 'historicoCandidatoId', message: M.historicoDeOutroVinculo }]);
}
