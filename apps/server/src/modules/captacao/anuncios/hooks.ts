import {
  MSG_ANUNCIO,
  MSG_ANUNCIO_ESTRUTURA,
  SITUACAO_ANUNCIO_OPTIONS,
  SITUACAO_ANUNCIO_PADRAO,
} from '@ipe/domain/resources/captacao/anuncios/index';
import { situacaoDe } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import { cidade } from '../../geral/schema.ts';
import { anuncio } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors } from '../../../platform/http/errors.ts';
import { estadoAtual } from '../solicitacoes/hooks.ts';
import { expiradoSql, vigenteSql } from './expiracao.ts';

/**
 * The list's expiry filter, and the rules of an ad beyond its fields, checked in the write transaction:
 * - the requisition is one of the company's and released and running (status L, not suspended, closed
 *   or cancelled), checked when the ad is created or moved to another requisition: an existing ad stays
 *   editable after its requisition moves on (it is then shown as expired);
 * - one ad per requisition (also a unique index, for two saves at the same time);
 * - the linked evaluation models are the company's;
 * - the city is one of the chosen state's.
 */
export const anuncioHooks: CrudHooks = {
  /** The list's `situacao`: VIGENTES (default, spec 1 §4 "ad lists can hide … expired"), EXPIRADOS, TODOS. */
  listWhere({ query }) {
    const situacao = query.situacao || SITUACAO_ANUNCIO_PADRAO;
    if (!SITUACAO_ANUNCIO_OPTIONS.some((o) => o.value === situacao)) throw badRequest('Situação inválida.');
    if (situacao === 'VIGENTES') return vigenteSql();
    return situacao === 'EXPIRADOS' ? expiradoSql() : undefined;
  },
  async beforeSave({ db: tx, session, id, data }) {
    const solicitacaoId = data.solicitacaoId as number;
    const erros: { field: string; message: string }[] = [];
    let anterior: number | null = null;
    if (id !== null) {
      const [row] = await tx
        .select({ solicitacaoId: anuncio.solicitacaoId })
        .from(anuncio)
        .where(and(eq(anuncio.id, id), eq(anuncio.empresaId, session.empresaId)));
      anterior = row?.solicitacaoId ?? null;
    }
    if (solicitacaoId !== anterior) {
      const s = await estadoAtual(tx, session.empresaId, solicitacaoId);
      if (!s) erros.push({ field: 'solicitacaoId', message: 'Solicitação de Pessoal não encontrada.' });
      else if (situacaoDe(s) !== 'A')
        erros.push({ field: 'solicitacaoId', message: MSG_ANUNCIO.solicitacaoNaoLiberada });
      else {
        const [outro] = await tx
          .select({ id: anuncio.id })
          .from(anuncio)
          .where(and(eq(anuncio.solicitacaoId, solicitacaoId), id === null ? undefined : ne(anuncio.id, id)));
        if (outro) erros.push({ field: 'solicitacaoId', message: MSG_ANUNCIO.solicitacaoComAnuncio });
      }
    }
    const avaliacoes = (data.avaliacoesIds as number[] | undefined) ?? [];
    if (avaliacoes.length) {
      const daEmpresa = await tx
        .select({ id: modeloAvaliacaoCandidato.id })
        .from(modeloAvaliacaoCandidato)
        .where(
          and(
            inArray(modeloAvaliacaoCandidato.id, avaliacoes),
            eq(modeloAvaliacaoCandidato.empresaId, session.empresaId),
          ),
        );
      if (daEmpresa.length !== avaliacoes.length)
        erros.push({ field: 'avaliacoesIds', message: 'Modelo de avaliação não encontrado.' });
    }
    const cidadeId = data.cidadeId as number | null | undefined;
    if (cidadeId) {
      const [c] = await tx.select({ estadoId: cidade.estadoId }).from(cidade).where(eq(cidade.id, cidadeId));
      if (!c) erros.push({ field: 'cidadeId', message: 'Cidade não encontrada.' });
      else if (c.estadoId !== data.estadoId)
        erros.push({ field: 'cidadeId', message: MSG_ANUNCIO_ESTRUTURA.cidadeForaDoEstado });
    }
    if (erros.length) throw fieldErrors(erros);
  },
};
