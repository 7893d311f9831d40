import {
  candidatarAoAnuncio,
  candidaturasDoCandidato,
} from '@ipe/domain/resources/captacao/anuncios/contratos';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { candidatoDaEmpresa } from '../selecao/consultas.ts';
import { vincular } from '../selecao/vinculos.ts';
import { expiradoSql, publicoSql } from './expiracao.ts';
import { avisarCandidatura } from '../mensagens.ts';
import { candidatoOf, progressoDasCandidaturas } from '../../externo/index.ts';

/*
 * A candidate applies to an ad in the candidate area: the link to the ad's requisition is created by the
 * selection module's own vincular (same rules as HR adding the candidate: requisition in progress, once
 * per requisition), after the ad's own rules: open to candidates, and diasEsperaNovaAplicacao days since
 * the candidate was removed from that requisition.
 */

export const MSG_CANDIDATURA = {
  anuncioNaoEncontrado: 'Anúncio não encontrado.',
  anuncioExpirado: 'Este anúncio expirou e não recebe mais candidaturas.',
  jaCandidatado: 'Você já se candidatou a esta vaga.',
  aguardarNovaAplicacao: (data: string) =>
    `Você poderá se candidatar novamente a esta vaga a partir de ${data}.`,
  candidaturaRealizada: 'Candidatura realizada com sucesso.',
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');
const somarDias = (d: Date, dias: number) => new Date(d.getTime() + dias * 86_400_000);

/** What a candidate may see of where their application stands: never HR's notes or results. */
export const STATUS_CANDIDATURA = {
  inscrito: 'Inscrito',
  emAndamento: (etapa: string) => `Em andamento – etapa ${etapa}`,
  contratado: 'Contratado',
  encerrada: 'Encerrada',
};

/** The day (ISO) from which the candidate removed from the requisition may apply again, if still ahead. */
async function esperaNovaAplicacao(tx: Db, candidatoId: number, solicitacaoId: number, dias: number | null) {
  if (!dias || dias <= 0) return null;
  const [ultima] = await tx
    .select({ removedAt: candidatoSolicitacao.removedAt })
    .from(candidatoSolicitacao)
    .where(
      and(
        eq(candidatoSolicitacao.candidatoId, candidatoId),
        eq(candidatoSolicitacao.solicitacaoId, solicitacaoId),
        isNotNull(candidatoSolicitacao.removedAt),
      ),
    )
    .orderBy(desc(candidatoSolicitacao.removedAt))
    .limit(1);
  if (!ultima?.removedAt) return null;
  // Counted in calendar days of São Paulo: removed on the 10th with 5 days' wait → from the 15th.
  const dia = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const liberaEm = dia(somarDias(ultima.removedAt, dias));
  return liberaEm > dia(new Date()) ? liberaEm : null;
}

/** Applies the candidate to the ad; answers the new link. */
export async function candidatar(db: Db, c: { candidatoId: number; empresaId: number }, anuncioId: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [a] = await tx
      .select({
        id: anuncio.id,
        solicitacaoId: anuncio.solicitacaoId,
        dias: anuncio.diasEsperaNovaAplicacao,
        exibir: anuncio.exibirModuloExterno,
        publico: sql<boolean>`${publicoSql()}`,
        expirado: expiradoSql(),
      })
      .from(anuncio)
      .where(and(eq(anuncio.id, anuncioId), eq(anuncio.empresaId, c.empresaId)));
    if (!a?.exibir) throw notFound(MSG_CANDIDATURA.anuncioNaoEncontrado);
    if (a.expirado) throw badRequest(MSG_CANDIDATURA.anuncioExpirado, 'ANUNCIO_EXPIRADO');
    if (!a.publico) throw notFound(MSG_CANDIDATURA.anuncioNaoEncontrado);
    const cand = await candidatoDaEmpresa(tx, c.empresaId, c.candidatoId, true);
    const [ativo] = await tx
      .select({ id: candidatoSolicitacao.id })
      .from(candidatoSolicitacao)
      .where(
        and(
          eq(candidatoSolicitacao.candidatoId, c.candidatoId),
          eq(candidatoSolicitacao.solicitacaoId, a.solicitacaoId),
          isNull(candidatoSolicitacao.removedAt),
        ),
      );
    if (ativo) throw badRequest(MSG_CANDIDATURA.jaCandidatado, 'CANDIDATO_JA_VINCULADO');
    const liberaEm = await esperaNovaAplicacao(tx, c.candidatoId, a.solicitacaoId, a.dias);
    if (liberaEm)
      throw badRequest(MSG_CANDIDATURA.aguardarNovaAplicacao(dataBr(liberaEm)), 'AGUARDAR_NOVA_APLICACAO');
    const autor = { empresaId: c.empresaId, usuarioId: null, usuarioNome: `Candidato: ${cand.nome}` };
    const [v] = await vincular(tx, autor, [c.candidatoId], [a.solicitacaoId]);
    await avisarCandidatura(tx, c.empresaId, a.solicitacaoId, cand.nome);
    return v;
  });
}

