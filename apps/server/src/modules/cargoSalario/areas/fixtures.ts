import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { cargo } from './schema.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

/** Test helpers of the areas part: areas through the API, talents straight into the tables. */

export const AREAS = '/api/cargo-salario/areas-organizacionais';
export const CARGOS = '/api/cargo-salario/cargos';
export const GRUPOS = '/api/cargo-salario/grupos-ocupacionais';

export type Area = Record<string, unknown> & { id: number; nome: string; ativo: boolean };

let seq = 0;
/** A unique name, so tests never depend on each other's or the demo's rows. */
export const unico = (prefixo: string) => `${prefixo} ${++seq}`;

export async function criarArea(c: Client, body: Record<string, unknown> = {}): Promise<Area> {
  const res = await c.post(AREAS, { nome: unico('Área'), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUT of an area with its current values changed by `patch` (the API replaces the whole record). */
export async function alterarArea(c: Client, id: number, patch: Record<string, unknown>) {
  const atual = (await c.get(`${AREAS}/${id}`)).json();
  return c.put(`${AREAS}/${id}`, { ...atual, ...patch });
}

export async function criarCargo(c: Client, areas: number[], body: Record<string, unknown> = {}) {
  const res = await c.post(CARGOS, {
    nome: unico('Cargo'),
    nomeMercado: unico('Cargo de mercado'),
    areasOrganizacionaisIds: areas,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
}

/**
 * A talent in an area with one history row (admission on `data`), inserted straight into the tables with
 * an establishment, a band of `cargoId` (or a new position) and the required columns.
 */
export async function criarTalento(
  db: Db,
  p: { empresaId?: number; areaId: number; cargoId?: number; nome?: string; data?: string },
) {
  const empresaId = p.empresaId ?? 1;
  const [e] = await db
    .insert(estabelecimento)
    .values({ empresaId, nome: unico('Estab') })
    .returning();
  const cargoId =
    p.cargoId ??
    (
      await db
        .insert(cargo)
        .values({ empresaId, nome: unico('Cargo') })
        .returning()
    )[0].id;
  const [f] = await db
    .insert(faixaSalarial)
    .values({ cargoId, nome: unico('Faixa') })
    .returning();
  const data = p.data ?? '2020-01-02';
  const [c] = await db
    .insert(colaborador)
    .values({
      empresaId,
      nome: p.nome ?? unico('Talento'),
      cpf: cpfFrom(300000000 + seq),
      sexo: 'F',
      dataAdmissao: data,
      estabelecimentoId: e.id,
      areaOrganizacionalId: p.areaId,
      cargoId,
      faixaSalarialId: f.id,
    })
    .returning();
  await db.insert(colaboradorHistorico).values({
    colaboradorId: c.id,
    data,
    motivo: 'A',
    estabelecimentoId: e.id,
    areaOrganizacionalId: p.areaId,
    faixaSalarialId: f.id,
  });
  return { id: c.id, nome: c.nome, faixaId: f.id, cargoId, estabelecimentoId: e.id };
}

/** Logs in a new user whose profile in company 1 holds exactly `authorities`. */
export async function usuarioCom(t: TestApp, admin: Client, authorities: string[]): Promise<Client> {
  const p = await admin.post('/api/utilitario/perfis', { nome: unico('Perfil'), authorities });
  expect(p.statusCode, p.body).toBe(201);
  const cpf = cpfFrom(200000000 + ++seq);
  const u = await admin.post('/api/utilitario/usuarios', {
    nome: unico('Usuário'),
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId: 1, perfilId: p.json().id }],
  });
  expect(u.statusCode, u.body).toBe(201);
  return t.login({ cpf, senha: 'segredo123' }, 1);
}

export const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { entries?: { field: string; message: string }[] }).entries ?? []).map(
    (e) => `${e.field}: ${e.message}`,
  );
