import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { criarDesafio } from '../platform/captcha/index.ts';

type Desafio = Awaited<ReturnType<typeof criarDesafio>>;

/** Solves a challenge as the ALTCHA widget does and encodes the payload it would submit (about 1 s). */
export async function resolverCaptcha(desafio: Desafio): Promise<string> {
  const solution = await solveChallenge({ challenge: desafio, deriveKey });
  if (!solution) throw new Error('não resolvido');
  return Buffer.from(JSON.stringify({ challenge: desafio, solution })).toString('base64');
}
