import {
  abreviar,
  CAIXAS,
  CAIXAS_PADRAO,
  LIMITE_MENSAGENS_CAIXA,
  MSG_MENSAGENS,
  type OrdemCaixas,
  TIPOS_CAIXA,
  type TipoCaixa,
} from '@ipe/domain/mensagens';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mensagem, usuarioCaixas, usuarioMensagem } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pagina } from '../http/pagina.ts';

/** Whose boxes: every query is bound to the session's user and company (another's row is a 404). */
export interface Dono {
  usuarioId: number;
  empresaId: number;
}

const colunas = {
  id: mensagem.id,
  tipo: mensagem.tipo,
  usuarioMensagemId: usuarioMensagem.id,
  remetente: mensagem.remetente,
  data: mensagem.data,
  lida: usuarioMensagem.lida,
  texto: mensagem.texto,
  link: mensagem.link,
  target: mensagem.target,
};
type Linha = {
  id: number;
  tipo: string;
  usuarioMensagemId: number;
  remetente: string;
  data: Date;
  lida: boolean;
  texto: string;
  link: string | null;
  target: string | null;
};

const comoMensagem = (l: Linha) => ({ ...l, tipo: l.tipo as TipoCaixa, textoAbreviado: abreviar(l.texto) });

/** The saved order, completed: a box missing from both columns (a new module) joins its default column. */
export function normalizarOrdem(o: Partial<OrdemCaixas> | undefined): OrdemCaixas {
  const visto = new Set<TipoCaixa>();
  const unicos = (l: readonly TipoCaixa[] | undefined) =>
    (l ?? []).filter((t) => TIPOS_CAIXA.includes(t) && !visto.has(t) && visto.add(t));
  const caixasEsquerda = unicos(o?.caixasEsquerda);
  const caixasDireita = unicos(o?.caixasDireita);
  for (const t of TIPOS_CAIXA)
    if (!visto.has(t)) (CAIXAS_PADRAO.caixasEsquerda.includes(t) ? caixasEsquerda : caixasDireita).push(t);
  const caixasMinimizadas = [...new Set(o?.caixasMinimizadas ?? [])].filter((t) => TIPOS_CAIXA.includes(t));
  return { caixasEsquerda, caixasDireita, caixasMinimizadas };
}

export async function lerOrdem(db: Db, usuarioId: number): Promise<OrdemCaixas> {
  const [o] = await db.select().from(usuarioCaixas).where(eq(usuarioCaixas.usuarioId, usuarioId));
  return normalizarOrdem(o as Partial<OrdemCaixas> | undefined);
}

/** Saves the order: each box once at most across the two columns (400 otherwise). */
export async function salvarOrdem(db: Db, usuarioId: number, o: OrdemCaixas): Promise<OrdemCaixas> {
  const todas = [...o.caixasEsquerda, ...o.caixasDireita];
  if (new Set(todas).size !== todas.length)
    throw badRequest(MSG_MENSAGENS.ordemInvalida, 'ORDEM_CAIXAS_INVALIDA');
  const valor = normalizarOrdem(o);
  await db
    .insert(usuarioCaixas)
    .values({ usuarioId, ...valor })
    .onConflictDoUpdate({ target: usuarioCaixas.usuarioId, set: { ...valor, alteradoEm: new Date() } });
  return valor;
}

/**
 * Every box of the user in the company: its newest messages, unread first (at most 30, one lateral
 * query for the eight boxes) and its unread count (the partial index of unread rows).
 */