/** The candidate's applications, newest first, with the status a candidate may see. */
export async function candidaturasDe(db: Db, c: { candidatoId: number; empresaId: number }) {
  const rows = await db
    .select({
      id: candidatoSolicitacao.id,
      solicitacaoId: candidatoSolicitacao.solicitacaoId,
      anuncioId: anuncio.id,
      titulo: sql<string>`coalesce(${anuncio.titulo}, ${solicitacao.descricao})`,
      data: candidatoSolicitacao.createdAt,
      contratado: candidatoSolicitacao.contratado,
      removida: sql<boolean>`${candidatoSolicitacao.removedAt} is not null`,
      fechada: sql<boolean>`(${solicitacao.encerrada} or ${solicitacao.cancelada})`,
      etapa: etapaSeletiva.nome,
      devolutiva: candidatoSolicitacao.devolutivaMensagem,
      devolutivaEm: candidatoSolicitacao.devolutivaEm,
    })
    .from(candidatoSolicitacao)
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .leftJoin(anuncio, eq(anuncio.solicitacaoId, solicitacao.id))
    .leftJoin(etapaSeletiva, eq(etapaSeletiva.id, candidatoSolicitacao.etapaSeletivaId))
    .where(
      and(
        eq(candidatoSolicitacao.candidatoId, c.candidatoId),
        eq(candidatoSolicitacao.empresaId, c.empresaId),
      ),
    )
    .orderBy(desc(candidatoSolicitacao.createdAt), desc(candidatoSolicitacao.id));
  // The evaluations to answer in each application and how many are done (modules/externo/avaliacoes).
  const progresso = await progressoDasCandidaturas(
    db,
    c.empresaId,
    c.candidatoId,
    rows.filter((r) => !r.removida).map((r) => r.id),
  );
  return rows.map(({ contratado, removida, fechada, etapa, ...r }) => ({
    ...r,
    empresaId: c.empresaId,
    ...(progresso.get(r.id) ?? { qtdAvaliacoes: 0, qtdAvaliacoesRespondidas: 0 }),
    // Feedback given (not fit, or the requisition closed): the application is closed for the candidate.
    status: contratado
      ? STATUS_CANDIDATURA.contratado
      : removida || fechada || r.devolutivaEm
        ? STATUS_CANDIDATURA.encerrada
        : etapa
          ? STATUS_CANDIDATURA.emAndamento(etapa)
          : STATUS_CANDIDATURA.inscrito,
  }));
}

/** POST /api/externo/anuncios/{id}/candidatar and GET /api/externo/candidato-solicitacoes. */
export function registerCandidatura(fastify: FastifyInstance, db: Db) {
  const opcoes = { config: { access: 'candidato' as const }, schema: { tags: ['externo'] } };
  rota(fastify, candidatarAoAnuncio, opcoes, async (req, reply) => {
    const v = await candidatar(db, candidatoOf(req), req.params.id);
    reply.status(201);
    return { id: v.id, message: MSG_CANDIDATURA.candidaturaRealizada };
  });
  rota(fastify, candidaturasDoCandidato, opcoes, async (req) => candidaturasDe(db, candidatoOf(req)));
}
