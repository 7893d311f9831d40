import { createRequire } from 'node:module';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { emailSaida, empresa, parametrosSistema } from '../../db/schema/index.ts';
import { SUPER_USER_ID } from '../auth/sessions.ts';
import { postarMensagem } from '../mensagens/index.ts';

/** The installation administrator's box U when a mail is given up (issue 19). */
export const MSG_EMAIL_FALHOU = (assunto: string, para: readonly string[], erro: string) =>
  `O e-mail "${assunto}" para ${para.join(', ')} não pôde ser enviado.\nErro: ${erro}`;

/** Attempts before a mail is given up as ERRO. */
export const MAX_TENTATIVAS = 5;
/** Wait after the n-th failed attempt (1 min, 5 min, 15 min, 1 h). */
export const ESPERAS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** How long a worker owns the rows it picked (a node that dies mid-send frees them after this). */
const POSSE_MS = 5 * 60_000;
const LOTE = 20;
const MAX_LOTES_POR_RODADA = 10;

export interface MailerOptions {
  db: Db;
  smtpUrl: string | null;
  /** Sender when the system parameters give none. */
  remetentePadrao: string;
  /** Asks the scheduled job that sends the outbox ('envio-emails', see platform/mail/index.ts) to run now. */
  acordar?: () => void;
}

/** What one processing round did. */
export interface Rodada {
  enviados: number;
  falhas: number;
  /** Rows moved to SEM_SMTP (no SMTP server configured). */
  semSmtp: number;
  /** The round stopped at its size limit with mail still due: another round follows at once. */
  restam: boolean;
}

export interface Mailer {
  /** Sends what is due soon, in the background; call it after the transaction that enqueued commits. */
  acordar(): void;
  /**
   * Processes the outbox now and resolves when done (after any round in progress). `agora` moves the
   * clock forward, so tests reach the retries without waiting for the backoff.
   */
  processarAgora(opts?: { agora?: Date }): Promise<Rodada>;
  /** Waits for the round in progress and closes the SMTP connections. */
  parar(): Promise<void>;
}

/** An SMTP 5xx reply: a permanent failure (RFC 5321), given up at once. */
const permanente = (e: unknown) => {
  const code = (e as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
const mensagemDe = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

// nodemailer is required only when SMTP_URL is set (without it nothing is sent): start-up does not
// load it otherwise.
const require = createRequire(import.meta.url);

export function criarMailer({ db, smtpUrl, remetentePadrao, acordar }: MailerOptions): Mailer {
  // A hanging server must not hold a round for minutes: short connection and socket timeouts.
  const transporte: Transporter | null = smtpUrl
    ? (require('nodemailer') as typeof Nodemailer).createTransport({
        // Options beside `url` apply where the URL does not set them (?pool=false in SMTP_URL wins).
        url: smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as object)
    : null;
  let fila: Promise<unknown> = Promise.resolve();

  async function remetente(): Promise<string> {
    const [p] = await db
      .select({ email: parametrosSistema.emailRemetente })
      .from(parametrosSistema)
      .where(eq(parametrosSistema.id, 1));
    return p?.email || remetentePadrao;
  }

  /** Picks due rows and leases them to this worker (other nodes skip locked and leased rows). */
  async function reservar(agora: Date) {
    const devidos = db
      .select({ id: emailSaida.id })
      .from(emailSaida)
      .where(and(eq(emailSaida.status, 'PENDENTE'), lte(emailSaida.proximaTentativa, agora)))
      .orderBy(asc(emailSaida.proximaTentativa), asc(emailSaida.id))
      .limit(LOTE)
      .for('update', { skipLocked: true });
    return db
      .update(emailSaida)
      .set({
        tentativas: sql`${emailSaida.tentativas} + 1`,
        proximaTentativa: new Date(agora.getTime() + POSSE_MS),
      })
      .where(inArray(emailSaida.id, devidos))
      .returning();
  }

  async function processar(agora: Date): Promise<Rodada> {
    const rodada: Rodada = { enviados: 0, falhas: 0, semSmtp: 0, restam: false };
    if (!transporte) {
      const guardados = await db
        .update(emailSaida)
        .set({ status: 'SEM_SMTP', ultimoErro: null })
        .where(and(eq(emailSaida.status, 'PENDENTE'), lte(emailSaida.proximaTentativa, agora)))
        .returning({ id: emailSaida.id });
      rodada.semSmtp = guardados.length;
      return rodada;
    }
    const de = await remetente();
    for (let lote = 0; lote < MAX_LOTES_POR_RODADA; lote++) {
      const linhas = await reservar(agora);
      if (linhas.length === 0) break;
      const ids = [...new Set(linhas.map((l) => l.empresaId))];
      const nomes = new Map(
        (
          await db
            .select({ id: empresa.id, nome: empresa.nome })
            .from(empresa)
            .where(inArray(empresa.id, ids))
        ).map((e) => [e.id, e.nome]),
      );
      for (const l of linhas) {
        try {
          await transporte.sendMail({
            from: { name: nomes.get(l.empresaId) ?? 'Ipê RH', address: de },
            to: l.destinatarios,
            cc: l.cc ?? undefined,
            subject: l.assunto,
            html: l.html ?? undefined,
            text: l.texto ?? undefined,
          });
          await db
            .update(emailSaida)
            .set({ status: 'ENVIADO', enviadoAt: new Date(), ultimoErro: null })
            .where(eq(emailSaida.id, l.id));
          rodada.enviados++;
        } catch (e) {
          // A 5xx answer (mailbox does not exist, address refused) will not change on retry.
          const desiste = l.tentativas >= MAX_TENTATIVAS || permanente(e);
          const espera = ESPERAS_MS[Math.min(l.tentativas, ESPERAS_MS.length) - 1];
          const erro = mensagemDe(e);
          await db.transaction(async (t) => {
            const tx = t as unknown as Db;
            await tx
              .update(emailSaida)
              .set({
                status: desiste ? 'ERRO' : 'PENDENTE',
                ultimoErro: erro,
                proximaTentativa: new Date(agora.getTime() + (desiste ? 0 : espera)),
              })
              .where(eq(emailSaida.id, l.id));
            // Given up for good: the installation's administrator learns it in box U, with the row's state.
            if (desiste)
              await postarMensagem(tx, {
                empresaId: l.empresaId,
                tipo: 'U',
                texto: MSG_EMAIL_FALHOU(l.assunto, l.destinatarios, erro),
                link: '/utilitario/emails',
                para: { usuarios: [SUPER_USER_ID] },
              });
          });
          rodada.falhas++;
        }
      }
      if (linhas.length < LOTE) break;
      if (lote === MAX_LOTES_POR_RODADA - 1) rodada.restam = true;
    }
    return rodada;
  }

  const mailer: Mailer = {
    processarAgora(opts = {}) {
      const rodada = fila.then(() => processar(opts.agora ?? new Date()));
      fila = rodada.catch(() => {});
      return rodada;
    },
    acordar() {
      acordar?.();
    },
    async parar() {
      await fila;
      transporte?.close();
    },
  };
  return mailer;
}