export async function lerCaixas(db: Db, dono: Dono) {
  const ordem = await lerOrdem(db, dono.usuarioId);
  const tipos = sql.raw(`'{${TIPOS_CAIXA.join(',')}}'::varchar[]`);
  const [linhas, naoLidas] = await Promise.all([
    db.execute(sql`
      select m.id, m.tipo, um.id as "usuarioMensagemId", m.remetente, m.data, um.lida, m.texto, m.link, m.target
      from unnest(${tipos}) t(tipo)
      cross join lateral (
        select um.id, um.lida, um.mensagem_id from usuario_mensagem um
        where um.usuario_id = ${dono.usuarioId} and um.empresa_id = ${dono.empresaId} and um.tipo = t.tipo
        order by um.lida, um.mensagem_id desc
        limit ${LIMITE_MENSAGENS_CAIXA}) um
      join mensagem m on m.id = um.mensagem_id
      order by t.tipo, um.lida, um.mensagem_id desc`),
    db
      .select({ tipo: usuarioMensagem.tipo, n: count() })
      .from(usuarioMensagem)
      .where(
        and(
          eq(usuarioMensagem.usuarioId, dono.usuarioId),
          eq(usuarioMensagem.empresaId, dono.empresaId),
          eq(usuarioMensagem.lida, false),
        ),
      )
      .groupBy(usuarioMensagem.tipo),
  ]);
  const porTipo = new Map<string, ReturnType<typeof comoMensagem>[]>();
  for (const l of (linhas as unknown as { rows: Linha[] }).rows) {
    const m = comoMensagem({ ...l, data: new Date(l.data) });
    porTipo.set(m.tipo, [...(porTipo.get(m.tipo) ?? []), m]);
  }
  const contagem = new Map(naoLidas.map((r) => [r.tipo, r.n]));
  const minimizadas = new Set(ordem.caixasMinimizadas);
  const caixa = (tipo: TipoCaixa) => ({
    tipo,
    titulo: CAIXAS[tipo],
    mensagens: porTipo.get(tipo) ?? [],
    naoLidas: contagem.get(tipo) ?? 0,
    minimizado: minimizadas.has(tipo),
  });
  return {
    caixasEsquerda: ordem.caixasEsquerda.map(caixa),
    caixasDireita: ordem.caixasDireita.map(caixa),
    caixasMinimizadas: ordem.caixasMinimizadas,
  };
}

/** The full list: every message of the user in the company, newest first, one box or all. */
export async function listar(db: Db, dono: Dono, q: { tipo?: TipoCaixa; page: number; size: number }) {
  const where = and(
    eq(usuarioMensagem.usuarioId, dono.usuarioId),
    eq(usuarioMensagem.empresaId, dono.empresaId),
    q.tipo ? eq(usuarioMensagem.tipo, q.tipo) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(colunas)
      .from(usuarioMensagem)
      .innerJoin(mensagem, eq(mensagem.id, usuarioMensagem.mensagemId))
      .where(where)
      .orderBy(desc(usuarioMensagem.mensagemId))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(usuarioMensagem).where(where),
  ]);
  return pagina(rows.map(comoMensagem), n, q.page, q.size);
}

const doDono = (id: number, dono: Dono) =>
  and(
    eq(usuarioMensagem.id, id),
    eq(usuarioMensagem.usuarioId, dono.usuarioId),
    eq(usuarioMensagem.empresaId, dono.empresaId),
  );

export async function marcarLida(db: Db, dono: Dono, id: number, lida: boolean) {
  const [r] = await db
    .update(usuarioMensagem)
    .set({ lida })
    .where(doDono(id, dono))
    .returning({ usuarioMensagemId: usuarioMensagem.id, lida: usuarioMensagem.lida });
  if (!r) throw notFound();
  return r;
}

/** Removes the message from the user's box; the message goes when its last recipient removed it. */
export async function remover(db: Db, dono: Dono, id: number) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [r] = await tx
      .delete(usuarioMensagem)
      .where(doDono(id, dono))
      .returning({ mensagemId: usuarioMensagem.mensagemId });
    if (!r) throw notFound();
    await tx.execute(sql`delete from mensagem m where m.id = ${r.mensagemId}
      and not exists (select 1 from usuario_mensagem um where um.mensagem_id = m.id)`);
  });
}
