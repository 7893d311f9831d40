import { desafioCaptcha } from '@ipe/domain/sessaoContratos';
import { rota } from '../http/rota.ts';
/**
 * Captcha: self-hosted proof-of-work (ALTCHA), so it works offline and shares nothing with third parties.
 *
 * Usage, in a public route a robot could abuse (send to a friend):
 *
 * ```ts
 * import { exigirCaptcha } from '../../../platform/captcha/index.ts';
 * const body = z.object({ …, captcha: z.string().nullish() });
 * await exigirCaptcha(db, req.body.captcha);   // 400 'Confirme que você não é um robô.' when missing or wrong
 * // or: if (!(await verificarCaptcha(db, req.body.captcha))) …
 * ```
 * On the web: `<Captcha onChange={(payload) => setValue('captcha', payload)} />` (platform/components):
 * the widget fetches `GET /api/captcha/desafio` (public), solves it in web workers and hands over the
 * payload (a base64 string), or null when it expires or is reset.
 *
 * - A challenge is signed with HMAC (key from `CAPTCHA_HMAC_KEY`, else generated once and kept in
 *   `segredo_instalacao`, the same for every node) and expires in 10 minutes.
 * - A solved challenge is accepted once: its signature goes into `captcha_usado` with a UNIQUE insert
 *   (a second use finds the row and is refused); rows are purged once their challenge has expired.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { MSG } from '@ipe/domain';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { captchaUsado, segredoInstalacao } from '../../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';

/** A challenge is valid for 10 minutes. */
export const VALIDADE_DESAFIO_MS = 10 * 60_000;
const ALGORITMO = 'PBKDF2/SHA-256';
// Measured: about 0.3-1 s of work in a browser's workers; cheap for a person, costly in bulk.
const CUSTO = 1_000;
const CONTADOR = { min: 1_000, max: 3_000 };
const NOME_SEGREDO = 'captcha-hmac';

const chaves = new WeakMap<Db, Promise<string>>();
const chaveDoAmbiente = new WeakMap<Db, string>();

/** The installation's HMAC key: the environment's, else one generated once and kept in the database. */
function chaveHmac(db: Db): Promise<string> {
  const doAmbiente = chaveDoAmbiente.get(db);
  if (doAmbiente) return Promise.resolve(doAmbiente);
  let chave = chaves.get(db);
  if (!chave) {
    chave = (async () => {
      // Several nodes may start at once: the first insert wins and everyone reads the winner.
      await db
        .insert(segredoInstalacao)
        .values({ nome: NOME_SEGREDO, valor: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ valor: segredoInstalacao.valor })
        .from(segredoInstalacao)
        .where(eq(segredoInstalacao.nome, NOME_SEGREDO));
      return row.valor;
    })();
    chave.catch(() => chaves.delete(db));
    chaves.set(db, chave);
  }
  return chave;
}

// The derived key is signed with a second secret, so verification needs no key derivation.
const segredoDaChave = (chave: string) =>
  createHmac('sha256', chave).update('altcha-key-signature').digest('hex');

/**
 * A new signed challenge (what GET /api/captcha/desafio answers). `expiraEm` and `contador` (the secret
 * number the solver must find; the route always draws it) only for tests: test/captcha.ts' easy challenge.
 */
export async function criarDesafio(
  db: Db,
  expiraEm = new Date(Date.now() + VALIDADE_DESAFIO_MS),
  contador = randomInt(CONTADOR.min, CONTADOR.max),
) {
  const chave = await chaveHmac(db);
  return createChallenge({
    algorithm: ALGORITMO,
    cost: CUSTO,
    counter: contador,
    deriveKey,
    expiresAt: expiraEm,
    hmacSignatureSecret: chave,
    hmacKeySignatureSecret: segredoDaChave(chave),
  });
}

interface Payload {
  challenge: { parameters: { expiresAt?: number } & Record<string, unknown>; signature?: string };
  solution: { counter: number; derivedKey: string };
}

function decodificar(payload: string): Payload | null {
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const ok =
      p?.challenge?.parameters &&
      typeof p.challenge.signature === 'string' &&
      typeof p.solution?.counter === 'number' &&
      typeof p.solution?.derivedKey === 'string';
    return ok ? p : null;
  } catch {
    return null;
  }
}

/**
 * True when the payload solves a challenge this installation signed, not yet expired and never used
 * before; the challenge is then spent. Missing, malformed, wrong, expired or replayed: false.
 */
export async function verificarCaptcha(db: Db, payload: string | null | undefined): Promise<boolean> {
  if (!payload || payload.length > 10_000) return false;
  const p = decodificar(payload);
  const expiresAt = p?.challenge.parameters.expiresAt;
  if (!p || typeof expiresAt !== 'number' || expiresAt * 1000 <= Date.now()) return false;
  const chave = await chaveHmac(db);
  const resultado = await verifySolution({
    challenge: p.challenge as never,
    solution: p.solution,
    deriveKey,
    hmacSignatureSecret: chave,
    hmacKeySignatureSecret: segredoDaChave(chave),
  }).catch(() => null);
  if (!resultado?.verified) return false;
  await db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, new Date()));
  const usado = await db
    .insert(captchaUsado)
    .values({ assinatura: p.challenge.signature as string, expiraEm: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ assinatura: captchaUsado.assinatura });
  return usado.length === 1;
}

/** Refuses the request with 400 'Confirme que você não é um robô.' unless the captcha checks out. */
export async function exigirCaptcha(db: Db, payload: string | null | undefined): Promise<void> {
  if (!(await verificarCaptcha(db, payload))) throw badRequest(MSG.captchaNaoConfirmado, 'CAPTCHA_INVALIDO');
}

/** GET /api/captcha/desafio (public): a new challenge for the widget. */
export function registerCaptcha(app: FastifyInstance, db: Db, config: Config) {
  if (config.captchaHmacKey) chaveDoAmbiente.set(db, config.captchaHmacKey);
  rota(
    app,
    desafioCaptcha,
    { config: { access: 'public' }, schema: { tags: ['captcha'] } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return criarDesafio(db);
    },
  );
}
