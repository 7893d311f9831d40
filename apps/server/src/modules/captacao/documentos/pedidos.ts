/**
 * Asking a candidate for documents (issue 24 §4). HR picks types from the company's checklist
 * (tipos-documento-candidato) and the candidate gets an e-mail linking to the candidate area's page
 * (/externo/documentos-solicitados), where each file is sent with the same content checks as any
 * attached document. A file sent is one of the candidate's attached documents (descricao = the type's
 * name), replaced in place while HR has not accepted it; so HR's documents screen lists it and hiring
 * carries it to the talent. HR accepts or refuses each item (a refusal e-mails the reason); the request
 * is CONCLUIDO when every item is accepted.
 */
import { formatDate } from '@ipe/domain';
import {
  aceitarDocumento,
  cancelarPedidoDocumentos,
  DOCUMENTOS_A_CONFERIR_ACCESS,
  documentosAConferir,
  enviarDocumentoPedido,
  MSG_PEDIDOS,
  novoPedidoSchema,
  PEDIDOS_DOCUMENTOS_ACCESS,
  pedidosDocumentos,
  pedidosDocumentosExterno,
  recusaSchema,
  recusarDocumento,
  solicitarDocumentos,
  TIPOS_DOCUMENTO_PADRAO,
  tiposDocumentoCandidato,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { MAX_DOCUMENTO_BYTES } from '@ipe/domain/resources/captacao/documentos/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { diaDeHoje } from '../../../platform/auth/sessions.ts';
import { auditar } from '../../../platform/audit.ts';
import { aceitarArquivos, receberArquivo } from '../../../platform/arquivos/http.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { rota } from '../../../platform/http/rota.ts';
import { baseDosLinks } from '../../../platform/mail/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { candidatoOf } from '../../externo/index.ts';
import { nomeUnico } from '../cadastros/nomeUnico.ts';
import { sessaoComoCandidato } from '../candidatos/sessaoCandidato.ts';
import { candidato } from '../schema.ts';
import { candidatoDaEmpresa } from './candidato.ts';
import { destinatario, enviarEmail, linkDoPedido } from './pedidosEmail.ts';
import { aConferir, contarDocumentosAConferir, lerPedidos, statusItem, umPedido } from './pedidosLeitura.ts';
import {
  candidatoDocumentoAnexo as doc,
  pedidoDocumento as pedido,
  pedidoDocumentoItem as item,
  tipoDocumentoCandidato as tipo,
} from './schema.ts';

const ENTIDADE = 'Solicitação de documentos ao candidato';

/**
 * The checklist a company starts with (TIPOS_DOCUMENTO_PADRAO), written for each company (or the one
 * given) that has no document type at all: at start-up, for the demo companies and when a company is
 * saved. One statement; a company that already has types is left alone.
 */
export async function garantirTiposPadrao(db: Db, empresaId?: number): Promise<void> {
  const valores = sql.join(
    TIPOS_DOCUMENTO_PADRAO.map(
      (t) => sql`(${t.nome}::text, ${t.instrucoes}::text, ${t.obrigatorio}::boolean)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${tipo} (empresa_id, nome, instrucoes, obrigatorio)
    select e.id, v.nome, v.instrucoes, v.obrigatorio
      from empresa e cross join (values ${valores}) as v(nome, instrucoes, obrigatorio)
     where not exists (select 1 from ${tipo} t where t.empresa_id = e.id)
       ${empresaId === undefined ? sql`` : sql`and e.id = ${empresaId}`}`);
}

/** The item HR accepts or refuses: only a sent file waiting for review (else the reason, 400). */
async function itemParaConferir(...args: Parameters<typeof itemParaMudar>) {
  const i = await itemParaMudar(...args);
  if (i.status !== 'ENVIADO')
    throw badRequest(
      i.status === 'ACEITO' ? MSG_PEDIDOS.itemAceito : MSG_PEDIDOS.itemSemArquivo,
      'ITEM_SEM_ARQUIVO',
    );
  return i;
}

/**
 * The request and item of the path, locked for the change, when they belong to the candidate of the
 * company (else 404: another candidate's or company's ids look like missing ones).
 */
async function itemParaMudar(
  tx: Db,
  empresaId: number,
  candidatoId: number,
  pedidoId: number,
  itemId: number,
) {
  const [i] = await tx
    .select({
      id: item.id,
      nome: item.nome,
      status: statusItem,
      documentoId: item.documentoId,
      pedidoStatus: pedido.status,
    })
    .from(item)
    .innerJoin(pedido, eq(pedido.id, item.pedidoId))
    .where(
      and(
        eq(item.id, itemId),
        eq(pedido.id, pedidoId),
        eq(pedido.candidatoId, candidatoId),
        eq(pedido.empresaId, empresaId),
      ),
    )
    .for('update');
  if (!i) throw notFound();
  if (i.pedidoStatus !== 'ABERTO') throw badRequest(MSG_PEDIDOS.pedidoFechado, 'PEDIDO_FECHADO');
  return i;
}

export function registerPedidosDocumentos(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Record<string, CrudHooks> {
  const tags = ['captacao'];
  const ler = { config: { access: PEDIDOS_DOCUMENTOS_ACCESS.read }, schema: { tags } };
  const escrever = { config: { access: PEDIDOS_DOCUMENTOS_ACCESS.write }, schema: { tags } };
  const base = () => baseDosLinks(config, app.log);

  rota(app, pedidosDocumentos, ler, async (req) => {
    const s = sessionOf(req);
    const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.candidatoId);
    return lerPedidos(db, s.empresaId, candidatoId);
  });

  // 'Documentos a conferir': the files waiting for review across candidates, the oldest sent first.
  const conferir = { config: { access: DOCUMENTOS_A_CONFERIR_ACCESS }, schema: { tags } };
  rota(app, documentosAConferir, conferir, async (req) => {
    const s = sessionOf(req);
    const { page, size } = req.query;
    const [linhas, total] = await Promise.all([
      db
        .select({
          pedidoId: pedido.id,
          itemId: item.id,
          candidatoId: pedido.candidatoId,
          candidato: sql<string>`coalesce(nullif(${candidato.nomeSocial}, ''), ${candidato.nome})`,
          documento: item.nome,
          nomeArquivo: doc.nomeArquivo,
          enviadoEm: sql<Date>`${item.enviadoEm}`.mapWith(item.enviadoEm),
          prazo: pedido.prazo,
        })
        .from(item)
        .innerJoin(pedido, eq(pedido.id, item.pedidoId))
        .innerJoin(candidato, eq(candidato.id, pedido.candidatoId))
        .innerJoin(doc, eq(doc.id, item.documentoId))
        .where(aConferir(s.empresaId))
        .orderBy(asc(item.enviadoEm), asc(item.id))
        .limit(size)
        .offset(page * size),
      contarDocumentosAConferir(db, s.empresaId),
    ]);
    return pagina(linhas, total, page, size);
  });

  rota(app, solicitarDocumentos, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.candidatoId);
    const p = novoPedidoSchema.safeParse(req.body ?? {});
    if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
    const { tiposIds, mensagem, prazo } = p.data;
    if (prazo && prazo < diaDeHoje())
      throw fieldErrors([{ field: 'prazo', message: MSG_PEDIDOS.prazoPassado }]);
    const tipos = await db
      .select({ id: tipo.id, nome: tipo.nome, instrucoes: tipo.instrucoes, obrigatorio: tipo.obrigatorio })
      .from(tipo)
      .where(and(eq(tipo.empresaId, s.empresaId), eq(tipo.ativo, true), inArray(tipo.id, tiposIds)));
    if (tipos.length !== tiposIds.length)
      throw fieldErrors([{ field: 'tiposIds', message: MSG_PEDIDOS.tipoInvalido }]);
    const porId = new Map(tipos.map((t) => [t.id, t]));
    const linkBase = base();
    const { pedidoId, emailEnviado } = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [novo] = await tx
        .insert(pedido)
        .values({ empresaId: s.empresaId, candidatoId, mensagem, prazo, usuarioId: s.usuarioId || null })
        .returning({ id: pedido.id });
      const ordem = tiposIds.map((id) => porId.get(id) as (typeof tipos)[number]);
      await tx.insert(item).values(
        ordem.map((x) => ({
          pedidoId: novo.id,
          tipoDocumentoId: x.id,
          nome: x.nome,
          instrucoes: x.instrucoes,
          obrigatorio: x.obrigatorio,
        })),
      );
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: novo.id,
        acao: 'INSERIR',
        depois: { candidatoId, documentos: ordem.map((x) => x.nome), mensagem, prazo },
      });
      const para = await destinatario(tx, s.empresaId, candidatoId);
      if (para)
        await enviarEmail(tx, s, para, linkDoPedido(linkBase, s.empresaId, novo.id), {
          assunto: (empresa) => `${empresa}: documentos solicitados`,
          corpo: [
            'A empresa solicita os documentos abaixo. Envie cada um pela área do candidato (PDF, imagem ou documento do Office, até 10 MB cada):',
          ],
          lista: ordem.map((x) => (x.obrigatorio ? x.nome : `${x.nome} (opcional)`)),
          depois: [
            ...(mensagem ? [`Mensagem da empresa: ${mensagem}`] : []),
            ...(prazo ? [`Prazo para o envio: ${formatDate(prazo)}.`] : []),
          ],
          origem: 'documentos-solicitados',
        });
      return { pedidoId: novo.id, emailEnviado: !!para };
    });
    if (emailEnviado) app.mailer.acordar();
    reply.status(201);
    return { ...(await umPedido(db, s.empresaId, candidatoId, pedidoId)), emailEnviado };
  });

  rota(app, cancelarPedidoDocumentos, escrever, async (req) => {
    const s = sessionOf(req);
    const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.candidatoId);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [feito] = await tx
        .update(pedido)
        .set({ status: 'CANCELADO' })
        .where(
          and(
            eq(pedido.id, req.params.pedidoId),
            eq(pedido.candidatoId, candidatoId),
            eq(pedido.empresaId, s.empresaId),
            eq(pedido.status, 'ABERTO'),
          ),
        )
        .returning({ id: pedido.id });
      if (!feito) {
        await umPedido(tx, s.empresaId, candidatoId, req.params.pedidoId); // 404 when not theirs
        throw badRequest(MSG_PEDIDOS.pedidoFechado, 'PEDIDO_FECHADO');
      }
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: feito.id,
        acao: 'CANCELAR',
        antes: { status: 'ABERTO' },
        depois: { status: 'CANCELADO' },
      });
    });
    return umPedido(db, s.empresaId, candidatoId, req.params.pedidoId);
  });

  rota(app, aceitarDocumento, escrever, async (req) => {
    const s = sessionOf(req);
    const { pedidoId, itemId } = req.params;
    const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.candidatoId);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const i = await itemParaConferir(tx, s.empresaId, candidatoId, pedidoId, itemId);
      await tx
        .update(item)
        .set({
          status: 'ACEITO',
          analisadoEm: new Date(),
          analisadoPor: s.usuarioId || null,
          motivoRecusa: null,
        })
        .where(eq(item.id, itemId));
      // Every item accepted: the request is done.
      await tx.execute(sql`
        update ${pedido} set status = 'CONCLUIDO'
         where id = ${pedidoId}
           and not exists (select 1 from ${item} i where i.pedido_id = ${pedidoId}
                            and (i.status <> 'ACEITO' or i.documento_id is null))`);
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: pedidoId,
        acao: 'ACEITAR DOCUMENTO',
        descricao: i.nome,
        antes: { status: i.status },
        depois: { status: 'ACEITO' },
      });
    });
    return umPedido(db, s.empresaId, candidatoId, pedidoId);
  });

  rota(app, recusarDocumento, escrever, async (req) => {
    const s = sessionOf(req);
    const { pedidoId, itemId } = req.params;
    const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.candidatoId);
    const p = recusaSchema.safeParse(req.body ?? {});
    if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
    const { motivo } = p.data;
    const link = linkDoPedido(base(), s.empresaId, pedidoId);
    const enviou = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const i = await itemParaConferir(tx, s.empresaId, candidatoId, pedidoId, itemId);
      await tx
        .update(item)
        .set({
          status: 'RECUSADO',
          motivoRecusa: motivo,
          analisadoEm: new Date(),
          analisadoPor: s.usuarioId || null,
        })
        .where(eq(item.id, itemId));
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: pedidoId,
        acao: 'RECUSAR DOCUMENTO',
        descricao: i.nome,
        antes: { status: i.status },
        depois: { status: 'RECUSADO', motivo },
      });
      const para = await destinatario(tx, s.empresaId, candidatoId);
      if (!para) return false;
      await enviarEmail(tx, s, para, link, {
        assunto: () => `Documento recusado: ${i.nome}`,
        corpo: [
          `O documento "${i.nome}" que você enviou foi recusado pelo seguinte motivo:`,
          motivo,
          'Por favor, envie um novo arquivo pela área do candidato.',
        ],
        origem: 'documento-recusado',
      });
      return true;
    });
    if (enviou) app.mailer.acordar();
    return umPedido(db, s.empresaId, candidatoId, pedidoId);
  });

  // The candidate area: the candidate's own requests (cancelled ones hidden) and the upload of each file.
  const proprio = { config: { access: 'candidato' as const }, schema: { tags: ['externo'] } };
  rota(app, pedidosDocumentosExterno, proprio, async (req) => {
    const c = candidatoOf(req);
    const lidos = await lerPedidos(db, c.empresaId, c.candidatoId, { semCancelados: true });
    return lidos.map(({ solicitante: _, ...p }) => p);
  });

  app.register(async (scoped) => {
    await aceitarArquivos(scoped, MAX_DOCUMENTO_BYTES);
    rota(
      scoped,
      enviarDocumentoPedido,
      { ...proprio, schema: { tags: ['externo'], consumes: ['multipart/form-data'] } },
      async (req) => {
        const c = candidatoOf(req);
        const s = sessaoComoCandidato(c);
        const { pedidoId, itemId } = req.params;
        // The item is checked before the upload is read: a forged or closed one costs no bytes.
        await db.transaction((t) =>
          itemParaMudar(t as unknown as Db, c.empresaId, c.candidatoId, pedidoId, itemId),
        );
        const arquivo = await receberArquivo(req);
        if (!arquivo) throw notFound();
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const i = await itemParaMudar(tx, c.empresaId, c.candidatoId, pedidoId, itemId);
          if (i.status === 'ACEITO') throw badRequest(MSG_PEDIDOS.itemAceito, 'ITEM_ACEITO');
          const arq = {
            descricao: i.nome,
            nomeArquivo: arquivo.nome,
            contentType: arquivo.tipo.contentType,
            tamanho: arquivo.bytes.length,
            conteudo: arquivo.bytes,
          };
          // A file not accepted yet is replaced in place: the candidate's documents keep one per item.
          const [mudado] = i.documentoId
            ? await tx
                .update(doc)
                .set({ ...arq, dataCadastro: new Date() })
                .where(and(eq(doc.id, i.documentoId), eq(doc.candidatoId, c.candidatoId)))
                .returning({ id: doc.id })
            : [];
          const documentoId =
            mudado?.id ??
            (
              await tx
                .insert(doc)
                .values({ ...arq, empresaId: c.empresaId, candidatoId: c.candidatoId, usuarioId: null })
                .returning({ id: doc.id })
            )[0].id;
          await tx
            .update(item)
            .set({ status: 'ENVIADO', documentoId, enviadoEm: new Date() })
            .where(eq(item.id, itemId));
          await auditar(tx, s, {
            entidade: ENTIDADE,
            entidadeId: pedidoId,
            acao: 'ENVIAR DOCUMENTO',
            descricao: i.nome,
            antes: { status: i.status },
            depois: {
              status: 'ENVIADO',
              documentoId,
              nomeArquivo: arquivo.nome,
              tamanho: arquivo.bytes.length,
            },
          });
        });
        const [p] = await lerPedidos(db, c.empresaId, c.candidatoId, { pedidoId });
        const { solicitante: _, ...semSolicitante } = p;
        return semSolicitante;
      },
    );
  });

  return {
    [tiposDocumentoCandidato.name]: nomeUnico(tiposDocumentoCandidato, tipo, 'nome'),
    // A new company starts with the default checklist.
    empresas: { afterSave: ({ db: tx, id }) => garantirTiposPadrao(tx, id) },
  };
}
