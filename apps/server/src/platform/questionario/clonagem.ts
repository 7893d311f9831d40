import { isAllowed } from '@ipe/domain';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { aspecto, empresa, opcaoResposta, pergunta } from '../../db/schema/index.ts';
import { auditar } from '../audit.ts';
import { authoritiesIn, type Session } from '../auth/sessions.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { QuestionSetOwner } from './dono.ts';
import { carregarPerguntas } from './leitura.ts';
import { criarQuestionario } from './perguntasStore.ts';

/** The property name of one of the table's columns (the key of a selected row). */
function chaveDe(table: PgTable, col: PgColumn): string {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const k = Object.keys(cols).find((x) => cols[x] === col);
  if (!k) throw new Error(`coluna ${col.name} não pertence à tabela`);
  return k;
}

/**
 * Refuses companies the user may not use: the administrator (user 1) may use every existing company,
 * anyone else those where their profile there holds the owner's write authority.
 */
async function exigirEmpresasPermitidas(db: Db, s: Session, owner: QuestionSetOwner, empresas: number[]) {
  const existentes = new Set(
    (await db.select({ id: empresa.id }).from(empresa).where(inArray(empresa.id, empresas))).map((e) => e.id),
  );
  for (const e of empresas) {
    if (!existentes.has(e)) throw forbidden();
    if (!isAllowed(owner.access.write, await authoritiesIn(db, s.usuarioId, e))) throw forbidden();
  }
}

/**
 * Copies an owner row (every column but id, empresaId and questionarioId) and its whole question set —
 * aspects, questions, options, order — into each company, in one transaction. Answers are not copied.
 * Returns the new owner ids.
 */
export async function clonarConjunto(
  db: Db,
  s: Session,
  owner: QuestionSetOwner,
  ownerId: number,
  empresasPedidas: number[],
): Promise<{ empresaId: number; id: number }[]> {
  const empresas = [...new Set(empresasPedidas)];
  await exigirEmpresasPermitidas(db, s, owner, empresas);
  const { id: idCol, empresaId: empresaCol, questionarioId: questionarioCol } = owner.columns;
  const chaves = {
    id: chaveDe(owner.table, idCol),
    empresaId: chaveDe(owner.table, empresaCol),
    questionarioId: chaveDe(owner.table, questionarioCol),
    titulo: chaveDe(owner.table, owner.columns.titulo),
  };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [origem] = (await tx
      .select()
      .from(owner.table)
      .where(and(eq(idCol, ownerId), eq(empresaCol, s.empresaId)))) as Record<string, unknown>[];
    if (!origem) throw notFound();
    const questionarioOrigem = origem[chaves.questionarioId] as number;
    const aspectos = await tx
      .select({ id: aspecto.id, nome: aspecto.nome })
      .from(aspecto)
      .where(eq(aspecto.questionarioId, questionarioOrigem));
    const perguntas = await carregarPerguntas(tx, questionarioOrigem);
    const { [chaves.id]: _id, [chaves.empresaId]: _e, [chaves.questionarioId]: _q, ...copia } = origem;

    const criados: { empresaId: number; id: number }[] = [];
    for (const empresaId of empresas) {
      const questionarioId = await criarQuestionario(tx, empresaId, owner.origem);
      const novosAspectos = aspectos.length
        ? await tx
            .insert(aspecto)
            .values(aspectos.map((a) => ({ questionarioId, nome: a.nome })))
            .returning({ id: aspecto.id, nome: aspecto.nome })
        : [];
      const aspectoPorNome = new Map(novosAspectos.map((a) => [a.nome, a.id]));
      const novasPerguntas = perguntas.length
        ? await tx
            .insert(pergunta)
            .values(
              perguntas.map((p) => ({
                questionarioId,
                aspectoId: p.aspecto ? (aspectoPorNome.get(p.aspecto.nome) ?? null) : null,
                texto: p.texto,
                tipo: p.tipo,
                notaMinima: p.notaMinima,
                notaMaxima: p.notaMaxima,
                exigirComentario: p.exigirComentario,
                comentario: p.comentario,
                peso: p.peso,
                obrigatoria: p.obrigatoria,
                ordem: p.ordem,
              })),
            )
            .returning({ id: pergunta.id, ordem: pergunta.ordem })
        : [];
      // ordem is unique inside a set: it pairs each copy with its original.
      const novaPorOrdem = new Map(novasPerguntas.map((p) => [p.ordem, p.id]));
      const opcoes = perguntas.flatMap((p) =>
        p.respostas.map((r) => ({
          perguntaId: novaPorOrdem.get(p.ordem) as number,
          texto: r.texto,
          peso: r.peso,
          ordem: r.ordem,
        })),
      );
      if (opcoes.length) await tx.insert(opcaoResposta).values(opcoes);
      const colunas = owner.ajustarCopia ? await owner.ajustarCopia(tx, copia, empresaId) : copia;
      const [novo] = (await tx
        .insert(owner.table)
        .values({
          ...colunas,
          [chaves.empresaId]: empresaId,
          [chaves.questionarioId]: questionarioId,
        } as never)
        .returning({ id: idCol })) as { id: number }[];
      if (owner.auditEntidade)
        await auditar(
          tx,
          { ...s, empresaId },
          {
            entidade: owner.auditEntidade,
            entidadeId: novo.id,
            acao: 'CLONAR',
            descricao: String(origem[chaves.titulo] ?? ''),
            antes: { empresaId: s.empresaId, id: ownerId },
            depois: { ...copia, empresaId, id: novo.id, perguntas: perguntas.length },
          },
        );
      criados.push({ empresaId, id: novo.id });
    }
    return criados;
  });
}
