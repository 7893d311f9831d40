import { MSG_QUESTIONARIO as M } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avaliacaoCandidato } from '../schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, HttpError } from '../../../platform/http/errors.ts';
import { CODIGOS_RESPOSTA, salvarRespostas } from '../../../platform/questionario/respostas.ts';
import { conferirEtapaDaAvaliacao } from '../selecao/consultas.ts';
import { aprovacao, avaliacaoDoModelo, candidatoDaEmpresa, modeloDaEmpresa } from './avaliacoesConsultas.ts';
import { avisarAvaliacaoConcluida } from '../mensagens.ts';

/** Audit entity: the evaluations are part of the candidate's history. */
export const ENTIDADE_AVALIACAO = 'candidatos';

export interface RespostaAvaliacao {
  /** Who is answering, for the audit log (null: the candidate in the external area). */
  session: Session | null;
  empresaId: number;
  /** Internal user filling it in; null when the candidate answers. */
  usuarioId: number | null;
  candidatoId: unknown;
  /** The candidate evaluation model's id. */
  modeloId: unknown;
  solicitacaoId: number | null;
  historicoCandidatoId: number | null;
  respondidaPeloCandidato: boolean;
  /** The request body (respostasSchema). */
  input: unknown;
}

/**
 * Applies a candidate evaluation model to a candidate and saves the answers, inside the caller's
 * transaction: continues the candidate's open evaluation of that model for the same requisition, or
 * creates one. A concluded one answers 409; an inactive model is not applied anew (a draft started
 * before it was deactivated may finish). aprovado is set when the answering closes. Used by HR's
 * screen and, in the external area, by the candidate.
 */
export async function responderAvaliacao(tx: Db, a: RespostaAvaliacao) {
  // Locking the candidate serialises two first saves of the same evaluation.
  const c = await candidatoDaEmpresa(tx, a.empresaId, a.candidatoId, true);
  // Applied in a selection step: the requisition and the step must be this candidate's.
  await conferirEtapaDaAvaliacao(tx, a.empresaId, c.id, a.solicitacaoId, a.historicoCandidatoId);
  const modelo = await modeloDaEmpresa(tx, a.empresaId, a.modeloId);
  const existente = await avaliacaoDoModelo(tx, c.id, modelo.id, a.solicitacaoId);
  if (existente?.status === 'C') throw new HttpError(409, CODIGOS_RESPOSTA.concluida, M.avaliacaoConcluida);
  if (!existente && !modelo.ativo) throw badRequest(M.modeloInativo, 'MODELO_INATIVO');
  const resultado = await salvarRespostas(tx, {
    empresaId: a.empresaId,
    questionarioId: modelo.questionarioId,
    resultadoId: existente?.questionarioRespostaId ?? null,
    usuarioId: a.usuarioId,
    input: a.input,
  });
  const aprovado = aprovacao(resultado.status, resultado.percentual, modelo.percentualMinimoAprovacao);
  let id: number;
  if (existente) {
    id = existente.id;
    await tx
      .update(avaliacaoCandidato)
      .set({ aprovado, ...(a.historicoCandidatoId ? { historicoCandidatoId: a.historicoCandidatoId } : {}) })
      .where(eq(avaliacaoCandidato.id, id));
  } else {
    const [nova] = await tx
      .insert(avaliacaoCandidato)
      .values({
        empresaId: a.empresaId,
        candidatoId: c.id,
        modeloAvaliacaoCandidatoId: modelo.id,
        questionarioRespostaId: resultado.id,
        solicitacaoId: a.solicitacaoId,
        historicoCandidatoId: a.historicoCandidatoId,
        aprovado,
        respondidaPeloCandidato: a.respondidaPeloCandidato,
        aplicadaPorUsuarioId: a.usuarioId,
      })
      .returning({ id: avaliacaoCandidato.id });
    id = nova.id;
  }
  await auditar(tx, a.session, {
    entidade: ENTIDADE_AVALIACAO,
    entidadeId: c.id,
    acao: existente ? 'RESPONDER AVALIACAO' : 'APLICAR AVALIACAO',
    descricao: `${c.nome}: ${modelo.titulo}`,
    depois: {
      avaliacaoCandidatoId: id,
      modeloAvaliacaoCandidatoId: modelo.id,
      solicitacaoId: a.solicitacaoId,
      status: resultado.status,
      pontuacao: resultado.pontuacao,
      percentual: resultado.percentual,
      aprovado,
      respostas: resultado.respostas,
    },
  });
  if (resultado.status === 'C')
    await avisarAvaliacaoConcluida(tx, {
      empresaId: a.empresaId,
      avaliacaoId: id,
      candidato: { id: c.id, nome: c.nome },
      modelo: modelo.titulo,
      solicitacaoId: a.solicitacaoId,
      usuarioId: a.usuarioId,
      usuarioNome: a.session?.usuarioNome ?? null,
    });
  return { criada: !existente, avaliacaoId: id, candidatoId: c.id, resultado };
}
