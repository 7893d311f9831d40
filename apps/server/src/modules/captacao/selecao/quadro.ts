import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { comoFicouSabendoVaga, etapaSeletiva } from '../cadastros/schema.ts';
import { avaliacaoCandidato, candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { candidatoSolicitacao, historicoCandidato } from './schema.ts';
import { collated } from '../../../platform/crud/query.ts';
import type { SolicitacaoDoProcesso } from './consultas.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The history rows of some links, oldest first, with the step's name and order. */
export async function historicosDe(db: Db, vinculosIds: number[]) {
  if (!vinculosIds.length) return [];
  const rows = await db
    .select({
      id: historicoCandidato.id,
      candidatoSolicitacaoId: historicoCandidato.candidatoSolicitacaoId,
      etapaId: etapaSeletiva.id,
      etapaNome: etapaSeletiva.nome,
      etapaOrdem: etapaSeletiva.ordem,
      data: historicoCandidato.data,
      responsavel: historicoCandidato.responsavel,
      apto: historicoCandidato.apto,
      observacao: historicoCandidato.observacao,
      dataHoraExpiracao: historicoCandidato.dataHoraExpiracao,
    })
    .from(historicoCandidato)
    .innerJoin(etapaSeletiva, eq(etapaSeletiva.id, historicoCandidato.etapaSeletivaId))
    .where(inArray(historicoCandidato.candidatoSolicitacaoId, vinculosIds))
    .orderBy(asc(historicoCandidato.id));
  return rows.map(({ etapaId, etapaNome, etapaOrdem, dataHoraExpiracao, ...h }) => ({
    ...h,
    etapa: { id: etapaId, nome: etapaNome, ordem: etapaOrdem },
    dataHoraExpiracao: iso(dataHoraExpiracao),
  }));
}
export type HistoricoLinha = Awaited<ReturnType<typeof historicosDe>>[number];

/**
 * The requisition's board (GET /solicitacoes-pessoal/{id}/candidato): the company's selection steps in
 * ordem and each linked candidate (not removed) with the current step, its result and the evaluations
 * applied for this requisition. The CPF goes masked.
 */
export async function quadro(db: Db, empresaId: number, s: SolicitacaoDoProcesso) {
  const [etapas, vinculos] = await Promise.all([
    db
      .select({ id: etapaSeletiva.id, ordem: etapaSeletiva.ordem, nome: etapaSeletiva.nome })
      .from(etapaSeletiva)
      .where(eq(etapaSeletiva.empresaId, empresaId))
      .orderBy(asc(etapaSeletiva.ordem), asc(etapaSeletiva.id)),
    db
      .select({
        id: candidatoSolicitacao.id,
        candidatoId: candidato.id,
        nome: candidato.nome,
        cpf: candidato.cpf,
        origem: comoFicouSabendoVaga.nome,
        contratado: candidatoSolicitacao.contratado,
        dataContratacao: candidatoSolicitacao.dataContratacao,
        // 'Inserir Talento' already saved the talent of this hiring (issue 24 §4).
        talentoInserido: sql<boolean>`${candidatoSolicitacao.colaboradorId} is not null`,
        createdAt: candidatoSolicitacao.createdAt,
      })
      .from(candidatoSolicitacao)
      .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
      .leftJoin(comoFicouSabendoVaga, eq(comoFicouSabendoVaga.id, candidato.comoFicouSabendoVagaId))
      .where(and(eq(candidatoSolicitacao.solicitacaoId, s.id), isNull(candidatoSolicitacao.removedAt)))
      .orderBy(asc(collated(candidato.nome)), asc(candidatoSolicitacao.id)),
  ]);
  const ids = vinculos.map((v) => v.id);
  const [historicos, avaliacoes] = await Promise.all([
    historicosDe(db, ids),
    avaliacoesDaSolicitacao(
      db,
      s.id,
      vinculos.map((v) => v.candidatoId),
    ),
  ]);
  const atual = new Map<number, HistoricoLinha>();
  for (const h of historicos) atual.set(h.candidatoSolicitacaoId, h); // oldest first: the last one wins
  return {
    solicitacao: {
      id: s.id,
      descricao: s.descricao,
      quantidade: s.quantidade,
      qtdVagasPreenchidas: s.qtdVagasPreenchidas,
      situacao: s.situacao,
    },
    etapas,
    // The board masks the CPF (issue 24 §3): only the candidate record shows it whole.
    candidatos: vinculos.map(({ candidatoId, nome, cpf, origem, createdAt, ...v }) => {
      const h = atual.get(v.id) ?? null;
      return {
        ...v,
        createdAt,
        candidato: { id: candidatoId, nome, cpf: mascararCpf(cpf), origem },
        atual: h && { ...h, candidatoSolicitacaoId: undefined },
        avaliacoes: avaliacoes.filter((a) => a.candidatoId === candidatoId),
      };
    }),
  };
}

/** The evaluations applied to these candidates for the requisition, with the step they belong to. */
export async function avaliacoesDaSolicitacao(db: Db, solicitacaoId: number, candidatosIds: number[]) {
  if (!candidatosIds.length) return [];
  const a = avaliacaoCandidato;
  return db
    .select({
      id: a.id,
      candidatoId: a.candidatoId,
      historicoCandidatoId: a.historicoCandidatoId,
      modelo: { id: modeloAvaliacaoCandidato.id, titulo: modeloAvaliacaoCandidato.titulo },
      status: questionarioResposta.status,
      percentual: questionarioResposta.percentual,
      aprovado: a.aprovado,
    })
    .from(a)
    .innerJoin(modeloAvaliacaoCandidato, eq(modeloAvaliacaoCandidato.id, a.modeloAvaliacaoCandidatoId))
    .innerJoin(questionarioResposta, eq(questionarioResposta.id, a.questionarioRespostaId))
    .where(and(eq(a.solicitacaoId, solicitacaoId), inArray(a.candidatoId, candidatosIds)))
    .orderBy(desc(a.id));
}
