import { ATIVO_TODOS, campoAtivo, RESOURCES } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TABLES } from '../../db/resource-tables.ts';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Registers with an 'Ativo' flag (a boolean field `ativo`) list active rows by default, for every such
 * declaration of the registry: `ativo=false` lists the inactive ones, `ativo=todos` all of them, and a
 * query by `ids` (the current value of a record being shown) is never narrowed.
 */

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const comAtivo = RESOURCES.filter(
  (def) => campoAtivo(def) && !def.viewOf && (def.operations ?? ['list']).includes('list'),
);
type Linha = { id: number };
const ids = (body: Linha[] | { content: Linha[] }) =>
  (Array.isArray(body) ? body : body.content).map((r) => r.id);

describe("lists of registers with an 'Ativo' flag", () => {
  it('cover the areas, users, evaluation criteria and evaluation models', () => {
    expect(comAtivo.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'areas-organizacionais',
        'usuarios',
        'criterios-avaliacao-competencia',
        'modelos-avaliacao-candidato',
      ]),
    );
  });

  it.each(comAtivo.map((d) => [d.name, d] as const))(
    '%s: active by default, inactive with ativo=false, all with ativo=todos, any with ids',
    async (_nome, def) => {
      const url = `/api${def.path}`;
      const todas = ids((await admin.get(`${url}?unpaged=true&ativo=${ATIVO_TODOS}`)).json());
      expect(todas.length, `${def.name} sem registros na demonstração`).toBeGreaterThan(1);
      // Deactivate one row (not user 1, who is never inactive) straight in the table.
      const alvo = todas.find((id) => id !== 1) as number;
      const table = RESOURCE_TABLES[def.name] as (typeof RESOURCE_TABLES)[string] & Record<string, PgColumn>;
      await t.database.db
        .update(table)
        .set({ ativo: false } as never)
        .where(eq(table.id, alvo));

      for (const q of ['unpaged=true', 'page=0&size=1000', 'resumido=true&unpaged=true'])
        expect(ids((await admin.get(`${url}?${q}`)).json()), q).not.toContain(alvo);
      expect(ids((await admin.get(`${url}?unpaged=true&ativo=true`)).json())).not.toContain(alvo);
      expect(ids((await admin.get(`${url}?unpaged=true&ativo=false`)).json())).toEqual([alvo]);
      expect(ids((await admin.get(`${url}?unpaged=true&ativo=${ATIVO_TODOS}`)).json())).toContain(alvo);
      expect(ids((await admin.get(`${url}?resumido=true&unpaged=true&ids=${alvo}`)).json())).toEqual([alvo]);
      const errado = await admin.get(`${url}?ativo=talvez`);
      expect(errado.statusCode).toBe(400);
      expect(errado.json().message).toBe('Filtro Ativo inválido.');
    },
  );
});
