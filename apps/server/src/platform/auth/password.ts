import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (p: string, s: Buffer, n: number, o: object) => Promise<Buffer>;
const N = 16384;

/**
 * Hashes a password with scrypt: 'scrypt$N$salt$hash' (base64); verification reads N from the hash.
 * `n` is the cost: the product never passes it (nor reads it from the environment); only the test
 * harness does, for the passwords of its own test databases (src/test/senhas.ts).
 */
export async function hashPassword(password: string, n: number = N): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 64, { N: n, r: 8, p: 1 });
  return `scrypt$${n}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Hash even without a stored password so the answer takes the same time whether the user exists.
  const [, n, salt, hash] = (stored ?? `scrypt$${N}$${'A'.repeat(22)}==$${'A'.repeat(86)}==`).split('$');
  const expected = Buffer.from(hash, 'base64');
  const got = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: 8,
    p: 1,
  });
  return stored !== null && timingSafeEqual(got, expected);
}
