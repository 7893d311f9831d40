import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usuario } from '../db/schema/index.ts';
import { candidato } from '../modules/captacao/schema.ts';
import { hashPassword, verifyPassword } from '../platform/auth/password.ts';

/**
 * scrypt cost (N) of the passwords in the test databases: a login of the demo admin costs ~0.1 ms of CPU
 * instead of ~28 ms (N = 16384), and the API and browser suites log in hundreds of times. The hash keeps
 * its own N, so the login code verifies it unchanged; production and `npm start` hash with the normal cost.
 */
export const CUSTO_SENHA_TESTE = 16;

/** A password hash as the product stores it, at the test cost: for rows a test inserts itself. */
export const hashSenhaTeste = (senha: string) => hashPassword(senha, CUSTO_SENHA_TESTE);

/**
 * Re-hashes, at the test cost, every password of a freshly seeded test template (API: global-setup.ts;
 * browser: e2e/global-setup.ts) whose plain text is one of `senhas` (the demo's: the
 * seed's and the modules' demo constants). Called only by the test harness on databases it created.
 * Throws when a hash matches none of them: a demo password added later belongs in the caller's list
 * (its logins would otherwise silently cost the full scrypt).
 */
export async function barateiaSenhasDemo(db: Db, senhas: readonly string[]): Promise<void> {
  const unicas = new Set(senhas);
  const barato = async (h: string) => {
    for (const senha of unicas) if (await verifyPassword(senha, h)) return hashSenhaTeste(senha);
    throw new Error('barateiaSenhasDemo: uma senha da demonstração não está na lista recebida');
  };
  const usuarios = await db
    .selectDistinct({ h: usuario.senhaHash })
    .from(usuario)
    .where(isNotNull(usuario.senhaHash));
  for (const { h } of usuarios as { h: string }[]) {
    const novo = await barato(h);
    await db.update(usuario).set({ senhaHash: novo }).where(eq(usuario.senhaHash, h));
  }
  const candidatos = await db
    .selectDistinct({ h: candidato.senha })
    .from(candidato)
    .where(isNotNull(candidato.senha));
  for (const { h } of candidatos as { h: string }[]) {
    const novo = await barato(h);
    await db.update(candidato).set({ senha: novo }).where(eq(candidato.senha, h));
  }
}
