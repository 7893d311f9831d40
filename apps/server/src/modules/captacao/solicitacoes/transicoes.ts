import {
  type AcaoSolicitacao,
  acaoParaSituacao,
  emailsDe,
  hojeIso,
  MSG_SOLICITACAO as M,
  SITUACAO_LABEL,
  type Situacao,
  type StatusLiberacao,
  situacaoDe,
  transicao,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { corpoTransicao } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { solicitacao, solicitacaoHistoricoStatus } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, fieldErrors, forbidden, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { enfileirarEmail, escaparHtml, layoutEmail } from '../../../platform/mail/index.ts';
import { configuracaoDa } from '../../utilitario/index.ts';
import { WRITE } from './consultas.ts';
import { avisarDecisaoDaSolicitacao } from '../mensagens.ts';
import { escopoDaSolicitacao } from './escopo.ts';
import { devolutivasDoEncerramento } from '../devolutiva/envio.ts';

export const AUTORIDADE_LIBERAR = 'ROLE_CAP_SOLICITACAO_LIBERAR' as const;
export const AUTORIDADE_EDITAR = WRITE;

/** The authority each action needs: releasing/rejecting is the releaser's, the rest the editor's. */
export const AUTORIDADE_DA_ACAO: Record<AcaoSolicitacao, string> = {
  libera: AUTORIDADE_LIBERAR,
  reprova: AUTORIDADE_LIBERAR,
  suspende: AUTORIDADE_EDITAR,
  reabre: AUTORIDADE_EDITAR,
  encerra: AUTORIDADE_EDITAR,
  cancela: AUTORIDADE_EDITAR,
};

export type CorpoTransicao = z.infer<typeof corpoTransicao>;

export function lerCorpo(body: unknown): CorpoTransicao {
  const p = corpoTransicao.safeParse(body ?? {});
  if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
  return p.data;
}

/** E-mail to the requester (and the requisition's e-mails) telling it was released. */
async function avisarLiberacao(
  tx: Db,
  session: Session,
  s: {
    id: number;
    descricao: string;
    quantidade: number;
    emailsCheck: string | null;
    solicitanteId: number | null;
  },
  observacao: string | null,
) {
  const para = new Set(emailsDe(s.emailsCheck));
  if (s.solicitanteId) {
    const [u] = await tx
      .select({ email: usuario.email })
      .from(usuario)
      .where(eq(usuario.id, s.solicitanteId));
    if (u?.email) para.add(u.email);
  }
  if (!para.size) return null;
  const empresa = await configuracaoDa(tx, session.empresaId);
  const titulo = 'Solicitação de pessoal liberada';
  const { html, texto: txt } = layoutEmail({
    empresa,
    titulo,
    corpoHtml:
      `<p>A solicitação de pessoal <b>nº ${s.id} – ${escaparHtml(s.descricao)}</b> ` +
      `(${s.quantidade} ${s.quantidade === 1 ? 'vaga' : 'vagas'}) foi liberada por ${escaparHtml(session.usuarioNome)}.</p>` +
      (observacao ? `<p>Observação: ${escaparHtml(observacao)}</p>` : '') +
      '<p>O recrutamento pode começar.</p>',
  });
  return enfileirarEmail(tx, {
    empresaId: session.empresaId,
    para: [...para],
    assunto: `${titulo}: ${s.descricao}`,
    html,
    texto: txt,
    origem: 'solicitacao-liberada',
    usuarioId: session.usuarioId,
  });
}

/**
 * Applies one status action in one transaction: checks the authority, the source situation and the
 * company's reopening parameter (status.ts), writes the new state, the history row and the audit row,
 * and on release enqueues the requester's e-mail. Answers the new situation.
 */
export async function aplicarAcao(
  app: FastifyInstance,
  db: Db,
  session: Session,
  id: number,
  acao: AcaoSolicitacao,
  corpo: CorpoTransicao,
  paraEsperado?: Situacao,
) {
  if (!session.authorities.has(AUTORIDADE_DA_ACAO[acao])) throw forbidden();
  const entries: { field: string; message: string }[] = [];
  if (acao === 'encerra' && !corpo.dataEncerramento)
    entries.push({ field: 'dataEncerramento', message: M.dataEncerramentoObrigatoria });
  if (acao === 'cancela' && !(corpo.obsCancelamento ?? corpo.observacao))
    entries.push({ field: 'obsCancelamento', message: M.obsCancelamentoObrigatoria });
  if (entries.length) throw fieldErrors(entries);

  const { parametros } = await configuracaoDa(db, session.empresaId);
  let mail: number | null = null;
  let devolutivas = 0; // the candidates' feedback e-mails of a closing (issue 24 §3)
  const resultado = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [antes] = await tx
      .select()
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.id, id),
          eq(solicitacao.empresaId, session.empresaId),
          escopoDaSolicitacao(session),
        ),
      )
      .for('update');
    if (!antes) throw notFound();
    const r = transicao({ ...antes, status: antes.status as StatusLiberacao }, acao, {
      reabrirPermitido: parametros.solPessoalReabrirSolicitacao,
    });
    if (!r.ok) throw badRequest(r.mensagem, 'TRANSICAO_INVALIDA');
    if (paraEsperado && r.para !== paraEsperado)
      throw badRequest(
        `Não é possível passar a solicitação de "${SITUACAO_LABEL[r.de]}" para "${SITUACAO_LABEL[paraEsperado]}".`,
        'TRANSICAO_INVALIDA',
      );
    if (acao === 'encerra' && (corpo.dataEncerramento as string) < antes.data)
      throw fieldErrors([{ field: 'dataEncerramento', message: M.dataEncerramentoAntes }]);

    const hoje = hojeIso();
    const mudanca: Partial<typeof solicitacao.$inferInsert> = { ...r.estado, dataStatus: hoje };
    let observacao = corpo.observacao ?? null;
    if (acao === 'libera' || acao === 'reprova') {
      observacao = corpo.observacaoLiberador ?? observacao;
      Object.assign(mudanca, { liberadorId: session.usuarioId, observacaoLiberador: observacao });
    }
    if (acao === 'encerra') {
      observacao = corpo.obsEncerra ?? observacao;
      Object.assign(mudanca, { dataEncerramento: corpo.dataEncerramento, obsEncerra: observacao });
    }
    if (acao === 'cancela') {
      observacao = corpo.obsCancelamento ?? observacao;
      mudanca.obsCancelamento = observacao;
    }
    if (acao === 'reabre' && r.de === 'E') mudanca.dataEncerramento = null;

    const [depois] = await tx.update(solicitacao).set(mudanca).where(eq(solicitacao.id, id)).returning();
    await tx.insert(solicitacaoHistoricoStatus).values({
      empresaId: session.empresaId,
      solicitacaoId: id,
      acao,
      de: r.de,
      para: r.para,
      observacao,
      usuarioId: session.usuarioId,
    });
    await auditar(tx, session, {
      entidade: 'solicitacoes-pessoal',
      entidadeId: id,
      acao: acao.toUpperCase(),
      descricao: antes.descricao,
      antes: { situacao: r.de, ...antes },
      depois: { situacao: r.para, ...depois },
    });
    if (acao === 'libera') mail = await avisarLiberacao(tx, session, antes, observacao);
    if (acao === 'encerra') devolutivas = await devolutivasDoEncerramento(tx, session, id);
    // The requester's box R: released or refused (issue 19).
    if (acao === 'libera' || acao === 'reprova')
      await avisarDecisaoDaSolicitacao(tx, session, antes, acao, observacao);
    return { ...depois, de: r.de, situacao: r.para, emailId: mail };
  });
  if (mail || devolutivas) app.mailer?.acordar();
  return resultado;
}

/** PUT /{id}/status: the action that leads to the target situation. */
export function acaoDoAlvo(atual: Situacao, alvo: string): AcaoSolicitacao {
  const valido = ['I', 'A', 'R', 'S', 'E', 'C'].includes(alvo);
  const acao = valido ? acaoParaSituacao(atual, alvo as Situacao) : null;
  if (!acao) throw fieldErrors([{ field: 'status', message: 'Status inválido' }]);
  return acao;
}

export { situacaoDe };
