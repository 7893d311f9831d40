import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { empresa } from '../../../db/schema/index.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

export const BASE = '/api/captacao/solicitacoes-pessoal';

/** Ids of the company's registers a requisition needs (the first of each; a reason is created). */
export async function registros(t: TestApp, empresaId: number) {
  const db = t.database.db;
  const [e] = await db
    .select({ id: estabelecimento.id })
    .from(estabelecimento)
    .where(eq(estabelecimento.empresaId, empresaId))
    .limit(1);
  const [a] = await db
    .select({ id: areaOrganizacional.id })
    .from(areaOrganizacional)
    .where(and(eq(areaOrganizacional.empresaId, empresaId), eq(areaOrganizacional.ativo, true)))
    .limit(1);
  const [f] = await db
    .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(eq(cargo.empresaId, empresaId))
    .limit(1);
  const [m] = await db
    .insert(motivoSolicitacao)
    .values({ empresaId, descricao: `Motivo de teste ${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: motivoSolicitacao.id });
  return {
    estabelecimentoId: e.id,
    areaOrganizacionalId: a.id,
    faixaSalarialId: f.id,
    cargoId: f.cargoId,
    motivoSolicitacaoId: m.id,
  };
}

export type Registros = Awaited<ReturnType<typeof registros>>;

/** A valid body with only the fields every company requires. */
export const corpo = (r: Registros, extra: Record<string, unknown> = {}) => ({
  data: '2026-03-02',
  descricao: 'Analista de RH pleno',
  horarioComercial: '08:00 às 17:48',
  estabelecimentoId: r.estabelecimentoId,
  areaOrganizacionalId: r.areaOrganizacionalId,
  cargoId: r.cargoId,
  faixaSalarialId: r.faixaSalarialId,
  motivoSolicitacaoId: r.motivoSolicitacaoId,
  ...extra,
});

export async function nova(c: Client, r: Registros, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await c.post(BASE, corpo(r, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Sets the company's requisition parameters directly. */
export async function parametros(t: TestApp, empresaId: number, p: Partial<typeof empresa.$inferInsert>) {
  await t.database.db.update(empresa).set(p).where(eq(empresa.id, empresaId));
}

let seq = 0;
/** A user with these authorities (and an e-mail) in the company. */
export async function usuarioCom(
  t: TestApp,
  admin: Client,
  authorities: string[],
  empresaId: number,
  email?: string,
) {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil solicitação ${seq}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(552000000 + seq * 17);
  const user = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário solicitação ${seq}`,
    cpf,
    email,
    senha: 'segredo123',
    empresas: [{ empresaId, perfilId: perfil.json().id }],
  });
  expect(user.statusCode, user.body).toBe(201);
  return { client: await t.login({ cpf, senha: 'segredo123' }, empresaId), id: user.json().id as number };
}

export function entries(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { entries: { field: string; message: string }[] }).entries;
}

export function mensagem(res: { statusCode: number; json(): unknown; body: string }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { message: string }).message;
}
