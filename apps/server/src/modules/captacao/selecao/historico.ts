import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { MSG_SELECAO as M, verificarResultado } from '@ipe/domain/resources/captacao/selecao/index';
import { type StatusLiberacao, situacaoDe } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { filtrosHistorico } from '@ipe/domain/resources/captacao/selecao/contratos';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { candidatoDaEmpresa, exigir, idDoCaminho, vinculoParaMovimento } from './consultas.ts';
import { historicosDe } from './quadro.ts';
import { ENTIDADE } from './vinculos.ts';
import { pagina } from '../../../platform/http/pagina.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export type FiltrosHistorico = z.output<typeof filtrosHistorico>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's step results, newest first, paged (the /captacao/historico screen). */
export async function listarHistorico(db: Db, empresaId: number, q: FiltrosHistorico) {
  const h = historicoCandidato;
  const nome = q.nome?.trim();
  const where: SQL | undefined = and(
    eq(h.empresaId, empresaId),
    q.solicitacaoId ? eq(candidatoSolicitacao.solicitacaoId, q.solicitacaoId) : undefined,
    q.candidatoId ? eq(candidatoSolicitacao.candidatoId, q.candidatoId) : undefined,
    q.etapaSeletivaId ? eq(h.etapaSeletivaId, q.etapaSeletivaId) : undefined,
    q.apto === 'P' ? isNull(h.apto) : q.apto ? eq(h.apto, q.apto) : undefined,
    q.dataIni ? gte(h.data, q.dataIni) : undefined,
    q.dataFim ? lte(h.data, q.dataFim) : undefined,
    nome ? sql`ipe_unaccent(${candidato.nome}) ILIKE ipe_unaccent(${`%${escapeLike(nome)}%`})` : undefined,
  );
  const paginaQ = db
    .select({
      id: h.id,
      candidatoSolicitacaoId: h.candidatoSolicitacaoId,
      data: h.data,
      apto: h.apto,
      responsavel: h.responsavel,
      observacao: h.observacao,
      dataHoraExpiracao: h.dataHoraExpiracao,
      candidato: { id: candidato.id, nome: candidato.nome, cpf: candidato.cpf },
      solicitacao: { id: solicitacao.id, descricao: solicitacao.descricao },
      etapa: { id: etapaSeletiva.id, nome: etapaSeletiva.nome, ordem: etapaSeletiva.ordem },
      removedAt: candidatoSolicitacao.removedAt,
      contratado: candidatoSolicitacao.contratado,
      usuarioNome: usuario.nome,
    })
    .from(h)
    .innerJoin(candidatoSolicitacao, eq(candidatoSolicitacao.id, h.candidatoSolicitacaoId))
    .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .innerJoin(etapaSeletiva, eq(etapaSeletiva.id, h.etapaSeletivaId))
    .leftJoin(usuario, eq(usuario.id, h.usuarioId))
    .where(where)
    .orderBy(desc(h.data), desc(h.id))
    .limit(q.size)
    .offset(q.page * q.size);
  // The count needs only the joins the filters use.
  const totalQ = db
    .select({ n: count() })
    .from(h)
    .innerJoin(candidatoSolicitacao, eq(candidatoSolicitacao.id, h.candidatoSolicitacaoId))
    .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
    .where(where);
  const [linhas, [{ n }]] = await Promise.all([paginaQ, totalQ]);
  return pagina(
    linhas.map((l) => ({
      ...l,
      // A list of candidates: the CPF goes masked (issue 24 §3).
      candidato: { ...l.candidato, cpf: mascararCpf(l.candidato.cpf) },
      dataHoraExpiracao: iso(l.dataHoraExpiracao),
      removedAt: iso(l.removedAt),
    })),
    n,
    q.page,
    q.size,
  );
}

/**
 * A candidate's history across requisitions (GET /historico-candidatos/candidato/{id}): every link,
 * removed ones included, newest first, each with its steps in order.
 */
export async function historicoDoCandidato(db: Db, empresaId: number, rawId: unknown) {
  const c = await candidatoDaEmpresa(db, empresaId, idDoCaminho(rawId));
  const vinculos = await db
    .select({
      id: candidatoSolicitacao.id,
      createdAt: candidatoSolicitacao.createdAt,
      removedAt: candidatoSolicitacao.removedAt,
      contratado: candidatoSolicitacao.contratado,
      dataContratacao: candidatoSolicitacao.dataContratacao,
      solicitacaoId: solicitacao.id,
      descricao: solicitacao.descricao,
      status: solicitacao.status,
      suspensa: solicitacao.suspensa,
      encerrada: solicitacao.encerrada,
      cancelada: solicitacao.cancelada,
    })
    .from(candidatoSolicitacao)
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .where(and(eq(candidatoSolicitacao.candidatoId, c.id), eq(candidatoSolicitacao.empresaId, empresaId)))
    .orderBy(desc(candidatoSolicitacao.createdAt), desc(candidatoSolicitacao.id));
  const historicos = await historicosDe(
    db,
    vinculos.map((v) => v.id),
  );
  return {
    candidato: c,
    vinculos: vinculos.map(({ solicitacaoId, descricao, status, suspensa, encerrada, cancelada, ...v }) => ({
      ...v,
      removedAt: iso(v.removedAt),
      solicitacao: {
        id: solicitacaoId,
        descricao,
        situacao: situacaoDe({ status: status as StatusLiberacao, suspensa, encerrada, cancelada }),
      },
      historicos: historicos
        .filter((h) => h.candidatoSolicitacaoId === v.id)
        .map(({ candidatoSolicitacaoId: _, ...h }) => h),
    })),
  };
}

/**
 * PUT /historico-candidatos/{id}/data-hora-expiracao: until when the candidate may answer the evaluations
 * of this step in the candidate area. A future instant, or null for no limit; the link must still be in
 * the process (requisition in progress, not removed, not hired).
 */
export async function alterarExpiracao(
  tx: Db,
  session: Session,
  rawId: unknown,
  dataHoraExpiracao: string | null,
  agora = new Date(),
) {
  const hid = idDoCaminho(rawId);
  const [h] = await tx
    .select()
    .from(historicoCandidato)
    .where(and(eq(historicoCandidato.id, hid), eq(historicoCandidato.empresaId, session.empresaId)));
  if (!h) throw notFound();
  const c = await vinculoParaMovimento(tx, session.empresaId, h.candidatoSolicitacaoId);
  exigir(verificarResultado(c.solicitacao.situacao, c.estado));
  const instante = dataHoraExpiracao ? new Date(dataHoraExpiracao) : null;
  if (instante && instante <= agora) throw badRequest(M.expiracaoPassada, 'EXPIRACAO_PASSADA');
  const [depois] = await tx
    .update(historicoCandidato)
    .set({ dataHoraExpiracao: instante })
    .where(eq(historicoCandidato.id, hid))
    .returning();
  await auditar(tx, session, {
    entidade: ENTIDADE,
    entidadeId: c.vinculo.id,
    acao: 'ALTERAR EXPIRACAO',
    descricao: `${c.candidato.nome} → ${c.solicitacao.descricao}`,
    antes: { historicoId: hid, dataHoraExpiracao: iso(h.dataHoraExpiracao) },
    depois: { historicoId: hid, dataHoraExpiracao: iso(instante) },
  });
  return { ...depois, dataHoraExpiracao: iso(depois.dataHoraExpiracao) };
}
