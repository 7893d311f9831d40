import {
  agruparPorAspecto,
  MAX_PERGUNTAS,
  MSG_QUESTIONARIO as M,
  normalizarPergunta,
  type OpcaoResposta,
  type PerguntaDados,
} from '@ipe/domain';
import { and, count, eq, gt, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aspecto, opcaoResposta, pergunta, questionario } from '../../db/schema/index.ts';
import { badRequest, fieldErrors, notFound } from '../http/errors.ts';
import { carregarPerguntas } from './leitura.ts';

/**
 * Writes of a question set: questions with their options, aspects, and the order. Every function runs
 * inside the caller's transaction; `travarConjunto` serialises concurrent edits of one set, so the
 * 1-based `ordem` stays dense (1..n) whatever arrives at the same time.
 */

/** Creates an empty question set of `origem` (the owner's kind) for a company; returns its id. */
export async function criarQuestionario(tx: Db, empresaId: number, origem: string): Promise<number> {
  const [q] = await tx.insert(questionario).values({ empresaId, origem }).returning({ id: questionario.id });
  return q.id;
}

/**
 * Removes a question set with its aspects, questions and options (the owner's row must be gone or no
 * longer point at it). A set with answers stays: the answerings reference it.
 */
export async function removerQuestionario(tx: Db, questionarioId: number) {
  await tx.delete(questionario).where(eq(questionario.id, questionarioId));
}

/** Locks the set's row until the transaction ends: edits of one set run one after the other. */
export async function travarConjunto(tx: Db, questionarioId: number) {
  await tx
    .select({ id: questionario.id })
    .from(questionario)
    .where(eq(questionario.id, questionarioId))
    .for('update');
}

export async function quantidadePerguntas(db: Db, questionarioId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(pergunta)
    .where(eq(pergunta.questionarioId, questionarioId));
  return n;
}

/** Refuses adding `novas` questions beyond the set's limit. */
export async function exigirEspaco(tx: Db, questionarioId: number, novas: number) {
  if ((await quantidadePerguntas(tx, questionarioId)) + novas > MAX_PERGUNTAS)
    throw badRequest(M.limitePerguntas(MAX_PERGUNTAS));
}

/** Same name in the set, ignoring case and accents (the unique index's expression). */
const mesmoNome = (nome: string) => sql`lower(ipe_unaccent(${aspecto.nome})) = lower(ipe_unaccent(${nome}))`;

export async function aspectoPorNome(db: Db, questionarioId: number, nome: string) {
  const [a] = await db
    .select({ id: aspecto.id, nome: aspecto.nome })
    .from(aspecto)
    .where(and(eq(aspecto.questionarioId, questionarioId), mesmoNome(nome)));
  return a ?? null;
}

/** Creates an aspect; a name already in the set (case/accents aside) is a field error on `nome`. */
export async function criarAspecto(tx: Db, questionarioId: number, nome: string) {
  if (await aspectoPorNome(tx, questionarioId, nome))
    throw fieldErrors([{ field: 'nome', message: M.aspectoDuplicado }]);
  const [a] = await tx
    .insert(aspecto)
    .values({ questionarioId, nome })
    .returning({ id: aspecto.id, nome: aspecto.nome });
  return a;
}

/** The aspect of a question: by id (of this set), by name (found or created), or none. */
async function resolverAspecto(
  tx: Db,
  questionarioId: number,
  ref: { id?: number | null; nome?: string | null } | null,
  campo: string,
): Promise<number | null> {
  if (ref?.id) {
    const [a] = await tx
      .select({ id: aspecto.id })
      .from(aspecto)
      .where(and(eq(aspecto.id, ref.id), eq(aspecto.questionarioId, questionarioId)));
    if (!a) throw fieldErrors([{ field: campo, message: M.aspectoNaoEncontrado }]);
    return a.id;
  }
  const nome = ref?.nome?.trim();
  if (!nome) return null;
  return ((await aspectoPorNome(tx, questionarioId, nome)) ?? (await criarAspecto(tx, questionarioId, nome)))
    .id;
}

type Normalizada = ReturnType<typeof normalizarPergunta>;

const colunas = (n: Normalizada, aspectoId: number | null) => ({
  aspectoId,
  texto: n.texto,
  tipo: n.tipo,
  notaMinima: n.notaMinima,
  notaMaxima: n.notaMaxima,
  exigirComentario: n.exigirComentario,
  comentario: n.comentario,
  peso: n.peso,
  obrigatoria: n.obrigatoria,
});

