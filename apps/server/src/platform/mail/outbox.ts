import { ERRO_SEM_APP_URL } from '@ipe/domain/resources/utilitario/emails';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { emailSaida } from '../../db/schema/index.ts';

export interface NovoEmail {
  /** Company the mail belongs to (its name and colours, its Utilities list). */
  empresaId: number;
  /** Recipients; at least one. */
  para: string[];
  cc?: string[];
  assunto: string;
  /** At least one of html or texto; layoutEmail() gives both. */
  html?: string;
  texto?: string;
  /** What caused it, short and stable: 'solicitacao-liberada', 'anuncio-email', 'anuncio-enviar-amigo'. */
  origem: string;
  /** Who caused it (the session's user); absent for the candidate area and background jobs. */
  usuarioId?: number | null;
  /**
   * The mail carries a link but APP_URL is not configured (`linkBase()` gave null): it is kept as
   * SEM_APP_URL with the reason, never sent. Its body should hold no working link (nor token).
   */
  semAppUrl?: boolean;
}

/**
 * Puts an e-mail in the outbox inside the caller's transaction and returns its id. Nothing is sent
 * here: the mail worker sends it after the transaction commits (call `mailer.acordar()` then), so the
 * business change and its e-mail are saved together and a failed send never undoes the change.
 */
export async function enfileirarEmail(tx: Db, email: NovoEmail): Promise<number> {
  const para = email.para.map((e) => e.trim()).filter(Boolean);
  if (para.length === 0) throw new Error('enfileirarEmail: nenhum destinatário');
  if (!email.html && !email.texto) throw new Error('enfileirarEmail: sem corpo (html ou texto)');
  const [row] = await tx
    .insert(emailSaida)
    .values({
      empresaId: email.empresaId,
      destinatarios: para,
      cc: email.cc?.length ? email.cc : null,
      assunto: email.assunto.slice(0, 255),
      html: email.html ?? null,
      texto: email.texto ?? null,
      origem: email.origem,
      usuarioId: email.usuarioId ?? null,
      ...(email.semAppUrl ? { status: 'SEM_APP_URL', ultimoErro: ERRO_SEM_APP_URL } : {}),
      // The worker compares due times with the app's clock (ms): the database's now() has microseconds
      // and would put a mail enqueued a moment ago a fraction of a millisecond in the future.
      proximaTentativa: new Date(),
    })
    .returning({ id: emailSaida.id });
  return row.id;
}

/** Where a link of a mail points instead, when APP_URL is not configured (the mail is not sent). */
export const LINK_INDISPONIVEL = '(link indisponível: APP_URL não configurado)';

/**
 * The base of the links in a mail: APP_URL, never a request's Host or X-Forwarded-* headers (anyone can
 * send those and would get a reset token mailed to their own site). null when it is not configured
 * (PostgreSQL without APP_URL): the error is logged and the mail must be enqueued with `semAppUrl`.
 */
export function baseDosLinks(config: Config, log: FastifyBaseLogger): string | null {
  if (!config.appUrl)
    log.error('APP_URL não configurado: e-mail com link guardado sem envio (veja E-mails enviados)');
  return config.appUrl;
}
