import {
  hojeIso,
  MSG_SOLICITACAO,
  SITUACAO_LABEL,
  type Situacao,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  anuncioDaSolicitacao,
  avaliacoesDaSolicitacao,
  bairrosDaSolicitacao,
  existeCompetenciaRespondida,
  historicoDaSolicitacao,
  historicoDasSolicitacoes,
  possuiCandidato,
  talentosComEstabilidade,
  talentosSubstituiveis,
} from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { escopoDoColaborador } from '../../cargoSalario/index.ts';
import { bairro } from '../../geral/schema.ts';
import { anuncio } from '../anuncios/schema.ts';
import { avaliacaoCandidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import {
  solicitacao,
  solicitacaoAvaliacao,
  solicitacaoBairro,
  solicitacaoHistoricoStatus,
} from './schema.ts';
import { escopoDaSolicitacao } from './escopo.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { collated } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { pagina } from '../../../platform/http/pagina.ts';

export const READ = 'ROLE_CAP_SOLICITACOES' as const;
export const WRITE = 'ROLE_CAP_SOLICITACOES_EDITAR' as const;
export const tags = ['captacao'];

/** The requisition's id when it belongs to the session's company and area scope, else 404. */
export async function daEmpresa(db: Db, s: Session, id: number) {
  const [row] = await db
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(and(eq(solicitacao.id, id), eq(solicitacao.empresaId, s.empresaId), escopoDaSolicitacao(s)));
  if (!row) throw notFound();
  return row.id;
}

/** Substituted talents still under the safety committee's stability (spec 1 §8 stability alert). */
export async function comEstabilidade(db: Db, s: Session, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: colaborador.id,
      nome: colaborador.nome,
      estabilidadeCipaAte: colaborador.estabilidadeCipaAte,
    })
    .from(colaborador)
    .where(
      and(
        eq(colaborador.empresaId, s.empresaId),
        escopoDoColaborador(s),
        inArray(colaborador.id, ids),
        gte(colaborador.estabilidadeCipaAte, hojeIso()),
      ),
    )
    .orderBy(asc(collated(colaborador.nome)));
}