/**
 * Inserts a question: at the end, or at `ordem` (clamped to 1..n+1) shifting the following ones down.
 * `campo` prefixes error paths ('' for one question, 'N.' in a batch). Returns the new id.
 */
export async function inserirPergunta(
  tx: Db,
  questionarioId: number,
  dados: PerguntaDados,
  notaMinimaPadrao: number,
  campo = '',
): Promise<number> {
  const n = normalizarPergunta(dados, notaMinimaPadrao);
  const aspectoId = await resolverAspecto(tx, questionarioId, n.aspecto, `${campo}aspecto`);
  const total = await quantidadePerguntas(tx, questionarioId);
  const ordem = Math.min(n.ordem ?? total + 1, total + 1);
  if (ordem <= total)
    await tx
      .update(pergunta)
      .set({ ordem: sql`${pergunta.ordem} + 1` })
      .where(and(eq(pergunta.questionarioId, questionarioId), gte(pergunta.ordem, ordem)));
  const [p] = await tx
    .insert(pergunta)
    .values({ questionarioId, ordem, ...colunas(n, aspectoId) })
    .returning({ id: pergunta.id });
  if (n.respostas.length)
    await tx
      .insert(opcaoResposta)
      .values(n.respostas.map((r) => ({ perguntaId: p.id, texto: r.texto, peso: r.peso, ordem: r.ordem })));
  return p.id;
}

/** Same options in the same order (texto and peso; an id, when sent, must be the one in that place). */
function mesmasOpcoes(antes: OpcaoResposta[], depois: Normalizada['respostas']) {
  return (
    antes.length === depois.length &&
    antes.every(
      (a, i) =>
        a.texto === depois[i].texto &&
        Number(a.peso) === Number(depois[i].peso) &&
        (depois[i].id ?? a.id) === a.id,
    )
  );
}

/**
 * Updates a question. Once answered, its type and options are locked (the answers point at them); the
 * other fields may change. Options are upserted by id: kept ids updated, new ones inserted, missing ones
 * removed. A new `ordem` moves the question.
 */
export async function alterarPergunta(
  tx: Db,
  questionarioId: number,
  perguntaId: number,
  dados: PerguntaDados,
  notaMinimaPadrao: number,
) {
  const [atual] = await carregarPerguntas(tx, questionarioId, { perguntaIds: [perguntaId] });
  if (!atual) throw notFound();
  const n = normalizarPergunta(dados, notaMinimaPadrao);
  const inalteradas = n.tipo === atual.tipo && mesmasOpcoes(atual.respostas, n.respostas);
  if (atual.perguntasRespondidas > 0 && !inalteradas) throw badRequest(M.tipoBloqueado);
  const existentes = new Set(atual.respostas.map((r) => r.id));
  if (n.respostas.some((r) => r.id != null && !existentes.has(r.id)))
    throw badRequest(M.opcaoDeOutraPergunta);

  const aspectoId = await resolverAspecto(tx, questionarioId, n.aspecto, 'aspecto');
  await tx.update(pergunta).set(colunas(n, aspectoId)).where(eq(pergunta.id, perguntaId));
  if (!inalteradas) {
    const mantidas = n.respostas.filter((r) => r.id != null).map((r) => r.id as number);
    await tx
      .delete(opcaoResposta)
      .where(
        and(
          eq(opcaoResposta.perguntaId, perguntaId),
          mantidas.length ? notInArray(opcaoResposta.id, mantidas) : undefined,
        ),
      );
    for (const r of n.respostas) {
      const valores = { texto: r.texto, peso: r.peso, ordem: r.ordem };
      if (r.id != null) await tx.update(opcaoResposta).set(valores).where(eq(opcaoResposta.id, r.id));
      else await tx.insert(opcaoResposta).values({ perguntaId, ...valores });
    }
  }
  if (n.ordem != null && n.ordem !== atual.ordem)
    await moverPergunta(tx, questionarioId, perguntaId, n.ordem);
}

