import path from 'node:path';

/** Configuration from environment variables (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (used when databaseUrl is empty). */
  dataDir: string;
  databaseUrl: string | null;
  /** shared_buffers of the embedded PGlite (PGLITE_SHARED_BUFFERS, e.g. '64MB'); default in db/client.ts. */
  pgliteSharedBuffers?: string;
  smtpUrl: string | null;
  /**
   * Public address of the web app for links in e-mails and pages (APP_URL); on the embedded database it
   * defaults to http://localhost:$PORT. null (PostgreSQL without APP_URL): mail with links is not sent.
   * Never taken from a request's headers.
   */
  appUrl: string | null;
  /** Fastify's trustProxy (TRUST_PROXY): false = the socket's address; hops or addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Sender of the product's e-mails when the system parameters give none. */
  emailRemetente: string;
  /** Run the outbox worker in the background (tests turn it off and call mailer.processarAgora()). */
  emailWorker: boolean;
  /** Run the scheduled jobs on this node (TAREFAS_AGENDADAS=0 turns them all off; API tests leave them off). */
  tarefasAgendadas: boolean;
  /** Run the daily LGPD purge of inactive candidates (LGPD_EXPURGO=0 turns it off; tests never start it). */
  expurgoLgpd: boolean;
  /** HMAC key of the captcha challenges; null = generated once and kept in the database. */
  captchaHmacKey: string | null;
  sessionTimeoutMin: number;
  /** Seed the demo company and users (default: on for the embedded database). */
  seedDemo: boolean;
  adminCpf: string | null;
  adminPassword: string | null;
  /** ViaCEP-compatible service: `${cepUrl}/${cep}/json/`. */
  cepUrl: string;
  cepTimeoutMs: number;
  /** Folder of the web production build served as static files. */
  webDist: string;
  /** Set the Secure flag on cookies (behind TLS). */
  secureCookies: boolean;
  /** Failed logins per address and CPF within the window (LOGIN_MAX_ATTEMPTS). */
  loginMaxAttempts: number;
  /** Failed logins per CPF from every address within the window (LOGIN_MAX_ATTEMPTS_CPF). */
  loginMaxAttemptsCpf: number;
  /** Failed logins of a CPF within the window after which the login asks for the captcha (LOGIN_CAPTCHA_AFTER). */
  loginCaptchaAfter: number;
  loginWindowMin: number;
  emailSuporte: string;
  versao: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || null;
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
    smtpUrl: env.SMTP_URL || null,
    appUrl: env.APP_URL
      ? env.APP_URL.replace(/\/$/, '')
      : databaseUrl
        ? null
        : `http://localhost:${Number(env.PORT ?? 3000)}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    emailRemetente: env.EMAIL_FROM || 'nao-responda@iperh.com.br',
    emailWorker: env.EMAIL_WORKER !== '0',
    tarefasAgendadas: env.TAREFAS_AGENDADAS !== '0',
    expurgoLgpd: env.LGPD_EXPURGO !== '0',
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || null,
    sessionTimeoutMin: Number(env.SESSION_TIMEOUT_MIN ?? 30),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !databaseUrl,
    adminCpf: env.ADMIN_CPF || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    cepUrl: (env.CEP_URL ?? 'https://viacep.com.br/ws').replace(/\/$/, ''),
    cepTimeoutMs: Number(env.CEP_TIMEOUT_MS ?? 5000),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    secureCookies: env.SECURE_COOKIES === '1',
    loginMaxAttempts: Number(env.LOGIN_MAX_ATTEMPTS ?? 10),
    loginMaxAttemptsCpf: Number(env.LOGIN_MAX_ATTEMPTS_CPF ?? 30),
    loginCaptchaAfter: Number(env.LOGIN_CAPTCHA_AFTER ?? 3),
    loginWindowMin: Number(env.LOGIN_WINDOW_MIN ?? 15),
    emailSuporte: env.EMAIL_SUPORTE ?? 'suporte@iperh.com.br',
    versao: env.APP_VERSION ?? '0.1.0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/**
 * TRUST_PROXY: unset, empty or 0 trusts no proxy header (the address is the socket's); a number is the
 * count of proxies in front of the app; otherwise a comma-separated list of addresses or CIDRs of the
 * proxies (or proxy-addr's names: loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(v: string | undefined): false | number | string[] {
  const s = v?.trim();
  if (!s || s === '0' || s === 'false') return false;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}
