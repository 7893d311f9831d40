import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import { eq } from 'drizzle-orm';
import { candidato } from '../modules/captacao/schema.ts';
import { hashSenhaTeste } from './senhas.ts';
import { type Client, clientOf, type TestApp } from './harness.ts';

export { DEMO_CANDIDATO_SENHA } from '../modules/externo/demo/contaCandidatos.ts';

/**
 * Logs a candidate in through POST /api/externo/login (form-encoded, as the web sends it) and returns a
 * client holding the candidate cookie (never the internal one): API tests act as candidate A or B with it.
 */
export async function loginCandidato(
  t: Pick<TestApp, 'app'>,
  { cpf, senha, empresaId = 1 }: { cpf: string; senha: string; empresaId?: number },
): Promise<Client> {
  const res = await clientOf(t.app, null, empresaId).post(
    '/api/externo/login',
    new URLSearchParams({ cpf, senha, empresaId: String(empresaId) }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  if (res.statusCode !== 200) throw new Error(`login do candidato falhou: ${res.statusCode} ${res.body}`);
  const c = res.cookies.find((k) => k.name === CANDIDATO_COOKIE);
  return clientOf(t.app, c?.value ?? null, empresaId, CANDIDATO_COOKIE);
}

/**
 * Inserts a candidate with a password straight into the database (the registration page is another
 * engineer's part) and returns its id and credentials, ready for loginCandidato.
 */
export async function criarCandidato(
  t: Pick<TestApp, 'database'>,
  {
    empresaId = 1,
    nome = 'Candidato de Teste',
    cpf,
    senha = 'senha123',
    email = null,
  }: { empresaId?: number; nome?: string; cpf: string; senha?: string; email?: string | null },
): Promise<{ id: number; cpf: string; senha: string; empresaId: number }> {
  const [row] = await t.database.db
    .insert(candidato)
    .values({ empresaId, nome, cpf, email, senha: await hashSenhaTeste(senha) })
    .returning({ id: candidato.id });
  return { id: row.id, cpf, senha, empresaId };
}

/** Sets a candidate's password (scrypt, as the candidate hooks store it). */
export async function definirSenhaCandidato(t: Pick<TestApp, 'database'>, id: number, senha: string) {
  await t.database.db
    .update(candidato)
    .set({ senha: await hashSenhaTeste(senha) })
    .where(eq(candidato.id, id));
}
