import { aceitaCandidatos, MSG_SELECAO as M } from '@ipe/domain/resources/captacao/selecao/index';
import { SITUACAO_LABEL } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { candidatoSolicitacao } from './schema.ts';
import { type Autor, auditar } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { candidatoDaEmpresa, solicitacaoDaEmpresa } from './consultas.ts';

/** Audit entity of every move of the selection process. */
export const ENTIDADE = 'candidato-solicitacoes';

/**
 * Links candidates to requisitions inside the caller's transaction (HR's session, or the candidate
 * applying to an ad in the candidate area, an author without a user): every requisition must be of the
 * session's company and in progress, every candidate of the company and not yet in that requisition.
 * One refusal undoes the whole call. Requisitions are locked in id order, so two calls never deadlock.
 */
export async function vincular(tx: Db, session: Autor, candidatosIds: number[], solicitacoesIds: number[]) {
  const { empresaId } = session;
  const candidatos = [];
  for (const id of candidatosIds) candidatos.push(await candidatoDaEmpresa(tx, empresaId, id));
  const criados: { id: number; candidatoId: number; solicitacaoId: number }[] = [];
  for (const solicitacaoId of [...solicitacoesIds].sort((a, b) => a - b)) {
    const s = await solicitacaoDaEmpresa(tx, empresaId, solicitacaoId, true);
    if (!aceitaCandidatos(s.situacao))
      throw badRequest(
        M.solicitacaoNaoAceita(s.descricao, SITUACAO_LABEL[s.situacao]),
        'SOLICITACAO_FECHADA',
      );
    for (const c of candidatos) {
      const [existente] = await tx
        .select({ id: candidatoSolicitacao.id })
        .from(candidatoSolicitacao)
        .where(
          and(
            eq(candidatoSolicitacao.solicitacaoId, s.id),
            eq(candidatoSolicitacao.candidatoId, c.id),
            isNull(candidatoSolicitacao.removedAt),
          ),
        );
      if (existente) throw badRequest(M.jaParticipa(c.nome, s.descricao), 'CANDIDATO_JA_VINCULADO');
      const [v] = await tx
        .insert(candidatoSolicitacao)
        .values({ empresaId, candidatoId: c.id, solicitacaoId: s.id, criadoPorUsuarioId: session.usuarioId })
        .returning();
      await auditar(tx, session, {
        entidade: ENTIDADE,
        entidadeId: v.id,
        acao: 'INCLUIR CANDIDATO',
        descricao: `${c.nome} → ${s.descricao}`,
        depois: v,
      });
      criados.push({ id: v.id, candidatoId: c.id, solicitacaoId: s.id });
    }
  }
  return criados;
}
