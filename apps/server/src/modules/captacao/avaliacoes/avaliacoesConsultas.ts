import type { QuestionarioParaResponder } from '@ipe/domain';
import type { AvaliacaoResumo } from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta, usuario } from '../../../db/schema/index.ts';
import { avaliacaoCandidato, candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';

/** Queries of the candidate evaluations (avaliacoesCandidato.ts holds the routes). */

export type { AvaliacaoResumo };

/** A path id; anything but a positive 32-bit integer is a missing row. */
export const idDoCaminho = (raw: unknown) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** The candidate of the session's company, else 404; `travar` locks it for the transaction. */
export async function candidatoDaEmpresa(db: Db, empresaId: number, rawId: unknown, travar = false) {
  const q = db
    .select({ id: candidato.id, nome: candidato.nome })
    .from(candidato)
    .where(and(eq(candidato.id, idDoCaminho(rawId)), eq(candidato.empresaId, empresaId)));
  const [c] = travar ? await q.for('update') : await q;
  if (!c) throw notFound();
  return c;
}

/** The evaluation model of the session's company, else 404. */
export async function modeloDaEmpresa(db: Db, empresaId: number, rawId: unknown) {
  const [m] = await db
    .select()
    .from(modeloAvaliacaoCandidato)
    .where(
      and(
        eq(modeloAvaliacaoCandidato.id, idDoCaminho(rawId)),
        eq(modeloAvaliacaoCandidato.empresaId, empresaId),
      ),
    );
  if (!m) throw notFound();
  return m;
}
export type Modelo = Awaited<ReturnType<typeof modeloDaEmpresa>>;

/** The model's questions ready to be answered (spec 1 §7 'Assessment: GET /{id}/perguntas'). */
export async function questionarioDoModelo(db: Db, m: Modelo): Promise<QuestionarioParaResponder> {
  return {
    questionarioId: m.questionarioId,
    titulo: m.titulo,
    observacao: m.observacao,
    perguntas: await carregarPerguntas(db, m.questionarioId),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const a = avaliacaoCandidato;
const m = modeloAvaliacaoCandidato;
const r = questionarioResposta;

/** The columns of an evaluation's summary (resumos and the company's list). */
const colunasResumo = {
  id: a.id,
  modeloId: m.id,
  modeloTitulo: m.titulo,
  status: r.status,
  respondidoParcialmente: r.respondidoParcialmente,
  pontuacao: r.pontuacao,
  pontuacaoMaxima: r.pontuacaoMaxima,
  percentual: r.percentual,
  percentualMinimoAprovacao: m.percentualMinimoAprovacao,
  aprovado: a.aprovado,
  createdAt: a.createdAt,
  concluidoEm: r.concluidoEm,
  usuarioId: usuario.id,
  usuarioNome: usuario.nome,
  respondidaPeloCandidato: a.respondidaPeloCandidato,
  solicitacaoId: a.solicitacaoId,
  questionarioRespostaId: a.questionarioRespostaId,
};

/** The summaries' select: evaluation, candidate, model, answering and who applied it. */
export const selecionarResumos = (db: Db) =>
  db
    .select({ ...colunasResumo, candidatoId: candidato.id, candidatoNome: candidato.nome })
    .from(a)
    .innerJoin(candidato, eq(candidato.id, a.candidatoId))
    .innerJoin(m, eq(m.id, a.modeloAvaliacaoCandidatoId))
    .innerJoin(r, eq(r.id, a.questionarioRespostaId))
    .leftJoin(usuario, eq(usuario.id, a.aplicadaPorUsuarioId))
    .$dynamic();
type LinhaResumo = Awaited<ReturnType<typeof selecionarResumos>>[number];

/** A row of selecionarResumos as the contracts answer it. */
export function paraResumo(l: LinhaResumo): AvaliacaoResumo & { questionarioRespostaId: number } {
  return {
    id: l.id,
    modelo: { id: l.modeloId, titulo: l.modeloTitulo },
    status: l.status === 'C' ? 'C' : 'A',
    respondidoParcialmente: l.respondidoParcialmente,
    pontuacao: l.pontuacao,
    pontuacaoMaxima: l.pontuacaoMaxima,
    percentual: l.percentual,
    percentualMinimoAprovacao: l.percentualMinimoAprovacao,
    aprovado: l.aprovado,
    createdAt: iso(l.createdAt) as string,
    concluidoEm: iso(l.concluidoEm),
    aplicadaPor: l.usuarioId == null ? null : { id: l.usuarioId, nome: l.usuarioNome as string },
    respondidaPeloCandidato: l.respondidaPeloCandidato,
    solicitacaoId: l.solicitacaoId,
    questionarioRespostaId: l.questionarioRespostaId,
  };
}

/** Evaluations of one candidate (all, or one by id), newest first. */
export async function resumos(
  db: Db,
  empresaId: number,
  candidatoId: number,
  avaliacaoId?: number,
): Promise<(AvaliacaoResumo & { questionarioRespostaId: number })[]> {
  const where = and(
    eq(a.empresaId, empresaId),
    eq(a.candidatoId, candidatoId),
    avaliacaoId === undefined ? undefined : eq(a.id, avaliacaoId),
  );
  const linhas = await selecionarResumos(db).where(where).orderBy(desc(a.createdAt), desc(a.id));
  return linhas.map((l) => paraResumo(l));
}

/**
 * The candidate's evaluation of this model still open (status A) for the same requisition, or the
 * concluded one when none is open.
 */
export async function avaliacaoDoModelo(
  db: Db,
  candidatoId: number,
  modeloId: number,
  solicitacaoId: number | null,
) {
  const [linha] = await db
    .select({
      id: a.id,
      questionarioRespostaId: a.questionarioRespostaId,
      status: questionarioResposta.status,
    })
    .from(a)
    .innerJoin(questionarioResposta, eq(questionarioResposta.id, a.questionarioRespostaId))
    .where(
      and(
        eq(a.candidatoId, candidatoId),
        eq(a.modeloAvaliacaoCandidatoId, modeloId),
        sql`${a.solicitacaoId} is not distinct from ${solicitacaoId}`,
      ),
    )
    // Open first, then the newest.
    .orderBy(sql`${questionarioResposta.status} = 'A' desc`, desc(a.id))
    .limit(1);
  return linha ?? null;
}

/**
 * aprovado: once concluded, whether the percentual reaches the model's minimum; null while open, when
 * the model has no minimum, or when nothing in the set is scored.
 */
export function aprovacao(
  status: 'A' | 'C',
  percentual: number | null,
  minimo: number | null,
): boolean | null {
  if (status !== 'C' || percentual === null || minimo === null) return null;
  return percentual >= minimo;
}
