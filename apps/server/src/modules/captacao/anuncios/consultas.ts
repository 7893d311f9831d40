import { anuncios as def, SITUACAO_ANUNCIO_OPTIONS } from '@ipe/domain/resources/captacao/anuncios/index';
import { and, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { RESOURCE_LINKS, RESOURCE_TABLES } from '../../../db/resource-tables.ts';
import { anuncio, empresa, solicitacao } from '../../../db/schema/index.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { parseListQuery } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { expiradoSql, publicoSql, situacaoSolicitacaoSql } from './expiracao.ts';

const tags = ['captacao'];
const situacoes = SITUACAO_ANUNCIO_OPTIONS.map((o) => o.value) as [string, ...string[]];

/** Columns of the HR list: the ad, its requisition (description and situation) and whether it expired. */
const colunasLista = () => ({
  id: anuncio.id,
  titulo: anuncio.titulo,
  exibirModuloExterno: anuncio.exibirModuloExterno,
  previsaoEncerramento: anuncio.previsaoEncerramento,
  solicitacaoId: anuncio.solicitacaoId,
  solicitacao: { id: solicitacao.id, descricao: solicitacao.descricao },
  situacaoSolicitacao: situacaoSolicitacaoSql,
  expirado: expiradoSql(),
});

/** What a visitor of the candidate area may read of an ad: nothing internal to the requisition. */
const colunasPublicas = {
  id: anuncio.id,
  titulo: anuncio.titulo,
  descricao: anuncio.descricao,
  previsaoEncerramento: anuncio.previsaoEncerramento,
  publicadoEm: anuncio.createdAt,
};

const empresaIdQuery = z.object({
  empresaId: z.coerce
    .number({ error: 'Empresa ID inválido. Revise ou solicite novamente o link' })
    .int('Empresa ID inválido. Revise ou solicite novamente o link')
    .positive('Empresa ID inválido. Revise ou solicite novamente o link'),
});

/** Public ads of a company, newest first; `onde` narrows them (one ad). */
export function anunciosPublicos(db: Db, empresaId: number, onde?: SQL) {
  return db
    .select(colunasPublicas)
    .from(anuncio)
    .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
    .where(and(eq(anuncio.empresaId, empresaId), publicoSql(), onde))
    .orderBy(desc(anuncio.createdAt), desc(anuncio.id));
}

/**
 * GET /api/captacao/anuncios: the generic list's paging, search, filters and order (parseListQuery over
 * the declaration) plus the expiry filter `situacao` (VIGENTES by default, EXPIRADOS, TODOS) and the
 * requisition columns. GET /api/externo/anuncios: a company's ads open to candidates (public).
 */
export function registerConsultasAnuncios(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = { tables: RESOURCE_TABLES, links: RESOURCE_LINKS, items: {} };

  app.get(
    '/api/captacao/anuncios',
    {
      config: { access: def.access.read },
      schema: {
        tags,
        summary: 'Lista Anúncios (situacao: VIGENTES, EXPIRADOS ou TODOS)',
        querystring: z
          .object({
            situacao: z.enum(situacoes, { error: 'Situação inválida.' }).default('VIGENTES'),
          })
          .passthrough(),
      },
    },
    async (req) => {
      const s = sessionOf(req);
      const { situacao, ...qs } = req.query as Record<string, string>;
      const porSituacao =
        situacao === 'VIGENTES' ? not(expiradoSql()) : situacao === 'EXPIRADOS' ? expiradoSql() : undefined;
      const q = parseListQuery(def, storage, qs, and(eq(anuncio.empresaId, s.empresaId), porSituacao));
      const base = () =>
        db
          .select(colunasLista())
          .from(anuncio)
          .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
          .where(q.where)
          .orderBy(...q.sort);
      if (q.page === null) return base();
      const [content, [{ n }]] = await Promise.all([
        base()
          .limit(q.size)
          .offset(q.page * q.size),
        db
          .select({ n: count() })
          .from(anuncio)
          .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
          .where(q.where),
      ]);
      return { content, totalElements: n, totalPages: Math.ceil(n / q.size), number: q.page, size: q.size };
    },
  );

  app.get(
    '/api/externo/anuncios',
    {
      config: { access: 'public' },
      schema: {
        tags: ['externo'],
        summary:
          'Anúncios de uma empresa abertos a candidatos (exibidos na área do candidato, não expirados)',
        querystring: empresaIdQuery,
      },
    },
    async (req) => {
      const { empresaId } = req.query;
      const [emp] = await db
        .select({ id: empresa.id, nome: empresa.nome, corPrincipal: empresa.corPrincipal })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      if (!emp) throw notFound('Empresa não encontrada.');
      return { empresa: emp, anuncios: await anunciosPublicos(db, empresaId) };
    },
  );
}
