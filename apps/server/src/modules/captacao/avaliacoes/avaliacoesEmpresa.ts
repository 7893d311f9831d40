/**
 * Every candidate evaluation applied in the company (spec 1 §2 /captacao/avaliacoes): the list with its
 * filters and the CRUD by evaluation id (GET, POST, PUT, DELETE /api/captacao/avaliacoes…). Applying,
 * answering and removing are the candidate's evaluation calls (avaliacoesCandidato.ts) reached by the
 * evaluation's own id.
 */
import {
  aplicarAvaliacao,
  listarAvaliacoes,
  MSG_AVALIACOES,
  obterAvaliacao,
  removerAvaliacao,
  responderAvaliacaoAplicada,
} from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { AVALIACOES_CANDIDATO_ACCESS as ACCESS } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { MSG_QUESTIONARIO as M } from '@ipe/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { avaliacaoCandidato as a, candidato } from '../schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, HttpError, notFound } from '../../../platform/http/errors.ts';
import { CODIGOS_RESPOSTA } from '../../../platform/questionario/respostas.ts';
import { corpoValidadoPeloHandler, rota } from '../../../platform/http/rota.ts';
import { avaliacaoCompleta, removerAvaliacaoDe } from './avaliacoesCandidato.ts';
import { avaliacaoDoModelo, paraResumo, selecionarResumos } from './avaliacoesConsultas.ts';
import { responderAvaliacao } from './responderAvaliacao.ts';
import { pagina } from '../../../platform/http/pagina.ts';

/** The evaluation of the session's company by its id: its candidate, model and requisition; else 404. */
async function daEmpresa(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select({
      candidatoId: a.candidatoId,
      modeloId: a.modeloAvaliacaoCandidatoId,
      solicitacaoId: a.solicitacaoId,
      historicoCandidatoId: a.historicoCandidatoId,
      candidatoNome: candidato.nome,
    })
    .from(a)
    .innerJoin(candidato, eq(candidato.id, a.candidatoId))
    .where(and(eq(a.id, id), eq(a.empresaId, empresaId)));
  if (!row) throw notFound();
  return row;
}

const positivo = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

export function registerAvaliacoesEmpresa(app: FastifyInstance, db: Db): void {
  const ler = { config: { access: ACCESS.read } };
  const escrever = { config: { access: ACCESS.write } };
  const completa = async (s: Session, id: number) => {
    const e = await daEmpresa(db, s.empresaId, id);
    return {
      ...(await avaliacaoCompleta(db, s, e.candidatoId, id)),
      candidato: { id: e.candidatoId, nome: e.candidatoNome },
    };
  };

  rota(app, listarAvaliacoes, ler, async (req) => {
    const s = sessionOf(req);
    const f = req.query;
    const palavras = (f.q ?? '').split(/\s+/).filter(Boolean);
    const where: SQL | undefined = and(
      eq(a.empresaId, s.empresaId),
      f.modeloId ? eq(a.modeloAvaliacaoCandidatoId, f.modeloId) : undefined,
      f.candidatoId ? eq(a.candidatoId, f.candidatoId) : undefined,
      f.status === 'C' ? eq(questionarioResposta.status, 'C') : undefined,
      f.status === 'A' ? sql`${questionarioResposta.status} <> 'C'` : undefined,
      ...palavras.map(
        (p) =>
          sql`ipe_unaccent(${candidato.nome}) ILIKE ipe_unaccent(${`%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
      ),
    );
    const [linhas, [{ n }]] = await Promise.all([
      selecionarResumos(db)
        .where(where)
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(f.size)
        .offset(f.page * f.size),
      db
        .select({ n: count() })
        .from(a)
        .innerJoin(candidato, eq(candidato.id, a.candidatoId))
        .innerJoin(questionarioResposta, eq(questionarioResposta.id, a.questionarioRespostaId))
        .where(where),
    ]);
    return pagina(
      linhas.map((l) => {
        const { questionarioRespostaId: _, ...r } = paraResumo(l);
        return { ...r, candidato: { id: l.candidatoId, nome: l.candidatoNome } };
      }),
      n,
      f.page,
      f.size,
    );
  });

  rota(app, obterAvaliacao, ler, async (req) => completa(sessionOf(req), req.params.id));

  rota(app, aplicarAvaliacao, { ...escrever, ...corpoValidadoPeloHandler }, async (req, reply) => {
    const s = sessionOf(req);
    const b = (req.body ?? {}) as { candidatoId?: unknown; modeloId?: unknown; solicitacaoId?: unknown };
    const candidatoId = positivo(b.candidatoId);
    const modeloId = positivo(b.modeloId);
    const erros = [
      ...(candidatoId ? [] : [{ field: 'candidatoId', message: MSG_AVALIACOES.candidatoObrigatorio }]),
      ...(modeloId ? [] : [{ field: 'modeloId', message: MSG_AVALIACOES.modeloObrigatorio }]),
    ];
    if (erros.length) throw fieldErrors(erros);
    const { criada, avaliacaoId } = await db.transaction((t) =>
      responderAvaliacao(t as unknown as Db, {
        session: s,
        empresaId: s.empresaId,
        usuarioId: s.usuarioId,
        candidatoId,
        modeloId,
        solicitacaoId: positivo(b.solicitacaoId),
        historicoCandidatoId: null,
        respondidaPeloCandidato: false,
        input: req.body,
      }),
    );
    reply.status(criada ? 201 : 200);
    return completa(s, avaliacaoId);
  });

  rota(app, responderAvaliacaoAplicada, { ...escrever, ...corpoValidadoPeloHandler }, async (req) => {
    const s = sessionOf(req);
    const e = await daEmpresa(db, s.empresaId, req.params.id);
    // Only this evaluation's answering: a concluded one is closed even if the model is open again.
    const aberta = await avaliacaoDoModelo(db, e.candidatoId, e.modeloId, e.solicitacaoId);
    if (aberta?.id !== req.params.id)
      throw new HttpError(409, CODIGOS_RESPOSTA.concluida, M.avaliacaoConcluida);
    await db.transaction((t) =>
      responderAvaliacao(t as unknown as Db, {
        session: s,
        empresaId: s.empresaId,
        usuarioId: s.usuarioId,
        candidatoId: e.candidatoId,
        modeloId: e.modeloId,
        solicitacaoId: e.solicitacaoId,
        historicoCandidatoId: e.historicoCandidatoId,
        respondidaPeloCandidato: false,
        input: req.body,
      }),
    );
    return completa(s, req.params.id);
  });

  rota(app, removerAvaliacao, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const e = await daEmpresa(db, s.empresaId, req.params.id);
    await removerAvaliacaoDe(db, s, e.candidatoId, req.params.id);
    return reply.status(204).send();
  });
}
