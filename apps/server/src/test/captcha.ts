import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client.ts';
import { criarDesafio } from '../platform/captcha/index.ts';

type Desafio = Awaited<ReturnType<typeof criarDesafio>>;

/** Solves a challenge as the ALTCHA widget does and encodes the payload it would submit (about 1 s). */
export async function resolverCaptcha(desafio: Desafio): Promise<string> {
  const solution = await solveChallenge({ challenge: desafio, deriveKey });
  if (!solution) throw new Error('não resolvido');
  return Buffer.from(JSON.stringify({ challenge: desafio, solution })).toString('base64');
}

/**
 * A signed challenge whose secret number is 1: solved in milliseconds instead of the 0.2-0.8 s of CPU of
 * a drawn one (1,000-3,000 PBKDF2 rounds), for tests of what a captcha guards, not of its cost.
 */
export const desafioFacil = (db: Db, expiraEm?: Date) => criarDesafio(db, expiraEm, 1);
