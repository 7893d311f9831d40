import type { Pergunta, TipoPergunta } from '@ipe/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aspecto, opcaoResposta, pergunta, resposta } from '../../db/schema/index.ts';

/**
 * The questions of a set, as the editor and the answering screen read them: ordered by `ordem`, each with
 * its options (by their ordem), its aspect and how many answers it has received. Three queries whatever
 * the number of questions (no N+1). `perguntaIds` restricts to some questions of the set.
 */
export async function carregarPerguntas(
  db: Db,
  questionarioId: number,
  filtro: { aspectoId?: number; perguntaIds?: number[] } = {},
): Promise<Pergunta[]> {
  const where = sql`${pergunta.questionarioId} = ${questionarioId}`;
  if (filtro.aspectoId !== undefined) where.append(sql` and ${pergunta.aspectoId} = ${filtro.aspectoId}`);
  if (filtro.perguntaIds) {
    if (!filtro.perguntaIds.length) return [];
    where.append(sql` and ${inArray(pergunta.id, filtro.perguntaIds)}`);
  }
  const linhas = await db
    .select({
      id: pergunta.id,
      texto: pergunta.texto,
      tipo: pergunta.tipo,
      notaMinima: pergunta.notaMinima,
      notaMaxima: pergunta.notaMaxima,
      exigirComentario: pergunta.exigirComentario,
      comentario: pergunta.comentario,
      peso: pergunta.peso,
      obrigatoria: pergunta.obrigatoria,
      ordem: pergunta.ordem,
      aspectoId: aspecto.id,
      aspectoNome: aspecto.nome,
      perguntasRespondidas: sql<number>`(select count(*)::int from ${resposta} where ${resposta.perguntaId} = ${pergunta.id})`,
    })
    .from(pergunta)
    .leftJoin(aspecto, eq(aspecto.id, pergunta.aspectoId))
    .where(where)
    .orderBy(asc(pergunta.ordem), asc(pergunta.id));
  if (!linhas.length) return [];
  const opcoes = await db
    .select()
    .from(opcaoResposta)
    .where(
      inArray(
        opcaoResposta.perguntaId,
        linhas.map((l) => l.id),
      ),
    )
    .orderBy(asc(opcaoResposta.perguntaId), asc(opcaoResposta.ordem), asc(opcaoResposta.id));
  const porPergunta = new Map<number, Pergunta['respostas']>();
  for (const o of opcoes) {
    const lista = porPergunta.get(o.perguntaId) ?? [];
    lista.push({ id: o.id, texto: o.texto, peso: o.peso, ordem: o.ordem });
    porPergunta.set(o.perguntaId, lista);
  }
  return linhas.map((l) => ({
    id: l.id,
    texto: l.texto,
    tipo: l.tipo as TipoPergunta,
    respostas: porPergunta.get(l.id) ?? [],
    notaMinima: l.notaMinima,
    notaMaxima: l.notaMaxima,
    exigirComentario: l.exigirComentario,
    comentario: l.comentario,
    peso: l.peso,
    obrigatoria: l.obrigatoria,
    ordem: l.ordem,
    aspecto: l.aspectoId == null ? null : { id: l.aspectoId, nome: l.aspectoNome as string },
    perguntasRespondidas: l.perguntasRespondidas,
  }));
}
