import {
  completaVagas,
  MSG_SELECAO as M,
  type ResultadoInput,
  verificarContratacao,
  verificarDesfazerContratacao,
  verificarMovimento,
  verificarRemocao,
  verificarResultado,
} from '@ipe/domain/resources/captacao/selecao/index';
import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { etapaDaEmpresa, exigir, vinculoParaMovimento } from './consultas.ts';
import { ENTIDADE } from './vinculos.ts';
import { devolutivaNaoApto } from '../devolutiva/envio.ts';

/**
 * The moves of a candidate in a requisition's selection process. Each runs inside the caller's
 * transaction: loads and locks the requisition and the link, checks the domain rule (selecao/status.ts),
 * writes, and records the move in the audit log.
 */

type Carga = Awaited<ReturnType<typeof vinculoParaMovimento>>;
const descricao = (c: Carga) => `${c.candidato.nome} → ${c.solicitacao.descricao}`;

/** Moves the candidate to a selection step: a new history row (result pending) becomes the current step. */
export async function mover(tx: Db, session: Session, vinculoId: unknown, etapaSeletivaId: number) {
  const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId);
  const etapa = await etapaDaEmpresa(tx, session.empresaId, etapaSeletivaId);
  exigir(verificarMovimento(c.solicitacao.situacao, c.estado, etapa));
  const [h] = await tx
    .insert(historicoCandidato)
    .values({
      empresaId: session.empresaId,
      candidatoSolicitacaoId: c.vinculo.id,
      etapaSeletivaId: etapa.id,
      data: hojeIso(),
      responsavel: session.usuarioNome.slice(0, 100),
      usuarioId: session.usuarioId,
    })
    .returning();
  await tx
    .update(candidatoSolicitacao)
    .set({ etapaSeletivaId: etapa.id })
    .where(eq(candidatoSolicitacao.id, c.vinculo.id));
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'MOVER ETAPA',
    descricao: `${descricao(c)}: ${etapa.nome}`,
    antes: { etapa: c.estado.etapaAtual },
    depois: { etapa, historico: h },
  });
  return h;
}

/** Records the result of the current step (apto / não apto, date, responsible, notes). */
export async function registrarResultado(tx: Db, session: Session, vinculoId: unknown, r: ResultadoInput) {
  const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId);
  exigir(verificarResultado(c.solicitacao.situacao, c.estado));
  if ((r.data as string) > hojeIso()) throw badRequest(M.dataFutura, 'DATA_FUTURA');
  const atual = c.atual as NonNullable<Carga['atual']>;
  const [antes] = await tx.select().from(historicoCandidato).where(eq(historicoCandidato.id, atual.id));
  const [depois] = await tx
    .update(historicoCandidato)
    .set({
      apto: r.apto,
      data: r.data,
      responsavel: r.responsavel ?? null,
      observacao: r.observacao ?? null,
      usuarioId: session.usuarioId,
    })
    .where(eq(historicoCandidato.id, atual.id))
    .returning();
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'REGISTRAR RESULTADO',
    descricao: `${descricao(c)}: ${atual.nome} (${r.apto === 'S' ? 'apto' : 'não apto'})`,
    antes,
    depois,
  });
  // Not fit: the company's feedback e-mail, once per link (issue 24 §3).
  if (r.apto === 'N') await devolutivaNaoApto(tx, session, c.vinculo.id);
  return depois;
}

/**
 * Hires the candidate: marks the link and the candidate contratado and fills one vacancy of the
 * requisition. Answers the vacancies so the screen can offer to close a requisition now complete.
 */
export async function contratar(tx: Db, session: Session, vinculoId: unknown) {
  const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId);
  const [cand] = await tx
    .select({ contratado: candidato.contratado })
    .from(candidato)
    .where(eq(candidato.id, c.candidato.id))
    .for('update');
  const vagas = { quantidade: c.solicitacao.quantidade, preenchidas: c.solicitacao.qtdVagasPreenchidas };
  exigir(verificarContratacao(c.solicitacao.situacao, c.estado, vagas, cand.contratado));
  const hoje = hojeIso();
  await tx
    .update(candidatoSolicitacao)
    .set({ contratado: true, dataContratacao: hoje })
    .where(eq(candidatoSolicitacao.id, c.vinculo.id));
  await tx.update(candidato).set({ contratado: true }).where(eq(candidato.id, c.candidato.id));
  const [s] = await tx
    .update(solicitacao)
    .set({ qtdVagasPreenchidas: sql`${solicitacao.qtdVagasPreenchidas} + 1` })
    .where(eq(solicitacao.id, c.solicitacao.id))
    .returning({ quantidade: solicitacao.quantidade, preenchidas: solicitacao.qtdVagasPreenchidas });
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'CONTRATAR',
    descricao: descricao(c),
    antes: { qtdVagasPreenchidas: vagas.preenchidas, etapa: c.estado.etapaAtual },
    depois: { qtdVagasPreenchidas: s.preenchidas, dataContratacao: hoje },
  });
  return {
    solicitacaoId: c.solicitacao.id,
    quantidade: s.quantidade,
    qtdVagasPreenchidas: s.preenchidas,
    todasPreenchidas: completaVagas(s.quantidade, s.preenchidas),
  };
}

/**
 * Undoes a hiring made by mistake: frees the vacancy; the candidate stays contratado only when hired in
 * another requisition.
 */
export async function desfazerContratacao(tx: Db, session: Session, vinculoId: unknown) {
  const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId);
  exigir(verificarDesfazerContratacao(c.solicitacao.situacao, c.estado));
  await tx
    .update(candidatoSolicitacao)
    .set({ contratado: false, dataContratacao: null })
    .where(eq(candidatoSolicitacao.id, c.vinculo.id));
  const [outra] = await tx
    .select({ id: candidatoSolicitacao.id })
    .from(candidatoSolicitacao)
    .where(
      and(
        eq(candidatoSolicitacao.candidatoId, c.candidato.id),
        eq(candidatoSolicitacao.contratado, true),
        ne(candidatoSolicitacao.id, c.vinculo.id),
      ),
    )
    .limit(1);
  if (!outra) await tx.update(candidato).set({ contratado: false }).where(eq(candidato.id, c.candidato.id));
  const [s] = await tx
    .update(solicitacao)
    .set({ qtdVagasPreenchidas: sql`greatest(${solicitacao.qtdVagasPreenchidas} - 1, 0)` })
    .where(eq(solicitacao.id, c.solicitacao.id))
    .returning({ quantidade: solicitacao.quantidade, preenchidas: solicitacao.qtdVagasPreenchidas });
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'DESFAZER CONTRATACAO',
    descricao: descricao(c),
    antes: {
      qtdVagasPreenchidas: c.solicitacao.qtdVagasPreenchidas,
      dataContratacao: c.vinculo.dataContratacao,
    },
    depois: { qtdVagasPreenchidas: s.preenchidas },
  });
  return { solicitacaoId: c.solicitacao.id, quantidade: s.quantidade, qtdVagasPreenchidas: s.preenchidas };
}

/** Removes the candidate from the requisition: the link is marked removed and keeps its history. */
export async function remover(tx: Db, session: Session, vinculoId: unknown) {
  const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId);
  exigir(verificarRemocao(c.solicitacao.situacao, c.estado));
  const [depois] = await tx
    .update(candidatoSolicitacao)
    .set({ removedAt: new Date(), removidoPorUsuarioId: session.usuarioId })
    .where(eq(candidatoSolicitacao.id, c.vinculo.id))
    .returning();
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'REMOVER CANDIDATO',
    descricao: descricao(c),
    antes: c.vinculo,
    depois,
  });
}
