import { defineResource } from '@ipe/domain';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { defineServerModule, type ModuleDeps, registerModules } from '../modules.ts';
import { composeHooks } from './hooks.ts';
import { registerCrudRoutes } from './routes.ts';

/**
 * Two modules giving hooks to one resource: every hook of both runs, in module order (the second no
 * longer silently replaces the first), and a hook that cannot compose is refused at start-up.
 */

const nota = pgTable('teste_hook_nota', {
  id: serial().primaryKey(),
  empresaId: integer().notNull(),
  nome: varchar({ length: 100 }).notNull(),
});
const notas = defineResource({
  name: 'teste-hook-notas',
  path: '/teste/hook-notas',
  label: 'Nota',
  labelPlural: 'Notas',
  feminine: true,
  modulo: 'geral',
  access: { read: 'ROLE_GERAL_BAIRROS', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: true,
  fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 }],
  list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
  resumo: 'nome',
});

/** What each hook saw, in the order it ran. */
const ran: string[] = [];
const body = (b: unknown) => (b ?? {}) as { nome?: string };

const moduloA = defineServerModule({
  id: 'teste-a',
  register: [
    () => ({
      [notas.name]: {
        validate: (b) => (body(b).nome === 'proibido-a' ? [{ field: 'nome', message: 'A recusa' }] : []),
        beforeSave: ({ data }) => {
          ran.push('A.beforeSave');
          data.nome = `${data.nome}+a`;
        },
        afterSave: () => void ran.push('A.afterSave'),
        beforeDelete: () => void ran.push('A.beforeDelete'),
        afterDelete: () => void ran.push('A.afterDelete'),
        listWhere: ({ query }) => (query.semA ? sql`${nota.nome} not like 'a%'` : undefined),
        scope: () => sql`${nota.nome} <> 'oculta-a+a+b'`,
      },
    }),
  ],
});
const moduloB = defineServerModule({
  id: 'teste-b',
  register: [
    async () => ({
      [notas.name]: {
        validate: async (b) =>
          body(b).nome?.startsWith('proibido') ? [{ field: 'nome', message: 'B recusa' }] : [],
        beforeSave: ({ data }) => {
          ran.push('B.beforeSave');
          data.nome = `${data.nome}+b`;
        },
        afterSave: () => void ran.push('B.afterSave'),
        beforeDelete: () => void ran.push('B.beforeDelete'),
        afterDelete: () => void ran.push('B.afterDelete'),
        listWhere: ({ query }) => (query.semB ? sql`${nota.nome} not like 'b%'` : undefined),
        scope: () => sql`${nota.nome} <> 'oculta-b+a+b'`,
      },
    }),
  ],
});

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: async (app, { db }) => {
        // The test modules read no configuration.
        const config = {} as ModuleDeps['config'];
        const hooks = await registerModules(app, { db, config }, [moduloA, moduloB]);
        registerCrudRoutes(app, db, [notas], { [notas.name]: nota }, hooks);
      },
    },
  );
  await t.database.db.execute(
    sql`CREATE TABLE teste_hook_nota (id serial PRIMARY KEY, empresa_id integer NOT NULL REFERENCES empresa(id), nome varchar(100) NOT NULL)`,
  );
  admin = await t.login();
});
afterAll(() => t?.close());

const nomes = async (query = '') => {
  const res = await admin.get(`/api/teste/hook-notas?unpaged=true${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { nome: string }[]).map((r) => r.nome).sort();
};

describe('hooks of two modules on one resource', () => {
  it('validate: the entries of both join in one answer', async () => {
    const res = await admin.post('/api/teste/hook-notas', { nome: 'proibido-a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().entries).toEqual([
      { field: 'nome', message: 'A recusa' },
      { field: 'nome', message: 'B recusa' },
    ]);
  });

  it('beforeSave and afterSave of both run, in module order', async () => {
    ran.length = 0;
    const res = await admin.post('/api/teste/hook-notas', { nome: 'primeira' });
    expect(res.statusCode, res.body).toBe(201);
    expect(ran).toEqual(['A.beforeSave', 'B.beforeSave', 'A.afterSave', 'B.afterSave']);
    const [row] = await t.database.db.select().from(nota).where(eq(nota.id, res.json().id));
    expect(row.nome).toBe('primeira+a+b');
  });

  it('beforeDelete and afterDelete of both run, in module order', async () => {
    const { id } = (await admin.post('/api/teste/hook-notas', { nome: 'removida' })).json();
    ran.length = 0;
    expect((await admin.delete(`/api/teste/hook-notas/${id}`)).statusCode).toBe(204);
    expect(ran).toEqual(['A.beforeDelete', 'B.beforeDelete', 'A.afterDelete', 'B.afterDelete']);
  });

  it('scope and listWhere of both apply (AND)', async () => {
    for (const nome of ['alfa', 'beta'])
      expect((await admin.post('/api/teste/hook-notas', { nome })).statusCode).toBe(201);
    // Rows each module's scope hides (the API could not answer their creation: it reads them back).
    const empresaId = (await t.database.db.select().from(nota).limit(1))[0].empresaId;
    await t.database.db.insert(nota).values([
      { empresaId, nome: 'oculta-a+a+b' },
      { empresaId, nome: 'oculta-b+a+b' },
    ]);
    // Each module's scope hides one row: both are hidden.
    expect(await nomes()).toEqual(['alfa+a+b', 'beta+a+b', 'primeira+a+b']);
    expect(await nomes('&semA=1')).toEqual(['beta+a+b', 'primeira+a+b']);
    expect(await nomes('&semA=1&semB=1')).toEqual(['primeira+a+b']);
  });
});

describe('a hook that decides one thing', () => {
  it('given by two modules for one resource is refused at start-up, naming the resource and hook', () => {
    const order = { listOrder: () => undefined };
    expect(() => composeHooks('teste-hook-notas', [order, order])).toThrow(
      'teste-hook-notas: mais de um módulo define o hook listOrder',
    );
  });
});
