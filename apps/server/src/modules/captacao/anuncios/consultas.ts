import { anunciosExternos } from '@ipe/domain/resources/captacao/anuncios/contratos';
import { anuncios as def } from '@ipe/domain/resources/captacao/anuncios/index';
import { and, asc, count, desc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { colunasPublicas } from './colunasPublicas.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { completarRespostas, type Row } from '../../../platform/crud/computados.ts';
import { qualified } from '../../../platform/crud/storage.ts';
import { expiradoSql, publicoSql, situacaoSolicitacaoSql } from './expiracao.ts';
import { candidatoDe, progressoDosAnuncios } from '../../externo/index.ts';

/**
 * The candidate has an active link to the ad's requisition (a removed one does not count). The ad's
 * column is qualified: unqualified, solicitacao_id would bind to candidato_solicitacao's own.
 */
const candidatadoSql = (candidatoId: number | null) =>
  candidatoId
    ? sql<boolean>`exists (select 1 from ${candidatoSolicitacao} where ${candidatoSolicitacao.solicitacaoId} = ${qualified(anuncio, anuncio.solicitacaoId)} and ${candidatoSolicitacao.candidatoId} = ${candidatoId} and ${isNull(candidatoSolicitacao.removedAt)})`
    : sql<boolean>`false`;

/**
 * The ads of the candidate area's list: open to candidates, or (when the visitor asks to see them)
 * shown in the candidate area but expired; minus, when asked, those the candidate applied to.
 */
function filtroLista(
  o: { ocultarExpirados: boolean; ocultarCandidatados: boolean },
  candidatoId: number | null,
) {
  return and(
    o.ocultarExpirados
      ? publicoSql()
      : and(eq(anuncio.exibirModuloExterno, true), or(publicoSql(), expiradoSql())),
    o.ocultarCandidatados && candidatoId ? not(candidatadoSql(candidatoId)) : undefined,
  );
}

/** The candidate's filters: city, work model, contract (anuncio_empresa_cidade_idx, …_modelo_contrato_idx). */
const filtroEstrutura = (o: { cidadeId?: number; modeloTrabalho?: string; tipoContrato?: string }) =>
  and(
    o.cidadeId ? eq(anuncio.cidadeId, o.cidadeId) : undefined,
    o.modeloTrabalho ? eq(anuncio.modeloTrabalho, o.modeloTrabalho) : undefined,
    o.tipoContrato ? eq(anuncio.tipoContrato, o.tipoContrato) : undefined,
  );

/** The cities of a company's ads open to candidates: the city filter's options. */
const cidadesDosAnuncios = (db: Db, empresaId: number) =>
  db
    .selectDistinct({ id: cidade.id, nome: cidade.nome, uf: estado.sigla })
    .from(anuncio)
    .innerJoin(cidade, eq(cidade.id, anuncio.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(and(eq(anuncio.empresaId, empresaId), publicoSql()))
    .orderBy(asc(cidade.nome), asc(estado.sigla), asc(cidade.id));

/**
 * Public ads of a company, newest first, each with `expirado` and `candidatado` (by the session's
 * candidate); `filtro` replaces the default "open to candidates" (publicoSql), `onde` narrows them (one ad).
 */
export function anunciosPublicos(
  db: Db,
  empresaId: number,
  onde?: SQL,
  candidatoId: number | null = null,
  filtro: SQL | undefined = publicoSql(),
) {
  return db
    .select({ ...colunasPublicas, expirado: expiradoSql(), candidatado: candidatadoSql(candidatoId) })
    .from(anuncio)
    .leftJoin(cidade, eq(cidade.id, anuncio.cidadeId))
    .leftJoin(estado, eq(estado.id, anuncio.estadoId))
    .where(and(eq(anuncio.empresaId, empresaId), filtro, onde))
    .orderBy(desc(anuncio.createdAt), desc(anuncio.id));
}

/**
 * The generic routes' ads (list, get, saved record) carry two computed values, in one query per answer:
 * `expirado` and `situacaoSolicitacao` (the requisition's situation letter, which says why an ad expired).
 * GET /api/externo/anuncios: a company's ads open to candidates (public).
 */
export function registerConsultasAnuncios(fastify: FastifyInstance, db: Db) {
  completarRespostas(fastify, `/api${def.path}`, async (rows: Row[]) => {
    const calculados = await db
      .select({ id: anuncio.id, expirado: expiradoSql(), situacaoSolicitacao: situacaoSolicitacaoSql })
      .from(anuncio)
      .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
      .where(
        inArray(
          anuncio.id,
          rows.map((r) => r.id),
        ),
      );
    const porId = new Map(calculados.map((c) => [c.id, c]));
    for (const r of rows) Object.assign(r, { expirado: null, situacaoSolicitacao: null }, porId.get(r.id));
  });

  rota(
    fastify,
    anunciosExternos,
    { config: { access: 'public' }, schema: { tags: ['externo'] } },
    async (req) => {
      const { empresaId, page, size, anuncio: destaqueId } = req.query;
      // The session's candidate, when of this company: marks (and may hide) the ads applied to.
      const c = candidatoDe(req);
      const candidatoId = c?.empresaId === empresaId ? c.candidatoId : null;
      const filtro = and(filtroLista(req.query, candidatoId), filtroEstrutura(req.query));
      const [emp] = await db
        .select({ id: empresa.id, nome: empresa.nome, corPrincipal: empresa.corPrincipal })
        .from(empresa)
        .where(eq(empresa.id, empresaId));
      if (!emp) throw notFound('Empresa não encontrada.');
      const [anuncios, [{ n }], [destaque], cidades] = await Promise.all([
        anunciosPublicos(db, empresaId, undefined, candidatoId, filtro)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: count() })
          .from(anuncio)
          .where(and(eq(anuncio.empresaId, empresaId), filtro)),
        destaqueId ? anunciosPublicos(db, empresaId, eq(anuncio.id, destaqueId), candidatoId) : [],
        // The filter's options: read with the first page only (the screen keeps the first page's).
        page === 0 ? cidadesDosAnuncios(db, empresaId) : [],
      ]);
      // On the ads applied to, the application and its evaluations progress (modules/externo/avaliacoes).
      if (candidatoId) {
        const todos = destaque ? [...anuncios, destaque] : anuncios;
        const progresso = await progressoDosAnuncios(
          db,
          empresaId,
          candidatoId,
          todos.filter((a) => a.candidatado).map((a) => a.id),
        );
        for (const a of todos) Object.assign(a, progresso.get(a.id) ?? {});
      }
      // `logado`: the page offers the candidate's options (hide applied) and applies without the login.
      return {
        empresa: emp,
        anuncios,
        totalElements: n,
        destaque: destaque ?? null,
        logado: !!candidatoId,
        cidades,
      };
    },
  );
}
