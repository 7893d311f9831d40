import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a local SMTP server received it, with the headers and text parts decoded. */
export interface MensagemRecebida {
  de: string;
  para: string[];
  assunto: string;
  /** The text/plain part, decoded. */
  texto: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

export interface SmtpTeste {
  /** `smtp://127.0.0.1:<port>` for createTestApp({ smtpUrl }). */
  url: string;
  mensagens: MensagemRecebida[];
  /** Resolves when at least n mails arrived (fails after the timeout). */
  aguardar(n: number, timeoutMs?: number): Promise<MensagemRecebida[]>;
  close(): Promise<void>;
}

// RFC 2047 words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header.
function decodificarCabecalho(v: string): string {
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, txt: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(txt, 'base64').toString('utf8')
        : decodificarQp(txt.replace(/_/g, ' ')),
    );
}

function decodificarQp(s: string): string {
  const semQuebras = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < semQuebras.length; i++) {
    const c = semQuebras[i];
    if (c === '=' && /^[0-9A-F]{2}$/i.test(semQuebras.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(semQuebras.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function cabecalhos(bloco: string): Map<string, string> {
  const h = new Map<string, string>();
  for (const linha of bloco.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = linha.indexOf(':');
    if (i > 0) h.set(linha.slice(0, i).trim().toLowerCase(), linha.slice(i + 1).trim());
  }
  return h;
}

/** The decoded body of each text part of a (possibly multipart) message, by content type. */
function partes(raw: string): Record<string, string> {
  const [cab, ...resto] = raw.split(/\r?\n\r?\n/);
  const corpo = resto.join('\r\n\r\n');
  const h = cabecalhos(cab);
  const tipo = h.get('content-type') ?? 'text/plain';
  const fronteira = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (fronteira) {
    const out: Record<string, string> = {};
    for (const parte of corpo.split(`--${fronteira}`).slice(1)) {
      if (parte.startsWith('--')) break;
      Object.assign(out, partes(parte.replace(/^\r?\n/, '')));
    }
    return out;
  }
  const cte = (h.get('content-transfer-encoding') ?? '').toLowerCase();
  const texto =
    cte === 'quoted-printable'
      ? decodificarQp(corpo)
      : cte === 'base64'
        ? Buffer.from(corpo.replace(/\s+/g, ''), 'base64').toString('utf8')
        : corpo;
  return { [tipo.split(';')[0].trim().toLowerCase()]: texto.trim() };
}

/** A real SMTP server on a random local port, keeping what it receives (no auth, no TLS). */
export async function iniciarSmtpTeste(): Promise<SmtpTeste> {
  const mensagens: MensagemRecebida[] = [];
  const esperas: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Addresses starting with 'recusado' do not exist here: 550, as a real server answers.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('recusado'))
        return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const h = cabecalhos(raw.split(/\r?\n\r?\n/)[0]);
        const p = partes(raw);
        mensagens.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address),
          assunto: decodificarCabecalho(h.get('subject') ?? ''),
          texto: p['text/plain'] ?? '',
          html: p['text/html'] ?? '',
          raw,
        });
        for (const e of esperas.splice(0)) e();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mensagens,
    async aguardar(n, timeoutMs = 5000) {
      const limite = Date.now() + timeoutMs;
      while (mensagens.length < n) {
        if (Date.now() > limite) throw new Error(`esperava ${n} e-mails, chegaram ${mensagens.length}`);
        await new Promise<void>((r) => {
          esperas.push(r);
          setTimeout(r, 50);
        });
      }
      return mensagens;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL where nothing listens (a port just freed): sending fails with ECONNREFUSED. */
export async function smtpUrlInalcancavel(): Promise<string> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return `smtp://127.0.0.1:${port}`;
}
