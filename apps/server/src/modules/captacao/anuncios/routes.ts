import { CONTRATO_POR_VINCULO, anuncios as def } from '@ipe/domain/resources/captacao/anuncios/index';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solicitacoesDisponiveisParaAnuncio } from '@ipe/domain/resources/captacao/anuncios/contratos';
import type { Db } from '../../../db/client.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { cidade } from '../../geral/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { collated } from '../../../platform/crud/query.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerCandidatura } from './candidatura.ts';
import { registerCompartilhar } from './compartilhar.ts';
import { registerConsultasAnuncios } from './consultas.ts';
import { anuncioHooks } from './hooks.ts';
import { registerPaginaAnuncio } from './paginaAnuncio.ts';

/**
 * Requisitions an ad may be written for: released and running, without an ad yet (plus the ad's own
 * one when editing), with the suggested title (the requisition's description, written by HR
 * for this opening; its position beside it) and expiry (the requisition's forecast end) that prefill a new ad.
 */
function registerSolicitacoesDisponiveis(app: FastifyInstance, db: Db) {
  rota(
    app,
    solicitacoesDisponiveisParaAnuncio,
    { config: { access: def.access.read }, schema: { tags: ['captacao'] } },
    async (req) => {
      const s = sessionOf(req);
      const { anuncioId } = req.query;
      const disponivel = and(
        eq(solicitacao.status, 'L'),
        eq(solicitacao.suspensa, false),
        eq(solicitacao.encerrada, false),
        eq(solicitacao.cancelada, false),
        isNull(anuncio.id),
      );
      return db
        .select({
          value: solicitacao.id,
          label: solicitacao.descricao,
          tituloSugerido: solicitacao.descricao,
          cargo: sql<string | null>`coalesce(nullif(${cargo.nomeMercado}, ''), ${cargo.nome})`,
          previsaoEncerramento: solicitacao.dataPrevisaoEncerramento,
          remuneracao: solicitacao.remuneracao,
          estadoId: cidade.estadoId,
          cidadeId: cidade.id,
          vinculo: solicitacao.vinculo,
        })
        .from(solicitacao)
        .leftJoin(cargo, eq(cargo.id, solicitacao.cargoId))
        .leftJoin(estabelecimento, eq(estabelecimento.id, solicitacao.estabelecimentoId))
        .leftJoin(
          cidade,
          eq(cidade.id, sql<number>`coalesce(${solicitacao.cidadeId}, ${estabelecimento.cidadeId})`),
        )
        .leftJoin(anuncio, eq(anuncio.solicitacaoId, solicitacao.id))
        .where(
          and(
            eq(solicitacao.empresaId, s.empresaId),
            anuncioId ? or(disponivel, eq(anuncio.id, anuncioId)) : disponivel,
          ),
        )
        .orderBy(asc(collated(solicitacao.descricao)), asc(solicitacao.id))
        .then((linhas) =>
          linhas.map(({ vinculo, ...o }) => ({ ...o, tipoContrato: CONTRATO_POR_VINCULO[vinculo] ?? 'CLT' })),
        );
    },
  );
}

/**
 * Job ads: the list with the expiry filter, the candidate area's public list, the requisitions that may
 * receive an ad, e-mail and send-to-friend, each ad's own page (structured data), applying to an ad; the form is the generic one with anuncioHooks.
 */
export async function registerAnuncios(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConsultasAnuncios(app, db);
  registerSolicitacoesDisponiveis(app, db);
  registerCompartilhar(app, db, config);
  registerPaginaAnuncio(app, db, config.webDist, config.appUrl);
  registerCandidatura(app, db);
  return { anuncios: anuncioHooks };
}
