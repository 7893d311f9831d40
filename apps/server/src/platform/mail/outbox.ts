import { emailSaida } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

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
      // The worker compares due times with the app's clock (ms): the database's now() has microseconds
      // and would put a mail enqueued a moment ago a fraction of a millisecond in the future.
      proximaTentativa: new Date(),
    })
    .returning({ id: emailSaida.id });
  return row.id;
}
