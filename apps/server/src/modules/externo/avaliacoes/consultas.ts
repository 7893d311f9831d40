import type { Pergunta, QuestionarioParaResponder } from '@ipe/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { anuncio, anuncioAvaliacao } from '../../captacao/anuncios/schema.ts';
import { etapaSeletiva } from '../../captacao/cadastros/schema.ts';
import { avaliacaoCandidato, modeloAvaliacaoCandidato } from '../../captacao/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from '../../captacao/selecao/schema.ts';
import { solicitacao, solicitacaoAvaliacao } from '../../captacao/solicitacoes/schema.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { idDoCaminho } from '../../captacao/index.ts';

/**
 * Queries of the candidate area's evaluations: always for ONE candidate (the session's) and company;
 * another candidate's ids answer 404 like missing rows.
 */

/** The candidate's own application (candidate-solicitation) not removed by HR, else 404. */
export async function vinculoDoCandidato(db: Db, empresaId: number, candidatoId: number, rawId: unknown) {
  const cs = candidatoSolicitacao;
  const [v] = await db
    .select({
      id: cs.id,
      solicitacaoId: cs.solicitacaoId,
      anuncioId: anuncio.id,
      titulo: sql<string>`coalesce(${anuncio.titulo}, ${solicitacao.descricao})`,
      utilizarAvaliacoesEtapaSeletiva: anuncio.utilizarAvaliacoesEtapaSeletiva,
    })
    .from(cs)
    .innerJoin(solicitacao, eq(solicitacao.id, cs.solicitacaoId))
    .leftJoin(anuncio, eq(anuncio.solicitacaoId, cs.solicitacaoId))
    .where(
      and(
        eq(cs.id, idDoCaminho(rawId)),
        eq(cs.empresaId, empresaId),
        eq(cs.candidatoId, candidatoId),
        isNull(cs.removedAt),
      ),
    );
  if (!v) throw notFound();
  return v;
}
export type Vinculo = Awaited<ReturnType<typeof vinculoDoCandidato>>;

/** The selection step the candidate is in now (the newest history row), or null before the first one. */
async function etapaAtual(db: Db, candidatoSolicitacaoId: number) {
  const h = historicoCandidato;
  const [e] = await db
    .select({ historicoCandidatoId: h.id, nome: etapaSeletiva.nome, dataHoraExpiracao: h.dataHoraExpiracao })
    .from(h)
    .innerJoin(etapaSeletiva, eq(etapaSeletiva.id, h.etapaSeletivaId))
    .where(eq(h.candidatoSolicitacaoId, candidatoSolicitacaoId))
    .orderBy(desc(h.data), desc(h.id))
    .limit(1);
  return e ?? null;
}

/** N: não iniciada, A: em andamento (rascunho salvo), C: respondida (concluída). */
export type SituacaoAvaliacao = 'N' | 'A' | 'C';

export interface AvaliacaoDoCandidato {
  modelo: { id: number; titulo: string; observacao: string | null };
  situacao: SituacaoAvaliacao;
  respondida: boolean;
  concluidoEm: string | null;
}

export interface AvaliacoesDaSolicitacao {
  candidatoSolicitacaoId: number;
  solicitacaoId: number;
  titulo: string;
  utilizarAvaliacoesEtapaSeletiva: boolean;
  /** The current step when its evaluations are used: its deadline and whether it has passed. */
  etapa: {
    historicoCandidatoId: number;
    nome: string;
    dataHoraExpiracao: string | null;
    expirada: boolean;
  } | null;
  avaliacoes: AvaliacaoDoCandidato[];
  qtdAvaliacoes: number;
  qtdAvaliacoesRespondidas: number;
}

/** Ids of the evaluation models the candidate answers in this application (see avaliacoesDoVinculo). */
async function modelosDoVinculo(db: Db, v: Vinculo, etapa: boolean): Promise<number[]> {
  const daSolicitacao = async () =>
    (
      await db
        .select({ id: solicitacaoAvaliacao.modeloAvaliacaoCandidatoId })
        .from(solicitacaoAvaliacao)
        .where(eq(solicitacaoAvaliacao.solicitacaoId, v.solicitacaoId))
    ).map((r) => r.id);
  if (etapa || v.anuncioId === null) return daSolicitacao();
  const doAnuncio = (
    await db
      .select({ id: anuncioAvaliacao.modeloAvaliacaoCandidatoId })
      .from(anuncioAvaliacao)
      .where(eq(anuncioAvaliacao.anuncioId, v.anuncioId))
  ).map((r) => r.id);
  return doAnuncio.length ? doAnuncio : daSolicitacao();
}

