/**
 * Résumés (spec 1 §7 'Candidate'): OCR for the form, the candidate's résumé files (candidato_curriculo)
 * and the image check of a file name.
 *
 * - POST /ocr (multipart, an image or a PDF; no record needed) → {texto}: the form fills ocrTexto with it.
 * - PUT /:id/ocr (multipart) → reads the file, then stores it as a résumé and sets the candidate's ocrTexto,
 *   in one transaction; a file that cannot be read answers 400 and writes nothing.
 * - PUT /:id/candidato-curriculo and POST /candidato-curriculo (field candidatoId) store a résumé file
 *   without reading it; GET /:id/candidato-curriculo lists them, …/:curriculoId/download and DELETE.
 * - GET /verificaSeCurriculoHeImagem?nomeImg= → whether that name is an image résumé (true/false).
 */
import {
  DOCUMENTOS_ACCESS,
  OCR_ACCESS,
  MAX_CURRICULO_BYTES,
  nomeEhImagem,
} from '@ipe/domain/resources/captacao/documentos/index';
import { and, desc, eq, sql } from 'drizzle-orm';
import { curriculosRh } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { candidato } from '../schema.ts';
import { candidatoCurriculo as cv } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { auditar } from '../../../platform/audit.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import {
  type ArquivoRecebido,
  aceitarArquivos,
  enviarArquivo,
  lerEmPedacos,
  receberArquivo,
} from '../../../platform/arquivos/http.ts';
import { candidatoDaEmpresa } from './candidato.ts';
import type { LeitorCurriculo } from './ocr.ts';

const tags = ['captacao'];

const colunas = {
  id: cv.id,
  candidatoId: cv.candidatoId,
  nomeArquivo: cv.nomeArquivo,
  contentType: cv.contentType,
  tamanho: cv.tamanho,
  ocrTexto: cv.ocrTexto,
  dataCadastro: cv.dataCadastro,
};

export async function arquivoCurriculo(req: Parameters<typeof receberArquivo>[0]): Promise<ArquivoRecebido> {
  const a = await receberArquivo(req, { somenteCurriculo: true });
  if (!a) throw badRequest('Nenhum arquivo enviado.');
  return a;
}

/** Stores a résumé file (and, with `ocrTexto`, makes it the candidate's text) in one transaction. */
export async function guardarCurriculo(
  db: Db,
  s: Session,
  candidatoId: number,
  a: ArquivoRecebido,
  ocrTexto: string | null,
  definirTextoDoCandidato: boolean,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cv)
      .values({
        empresaId: s.empresaId,
        candidatoId,
        nomeArquivo: a.nome,
        contentType: a.tipo.contentType,
        tamanho: a.bytes.length,
        conteudo: a.bytes,
        ocrTexto,
      })
      .returning(colunas);
    if (definirTextoDoCandidato) {
      const [antes] = await tx
        .select({ ocrTexto: candidato.ocrTexto })
        .from(candidato)
        .where(eq(candidato.id, candidatoId));
      await tx
        .update(candidato)
        .set({ ocrTexto, dataAtualizacao: sql`current_date` })
        .where(and(eq(candidato.id, candidatoId), eq(candidato.empresaId, s.empresaId)));
      await auditar(tx, s, {
        entidade: 'candidatos',
        entidadeId: candidatoId,
        acao: 'ALTERAR',
        descricao: `Texto do currículo (OCR): ${a.nome}`,
        antes,
        depois: { ocrTexto },
      });
    } else
      await auditar(tx, s, {
        entidade: 'candidatos',
        entidadeId: candidatoId,
        acao: 'ALTERAR',
        descricao: `Currículo anexado: ${a.nome}`,
      });
    return row;
  });
}

export function registerCurriculos(fastify: FastifyInstance, db: Db, leitor: LeitorCurriculo): void {
  const c = curriculosRh;
  const ler = { config: { access: DOCUMENTOS_ACCESS.read }, schema: { tags } };
  const escrever = { config: { access: DOCUMENTOS_ACCESS.write }, schema: { tags } };
  fastify.register(async (app) => {
    await aceitarArquivos(app, MAX_CURRICULO_BYTES);
    const multipart = { tags, consumes: ['multipart/form-data'] };

    rota(app, c.ler, { config: { access: OCR_ACCESS }, schema: multipart }, async (req) => {
      const a = await arquivoCurriculo(req);
      return { texto: await leitor.ler(a.bytes, a.tipo) };
    });

    rota(app, c.lerDoCandidato, { ...escrever, schema: multipart }, async (req) => {
      const s = sessionOf(req);
      const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.id);
      const a = await arquivoCurriculo(req);
      // Read before any write: a failure leaves the candidate as it was.
      const texto = await leitor.ler(a.bytes, a.tipo);
      const curriculo = await guardarCurriculo(db, s, candidatoId, a, texto, true);
      return { texto, curriculo };
    });

    const anexar = async (s: Session, candidatoId: number, a: ArquivoRecebido) =>
      guardarCurriculo(db, s, await candidatoDaEmpresa(db, s.empresaId, candidatoId), a, null, false);

    rota(app, c.anexar, { ...escrever, schema: multipart }, async (req) =>
      anexar(sessionOf(req), req.params.id, await arquivoCurriculo(req)),
    );

    rota(app, c.anexarPorCampo, { ...escrever, schema: multipart }, async (req, reply) => {
      const s = sessionOf(req);
      const a = await arquivoCurriculo(req);
      const id = z.coerce.number().int().positive().safeParse(a.campos.candidatoId);
      if (!id.success) throw badRequest('Informe o candidato (candidatoId).');
      reply.status(201);
      return anexar(s, id.data, a);
    });

    rota(app, c.lista, ler, async (req) => {
      const s = sessionOf(req);
      const candidatoId = await candidatoDaEmpresa(db, s.empresaId, req.params.id);
      return db
        .select(colunas)
        .from(cv)
        .where(and(eq(cv.candidatoId, candidatoId), eq(cv.empresaId, s.empresaId)))
        .orderBy(desc(cv.dataCadastro), desc(cv.id));
    });

    const umCv = (s: Session, p: { id: number; curriculoId: number }) =>
      and(eq(cv.id, p.curriculoId), eq(cv.candidatoId, p.id), eq(cv.empresaId, s.empresaId));

    rota(app, c.baixar, ler, async (req, reply) => {
      const where = umCv(sessionOf(req), req.params);
      const [row] = await db
        .select({ nomeArquivo: cv.nomeArquivo, contentType: cv.contentType, tamanho: cv.tamanho })
        .from(cv)
        .where(where);
      if (!row) throw notFound();
      const corpo = lerEmPedacos(row.tamanho, async (inicio, quantos) => {
        const [p] = await db
          .select({ b: sql<Buffer>`substring(${cv.conteudo} from ${inicio} for ${quantos})` })
          .from(cv)
          .where(where);
        return p ? Buffer.from(p.b) : null;
      });
      return enviarArquivo(reply, row, corpo);
    });

    rota(app, c.remover, escrever, async (req, reply) => {
      const s = sessionOf(req);
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(cv).where(umCv(s, req.params)).returning(colunas);
        if (!row) throw notFound();
        await auditar(tx, s, {
          entidade: 'candidatos',
          entidadeId: row.candidatoId,
          acao: 'ALTERAR',
          descricao: `Currículo removido: ${row.nomeArquivo}`,
        });
      });
      return reply.status(204).send();
    });

    rota(app, c.ehImagem, ler, async (req) => nomeEhImagem(req.query.nomeImg ?? ''));
  });
}
