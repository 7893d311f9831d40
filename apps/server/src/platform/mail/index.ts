/**
 * The product's e-mail: one outbox (table `email_saida`) and one sender for every module.
 *
 * Usage, in a route that changes something and tells someone about it:
 *
 * ```ts
 * import { enfileirarEmail, layoutEmail, escaparHtml } from '../../../platform/mail/index.ts';
 *
 * const { html, texto } = layoutEmail({
 *   empresa,                                   // { nome, corPrincipal, corSecundaria } of the company
 *   titulo: 'Solicitação de pessoal liberada',
 *   corpoHtml: `<p>A solicitação <b>${escaparHtml(s.descricao)}</b> foi liberada.</p>`,
 * });
 * await db.transaction(async (tx) => {
 *   await tx.update(solicitacao).set({ status: 'L' }).where(…);          // the business change
 *   await enfileirarEmail(tx, {
 *     empresaId: session.empresaId, para: [solicitante.email], assunto: 'Solicitação liberada',
 *     html, texto, origem: 'solicitacao-liberada', usuarioId: session.usuarioId,
 *   });
 * });
 * fastify.mailer.acordar();                  // after the commit: send now instead of at the next poll
 * ```
 *
 * - `enfileirarEmail(tx, …)` only inserts (status PENDENTE) in the caller's transaction and returns the
 *   id: the change and its e-mail commit together, and a failed send never undoes the change.
 * - The worker (`fastify.mailer`, started and stopped with the app) sends pending mail through nodemailer
 *   over `SMTP_URL`, several nodes safely (rows are leased with `FOR UPDATE SKIP LOCKED`); a failure is
 *   retried after 1, 5, 15 and 60 minutes, and after `MAX_TENTATIVAS` (5) the row is ERRO with the last
 *   error; a permanent refusal (SMTP 5xx: no such mailbox) is ERRO at once. Without `SMTP_URL` mail is
 *   kept as SEM_SMTP ('Não enviado (SMTP não configurado)'). Mail enqueued without `acordar()` still goes
 *   out at the next poll (30 s).
 * - The sender is the system parameter `emailRemetente` (else `EMAIL_FROM`), named after the company.
 * - `/utilitario/emails` (ROLE_UTI_EMAILS) lists the outbox; 'Reenviar' (ROLE_UTI_EMAILS_EDITAR) puts an
 *   ERRO or SEM_SMTP mail back in the queue.
 * - Tests: the worker is off (`emailWorker: false` in the test harness); call
 *   `await app.mailer.processarAgora()` to send the queue now, `{ agora }` to jump past the backoff, and
 *   receive the mail with a real `smtp-server` (see mail.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { criarMailer, type Mailer } from './mailer.ts';
import { registerEmailRoutes } from './routes.ts';

export { escaparHtml, htmlParaTexto, type LayoutEmail, layoutEmail } from './layout.ts';
export { ESPERAS_MS, MAX_TENTATIVAS, type Mailer, type Rodada } from './mailer.ts';
export { baseDosLinks, enfileirarEmail, LINK_INDISPONIVEL, type NovoEmail } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox sender: `acordar()` after committing an enqueued mail; `processarAgora()` in tests. */
    mailer: Mailer;
  }
}

/** Creates the mailer, decorates the app with it, ties it to the app's lifecycle and mounts the screen's routes. */
export function registerMail(app: FastifyInstance, db: Db, config: Config): Mailer {
  const mailer = criarMailer({
    db,
    smtpUrl: config.smtpUrl,
    remetentePadrao: config.emailRemetente,
    automatico: config.emailWorker,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.iniciar());
  app.addHook('onClose', async () => mailer.parar());
  registerEmailRoutes(app, db, mailer);
  return mailer;
}