/**
 * The evaluations of one application as the candidate sees them. Without utilizarAvaliacoesEtapaSeletiva:
 * the ad's avaliacoesIds (the requisition's when the ad has none). With it: the requisition's avaliacoesIds,
 * answered in the candidate's current selection step until its dataHoraExpiracao (none before the first
 * step). Inactive models not yet started are left out (HR retired them); an answered one is always listed.
 */
export async function avaliacoesDoVinculo(
  db: Db,
  empresaId: number,
  candidatoId: number,
  v: Vinculo,
  usarEtapa: boolean,
  agora = new Date(),
): Promise<AvaliacoesDaSolicitacao> {
  const atual = usarEtapa ? await etapaAtual(db, v.id) : null;
  const ids = usarEtapa && !atual ? [] : await modelosDoVinculo(db, v, usarEtapa);
  const m = modeloAvaliacaoCandidato;
  const a = avaliacaoCandidato;
  const r = questionarioResposta;
  const linhas = ids.length
    ? await db
        .select({
          id: m.id,
          titulo: m.titulo,
          observacao: m.observacao,
          ativo: m.ativo,
          status: r.status,
          concluidoEm: r.concluidoEm,
        })
        .from(m)
        // The candidate's evaluation of the model in this requisition, the open one first (one per model).
        .leftJoin(
          a,
          and(
            eq(a.modeloAvaliacaoCandidatoId, m.id),
            eq(a.candidatoId, candidatoId),
            eq(a.solicitacaoId, v.solicitacaoId),
          ),
        )
        .leftJoin(r, eq(r.id, a.questionarioRespostaId))
        .where(and(eq(m.empresaId, empresaId), inArray(m.id, ids)))
        .orderBy(
          asc(sql`${m.titulo} collate "und-x-icu"`),
          asc(m.id),
          sql`${r.status} = 'A' desc`,
          desc(a.id),
        )
    : [];
  const porModelo = new Map<number, AvaliacaoDoCandidato>();
  for (const l of linhas) {
    if (porModelo.has(l.id)) continue;
    if (!l.ativo && l.status === null) continue;
    const situacao: SituacaoAvaliacao = l.status === 'C' ? 'C' : l.status === 'A' ? 'A' : 'N';
    porModelo.set(l.id, {
      modelo: { id: l.id, titulo: l.titulo, observacao: l.observacao },
      situacao,
      respondida: situacao === 'C',
      concluidoEm: l.concluidoEm ? l.concluidoEm.toISOString() : null,
    });
  }
  const avaliacoes = [...porModelo.values()];
  return {
    candidatoSolicitacaoId: v.id,
    solicitacaoId: v.solicitacaoId,
    titulo: v.titulo,
    utilizarAvaliacoesEtapaSeletiva: usarEtapa,
    etapa: atual && {
      historicoCandidatoId: atual.historicoCandidatoId,
      nome: atual.nome,
      dataHoraExpiracao: atual.dataHoraExpiracao?.toISOString() ?? null,
      expirada: atual.dataHoraExpiracao !== null && atual.dataHoraExpiracao <= agora,
    },
    avaliacoes,
    qtdAvaliacoes: avaliacoes.length,
    qtdAvaliacoesRespondidas: avaliacoes.filter((x) => x.respondida).length,
  };
}

/**
 * Whether the model is one the candidate may read: linked to the ad or the requisition of one of their
 * applications not removed. Any other id is a 404 (no probing of the company's models).
 */
