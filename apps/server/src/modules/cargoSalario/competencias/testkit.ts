import { expect } from 'vitest';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

/** Test data of this part's API tests: rows inserted straight into the tables other parts own. */

export async function novaArea(t: TestApp, empresaId: number, nome: string): Promise<number> {
  const [a] = await t.database.db
    .insert(areaOrganizacional)
    .values({ empresaId, nome })
    .returning({ id: areaOrganizacional.id });
  return a.id;
}

export async function novaFaixa(t: TestApp, empresaId: number, nome: string): Promise<number> {
  const [c] = await t.database.db
    .insert(cargo)
    .values({ empresaId, nome: `Cargo ${nome}`, nomeMercado: `Cargo ${nome}` })
    .returning({ id: cargo.id });
  const [f] = await t.database.db
    .insert(faixaSalarial)
    .values({ cargoId: c.id, nome })
    .returning({ id: faixaSalarial.id });
  return f.id;
}

let seq = 0;
/** A user holding only `authorities` in `empresaId`, logged in. */
export async function usuarioCom(
  t: TestApp,
  admin: Client,
  authorities: string[],
  empresaId: number,
): Promise<Client> {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil competências ${seq}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(730000000 + seq * 7 + (authorities.length % 7));
  const user = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário competências ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId, perfilId: perfil.json().id }],
  });
  expect(user.statusCode, user.body).toBe(201);
  return t.login({ cpf, senha: 'segredo123' }, empresaId);
}

/** The field entries of a FIELD_VALIDATION_VIOLATION answer. */
export function entries(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { entries: { field: string; message: string }[] }).entries;
}
