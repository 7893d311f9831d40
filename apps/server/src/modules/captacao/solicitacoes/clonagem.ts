import { clonarSolicitacao, hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  solicitacao,
  solicitacaoAvaliacao,
  solicitacaoBairro,
  solicitacaoColaboradorSubstituido,
  solicitacaoHistoricoStatus,
} from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { escopoDaSolicitacao } from './escopo.ts';

/**
 * Clones a requisition (spec 1 §3): the domain's clonarSolicitacao decides what is kept; the requester
 * is the current user; bairros, evaluation models and substituted talents are copied. One transaction.
 */
export async function clonar(db: Db, session: Session, id: number): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [origem] = await tx
      .select()
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.id, id),
          eq(solicitacao.empresaId, session.empresaId),
          escopoDaSolicitacao(session),
        ),
      );
    if (!origem) throw notFound();
    const hoje = hojeIso();
    const { colaboradoresSubstituidos: _c, ...copia } = clonarSolicitacao(
      { ...origem, colaboradoresSubstituidos: [] },
      hoje,
    );
    const [novo] = await tx
      .insert(solicitacao)
      .values({ ...copia, solicitanteId: session.usuarioId } as typeof solicitacao.$inferInsert)
      .returning({ id: solicitacao.id });
    const [bairros, avaliacoes, subs] = await Promise.all([
      tx.select().from(solicitacaoBairro).where(eq(solicitacaoBairro.solicitacaoId, id)),
      tx.select().from(solicitacaoAvaliacao).where(eq(solicitacaoAvaliacao.solicitacaoId, id)),
      tx
        .select({ colaboradorId: solicitacaoColaboradorSubstituido.colaboradorId })
        .from(solicitacaoColaboradorSubstituido)
        .where(eq(solicitacaoColaboradorSubstituido.solicitacaoId, id))
        .orderBy(solicitacaoColaboradorSubstituido.id),
    ]);
    if (bairros.length)
      await tx.insert(solicitacaoBairro).values(bairros.map((b) => ({ ...b, solicitacaoId: novo.id })));
    if (avaliacoes.length)
      await tx.insert(solicitacaoAvaliacao).values(avaliacoes.map((a) => ({ ...a, solicitacaoId: novo.id })));
    if (subs.length)
      await tx
        .insert(solicitacaoColaboradorSubstituido)
        .values(subs.map((s) => ({ colaboradorId: s.colaboradorId, solicitacaoId: novo.id })));
    await tx.insert(solicitacaoHistoricoStatus).values({
      empresaId: session.empresaId,
      solicitacaoId: novo.id,
      acao: 'cria',
      de: null,
      para: 'I',
      observacao: `Clonada da solicitação nº ${id}`,
      usuarioId: session.usuarioId,
    });
    await auditar(tx, session, {
      entidade: 'solicitacoes-pessoal',
      entidadeId: novo.id,
      acao: 'CLONAR',
      descricao: origem.descricao,
      antes: { origemId: id },
      depois: { id: novo.id, ...copia },
    });
    return novo.id;
  });
}
