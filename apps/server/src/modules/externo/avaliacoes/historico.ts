import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { anuncio } from '../../captacao/anuncios/schema.ts';
import { etapaSeletiva } from '../../captacao/cadastros/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from '../../captacao/selecao/schema.ts';
import { solicitacao } from '../../captacao/solicitacoes/schema.ts';

/** One selection step the candidate went through, as the candidate may see it. */
export interface EtapaDoHistorico {
  id: number;
  etapa: string;
  /** Date of the step (yyyy-mm-dd). */
  data: string;
  /** Until when the step's evaluations may be answered, when HR set it. */
  dataHoraExpiracao: string | null;
}

export interface CandidaturaDoHistorico {
  candidatoSolicitacaoId: number;
  solicitacaoId: number;
  titulo: string;
  /** When the candidate entered the selection (applied, or was added by HR). */
  dataInscricao: string;
  /** HR took the candidate out of this selection (why is HR's): nothing more to answer there. */
  removida: boolean;
  etapas: EtapaDoHistorico[];
}

/**
 * The candidate's own history across requisitions (spec 1 §2 /externo/historico-candidatos): each
 * application, newest first (one HR removed the candidate from is marked removida), with the steps it went through and their dates. What HR
 * writes about the candidate stays internal: the step's result (apto), notes (observacao), the
 * responsible person and the user who recorded it are never selected here.
 */
export async function historicoDoCandidato(
  db: Db,
  empresaId: number,
  candidatoId: number,
): Promise<CandidaturaDoHistorico[]> {
  const cs = candidatoSolicitacao;
  const vinculos = await db
    .select({
      id: cs.id,
      solicitacaoId: cs.solicitacaoId,
      titulo: sql<string>`coalesce(${anuncio.titulo}, ${solicitacao.descricao})`,
      createdAt: cs.createdAt,
      removida: sql<boolean>`${cs.removedAt} is not null`,
    })
    .from(cs)
    .innerJoin(solicitacao, eq(solicitacao.id, cs.solicitacaoId))
    .leftJoin(anuncio, eq(anuncio.solicitacaoId, cs.solicitacaoId))
    .where(and(eq(cs.empresaId, empresaId), eq(cs.candidatoId, candidatoId)))
    .orderBy(desc(cs.createdAt), desc(cs.id));
  if (!vinculos.length) return [];
  const h = historicoCandidato;
  const etapas = await db
    .select({
      id: h.id,
      candidatoSolicitacaoId: h.candidatoSolicitacaoId,
      etapa: etapaSeletiva.nome,
      data: h.data,
      dataHoraExpiracao: h.dataHoraExpiracao,
    })
    .from(h)
    .innerJoin(etapaSeletiva, eq(etapaSeletiva.id, h.etapaSeletivaId))
    .where(
      inArray(
        h.candidatoSolicitacaoId,
        vinculos.map((v) => v.id),
      ),
    )
    .orderBy(asc(h.data), asc(h.id));
  const porVinculo = new Map<number, EtapaDoHistorico[]>();
  for (const e of etapas) {
    const lista = porVinculo.get(e.candidatoSolicitacaoId) ?? [];
    lista.push({
      id: e.id,
      etapa: e.etapa,
      data: String(e.data),
      dataHoraExpiracao: e.dataHoraExpiracao?.toISOString() ?? null,
    });
    porVinculo.set(e.candidatoSolicitacaoId, lista);
  }
  return vinculos.map((v) => ({
    candidatoSolicitacaoId: v.id,
    solicitacaoId: v.solicitacaoId,
    titulo: v.titulo,
    dataInscricao: v.createdAt.toISOString(),
    removida: v.removida,
    etapas: porVinculo.get(v.id) ?? [],
  }));
}
