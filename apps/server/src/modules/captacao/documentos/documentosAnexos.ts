/**
 * A candidate's attached documents (spec 1 §7 'Candidate documents'):
 * GET, POST under /api/captacao/candidatos/:candidatoId/documentos-anexos; PUT, GET, DELETE on …/:docId;
 * GET …/:docId/download streams the bytes with their type and original name.
 * The candidate area serves the same routes for the candidate's own record through another `PortaDocumentos`.
 */
import {
  DOCUMENTOS_ACCESS,
  documentoSchema,
  MAX_DOCUMENTO_BYTES,
} from '@ipe/domain/resources/captacao/documentos/index';
import type { AccessRule } from '@ipe/domain';
import {
  type ContratosDocumentosAnexos,
  documentosAnexosRh,
} from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { candidatoDocumentoAnexo as doc } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { auditar } from '../../../platform/audit.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import {
  aceitarArquivos,
  enviarArquivo,
  lerEmPedacos,
  receberArquivo,
} from '../../../platform/arquivos/http.ts';
import { candidatoDaEmpresa } from './candidato.ts';

/** Who serves the documents: HR (any candidate of the company) or the candidate area (their own only). */
export interface PortaDocumentos {
  /** The routes' contracts (their prefix carries the :candidatoId parameter). */
  contratos: ContratosDocumentosAnexos;
  tags: string[];
  access: { read: AccessRule; write: AccessRule };
  /** The session acting (company scope and audit); usuarioId 0 is the candidate themself. */
  sessao(req: FastifyRequest): Session;
  /** The candidate in the path when the session may reach it, else a 404. */
  candidato(db: Db, s: Session, candidatoId: number): Promise<number>;
}

const PORTA_RH: PortaDocumentos = {
  contratos: documentosAnexosRh,
  tags: ['captacao'],
  access: DOCUMENTOS_ACCESS,
  sessao: sessionOf,
  candidato: (db, s, id) => candidatoDaEmpresa(db, s.empresaId, id),
};

/** What lists and gets answer (never the bytes). */
const colunas = {
  id: doc.id,
  candidatoId: doc.candidatoId,
  descricao: doc.descricao,
  nomeArquivo: doc.nomeArquivo,
  contentType: doc.contentType,
  tamanho: doc.tamanho,
  dataCadastro: doc.dataCadastro,
};

function descricaoValida(body: unknown): string {
  const p = documentoSchema.safeParse(body ?? {});
  if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
  return p.data.descricao;
}

export function registerDocumentosAnexos(
  fastify: FastifyInstance,
  db: Db,
  porta: PortaDocumentos = PORTA_RH,
): void {
  const { contratos: c, tags, access } = porta;
  const ler = { config: { access: access.read }, schema: { tags } };
  const escrever = { config: { access: access.write }, schema: { tags } };
  const umDoc = (empresaId: number, candidatoId: number, docId: number) =>
    and(eq(doc.id, docId), eq(doc.candidatoId, candidatoId), eq(doc.empresaId, empresaId));

  fastify.register(async (scoped) => {
    await aceitarArquivos(scoped, MAX_DOCUMENTO_BYTES);

    rota(scoped, c.lista, ler, async (req) => {
      const s = porta.sessao(req);
      const candidatoId = await porta.candidato(db, s, req.params.candidatoId);
      return db
        .select(colunas)
        .from(doc)
        .where(and(eq(doc.candidatoId, candidatoId), eq(doc.empresaId, s.empresaId)))
        .orderBy(desc(doc.dataCadastro), desc(doc.id));
    });

    rota(
      scoped,
      c.anexar,
      { ...escrever, schema: { tags, consumes: ['multipart/form-data'] } },
      async (req, reply) => {
        const s = porta.sessao(req);
        const candidatoId = await porta.candidato(db, s, req.params.candidatoId);
        const arquivo = await receberArquivo(req);
        if (!arquivo) throw notFound();
        const descricao = descricaoValida(arquivo.campos);
        const criado = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(doc)
            .values({
              empresaId: s.empresaId,
              candidatoId,
              descricao,
              nomeArquivo: arquivo.nome,
              contentType: arquivo.tipo.contentType,
              tamanho: arquivo.bytes.length,
              conteudo: arquivo.bytes,
              usuarioId: s.usuarioId || null, // 0: sent by the candidate
            })
            .returning(colunas);
          await auditar(tx, s, {
            entidade: 'Documento anexo do candidato',
            entidadeId: row.id,
            acao: 'INSERIR',
            depois: row,
          });
          return row;
        });
        reply.status(201);
        return criado;
      },
    );

    rota(scoped, c.um, ler, async (req) => {
      const s = porta.sessao(req);
      await porta.candidato(db, s, req.params.candidatoId);
      const [row] = await db
        .select(colunas)
        .from(doc)
        .where(umDoc(s.empresaId, req.params.candidatoId, req.params.docId));
      if (!row) throw notFound();
      return row;
    });

    rota(scoped, c.alterar, escrever, async (req) => {
      const s = porta.sessao(req);
      await porta.candidato(db, s, req.params.candidatoId);
      const descricao = descricaoValida(req.body);
      return db.transaction(async (tx) => {
        const where = umDoc(s.empresaId, req.params.candidatoId, req.params.docId);
        const [antes] = await tx.select(colunas).from(doc).where(where);
        if (!antes) throw notFound();
        const [depois] = await tx.update(doc).set({ descricao }).where(where).returning(colunas);
        await auditar(tx, s, {
          entidade: 'Documento anexo do candidato',
          entidadeId: depois.id,
          acao: 'ALTERAR',
          antes,
          depois,
        });
        return depois;
      });
    });

    rota(scoped, c.remover, escrever, async (req, reply) => {
      const s = porta.sessao(req);
      await porta.candidato(db, s, req.params.candidatoId);
      await db.transaction(async (tx) => {
        const [antes] = await tx
          .delete(doc)
          .where(umDoc(s.empresaId, req.params.candidatoId, req.params.docId))
          .returning(colunas);
        if (!antes) throw notFound();
        await auditar(tx, s, {
          entidade: 'Documento anexo do candidato',
          entidadeId: antes.id,
          acao: 'REMOVER',
          antes,
        });
      });
      return reply.status(204).send();
    });

    rota(scoped, c.baixar, ler, async (req, reply) => {
      const s = porta.sessao(req);
      await porta.candidato(db, s, req.params.candidatoId);
      const where = umDoc(s.empresaId, req.params.candidatoId, req.params.docId);
      const [row] = await db
        .select({ nomeArquivo: doc.nomeArquivo, contentType: doc.contentType, tamanho: doc.tamanho })
        .from(doc)
        .where(where);
      if (!row) throw notFound();
      const corpo = lerEmPedacos(row.tamanho, async (inicio, quantos) => {
        const [p] = await db
          .select({ b: sql<Buffer>`substring(${doc.conteudo} from ${inicio} for ${quantos})` })
          .from(doc)
          .where(where);
        return p ? Buffer.from(p.b) : null;
      });
      return enviarArquivo(reply, row, corpo);
    });
  });
}
