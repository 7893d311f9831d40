import { aplicarModelo, type TipoDevolutiva } from '@ipe/domain/resources/captacao/devolutiva/index';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { enfileirarEmail, escaparHtml, layoutEmail } from '../../../platform/mail/index.ts';
import { configuracaoDa } from '../../utilitario/index.ts';
import { anuncio } from '../anuncios/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { lerModelo } from './modelos.ts';

/** The template's text as e-mail HTML: paragraphs at blank lines, line breaks kept, everything escaped. */
const paragrafos = (texto: string) =>
  texto
    .split(/\n\s*\n/)
    .map((p) => `<p>${escaparHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * Sends the rejection feedback (devolutiva) of the company's template to the links chosen by `onde`
 * (of the session's company), inside the caller's transaction. Each link gets it at most once: the row
 * is locked and marked with a conditional update (devolutiva_em still null), so a second not-fit mark,
 * the requisition's closing after a rejection or two requests at once send nothing more. The message is
 * kept on the link (the candidate area shows it) even when the candidate has no e-mail. An inactive
 * template sends nothing. Answers how many e-mails were queued (call mailer.acordar() after the commit).
 */
async function enviar(tx: Db, session: Session, tipo: TipoDevolutiva, onde: SQL | undefined) {
  const modelo = await lerModelo(tx, session.empresaId, tipo);
  if (!modelo.ativo) return 0;
  const links = await tx
    .select({
      id: candidatoSolicitacao.id,
      nome: sql<string>`coalesce(nullif(${candidato.nomeSocial}, ''), ${candidato.nome})`,
      email: candidato.email,
      vaga: sql<string>`coalesce((select ${anuncio.titulo} from ${anuncio} where ${anuncio.solicitacaoId} = ${solicitacao.id} order by ${anuncio.id} desc limit 1), ${solicitacao.descricao})`,
    })
    .from(candidatoSolicitacao)
    .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .where(
      and(
        eq(candidatoSolicitacao.empresaId, session.empresaId),
        isNull(candidatoSolicitacao.devolutivaEm),
        onde,
      ),
    )
    .orderBy(candidatoSolicitacao.id)
    .for('update', { of: candidatoSolicitacao });
  if (!links.length) return 0;
  const empresa = await configuracaoDa(tx, session.empresaId);
  let emails = 0;
  for (const l of links) {
    const valores = { candidato: l.nome, vaga: l.vaga, empresa: empresa.nome };
    const assunto = aplicarModelo(modelo.assunto, valores);
    const corpo = aplicarModelo(modelo.corpo, valores);
    const [marcado] = await tx
      .update(candidatoSolicitacao)
      .set({ devolutivaEm: new Date(), devolutivaMensagem: corpo })
      .where(and(eq(candidatoSolicitacao.id, l.id), isNull(candidatoSolicitacao.devolutivaEm)))
      .returning({ id: candidatoSolicitacao.id });
    if (!marcado || !l.email?.trim()) continue;
    const { html, texto } = layoutEmail({ empresa, titulo: assunto, corpoHtml: paragrafos(corpo) });
    await enfileirarEmail(tx, {
      empresaId: session.empresaId,
      para: [l.email],
      assunto,
      html,
      texto,
      origem: tipo === 'NAO_APTO' ? 'devolutiva-nao-apto' : 'devolutiva-encerramento',
      usuarioId: session.usuarioId,
    });
    emails++;
  }
  return emails;
}

/** A candidate marked not fit (single or bulk, on the board): the 'não apto' template. */
export const devolutivaNaoApto = (tx: Db, session: Session, vinculoId: number) =>
  enviar(tx, session, 'NAO_APTO', inArray(candidatoSolicitacao.id, [vinculoId]));

/**
 * The requisition closed: the 'encerramento' template to each candidate still in it and not hired
 * (removed links left out: they are no longer in the process).
 */
export const devolutivasDoEncerramento = (tx: Db, session: Session, solicitacaoId: number) =>
  enviar(
    tx,
    session,
    'ENCERRAMENTO',
    and(
      eq(candidatoSolicitacao.solicitacaoId, solicitacaoId),
      eq(candidatoSolicitacao.contratado, false),
      isNull(candidatoSolicitacao.removedAt),
    ),
  );
