/**
 * Demo data the selection reports read (issue 8): who referred the candidates that came through a
 * referral ('Indicado por', for the referred-candidates report) and the requisition of the demo's
 * evaluations (for the evaluation report's per-requisition layout). Updates only: no new links, steps
 * or evaluations, so the counts other demos show stay as they are. Runs after seedDemoSelecao.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { comoFicouSabendoVaga } from '../cadastros/schema.ts';
import { avaliacaoCandidato, candidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** Every fourth referred candidate did not say who referred them: the report's '(não informado)' group. */
const SEM_NOME_A_CADA = 4;

export async function seedDemoRelatoriosSelecao({ tx, matrizId }: DemoCtx): Promise<void> {
  const [talentos, indicados, vinculados] = await Promise.all([
    tx
      .select({ nome: colaborador.nome })
      .from(colaborador)
      .where(eq(colaborador.empresaId, matrizId))
      .orderBy(asc(colaborador.id))
      .limit(6),
    tx
      .select({ id: candidato.id })
      .from(candidato)
      .innerJoin(comoFicouSabendoVaga, eq(comoFicouSabendoVaga.id, candidato.comoFicouSabendoVagaId))
      .where(and(eq(candidato.empresaId, matrizId), sql`${comoFicouSabendoVaga.nome} like 'Indicação%'`))
      .orderBy(asc(candidato.id)),
    // The first demo candidates in selection (seedDemoSelecao): a few of them were referred too, the
    // hired one among them (the 15th), so the report shows a referral that ended in a hire.
    tx
      .select({
        candidatoId: candidatoSolicitacao.candidatoId,
        solicitacaoId: candidatoSolicitacao.solicitacaoId,
      })
      .from(candidatoSolicitacao)
      .where(and(eq(candidatoSolicitacao.empresaId, matrizId), isNull(candidatoSolicitacao.removedAt)))
      .orderBy(asc(candidatoSolicitacao.candidatoId)),
  ]);
  if (!talentos.length) return;

  const referidos = [...indicados.map((c) => c.id)];
  for (const k of [7, 12, 14]) {
    const id = vinculados[k]?.candidatoId;
    if (id && !referidos.includes(id)) referidos.push(id);
  }
  // One update per referrer: a handful of statements whatever the size of the base.
  const porNome = new Map<string, number[]>();
  referidos.forEach((id, i) => {
    if (i % SEM_NOME_A_CADA === SEM_NOME_A_CADA - 1) return;
    const nome = talentos[i % talentos.length].nome;
    porNome.set(nome, [...(porNome.get(nome) ?? []), id]);
  });
  for (const [nome, ids] of porNome)
    await tx.update(candidato).set({ indicadoPor: nome }).where(inArray(candidato.id, ids));

  // Each demo evaluation belongs to the requisition its candidate is in.
  const solicitacaoDe = new Map(vinculados.map((v) => [v.candidatoId, v.solicitacaoId]));
  const porSolicitacao = new Map<number, number[]>();
  for (const [candidatoId, solicitacaoId] of solicitacaoDe)
    porSolicitacao.set(solicitacaoId, [...(porSolicitacao.get(solicitacaoId) ?? []), candidatoId]);
  for (const [solicitacaoId, candidatos] of porSolicitacao)
    await tx
      .update(avaliacaoCandidato)
      .set({ solicitacaoId })
      .where(
        and(
          eq(avaliacaoCandidato.empresaId, matrizId),
          inArray(avaliacaoCandidato.candidatoId, candidatos),
          isNull(avaliacaoCandidato.solicitacaoId),
        ),
      );
}
