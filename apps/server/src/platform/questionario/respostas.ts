import type { z } from 'zod';
import {
  calcularPontuacao,
  MSG_QUESTIONARIO as M,
  normalizarResposta,
  type ResultadoQuestionario,
  respondida,
  respostasSchema,
  validarRespostas,
} from '@ipe/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pergunta, questionario, questionarioResposta, resposta } from '../../db/schema/index.ts';
import { fieldErrors, HttpError, notFound, zodEntries } from '../http/errors.ts';
import { carregarPerguntas } from './leitura.ts';

/** Error codes of the answering engine besides FIELD_VALIDATION_VIOLATION. */
export const CODIGOS_RESPOSTA = {
  /** An answer no honest screen sends: a question of another set, an option of another question. */
  estrangeira: 'RESPOSTA_ESTRANGEIRA',
  concluida: 'AVALIACAO_CONCLUIDA',
  semPerguntas: 'QUESTIONARIO_SEM_PERGUNTAS',
} as const;

export interface SalvarRespostas {
  /** Company of the answering (the owner's company, from the session or the external area's link). */
  empresaId: number;
  questionarioId: number;
  /** The answering to continue, or null to start one. */
  resultadoId: number | null;
  /** Internal user filling it in; null when the respondent answers in the external area. */
  usuarioId: number | null;
  /** The request body: respostasSchema ({respostas, respondidoParcialmente}). */
  input: unknown;
  /** A set without questions may be answered (nothing scored): a competence-only evaluation. */
  permiteVazio?: boolean;
}

/**
 * Shape errors point at `respostas.<index>`; the answering screen shows errors by question, so they are
 * renamed `respostas.<perguntaId>` when the answer names its question.
 */
function entradasPorPergunta(issues: readonly z.core.$ZodIssue[], input: unknown) {
  const lista = (input as { respostas?: unknown } | null)?.respostas;
  return zodEntries(
    issues.map((i) => {
      const [raiz, indice, ...resto] = i.path;
      const perguntaId = Array.isArray(lista)
        ? (lista[indice as number] as { perguntaId?: unknown } | undefined)?.perguntaId
        : undefined;
      return raiz === 'respostas' && typeof indice === 'number' && typeof perguntaId === 'number'
        ? { ...i, path: [raiz, perguntaId, ...resto] }
        : i;
    }),
  );
}

/**
 * Saves one answering of a question set inside the caller's transaction `tx` (the caller ties it to its
 * owner — a candidate evaluation, a survey reply — in the same transaction). Validates the answers
 * (spec 2 §5 'Answering'), scores them (calcularPontuacao) and replaces the answering's answers. A
 * partial save keeps it open (status A); a full one closes it (status C, concluidoEm), after which it
 * cannot be answered again (409). See docs/questionario.md 'Respostas e pontuação'.
 */