/** Removes a question (never an answered one) and closes the gap it leaves in the order. */
export async function removerPergunta(tx: Db, questionarioId: number, perguntaId: number) {
  const [atual] = await carregarPerguntas(tx, questionarioId, { perguntaIds: [perguntaId] });
  if (!atual) throw notFound();
  if (atual.perguntasRespondidas > 0) throw badRequest(M.perguntaRespondidaRemocao);
  await tx.delete(pergunta).where(eq(pergunta.id, perguntaId));
  await tx
    .update(pergunta)
    .set({ ordem: sql`${pergunta.ordem} - 1` })
    .where(and(eq(pergunta.questionarioId, questionarioId), gt(pergunta.ordem, atual.ordem)));
  return atual;
}

/** The set's question ids in their current order. */
async function idsEmOrdem(tx: Db, questionarioId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: pergunta.id })
    .from(pergunta)
    .where(eq(pergunta.questionarioId, questionarioId))
    .orderBy(pergunta.ordem, pergunta.id);
  return rows.map((r) => r.id);
}

/** Writes ordem 1..n following `ids` (only the rows whose position changes). */
async function gravarOrdem(tx: Db, questionarioId: number, ids: number[]) {
  if (!ids.length) return;
  const valores = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${pergunta} set ordem = v.ordem
    from (values ${valores}) as v(id, ordem)
    where ${pergunta.id} = v.id and ${pergunta.questionarioId} = ${questionarioId}
      and ${pergunta.ordem} <> v.ordem`);
}

/** Moves a question to `destino` (clamped to 1..n); the ones in between shift by one. */
export async function moverPergunta(tx: Db, questionarioId: number, perguntaId: number, destino: number) {
  const ids = await idsEmOrdem(tx, questionarioId);
  const de = ids.indexOf(perguntaId);
  if (de < 0) throw notFound();
  ids.splice(de, 1);
  ids.splice(Math.min(Math.max(destino, 1), ids.length + 1) - 1, 0, perguntaId);
  await gravarOrdem(tx, questionarioId, ids);
}

/**
 * Shuffles the questions inside each aspect block; the blocks keep their order (that of their first
 * question, as the answering screen shows them) and end up contiguous.
 */
export async function embaralharPerguntas(tx: Db, questionarioId: number, aleatorio = Math.random) {
  const perguntas = await carregarPerguntas(tx, questionarioId);
  const ids = agruparPorAspecto(perguntas).flatMap((g) => {
    const bloco = g.perguntas.map((p) => p.id);
    for (let i = bloco.length - 1; i > 0; i--) {
      const j = Math.floor(aleatorio() * (i + 1));
      [bloco[i], bloco[j]] = [bloco[j], bloco[i]];
    }
    return bloco;
  });
  await gravarOrdem(tx, questionarioId, ids);
}

/** Answers per question of the set: `{quantidade: answered questions, porPergunta: {id: answers}}`. */
export async function perguntasRespondidas(db: Db, questionarioId: number) {
  const perguntas = await carregarPerguntas(db, questionarioId);
  const porPergunta: Record<number, number> = {};
  for (const p of perguntas) porPergunta[p.id] = p.perguntasRespondidas;
  return { quantidade: perguntas.filter((p) => p.perguntasRespondidas > 0).length, porPergunta };
}

/** Removes an aspect of the set (never one with questions). */
export async function removerAspecto(tx: Db, questionarioId: number, aspectoId: number) {
  const [a] = await tx
    .select({ id: aspecto.id, nome: aspecto.nome })
    .from(aspecto)
    .where(and(eq(aspecto.id, aspectoId), eq(aspecto.questionarioId, questionarioId)));
  if (!a) throw notFound();
  const [{ n }] = await tx.select({ n: count() }).from(pergunta).where(eq(pergunta.aspectoId, aspectoId));
  if (n > 0) throw badRequest(M.aspectoComPerguntas);
  await tx.delete(aspecto).where(eq(aspecto.id, aspectoId));
  return a;
}

/** Aspects of the set whose name contains `nome` (case and accents aside), by name. */
export async function listarAspectos(db: Db, questionarioId: number, nome?: string) {
  const filtro = nome?.trim();
  const padrao = filtro ? `%${filtro.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: aspecto.id, nome: aspecto.nome })
    .from(aspecto)
    .where(
      and(
        eq(aspecto.questionarioId, questionarioId),
        padrao ? sql`ipe_unaccent(${aspecto.nome}) ILIKE ipe_unaccent(${padrao})` : undefined,
      ),
    )
    .orderBy(sql`${aspecto.nome} collate "und-x-icu"`, aspecto.id);
}
