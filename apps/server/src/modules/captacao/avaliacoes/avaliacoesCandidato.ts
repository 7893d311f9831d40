import {
  avaliacaoDoCandidato,
  avaliacoesDoCandidato,
  perguntasDoModelo,
  removerAvaliacaoDoCandidato,
  responderAvaliacaoDoCandidato,
} from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { AVALIACOES_CANDIDATO_ACCESS as ACCESS } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { avaliacaoCandidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { corpoValidadoPeloHandler, rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { lerResultado } from '../../../platform/questionario/respostas.ts';
import {
  candidatoDaEmpresa,
  idDoCaminho,
  modeloDaEmpresa,
  questionarioDoModelo,
  resumos,
} from './avaliacoesConsultas.ts';
import { ENTIDADE_AVALIACAO, responderAvaliacao } from './responderAvaliacao.ts';

/** An evaluation of the candidate with the model's questions and the answers given so far. */
export async function avaliacaoCompleta(db: Db, s: Session, candidatoId: number, avaliacaoId: number) {
  const [avaliacao] = await resumos(db, s.empresaId, candidatoId, avaliacaoId);
  if (!avaliacao) throw notFound();
  const { questionarioRespostaId, ...resumo } = avaliacao;
  const modelo = await modeloDaEmpresa(db, s.empresaId, resumo.modelo.id);
  return {
    avaliacao: resumo,
    questionario: await questionarioDoModelo(db, modelo),
    resultado: await lerResultado(db, questionarioRespostaId),
  };
}

/**
 * Candidate evaluations (spec 1 §7: Candidate POST /{id}/avaliacoes/{avaliacaoId}, Assessment
 * GET /{id}/perguntas): HR applies a candidate evaluation model to a candidate and fills it in, saving
 * drafts and concluding; the answers and the score are kept with the candidate. The answering itself is
 * the questionnaire engine (platform/questionario/respostas.ts), which the external area reuses.
 */
export function registerAvaliacoesCandidato(app: FastifyInstance, { db }: ModuleDeps): CrudHooks {
  const ler = { config: { access: ACCESS.read } };
  const escrever = { config: { access: ACCESS.write } };

  rota(app, perguntasDoModelo, ler, async (req) => {
    const s = sessionOf(req);
    return questionarioDoModelo(db, await modeloDaEmpresa(db, s.empresaId, req.params.id));
  });

  rota(app, avaliacoesDoCandidato, ler, async (req) => {
    const s = sessionOf(req);
    const c = await candidatoDaEmpresa(db, s.empresaId, req.params.id);
    const lista = await resumos(db, s.empresaId, c.id);
    return lista.map(({ questionarioRespostaId: _, ...r }) => r);
  });

  rota(app, avaliacaoDoCandidato, ler, async (req) => {
    const s = sessionOf(req);
    const p = req.params;
    const c = await candidatoDaEmpresa(db, s.empresaId, p.id);
    return avaliacaoCompleta(db, s, c.id, idDoCaminho(p.avaliacaoId));
  });

  // avaliacaoId is the MODEL's id (spec 1 §7): continues the candidate's open evaluation of that model
  // for the same requisition, or applies the model anew. The body is validated by salvarRespostas,
  // whose errors name the question, not the index.
  rota(
    app,
    responderAvaliacaoDoCandidato,
    { ...escrever, ...corpoValidadoPeloHandler },
    async (req, reply) => {
      const s = sessionOf(req);
      const p = req.params;
      const solicitacaoId = req.query.solicitacaoId ?? null;
      const { criada, avaliacaoId, candidatoId } = await db.transaction((t) =>
        responderAvaliacao(t as unknown as Db, {
          session: s,
          empresaId: s.empresaId,
          usuarioId: s.usuarioId,
          candidatoId: p.id,
          modeloId: p.avaliacaoId,
          solicitacaoId,
          historicoCandidatoId: req.query.historicoCandidatoId ?? null,
          respondidaPeloCandidato: false,
          input: req.body,
        }),
      );
      reply.status(criada ? 201 : 200);
      return avaliacaoCompleta(db, s, candidatoId, avaliacaoId);
    },
  );

  rota(app, removerAvaliacaoDoCandidato, escrever, async (req, reply) => {
    const p = req.params;
    await removerAvaliacaoDe(db, sessionOf(req), p.id, idDoCaminho(p.avaliacaoId));
    return reply.status(204).send();
  });
  return candidatoHooks;
}

/** Removes a candidate's evaluation and its answering, audited (the candidate's and the company's list). */
export async function removerAvaliacaoDe(db: Db, s: Session, candidatoId: unknown, avaliacaoId: number) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const c = await candidatoDaEmpresa(tx, s.empresaId, candidatoId, true);
    const [antes] = await resumos(tx, s.empresaId, c.id, avaliacaoId);
    if (!antes) throw notFound();
    const respostas = await lerResultado(tx, antes.questionarioRespostaId);
    await tx.delete(avaliacaoCandidato).where(eq(avaliacaoCandidato.id, antes.id));
    // The answering goes with it (its answers cascade), unlocking the questions it answered.
    await tx.delete(questionarioResposta).where(eq(questionarioResposta.id, antes.questionarioRespostaId));
    await auditar(tx, s, {
      entidade: ENTIDADE_AVALIACAO,
      entidadeId: c.id,
      acao: 'REMOVER AVALIACAO',
      descricao: `${c.nome}: ${antes.modelo.titulo}`,
      antes: { ...antes, respostas: respostas.respostas },
    });
  });
}

/**
 * Hooks of the candidate resource: removing a candidate cascades to their evaluations, and the
 * answerings those pointed at (which lock the questions they answered) must go too. The cascade has
 * already run when afterDelete sees the row, so the company's candidate-model answerings left without an
 * evaluation are removed (their answers cascade). An answering being written by another transaction is
 * not visible here, so it is never taken for an orphan.
 */
export const candidatoHooks: CrudHooks = {
  async afterDelete({ db: tx, session }) {
    const r = questionarioResposta;
    await tx
      .delete(r)
      .where(
        and(
          eq(r.empresaId, session.empresaId),
          inArray(
            r.questionarioId,
            tx
              .select({ id: modeloAvaliacaoCandidato.questionarioId })
              .from(modeloAvaliacaoCandidato)
              .where(eq(modeloAvaliacaoCandidato.empresaId, session.empresaId)),
          ),
          notExists(
            tx
              .select({ id: avaliacaoCandidato.id })
              .from(avaliacaoCandidato)
              .where(eq(avaliacaoCandidato.questionarioRespostaId, r.id)),
          ),
        ),
      );
  },
};
