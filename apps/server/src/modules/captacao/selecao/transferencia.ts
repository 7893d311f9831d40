import {
  aceitaCandidatos,
  MSG_SELECAO as M,
  MSG_TRANSFERENCIA as MT,
  type TransferenciaInput,
} from '@ipe/domain/resources/captacao/selecao/index';
import { SITUACAO_LABEL } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, fieldErrors } from '../../../platform/http/errors.ts';
import { solicitacaoDaEmpresa, vinculoParaMovimento } from './consultas.ts';
import { porVinculo } from './lote.ts';
import { candidatoSolicitacao } from './schema.ts';
import { ENTIDADE } from './vinculos.ts';

/**
 * 'Transferir candidatos' (issue 24 §4) inside the caller's transaction: each link of the origin's board
 * changes requisition, so its history (steps, results, evaluations) goes with it. Both requisitions are
 * the session company's and in progress, locked in id order. Each candidate runs in its own savepoint:
 * a refusal (removed, hired, already in the destination) rolls back only that candidate.
 */
export async function transferir(tx: Db, session: Session, origemId: number, t: TransferenciaInput) {
  const destinoId = t.destinoId as number;
  if (destinoId === origemId) throw fieldErrors([{ field: 'destinoId', message: MT.mesmaSolicitacao }]);
  const ordem = [origemId, destinoId].sort((a, b) => a - b);
  const travadas = new Map<number, Awaited<ReturnType<typeof solicitacaoDaEmpresa>>>();
  for (const id of ordem) travadas.set(id, await solicitacaoDaEmpresa(tx, session.empresaId, id, true));
  const origem = travadas.get(origemId) as NonNullable<ReturnType<typeof travadas.get>>;
  const destino = travadas.get(destinoId) as NonNullable<ReturnType<typeof travadas.get>>;
  if (!aceitaCandidatos(origem.situacao))
    throw badRequest(M.solicitacaoFechada(SITUACAO_LABEL[origem.situacao]), 'MOVIMENTO_INVALIDO');
  if (!aceitaCandidatos(destino.situacao))
    throw badRequest(
      M.solicitacaoNaoAceita(destino.descricao, SITUACAO_LABEL[destino.situacao]),
      'MOVIMENTO_INVALIDO',
    );
  return porVinculo(tx, session, origem.id, t.vinculosIds, async (s, id, nome) => {
    const c = await vinculoParaMovimento(s, session.empresaId, id);
    if (c.estado.removido) throw badRequest(M.vinculoRemovido);
    if (c.estado.contratado) throw badRequest(MT.contratadoNaoTransfere);
    const [ja] = await s
      .select({ id: candidatoSolicitacao.id })
      .from(candidatoSolicitacao)
      .where(
        and(
          eq(candidatoSolicitacao.solicitacaoId, destino.id),
          eq(candidatoSolicitacao.candidatoId, c.candidato.id),
          isNull(candidatoSolicitacao.removedAt),
        ),
      );
    if (ja) throw badRequest(M.jaParticipa(nome, destino.descricao));
    await s
      .update(candidatoSolicitacao)
      .set({ solicitacaoId: destino.id })
      .where(eq(candidatoSolicitacao.id, id));
    await auditar(s, session, {
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'TRANSFERIR CANDIDATO',
      descricao: `${nome}: ${origem.descricao} → ${destino.descricao}`,
      antes: { solicitacaoId: origem.id },
      depois: { solicitacaoId: destino.id },
    });
  });
}
