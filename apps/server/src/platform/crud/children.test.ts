import { defineResource } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estado } from '../../modules/geral/schema.ts';
import { estadoId, rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { registerCrudRoutes } from './routes.ts';

/**
 * The `references` (link table) and `items` (child table) field kinds and the audit log, through a
 * company-scoped resource registered only for this test: a trip with the states it visits and its stops.
 */
const viagem = pgTable('teste_viagem', {
  id: serial().primaryKey(),
  empresaId: integer().notNull(),
  nome: varchar({ length: 60 }).notNull(),
});
const viagemEstado = pgTable(
  'teste_viagem_estado',
  {
    viagemId: integer()
      .notNull()
      .references(() => viagem.id, { onDelete: 'cascade' }),
    estadoId: integer()
      .notNull()
      .references(() => estado.id),
  },
  (t) => [primaryKey({ columns: [t.viagemId, t.estadoId] }), index().on(t.estadoId)],
);
const parada = pgTable('teste_parada', {
  id: serial().primaryKey(),
  viagemId: integer()
    .notNull()
    .references(() => viagem.id, { onDelete: 'cascade' }),
  local: varchar({ length: 50 }).notNull(),
  data: date(),
});

const viagens = defineResource({
  name: 'teste-viagens',
  path: '/teste/viagens',
  label: 'Viagem',
  labelPlural: 'Viagens',
  feminine: true,
  modulo: 'geral',
  access: { read: 'ROLE_GERAL_BAIRROS', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 60 },
    {
      name: 'estadosIds',
      label: 'Estados',
      kind: 'references',
      resource: 'estados',
      min: 1,
      minMessage: 'Selecione ao menos um Estado',
    },
    {
      name: 'paradas',
      label: 'Paradas',
      kind: 'items',
      itemLabel: 'Parada',
      orderBy: 'data,desc',
      fields: [
        { name: 'local', label: 'Local', kind: 'text', required: true, max: 50 },
        { name: 'data', label: 'Data', kind: 'date', feminine: true },
      ],
    },
  ],
  list: { columns: ['nome', 'estadosIds'], sort: 'nome', search: ['nome'], filters: ['estadosIds'] },
  resumo: 'nome',
});

let t: TestApp;
let admin: Client;
let sp: number;
let rj: number;
let mg: number;
const base = '/api/teste/viagens';

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app, { db }) =>
        registerCrudRoutes(
          app,
          db,
          [viagens],
          { [viagens.name]: viagem, estados: estado },
          {},
          {
            links: {
              'teste-viagens.estadosIds': {
                table: viagemEstado,
                owner: viagemEstado.viagemId,
                target: viagemEstado.estadoId,
              },
            },
            items: { 'teste-viagens.paradas': { table: parada, owner: parada.viagemId } },
          },
        ),
    },
  );
  const db = t.database.db;
  await db.execute(
    sql`CREATE TABLE teste_viagem (id serial PRIMARY KEY, empresa_id integer NOT NULL, nome varchar(60) NOT NULL)`,
  );
  await db.execute(
    sql`CREATE TABLE teste_viagem_estado (viagem_id integer NOT NULL REFERENCES teste_viagem(id) ON DELETE CASCADE, estado_id integer NOT NULL REFERENCES estado(id), PRIMARY KEY (viagem_id, estado_id))`,
  );
  await db.execute(
    sql`CREATE TABLE teste_parada (id serial PRIMARY KEY, viagem_id integer NOT NULL REFERENCES teste_viagem(id) ON DELETE CASCADE, local varchar(50) NOT NULL, data date)`,
  );
  admin = await t.login();
  sp = await estadoId(admin, 'SP');
  rj = await estadoId(admin, 'RJ');
  mg = await estadoId(admin, 'MG');
});
afterAll(() => t?.close());

