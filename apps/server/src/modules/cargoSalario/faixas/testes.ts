import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

/** Helpers of this part's API tests. */

let seq = 0;

/** A user of company 1 whose profile holds exactly `authorities`. */
export async function usuarioCom(t: TestApp, admin: Client, authorities: string[]): Promise<Client> {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil faixas ${seq} ${Date.now()}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(700000000 + seq * 7919 + (Date.now() % 1000));
  const u = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário faixas ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId: 1, perfilId: perfil.json().id }],
  });
  expect(u.statusCode, u.body).toBe(201);
  return t.login({ cpf, senha: 'segredo123' }, 1);
}

/** The audit rows of an entity, newest first. */
export function auditoriaDe(t: TestApp, entidade: string, entidadeId: number) {
  return t.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, entidadeId)))
    .orderBy(desc(auditoria.id));
}

/** The entries of a FIELD_VALIDATION_VIOLATION answer as {field: message}. */
export function erros(res: { statusCode: number; json(): unknown; body: string }): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; entries?: { field: string; message: string }[] };
  expect(body.code).toBe('FIELD_VALIDATION_VIOLATION');
  return Object.fromEntries((body.entries ?? []).map((e) => [e.field, e.message]));
}
