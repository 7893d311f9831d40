import { expect } from 'vitest';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

let seq = 0;

/**
 * A new user holding a profile with these authorities in each company given, logged into the first.
 * `base` keeps CPFs unique across test files sharing nothing but the template.
 */
export async function usuarioCom(
  t: TestApp,
  admin: Client,
  authorities: string[],
  empresas: number[] = [1],
  base = 700000000,
): Promise<Client & { id: number }> {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil teste ${base + seq}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(base + seq);
  const res = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário Teste ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: empresas.map((empresaId) => ({ empresaId, perfilId: perfil.json().id })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const client = await t.login({ cpf, senha: 'segredo123' }, empresas[0]);
  return Object.assign(client, { id: res.json().id as number });
}

/** The field entries of a FIELD_VALIDATION_VIOLATION answer, as { field: message }. */
export function entriesOf(body: string): Record<string, string> {
  const json = JSON.parse(body) as { entries?: { field: string; message: string }[] };
  return Object.fromEntries((json.entries ?? []).map((e) => [e.field, e.message]));
}