describe('references and items', () => {
  it('creates the record with its links and rows in one call and answers them', async () => {
    const res = await admin.post(base, {
      nome: 'Sudeste',
      estadosIds: [rj, sp, sp],
      paradas: [
        { local: 'Santos', data: '2026-01-10' },
        { local: 'Niterói', data: '2026-02-01' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json();
    expect(v.estadosIds).toEqual([sp, rj].sort((a, b) => a - b));
    expect(v.paradas.map((p: { local: string }) => p.local)).toEqual(['Niterói', 'Santos']);
    expect(v.paradas[0]).toMatchObject({ id: expect.any(Number), data: '2026-02-01' });
  });

  it('answers the minimum and the row errors with their paths and messages, writing nothing', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from teste_parada`);
    const res = await admin.post(base, { nome: 'Vazia', estadosIds: [], paradas: [{ local: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().entries).toEqual(
      expect.arrayContaining([
        { field: 'estadosIds', message: 'Selecione ao menos um Estado' },
        { field: 'paradas.0.local', message: 'Local é obrigatório' },
      ]),
    );
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from teste_parada`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('updates kept rows in place, inserts new ones, deletes missing ones and replaces links', async () => {
    const created = (
      await admin.post(base, {
        nome: 'Minas',
        estadosIds: [mg],
        paradas: [
          { local: 'BH', data: '2026-03-01' },
          { local: 'Ouro Preto', data: '2026-03-02' },
        ],
      })
    ).json();
    const bh = created.paradas.find((p: { local: string }) => p.local === 'BH');
    const res = await admin.put(`${base}/${created.id}`, {
      nome: 'Minas e Rio',
      estadosIds: [mg, rj],
      paradas: [
        { id: bh.id, local: 'Belo Horizonte', data: '2026-03-01' },
        { local: 'Paraty', data: '2026-03-05' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v.estadosIds).toEqual([mg, rj].sort((a, b) => a - b));
    expect(v.paradas.map((p: { local: string }) => p.local)).toEqual(['Paraty', 'Belo Horizonte']);
    expect(v.paradas.find((p: { local: string }) => p.local === 'Belo Horizonte').id).toBe(bh.id);
  });

  it('filters a list by a references field and returns the ids in list rows', async () => {
    const res = await admin.get(`${base}?estadosIds=${rj}&page=0`);
    expect(res.statusCode).toBe(200);
    const nomes = res.json().content.map((v: { nome: string }) => v.nome);
    expect(nomes).toEqual(['Minas e Rio', 'Sudeste']);
    expect(res.json().content[0].estadosIds).toContain(rj);
  });

  it('refuses sorting by a references field', async () => {
    expect((await admin.get(`${base}?sort=estadosIds`)).statusCode).toBe(400);
  });
});

describe('audit', () => {
  it('records create, update and delete with before and after, in the same transaction', async () => {
    const created = (await admin.post(base, { nome: 'Auditada', estadosIds: [sp], paradas: [] })).json();
    await admin.put(`${base}/${created.id}`, { nome: 'Auditada 2', estadosIds: [sp, rj], paradas: [] });
    expect((await admin.delete(`${base}/${created.id}`)).statusCode).toBe(204);
    const log = await rows<{
      acao: string;
      descricao: string;
      antes: { nome: string } | null;
      depois: { estadosIds: number[] } | null;
      usuario_nome: string;
    }>(
      t.database.db,
      sql`select acao, descricao, antes, depois, usuario_nome from auditoria where entidade = 'teste-viagens' and entidade_id = ${created.id} order by id`,
    );
    expect(log.map((l) => l.acao)).toEqual(['INSERIR', 'ALTERAR', 'REMOVER']);
    expect(log[1].antes?.nome).toBe('Auditada');
    expect(log[1].depois?.estadosIds).toHaveLength(2);
    expect(log[2].depois).toBeNull();
    expect(log[2].descricao).toBe('Auditada 2');
    expect(log[0].usuario_nome).toBeTruthy();
  });

  it('writes no audit row when the save fails', async () => {
    const count = async () =>
      (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from auditoria`))[0].n;
    const before = await count();
    await admin.post(base, { nome: 'Inválida', estadosIds: [999999], paradas: [] });
    expect(await count()).toBe(before);
  });
});