export async function modeloVisivelAoCandidato(
  db: Db,
  empresaId: number,
  candidatoId: number,
  rawId: unknown,
) {
  const id = idDoCaminho(rawId);
  const cs = candidatoSolicitacao;
  const [linha] = await db
    .select({ id: modeloAvaliacaoCandidato.id })
    .from(modeloAvaliacaoCandidato)
    .where(
      and(
        eq(modeloAvaliacaoCandidato.id, id),
        eq(modeloAvaliacaoCandidato.empresaId, empresaId),
        or(
          inArray(
            modeloAvaliacaoCandidato.id,
            db
              .select({ id: solicitacaoAvaliacao.modeloAvaliacaoCandidatoId })
              .from(solicitacaoAvaliacao)
              .innerJoin(cs, eq(cs.solicitacaoId, solicitacaoAvaliacao.solicitacaoId))
              .where(and(eq(cs.candidatoId, candidatoId), isNull(cs.removedAt))),
          ),
          inArray(
            modeloAvaliacaoCandidato.id,
            db
              .select({ id: anuncioAvaliacao.modeloAvaliacaoCandidatoId })
              .from(anuncioAvaliacao)
              .innerJoin(anuncio, eq(anuncio.id, anuncioAvaliacao.anuncioId))
              .innerJoin(cs, eq(cs.solicitacaoId, anuncio.solicitacaoId))
              .where(and(eq(cs.candidatoId, candidatoId), isNull(cs.removedAt))),
          ),
        ),
      ),
    );
  if (!linha) throw notFound();
  return linha.id;
}

/** A question as the candidate may see it: no weights (they reveal the right answers) nor answer counts. */
export type PerguntaDoCandidato = Omit<Pergunta, 'peso' | 'perguntasRespondidas' | 'respostas'> & {
  respostas: { id: number; texto: string; ordem: number }[];
};

export function semPesos(q: QuestionarioParaResponder) {
  return {
    questionarioId: q.questionarioId,
    titulo: q.titulo,
    observacao: q.observacao,
    perguntas: q.perguntas.map(
      ({ peso: _p, perguntasRespondidas: _n, respostas, ...p }): PerguntaDoCandidato => ({
        ...p,
        respostas: respostas.map((o) => ({ id: o.id, texto: o.texto, ordem: o.ordem })),
      }),
    ),
  };
}

/** The evaluation progress of each of the candidate's applications (the ids given; removed ones count 0). */
export async function progressoDasCandidaturas(
  db: Db,
  empresaId: number,
  candidatoId: number,
  vinculosIds: number[],
): Promise<Map<number, Pick<AvaliacoesDaSolicitacao, 'qtdAvaliacoes' | 'qtdAvaliacoesRespondidas'>>> {
  const out = new Map<number, Pick<AvaliacoesDaSolicitacao, 'qtdAvaliacoes' | 'qtdAvaliacoesRespondidas'>>();
  // A candidate has a handful of applications: one small read each, in the order given.
  for (const id of vinculosIds) {
    let v: Vinculo;
    try {
      v = await vinculoDoCandidato(db, empresaId, candidatoId, id);
    } catch (e) {
      // Removed by HR, or not this candidate's: no evaluations to answer there.
      if (e instanceof HttpError && e.status === 404) continue;
      throw e;
    }
    const { qtdAvaliacoes, qtdAvaliacoesRespondidas } = await avaliacoesDoVinculo(
      db,
      empresaId,
      candidatoId,
      v,
      v.utilizarAvaliacoesEtapaSeletiva ?? false,
    );
    out.set(id, { qtdAvaliacoes, qtdAvaliacoesRespondidas });
  }
  return out;
}

/**
 * For the ads (by id) the candidate applied to: the application (candidatoSolicitacao) and its
 * evaluations progress, as the ads list shows them to a logged-in candidate.
 */
export async function progressoDosAnuncios(
  db: Db,
  empresaId: number,
  candidatoId: number,
  anunciosIds: number[],
) {
  const out = new Map<
    number,
    { candidatoSolicitacao: { id: number }; qtdAvaliacoes: number; qtdAvaliacoesRespondidas: number }
  >();
  if (!anunciosIds.length) return out;
  const cs = candidatoSolicitacao;
  const vinculos = await db
    .select({ anuncioId: anuncio.id, id: cs.id })
    .from(cs)
    .innerJoin(anuncio, eq(anuncio.solicitacaoId, cs.solicitacaoId))
    .where(
      and(
        inArray(anuncio.id, anunciosIds),
        eq(cs.empresaId, empresaId),
        eq(cs.candidatoId, candidatoId),
        isNull(cs.removedAt),
      ),
    );
  const progresso = await progressoDasCandidaturas(
    db,
    empresaId,
    candidatoId,
    vinculos.map((v) => v.id),
  );
  for (const v of vinculos)
    out.set(v.anuncioId, {
      candidatoSolicitacao: { id: v.id },
      ...(progresso.get(v.id) ?? { qtdAvaliacoes: 0, qtdAvaliacoesRespondidas: 0 }),
    });
  return out;
}