export async function salvarRespostas(tx: Db, a: SalvarRespostas): Promise<ResultadoQuestionario> {
  const parsed = respostasSchema.safeParse(a.input ?? {});
  if (!parsed.success) throw fieldErrors(entradasPorPergunta(parsed.error.issues, a.input));
  const { respostas, respondidoParcialmente: parcial } = parsed.data;

  // A share lock: the editor (which locks the set for update) cannot change options or remove a
  // question between our reading of the questions and our writing of the answers.
  const [conjunto] = await tx
    .select({ id: questionario.id })
    .from(questionario)
    .where(and(eq(questionario.id, a.questionarioId), eq(questionario.empresaId, a.empresaId)))
    .for('share');
  if (!conjunto) throw notFound();

  let anterior: { usuarioId: number | null } | null = null;
  if (a.resultadoId !== null) {
    const [r] = await tx
      .select({ status: questionarioResposta.status, usuarioId: questionarioResposta.usuarioId })
      .from(questionarioResposta)
      .where(
        and(
          eq(questionarioResposta.id, a.resultadoId),
          eq(questionarioResposta.empresaId, a.empresaId),
          eq(questionarioResposta.questionarioId, a.questionarioId),
        ),
      )
      .for('update');
    if (!r) throw notFound();
    if (r.status === 'C') throw new HttpError(409, CODIGOS_RESPOSTA.concluida, M.avaliacaoConcluida);
    anterior = r;
  }

  const perguntas = await carregarPerguntas(tx, a.questionarioId);
  if (!perguntas.length && !a.permiteVazio)
    throw new HttpError(400, CODIGOS_RESPOSTA.semPerguntas, M.questionarioSemPerguntas);

  const erros = validarRespostas(perguntas, respostas, parcial);
  const estrangeiras = erros.filter((e) => e.estrangeira);
  if (estrangeiras.length)
    throw new HttpError(
      400,
      CODIGOS_RESPOSTA.estrangeira,
      estrangeiras[0].message,
      estrangeiras.map(({ field, message }) => ({ field, message })),
    );
  if (erros.length) throw fieldErrors(erros.map(({ field, message }) => ({ field, message })));

  // Only what each question's type uses is kept and scored; blank answers are not stored (a stored
  // answer locks its question's type and options in the editor).
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const guardadas = respostas
    .map((r) => {
      const p = porId.get(r.perguntaId);
      return p ? { p, r: normalizarResposta(p, r) } : null;
    })
    .filter((x) => x !== null)
    .filter(({ p, r }) => respondida(p, r) || r.comentario !== null || r.observacao !== null);
  const score = calcularPontuacao(
    perguntas,
    guardadas.map((g) => g.r),
  );

  const agora = new Date();
  const dados = {
    status: parcial ? 'A' : 'C',
    respondidoParcialmente: parcial,
    pontuacao: score.pontuacao,
    pontuacaoMaxima: score.pontuacaoMaxima,
    percentual: score.percentual,
    atualizadoEm: agora,
    concluidoEm: parcial ? null : agora,
  };
  let id: number;
  if (a.resultadoId === null) {
    const [novo] = await tx
      .insert(questionarioResposta)
      .values({
        empresaId: a.empresaId,
        questionarioId: a.questionarioId,
        usuarioId: a.usuarioId,
        iniciadoEm: agora,
        ...dados,
      })
      .returning({ id: questionarioResposta.id });
    id = novo.id;
  } else {
    id = a.resultadoId;
    await tx
      .update(questionarioResposta)
      .set({ ...dados, usuarioId: a.usuarioId ?? anterior?.usuarioId ?? null })
      .where(eq(questionarioResposta.id, id));
    await tx.delete(resposta).where(eq(resposta.questionarioRespostaId, id));
  }
  if (guardadas.length)
    await tx.insert(resposta).values(
      guardadas.map(({ r }) => ({
        questionarioRespostaId: id,
        ...r,
        pontos: score.pontos.get(r.perguntaId) ?? null,
      })),
    );
  return lerResultado(tx, id);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One answering with its answers, in the questions' order; 404 when it does not exist. */
export async function lerResultado(db: Db, id: number): Promise<ResultadoQuestionario> {
  const [r] = await db.select().from(questionarioResposta).where(eq(questionarioResposta.id, id));
  if (!r) throw notFound();
  const linhas = await db
    .select({
      perguntaId: resposta.perguntaId,
      respostaId: resposta.respostaId,
      respostasIds: resposta.respostasIds,
      nota: resposta.nota,
      comentario: resposta.comentario,
      observacao: resposta.observacao,
      pontos: resposta.pontos,
    })
    .from(resposta)
    .innerJoin(pergunta, eq(pergunta.id, resposta.perguntaId))
    .where(eq(resposta.questionarioRespostaId, id))
    .orderBy(asc(pergunta.ordem), asc(pergunta.id));
  return {
    id: r.id,
    questionarioId: r.questionarioId,
    status: r.status === 'C' ? 'C' : 'A',
    respondidoParcialmente: r.respondidoParcialmente,
    pontuacao: r.pontuacao,
    pontuacaoMaxima: r.pontuacaoMaxima,
    percentual: r.percentual,
    respostas: linhas,
    iniciadoEm: iso(r.iniciadoEm) as string,
    concluidoEm: iso(r.concluidoEm),
  };
}
