import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { type LoteInput, MSG_LOTE, type ResultadoLote } from '@ipe/domain/resources/captacao/selecao/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { candidato } from '../schema.ts';
import { solicitacaoDaEmpresa } from './consultas.ts';
import { mover, registrarResultado } from './movimentos.ts';
import { candidatoSolicitacao } from './schema.ts';

/**
 * A bulk action of the board (POST /solicitacoes-pessoal/{id}/candidatos/lote) inside the caller's
 * transaction. Each candidate runs the single action (same rule, same audit row) in its own savepoint: a
 * refusal rolls back only that candidate and is reported with the rule's pt-BR message; anything but a
 * rule's refusal aborts the whole transaction.
 */
export async function acaoEmLote(tx: Db, session: Session, solicitacaoId: number, l: LoteInput) {
  const s = await solicitacaoDaEmpresa(tx, session.empresaId, solicitacaoId);
  return porVinculo(tx, session, s.id, l.vinculosIds, async (t, id) => {
    if (l.acao === 'mover') await mover(t, session, id, l.etapaSeletivaId);
    else
      await registrarResultado(t, session, id, {
        apto: l.acao === 'resultado' ? l.apto : 'N',
        data: hojeIso(),
        responsavel: session.usuarioNome.slice(0, 100),
        observacao: l.acao === 'reprovar' ? (l.observacao ?? null) : null,
      });
  });
}

/**
 * Runs `fazer` for each link of one requisition (and so of the session's company), each in its own
 * savepoint, and reports per candidate: a rule's refusal (4xx) rolls back only that candidate; anything
 * else aborts the whole transaction. Links of other requisitions are refused without naming the candidate.
 * Shared by the bulk actions and 'Transferir candidatos'.
 */
export async function porVinculo(
  tx: Db,
  session: Session,
  solicitacaoId: number,
  vinculosIds: number[],
  fazer: (sp: Db, id: number, nome: string) => Promise<void>,
): Promise<ResultadoLote> {
  const nomes = new Map(
    (
      await tx
        .select({ id: candidatoSolicitacao.id, nome: candidato.nome })
        .from(candidatoSolicitacao)
        .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
        .where(
          and(
            eq(candidatoSolicitacao.solicitacaoId, solicitacaoId),
            eq(candidatoSolicitacao.empresaId, session.empresaId),
            inArray(candidatoSolicitacao.id, vinculosIds),
          ),
        )
    ).map((r) => [r.id, r.nome]),
  );
  const r: ResultadoLote = { feitos: [], recusados: [] };
  for (const id of vinculosIds) {
    const nome = nomes.get(id);
    if (nome === undefined) {
      r.recusados.push({ id, nome: '', motivo: MSG_LOTE.foraDaSolicitacao });
      continue;
    }
    try {
      await tx.transaction((sp) => fazer(sp as unknown as Db, id, nome));
      r.feitos.push({ id, nome });
    } catch (e) {
      if (!(e instanceof HttpError) || e.status >= 500) throw e;
      r.recusados.push({ id, nome, motivo: e.message });
    }
  }
  return r;
}
