/**
 * Recruitment's part of the user's pending work (platform/pendencias): one count per contributor, each one
 * indexed query over the session's company.
 */
import {
  DOCUMENTOS_A_CONFERIR_ACCESS,
  DOCUMENTOS_A_CONFERIR_PATH,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { HISTORICO_PATH } from '@ipe/domain/resources/captacao/selecao/index';
import { and, count, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { areasDoGestor } from '../cargoSalario/index.ts';
import type { ContextoPendencias, ContribuidorPendencias } from '../../platform/pendencias/index.ts';
import { anuncio } from './anuncios/schema.ts';
import { contarDocumentosAConferir } from './documentos/pedidosLeitura.ts';
import { candidatoSolicitacao, historicoCandidato } from './selecao/schema.ts';
import { solicitacao } from './solicitacoes/schema.ts';

const SOLICITACOES = '/captacao/solicitacoes-pessoal';
/** The days of "ads ending soon" and of "candidates waiting for a step result". */
const DIAS = 7;

const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The requisition is running: released and neither suspended, closed nor cancelled. */
const emAndamento = and(
  eq(solicitacao.status, 'L'),
  eq(solicitacao.suspensa, false),
  eq(solicitacao.encerrada, false),
  eq(solicitacao.cancelada, false),
);

/** An employee user counts only the requisitions of the areas it manages; HR users, the whole company. */
const nasAreas = (ctx: ContextoPendencias) =>
  ctx.colaboradorId == null
    ? undefined
    : sql`${solicitacao.areaOrganizacionalId} in ${areasDoGestor(ctx.colaboradorId)}`;

const contar = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

export const PENDENCIAS_CAPTACAO: readonly ContribuidorPendencias[] = [
  {
    codigo: 'solicitacoes-aguardando-liberacao',
    titulo: 'Solicitações de pessoal aguardando liberação',
    tipo: 'acompanhar',
    acesso: { allOf: ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACAO_LIBERAR'] },
    link: `${SOLICITACOES}?status=I`,
    // solicitacao_empresa_situacao_idx (empresa, encerrada, cancelada, suspensa, status).
    contar: (ctx) =>
      contar(
        ctx.db
          .select({ n: count() })
          .from(solicitacao)
          .where(
            and(
              eq(solicitacao.empresaId, ctx.empresaId),
              eq(solicitacao.status, 'I'),
              eq(solicitacao.suspensa, false),
              eq(solicitacao.encerrada, false),
              eq(solicitacao.cancelada, false),
              nasAreas(ctx),
            ),
          ),
      ),
  },
  {
    codigo: 'candidaturas-novas',
    titulo: 'Novas candidaturas desde a sua última visita',
    tipo: 'acompanhar',
    acesso: { allOf: ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SELECAO'] },
    link: `${SOLICITACOES}?status=A`,
    // candidato_solicitacao_empresa_criado_idx (empresa, created_at) where removed_at is null; the user's
    // own additions are not news to them.
    contar: (ctx) =>
      contar(
        ctx.db
          .select({ n: count() })
          .from(candidatoSolicitacao)
          .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
          .where(
            and(
              eq(candidatoSolicitacao.empresaId, ctx.empresaId),
              isNull(candidatoSolicitacao.removedAt),
              gt(candidatoSolicitacao.createdAt, ctx.ultimaVisita),
              sql`${candidatoSolicitacao.criadoPorUsuarioId} is distinct from ${ctx.usuarioId}`,
              nasAreas(ctx),
            ),
          ),
      ),
  },
  {
    codigo: 'anuncios-expirando',
    titulo: `Anúncios que encerram em até ${DIAS} dias`,
    tipo: 'acompanhar',
    acesso: 'ROLE_CAP_ANUNCIOS',
    link: '/captacao/anuncios',
    // anuncio_empresa_encerramento_idx (empresa, previsao_encerramento); an ad of a requisition no longer
    // running has already ended (anuncios/rules.ts).
    contar: (ctx) =>
      contar(
        ctx.db
          .select({ n: count() })
          .from(anuncio)
          .innerJoin(solicitacao, eq(solicitacao.id, anuncio.solicitacaoId))
          .where(
            and(
              eq(anuncio.empresaId, ctx.empresaId),
              gte(anuncio.previsaoEncerramento, ctx.hoje),
              lte(anuncio.previsaoEncerramento, somarDias(ctx.hoje, DIAS)),
              emAndamento,
              nasAreas(ctx),
            ),
          ),
      ),
  },
  {
    codigo: 'candidatos-sem-resultado',
    titulo: `Candidatos sem resultado na etapa há ${DIAS} dias ou mais`,
    tipo: 'acompanhar',
    acesso: 'ROLE_CAP_SELECAO',
    link: HISTORICO_PATH,
    // The current step of a live, not hired link is its newest history row; pending (apto null) since 7
    // days or more. historico_candidato_empresa_idx (empresa, data desc) bounds the rows read.
    contar: (ctx) =>
      contar(
        ctx.db
          .select({ n: count() })
          .from(historicoCandidato)
          .innerJoin(
            candidatoSolicitacao,
            eq(candidatoSolicitacao.id, historicoCandidato.candidatoSolicitacaoId),
          )
          .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
          .where(
            and(
              eq(historicoCandidato.empresaId, ctx.empresaId),
              lte(historicoCandidato.data, somarDias(ctx.hoje, -DIAS)),
              isNull(historicoCandidato.apto),
              isNull(candidatoSolicitacao.removedAt),
              eq(candidatoSolicitacao.contratado, false),
              sql`not exists (select 1 from ${historicoCandidato} h2 where h2.candidato_solicitacao_id =
                ${historicoCandidato.candidatoSolicitacaoId} and h2.id > ${historicoCandidato.id})`,
              emAndamento,
              nasAreas(ctx),
            ),
          ),
      ),
  },
  {
    codigo: 'documentos-a-conferir',
    titulo: 'Documentos enviados por candidatos aguardando conferência',
    tipo: 'acompanhar',
    acesso: DOCUMENTOS_A_CONFERIR_ACCESS,
    link: DOCUMENTOS_A_CONFERIR_PATH,
    // The sent items of the company's open document requests (issue 24 §4): two partial indexes,
    // pedido_documento_empresa_aberto_idx and pedido_documento_item_a_conferir_idx. Company-wide: the
    // requests belong to candidates, not to areas.
    contar: (ctx) => contarDocumentosAConferir(ctx.db, ctx.empresaId),
  },
];
