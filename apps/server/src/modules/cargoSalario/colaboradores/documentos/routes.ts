/**
 * A talent's documents (issue 24 §4): GET and POST /api/cargo-salario/colaboradores/:colaboradorId/documentos,
 * DELETE …/:docId and GET …/:docId/download. The files come with the hiring ('Inserir Talento' copies the
 * candidate's) or are attached here, through the platform's attachments engine (content checked, size
 * limit, streamed downloads). A talent outside the caller's company or areas answers 404, as a missing one.
 */
import { documentoSchema, MAX_DOCUMENTO_BYTES } from '@ipe/domain/resources/captacao/documentos/index';
import {
  DOCUMENTOS_COLABORADOR_ACCESS as ACCESS,
  documentosDoColaborador as c,
} from '@ipe/domain/resources/cargoSalario/colaboradores/documentos';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  aceitarArquivos,
  enviarArquivo,
  lerEmPedacos,
  receberArquivo,
} from '../../../../platform/arquivos/http.ts';
import { sessionOf } from '../../../../platform/auth/access.ts';
import type { Session } from '../../../../platform/auth/sessions.ts';
import { auditar } from '../../../../platform/audit.ts';
import { fieldErrors, notFound, zodEntries } from '../../../../platform/http/errors.ts';
import { rota } from '../../../../platform/http/rota.ts';
import { colaboradorVisivel } from '../escopo.ts';
import { colaboradorDocumento as doc } from './schema.ts';

const ENTIDADE = 'Documento do talento';
const tags = ['cargoSalario'];

/** What the list answers (never the bytes). */
const colunas = {
  id: doc.id,
  colaboradorId: doc.colaboradorId,
  descricao: doc.descricao,
  nomeArquivo: doc.nomeArquivo,
  contentType: doc.contentType,
  tamanho: doc.tamanho,
  dataCadastro: doc.dataCadastro,
};

/** The session and the talent in the path, when the session sees it (company and area scope); else 404. */
async function talentoVisivel(db: Db, req: FastifyRequest, colaboradorId: number): Promise<Session> {
  const s = sessionOf(req);
  if (!(await colaboradorVisivel(db, s, colaboradorId))) throw notFound();
  return s;
}

const umDoc = (empresaId: number, colaboradorId: number, docId: number) =>
  and(eq(doc.id, docId), eq(doc.colaboradorId, colaboradorId), eq(doc.empresaId, empresaId));

export function registerDocumentosColaborador(fastify: FastifyInstance, db: Db): void {
  const ler = { config: { access: ACCESS.read }, schema: { tags } };
  const escrever = { config: { access: ACCESS.write }, schema: { tags } };

  fastify.register(async (scoped) => {
    await aceitarArquivos(scoped, MAX_DOCUMENTO_BYTES);

    rota(scoped, c.lista, ler, async (req) => {
      const s = await talentoVisivel(db, req, req.params.colaboradorId);
      return db
        .select(colunas)
        .from(doc)
        .where(and(eq(doc.colaboradorId, req.params.colaboradorId), eq(doc.empresaId, s.empresaId)))
        .orderBy(desc(doc.dataCadastro), desc(doc.id));
    });

    rota(
      scoped,
      c.anexar,
      { ...escrever, schema: { tags, consumes: ['multipart/form-data'] } },
      async (req, reply) => {
        const s = await talentoVisivel(db, req, req.params.colaboradorId);
        const arquivo = await receberArquivo(req);
        if (!arquivo) throw notFound();
        const p = documentoSchema.safeParse(arquivo.campos);
        if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
        const criado = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(doc)
            .values({
              empresaId: s.empresaId,
              colaboradorId: req.params.colaboradorId,
              descricao: p.data.descricao,
              nomeArquivo: arquivo.nome,
              contentType: arquivo.tipo.contentType,
              tamanho: arquivo.bytes.length,
              conteudo: arquivo.bytes,
              usuarioId: s.usuarioId,
            })
            .returning(colunas);
          await auditar(tx, s, { entidade: ENTIDADE, entidadeId: row.id, acao: 'INSERIR', depois: row });
          return row;
        });
        reply.status(201);
        return criado;
      },
    );

    rota(scoped, c.remover, escrever, async (req, reply) => {
      const { colaboradorId, docId } = req.params;
      const s = await talentoVisivel(db, req, colaboradorId);
      await db.transaction(async (tx) => {
        const [antes] = await tx
          .delete(doc)
          .where(umDoc(s.empresaId, colaboradorId, docId))
          .returning(colunas);
        if (!antes) throw notFound();
        await auditar(tx, s, { entidade: ENTIDADE, entidadeId: antes.id, acao: 'REMOVER', antes });
      });
      return reply.status(204).send();
    });

    rota(scoped, c.baixar, ler, async (req, reply) => {
      const { colaboradorId, docId } = req.params;
      const s = await talentoVisivel(db, req, colaboradorId);
      const where = umDoc(s.empresaId, colaboradorId, docId);
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
