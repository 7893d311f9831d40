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
 * - The sender (`fastify.mailer`) is the scheduled job 'envio-emails' (platform/jobs: every 30 s, and at
 *   once after `acordar()`; `EMAIL_WORKER=0` turns it off on a node). It sends pending mail through nodemailer
 *   over `SMTP_URL`, several nodes safely (rows are leased with `FOR UPDATE SKIP LOCKED`); a failure is
 *   retried after 1, 5, 15 and 60 minutes, and after `MAX_TENTATIVAS` (5) the row is ERRO with the last
 *   error; a permanent refusal (SMTP 5xx: no such mailbox) is ERRO at once. Without `SMTP_URL` mail is
 *   kept as SEM_SMTP ('Não enviado (SMTP não configurado)'). Mail enqueued without `acordar()` still goes
 *   out at the next poll (30 s).
 * - The sender is the system parameter `emailRemetente` (else `EMAIL_FROM`), named after the company.
 * - `/utilitario/emails` (ROLE_UTI_EMAILS) lists the outbox; 'Reenviar' (ROLE_UTI_EMAILS_EDITAR) puts an
 *   ERRO or SEM_SMTP mail back in the queue.
 * - Tests: the worker is off (the harness runs no scheduled job unless `emailWorker: true`); call
 *   `await app.mailer.processarAgora()` to send the queue now, `{ agora }` to jump past the backoff, and
 *   receive the mail with a real `smtp-server` (see mail.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../jobs/index.ts';
import { criarMailer, type Mailer, type Rodada } from './mailer.ts';
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

/** The scheduled job that sends the outbox. */
export const JOB_ENVIO_EMAILS = 'envio-emails';

const resumo = (r: Rodada) =>
  [
    r.enviados && `${r.enviados} e-mail(s) enviado(s)`,
    r.falhas && `${r.falhas} falha(s)`,
    r.semSmtp && `${r.semSmtp} guardado(s) sem SMTP`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Creates the mailer and its sending job, decorates the app with it, ties it to the app's lifecycle and
 * mounts the screen's routes. Needs `app.jobs` (platform/jobs).
 */
export function registerMail(app: FastifyInstance, db: Db, config: Config): Mailer {
  const mailer = criarMailer({
    db,
    smtpUrl: config.smtpUrl,
    remetentePadrao: config.emailRemetente,
    acordar: () => app.jobs.disparar(JOB_ENVIO_EMAILS),
  });
  app.jobs.registrar(
    defineJob({
      nome: JOB_ENVIO_EMAILS,
      descricao: 'Envia os e-mails pendentes da caixa de saída (e as novas tentativas dos que falharam)',
      // Mail enqueued without acordar() still goes out within this period.
      intervalo: 30_000,
      primeiraExecucao: 0,
      ativa: config.emailWorker,
      // A long queue is sent in rounds one after the other, not one round per period.
      executar: async () => {
        const r = await mailer.processarAgora();
        return { resumo: resumo(r), repetir: r.restam };
      },
    }),
  );
  app.decorate('mailer', mailer);
  // The runner first: no round may start once the SMTP connections are closed.
  app.addHook('onClose', async () => {
    await app.jobs.parar();
    await mailer.parar();
  });
  registerEmailRoutes(app, db, mailer);
  return mailer;
}
