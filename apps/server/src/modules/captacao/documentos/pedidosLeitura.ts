/** Reading document requests (issue 24 §4): a candidate's requests with their items, the files to review. */
import type {
  PedidoDocumentos,
  StatusItem,
  StatusPedido,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import {
  candidatoDocumentoAnexo as doc,
  pedidoDocumento as pedido,
  pedidoDocumentoItem as item,
} from './schema.ts';

/** An item's status as people see it: a sent or accepted item whose file HR removed waits again. */
export const statusItem = sql<StatusItem>`case when ${item.status} in ('ENVIADO', 'ACEITO') and ${item.documentoId} is null
  then 'PENDENTE' else ${item.status} end`;

/**
 * The files waiting for HR's review in the company: the sent items (with their file) of its open
 * requests. Literal conditions, so the planner matches the partial indexes pedido_documento_empresa_aberto_idx
 * and pedido_documento_item_a_conferir_idx.
 */
export const aConferir = (empresaId: number) =>
  and(
    eq(pedido.empresaId, empresaId),
    sql`${pedido.status} = 'ABERTO'`,
    sql`${item.status} = 'ENVIADO' and ${item.documentoId} is not null`,
  );

/** How many files wait for HR's review in the company: one indexed count (the home's pending work). */
export async function contarDocumentosAConferir(db: Db, empresaId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(item)
    .innerJoin(pedido, eq(pedido.id, item.pedidoId))
    .where(aConferir(empresaId));
  return r?.n ?? 0;
}

/** The requests of one candidate (or one request), newest first, each with its items in the order asked. */
export async function lerPedidos(
  db: Db,
  empresaId: number,
  candidatoId: number,
  opts: { pedidoId?: number; semCancelados?: boolean } = {},
): Promise<PedidoDocumentos[]> {
  const pedidos = await db
    .select({
      id: pedido.id,
      candidatoId: pedido.candidatoId,
      status: sql<StatusPedido>`${pedido.status}`,
      mensagem: pedido.mensagem,
      prazo: pedido.prazo,
      criadoEm: pedido.criadoEm,
      solicitante: usuario.nome,
    })
    .from(pedido)
    .leftJoin(usuario, eq(usuario.id, pedido.usuarioId))
    .where(
      and(
        eq(pedido.empresaId, empresaId),
        eq(pedido.candidatoId, candidatoId),
        opts.pedidoId === undefined ? undefined : eq(pedido.id, opts.pedidoId),
        opts.semCancelados ? ne(pedido.status, 'CANCELADO') : undefined,
      ),
    )
    .orderBy(desc(pedido.criadoEm), desc(pedido.id));
  if (!pedidos.length) return [];
  const itens = await db
    .select({
      pedidoId: item.pedidoId,
      id: item.id,
      nome: item.nome,
      instrucoes: item.instrucoes,
      obrigatorio: item.obrigatorio,
      status: statusItem,
      motivoRecusa: item.motivoRecusa,
      documentoId: item.documentoId,
      nomeArquivo: doc.nomeArquivo,
      tamanho: doc.tamanho,
      enviadoEm: item.enviadoEm,
    })
    .from(item)
    .leftJoin(doc, eq(doc.id, item.documentoId))
    .where(
      inArray(
        item.pedidoId,
        pedidos.map((p) => p.id),
      ),
    )
    .orderBy(asc(item.id));
  return pedidos.map((p) => {
    const meus = itens.filter((i) => i.pedidoId === p.id).map(({ pedidoId: _, ...i }) => i);
    return {
      ...p,
      recebidos: meus.filter((i) => i.status === 'ENVIADO' || i.status === 'ACEITO').length,
      aceitos: meus.filter((i) => i.status === 'ACEITO').length,
      total: meus.length,
      itens: meus,
    };
  });
}

export async function umPedido(db: Db, empresaId: number, candidatoId: number, pedidoId: number) {
  const [p] = await lerPedidos(db, empresaId, candidatoId, { pedidoId });
  if (!p) throw notFound();
  return p;
}
