import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { and, asc, desc, eq, exists, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { solicitacao, solicitacaoAvaliacao } from '../solicitacoes/schema.ts';
import { candidatoSolicitacao } from './schema.ts';
import { collated } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { idDoCaminho } from './consultas.ts';
import { avaliacoesDaSolicitacao, historicosDe } from './quadro.ts';

/** Requisitions in progress (released, not suspended, closed or cancelled). */
const emAndamento = and(
  eq(solicitacao.status, 'L'),
  eq(solicitacao.suspensa, false),
  eq(solicitacao.encerrada, false),
  eq(solicitacao.cancelada, false),
);

/**
 * The company's requisitions that accept candidates (GET /solicitacoes-pessoal/candidato), newest first;
 * with candidatoId, `participa` tells those the candidate is already in.
 */
export async function solicitacoesAbertas(db: Db, empresaId: number, candidatoId?: number) {
  const participa = candidatoId
    ? exists(
        db
          .select({ x: sql`1` })
          .from(candidatoSolicitacao)
          .where(
            and(
              eq(candidatoSolicitacao.solicitacaoId, solicitacao.id),
              eq(candidatoSolicitacao.candidatoId, candidatoId),
              isNull(candidatoSolicitacao.removedAt),
            ),
          ),
      )
    : sql`false`;
  return db
    .select({
      id: solicitacao.id,
      descricao: solicitacao.descricao,
      data: solicitacao.data,
      quantidade: solicitacao.quantidade,
      qtdVagasPreenchidas: solicitacao.qtdVagasPreenchidas,
      participa: sql<boolean>`${participa}`,
    })
    .from(solicitacao)
    .where(and(eq(solicitacao.empresaId, empresaId), emAndamento))
    .orderBy(desc(solicitacao.data), desc(solicitacao.id));
}

/** A candidate's current links (not removed), with the requisition and the current step. */
export async function vinculosDoCandidato(db: Db, empresaId: number, candidatoId: number) {
  return db
    .select({
      id: candidatoSolicitacao.id,
      solicitacao: { id: solicitacao.id, descricao: solicitacao.descricao },
      etapa: { id: etapaSeletiva.id, nome: etapaSeletiva.nome },
      contratado: candidatoSolicitacao.contratado,
      createdAt: candidatoSolicitacao.createdAt,
    })
    .from(candidatoSolicitacao)
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .leftJoin(etapaSeletiva, eq(etapaSeletiva.id, candidatoSolicitacao.etapaSeletivaId))
    .where(
      and(
        eq(candidatoSolicitacao.empresaId, empresaId),
        eq(candidatoSolicitacao.candidatoId, candidatoId),
        isNull(candidatoSolicitacao.removedAt),
      ),
    )
    .orderBy(desc(candidatoSolicitacao.createdAt), desc(candidatoSolicitacao.id));
}

/**
 * Up to 20 candidates of the company by name (accent-insensitive) or CPF, not yet in the requisition. The
 * CPF is searched whole but answered masked (issue 24 §3: a list on the board).
 */
export async function candidatosDisponiveis(db: Db, empresaId: number, solicitacaoId: number, texto: string) {
  const q = texto.trim();
  const digitos = q.replace(/\D/g, '');
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const linhas = await db
    .select({ id: candidato.id, nome: candidato.nome, cpf: candidato.cpf })
    .from(candidato)
    .where(
      and(
        eq(candidato.empresaId, empresaId),
        q
          ? or(
              sql`ipe_unaccent(${candidato.nome}) ILIKE ipe_unaccent(${like})`,
              digitos.length >= 3 ? sql`${candidato.cpf} LIKE ${`${digitos}%`}` : undefined,
            )
          : undefined,
        notExists(
          db
            .select({ x: sql`1` })
            .from(candidatoSolicitacao)
            .where(
              and(
                eq(candidatoSolicitacao.candidatoId, candidato.id),
                eq(candidatoSolicitacao.solicitacaoId, solicitacaoId),
                isNull(candidatoSolicitacao.removedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(collated(candidato.nome)), asc(candidato.id))
    .limit(20);
  return linhas.map((c) => ({ ...c, cpf: mascararCpf(c.cpf) }));
}

/**
 * GET /candidato-solicitacoes/{id}/avaliacoes: the requisition's evaluation models and the evaluations
 * applied to the candidate for it, each with the step (history row) it was applied in.
 */
export async function avaliacoesDoVinculo(db: Db, empresaId: number, rawId: unknown) {
  const [v] = await db
    .select()
    .from(candidatoSolicitacao)
    .where(
      and(eq(candidatoSolicitacao.id, idDoCaminho(rawId)), eq(candidatoSolicitacao.empresaId, empresaId)),
    );
  if (!v) throw notFound();
  const [modelos, avaliacoes, historicos] = await Promise.all([
    db
      .select({ id: modeloAvaliacaoCandidato.id, titulo: modeloAvaliacaoCandidato.titulo })
      .from(solicitacaoAvaliacao)
      .innerJoin(
        modeloAvaliacaoCandidato,
        eq(modeloAvaliacaoCandidato.id, solicitacaoAvaliacao.modeloAvaliacaoCandidatoId),
      )
      .where(
        and(
          eq(solicitacaoAvaliacao.solicitacaoId, v.solicitacaoId),
          eq(modeloAvaliacaoCandidato.ativo, true),
        ),
      )
      .orderBy(asc(collated(modeloAvaliacaoCandidato.titulo))),
    avaliacoesDaSolicitacao(db, v.solicitacaoId, [v.candidatoId]),
    historicosDe(db, [v.id]),
  ]);
  const ids = new Set(historicos.map((h) => h.id));
  return {
    modelos,
    avaliacoes: avaliacoes.filter((a) => a.historicoCandidatoId === null || ids.has(a.historicoCandidatoId)),
  };
}