/** Read-only routes of the requisition (spec 1 §7 'Requisition') and the status history. */
export function registerConsultas(app: FastifyInstance, db: Db) {
  const read = { config: { access: READ }, schema: { tags } };

  rota(app, bairrosDaSolicitacao, read, async (req) => {
    const s = sessionOf(req);
    const id = await daEmpresa(db, s, req.params.id);
    return db
      .select({ id: bairro.id, nome: bairro.nome })
      .from(solicitacaoBairro)
      .innerJoin(bairro, eq(bairro.id, solicitacaoBairro.bairroId))
      .where(eq(solicitacaoBairro.solicitacaoId, id))
      .orderBy(asc(collated(bairro.nome)));
  });

  rota(app, avaliacoesDaSolicitacao, read, async (req) => {
    const s = sessionOf(req);
    const id = await daEmpresa(db, s, req.params.id);
    return db
      .select({ id: modeloAvaliacaoCandidato.id, titulo: modeloAvaliacaoCandidato.titulo })
      .from(solicitacaoAvaliacao)
      .innerJoin(
        modeloAvaliacaoCandidato,
        eq(modeloAvaliacaoCandidato.id, solicitacaoAvaliacao.modeloAvaliacaoCandidatoId),
      )
      .where(eq(solicitacaoAvaliacao.solicitacaoId, id))
      .orderBy(asc(collated(modeloAvaliacaoCandidato.titulo)));
  });

  // Candidate competences are answered in the selection issue; until then no requisition has any.
  rota(app, existeCompetenciaRespondida, read, async (req) => {
    await daEmpresa(db, sessionOf(req), req.params.id);
    return false;
  });

  // A candidate in its selection process (not removed), or an evaluation applied for the requisition.
  rota(app, possuiCandidato, read, async (req) => {
    const id = await daEmpresa(db, sessionOf(req), req.params.id);
    const [r] = await db
      .select({ sim: sql<boolean>`true` })
      .from(candidatoSolicitacao)
      .where(and(eq(candidatoSolicitacao.solicitacaoId, id), isNull(candidatoSolicitacao.removedAt)))
      .union(
        db
          .select({ sim: sql<boolean>`true` })
          .from(avaliacaoCandidato)
          .where(eq(avaliacaoCandidato.solicitacaoId, id)),
      )
      .limit(1);
    return Boolean(r);
  });

  // The requisition's job ad (one per requisition, /captacao/anuncios).
  rota(app, anuncioDaSolicitacao, read, async (req) => {
    const id = await daEmpresa(db, sessionOf(req), req.params.id);
    const [a] = await db
      .select({
        id: anuncio.id,
        titulo: anuncio.titulo,
        descricao: anuncio.descricao,
        exibirModuloExterno: anuncio.exibirModuloExterno,
        previsaoEncerramento: anuncio.previsaoEncerramento,
      })
      .from(anuncio)
      .where(eq(anuncio.solicitacaoId, id));
    if (!a) throw notFound(MSG_SOLICITACAO.semAnuncio);
    return a;
  });

  rota(app, historicoDaSolicitacao, read, async (req) => {
    const id = await daEmpresa(db, sessionOf(req), req.params.id);
    return historico(db, eq(solicitacaoHistoricoStatus.solicitacaoId, id), null);
  });

  rota(app, talentosComEstabilidade, read, async (req) =>
    comEstabilidade(db, sessionOf(req), req.query.colaboradoresIds),
  );

  // Every status change of the company's requisitions, newest first, paged. Not /captacao/historico:
  // that route of the spec is the candidates' selection history (GET /candidato/{id}, PUT
  // {id}/data-hora-expiracao), which the selection issue builds.
  rota(app, historicoDasSolicitacoes, read, async (req) => {
    const s = sessionOf(req);
    const q = req.query;
    const escopo = escopoDaSolicitacao(s);
    const where = and(
      eq(solicitacaoHistoricoStatus.empresaId, s.empresaId),
      escopo
        ? inArray(
            solicitacaoHistoricoStatus.solicitacaoId,
            db.select({ id: solicitacao.id }).from(solicitacao).where(escopo),
          )
        : undefined,
      q.solicitacaoId ? eq(solicitacaoHistoricoStatus.solicitacaoId, q.solicitacaoId) : undefined,
      q.acao ? eq(solicitacaoHistoricoStatus.acao, q.acao) : undefined,
      q.dataIni ? gte(solicitacaoHistoricoStatus.quando, new Date(`${q.dataIni}T00:00:00`)) : undefined,
      q.dataFim ? lte(solicitacaoHistoricoStatus.quando, new Date(`${q.dataFim}T23:59:59.999`)) : undefined,
      q.descricao?.trim()
        ? exists(
            db
              .select({ x: sql`1` })
              .from(solicitacao)
              .where(
                and(
                  eq(solicitacao.id, solicitacaoHistoricoStatus.solicitacaoId),
                  ilike(solicitacao.descricao, `%${q.descricao.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
                ),
              ),
          )
        : undefined,
    );
    const [content, [{ n }]] = await Promise.all([
      historico(db, where, { limit: q.size, offset: q.page * q.size }),
      db.select({ n: count() }).from(solicitacaoHistoricoStatus).where(where),
    ]);
    return pagina(content, n, q.page, q.size);
  });

  // Substituted-talent lookup (spec 1 §7 candidate path: GET /substituidos), 20 per page (spec 1 §9).
  rota(
    app,
    talentosSubstituiveis,
    { config: { access: { anyOf: [READ, WRITE] } }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const nome = req.query.nome.trim();
      return db
        .select({
          id: colaborador.id,
          nome: colaborador.nome,
          situacao: colaborador.situacao,
          estabilidadeCipaAte: colaborador.estabilidadeCipaAte,
        })
        .from(colaborador)
        .where(
          and(
            eq(colaborador.empresaId, s.empresaId),
            escopoDoColaborador(s),
            req.query.ids.length ? inArray(colaborador.id, req.query.ids) : undefined,
            req.query.ids.length || req.query.incluirColaboradoresDesligados === 'true'
              ? undefined
              : ne(colaborador.situacao, 'D'),
            nome
              ? sql`ipe_unaccent(${colaborador.nome}) ILIKE ipe_unaccent(${`%${nome.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
              : undefined,
          ),
        )
        .orderBy(asc(collated(colaborador.nome)), asc(colaborador.id))
        .limit(20);
    },
  );
}

/** History rows with the requisition's description and the user's name. */
function historico(db: Db, where: SQL | undefined, page: { limit: number; offset: number } | null) {
  const q = db
    .select({
      id: solicitacaoHistoricoStatus.id,
      solicitacaoId: solicitacaoHistoricoStatus.solicitacaoId,
      descricao: solicitacao.descricao,
      acao: solicitacaoHistoricoStatus.acao,
      de: solicitacaoHistoricoStatus.de,
      para: solicitacaoHistoricoStatus.para,
      observacao: solicitacaoHistoricoStatus.observacao,
      usuarioNome: usuario.nome,
      quando: solicitacaoHistoricoStatus.quando,
    })
    .from(solicitacaoHistoricoStatus)
    .innerJoin(solicitacao, eq(solicitacao.id, solicitacaoHistoricoStatus.solicitacaoId))
    .leftJoin(usuario, eq(usuario.id, solicitacaoHistoricoStatus.usuarioId))
    .where(where)
    .orderBy(desc(solicitacaoHistoricoStatus.quando), desc(solicitacaoHistoricoStatus.id))
    .$dynamic();
  return (page ? q.limit(page.limit).offset(page.offset) : q).then((rows) =>
    rows.map((r) => ({
      ...r,
      deLabel: r.de ? SITUACAO_LABEL[r.de as Situacao] : null,
      paraLabel: SITUACAO_LABEL[r.para as Situacao],
    })),
  );
}
