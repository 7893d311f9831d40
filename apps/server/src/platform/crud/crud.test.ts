import { defineResource, ERROR_CODES, MSG, SESSION_COOKIE } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cidadeId, cpfFrom, estadoId, rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';
import { registerCrudRoutes } from './routes.ts';

/**
 * The generic conventions of spec 1 §7 and the error catalogue of §8, through the real routes of
 * bairros, perfis and empresas (and one company-scoped resource registered only for this test).
 */

// A resource whose rows belong to a company: the company always comes from the session.
const anotacao = pgTable('teste_anotacao', {
  id: serial().primaryKey(),
  empresaId: integer().notNull(),
  nome: varchar({ length: 100 }).notNull(),
});
const anotacoes = defineResource({
  name: 'teste-anotacoes',
  path: '/teste/anotacoes',
  label: 'Anotação',
  labelPlural: 'Anotações',
  feminine: true,
  modulo: 'geral',
  access: { read: 'ROLE_GERAL_BAIRROS', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: true,
  fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 }],
  list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
  resumo: 'nome',
});

let t: TestApp;
let admin: Client;
let sp: number;
let saoPaulo: number;
let ro: number;
let cabixi: number;
let ariquemes: number;
let altaFloresta: number;

type Bairro = { id: number; nome: string; estadoId: number; cidadeId: number };

const novoBairro = async (nome: string, uf: number, cidade: number): Promise<Bairro> => {
  const res = await admin.post('/api/geral/bairros', { nome, estadoId: uf, cidadeId: cidade });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app, { db }) => registerCrudRoutes(app, db, [anotacoes], { [anotacoes.name]: anotacao }),
    },
  );
  await t.database.db.execute(
    sql`CREATE TABLE teste_anotacao (id serial PRIMARY KEY, empresa_id integer NOT NULL REFERENCES empresa(id), nome varchar(100) NOT NULL)`,
  );
  admin = await t.login();
  sp = await estadoId(admin, 'SP');
  saoPaulo = await cidadeId(admin, sp, 'São Paulo');
  ro = await estadoId(admin, 'RO');
  cabixi = await cidadeId(admin, ro, 'Cabixi');
  ariquemes = await cidadeId(admin, ro, 'Ariquemes');
  altaFloresta = await cidadeId(admin, ro, "Alta Floresta D'Oeste");
  // 17 neighbourhoods in one city: a first page of 15 and a second of 2.
  for (let i = 17; i >= 1; i--) await novoBairro(`Paginação ${String(i).padStart(2, '0')}`, ro, cabixi);
});
afterAll(() => t?.close());

describe('list', () => {
  it('pages with the envelope and the defaults: page 0, size 15', async () => {
    const res = await admin.get(`/api/geral/bairros?page=0&cidadeId=${cabixi}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['content', 'number', 'size', 'totalElements', 'totalPages']);
    expect(body).toMatchObject({ totalElements: 17, totalPages: 2, number: 0, size: 15 });
    expect(body.content).toHaveLength(15);
    expect(body.content[0].nome).toBe('Paginação 01');

    const second = (await admin.get(`/api/geral/bairros?page=1&cidadeId=${cabixi}`)).json();
    expect(second).toMatchObject({ totalElements: 17, totalPages: 2, number: 1, size: 15 });
    expect(second.content.map((b: Bairro) => b.nome)).toEqual(['Paginação 16', 'Paginação 17']);

    const small = (await admin.get(`/api/geral/bairros?page=3&size=5&cidadeId=${cabixi}`)).json();
    expect(small).toMatchObject({ totalElements: 17, totalPages: 4, number: 3, size: 5 });
    expect(small.content.map((b: Bairro) => b.nome)).toEqual(['Paginação 16', 'Paginação 17']);

    const beyond = (await admin.get(`/api/geral/bairros?page=9&cidadeId=${cabixi}`)).json();
    expect(beyond).toMatchObject({ content: [], totalElements: 17, number: 9 });
  });

  it('pages perfis and empresas the same way', async () => {
    const empresas = (await admin.get('/api/utilitario/empresas?page=0')).json();
    expect(empresas).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 15 });
    expect(empresas.content.map((e: { nome: string }) => e.nome)).toEqual([
      'Ipê Demonstração Ltda',
      'Ipê Filial Nordeste',
    ]);
    const perfis = (await admin.get('/api/utilitario/perfis?page=0&size=1')).json();
    expect(perfis.size).toBe(1);
    expect(perfis.content).toHaveLength(1);
    expect(perfis.totalPages).toBe(perfis.totalElements);
  });

  it('answers a plain array without page', async () => {
    const res = await admin.get(`/api/geral/bairros?cidadeId=${cabixi}`);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(17);
    expect(body[0]).toMatchObject({ nome: 'Paginação 01', cidade: { id: cabixi, nome: 'Cabixi' } });
  });

  it('answers only {id, resumo} with resumido=true', async () => {
    const bairros = (
      await admin.get(`/api/geral/bairros?resumido=true&unpaged=true&cidadeId=${cabixi}`)
    ).json();
    expect(bairros).toHaveLength(17);
    for (const b of bairros) expect(Object.keys(b).sort()).toEqual(['id', 'nome']);
    const perfis = (await admin.get('/api/utilitario/perfis?resumido=true')).json();
    expect(perfis.map((p: object) => Object.keys(p).sort())).toContainEqual(['id', 'nome']);
    expect(perfis.every((p: object) => Object.keys(p).length === 2)).toBe(true);
    const paged = (await admin.get('/api/geral/estados?resumido=true&page=0&size=3')).json();
    expect(paged.content).toHaveLength(3);
    for (const e of paged.content) expect(Object.keys(e).sort()).toEqual(['id', 'sigla']);
  });

  it('searches with q ignoring accents and case', async () => {
    const sj = await novoBairro('São João', sp, saoPaulo);
    await novoBairro('Santa Cecília', sp, saoPaulo);
    for (const q of ['sao joao', 'SÃO JOÃO', 'joao', 'São']) {
      const found = (await admin.get(`/api/geral/bairros?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.map((b: Bairro) => b.id),
        q,
      ).toContain(sj.id);
      expect(
        found.every((b: Bairro) => /s[aã]o|jo[aã]o/i.test(b.nome)),
        q,
      ).toBe(true);
    }
    const cecilia = (await admin.get('/api/geral/bairros?q=cecilia&page=0')).json();
    expect(cecilia.content.map((b: Bairro) => b.nome)).toEqual(['Santa Cecília']);
    expect(cecilia.totalElements).toBe(1);
    // LIKE wildcards typed by the user are plain characters.
    expect((await admin.get('/api/geral/bairros?q=%25')).json()).toEqual([]);
    expect((await admin.get('/api/geral/bairros?q=_')).json()).toEqual([]);
    const empresas = (await admin.get('/api/utilitario/empresas?q=ipe%20demonstracao')).json();
    expect(empresas.map((e: { nome: string }) => e.nome)).toEqual(['Ipê Demonstração Ltda']);
  });

  it('filters by comma-separated ids', async () => {
    const a = await novoBairro('Filtro Ariquemes', ro, ariquemes);
    const b = await novoBairro('Filtro Alta Floresta', ro, altaFloresta);
    const both = (await admin.get(`/api/geral/bairros?cidadeId=${ariquemes},${altaFloresta}`)).json();
    expect(both.map((x: Bairro) => x.id).sort()).toEqual([a.id, b.id].sort());
    const one = (await admin.get(`/api/geral/bairros?cidadeId=${ariquemes}`)).json();
    expect(one.map((x: Bairro) => x.id)).toEqual([a.id]);
    const byState = (await admin.get(`/api/geral/bairros?estadoId=${ro}&page=0`)).json();
    expect(byState.totalElements).toBe(19);
    const cities = (await admin.get(`/api/geral/cidades?estadoId=${sp}&page=0`)).json();
    expect(cities.totalElements).toBe(645);
    const bad = await admin.get('/api/geral/bairros?cidadeId=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Filtro Cidade inválido.');
  });

  it('sorts ascending and descending and rejects an unknown sort field', async () => {
    const asc = (await admin.get(`/api/geral/bairros?cidadeId=${cabixi}&sort=nome`)).json();
    expect(asc[0].nome).toBe('Paginação 01');
    const desc = (await admin.get(`/api/geral/bairros?cidadeId=${cabixi}&sort=nome,desc&page=0`)).json();
    expect(desc.content[0].nome).toBe('Paginação 17');
    expect(desc.content[14].nome).toBe('Paginação 03');
    // Accents and case do not move a name to the end of the list.
    const guarulhos = await cidadeId(admin, sp, 'Guarulhos');
    for (const nome of ['Zona Norte', 'Água Branca', 'agulha', 'Alto', 'Éden', 'eixo'])
      await novoBairro(nome, sp, guarulhos);
    const names = (b: Bairro[]) => b.map((x) => x.nome);
    expect(names((await admin.get(`/api/geral/bairros?cidadeId=${guarulhos}`)).json())).toEqual([
      'Água Branca',
      'agulha',
      'Alto',
      'Éden',
      'eixo',
      'Zona Norte',
    ]);
    expect(
      names(
        (await admin.get(`/api/geral/bairros?cidadeId=${guarulhos}&sort=nome,desc&page=0`)).json().content,
      ),
    ).toEqual(['Zona Norte', 'eixo', 'Éden', 'Alto', 'agulha', 'Água Branca']);
    const empresas = (await admin.get('/api/utilitario/empresas?sort=nome,desc')).json();
    expect(empresas[0].nome).toBe('Ipê Filial Nordeste');
    for (const url of ['/api/geral/bairros?sort=naoExiste', '/api/utilitario/usuarios?sort=senhaHash,desc']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REQUISICAO_INVALIDA', message: 'Ordenação inválida.' });
    }
  });

  it('rejects an invalid page or size with a pt-BR message', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['page=1.5', 'Página inválida.'],
      ['page=0&size=0', 'Tamanho de página deve estar entre 1 e 1000.'],
      ['page=0&size=1001', 'Tamanho de página deve estar entre 1 e 1000.'],
      ['page=0&size=dez', 'Tamanho de página deve estar entre 1 e 1000.'],
    ];
    for (const [qs, message] of cases) {
      const res = await admin.get(`/api/geral/bairros?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toEqual({ code: 'REQUISICAO_INVALIDA', message });
    }
  });
});

describe('get', () => {
  it('answers 404 with the catalogue message for an unknown id', async () => {
    for (const url of ['/api/geral/bairros/999999', '/api/geral/bairros/abc', '/api/utilitario/perfis/0']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        code: ERROR_CODES.naoEncontrado,
        message: 'O recurso solicitado não foi encontrado.',
      });
    }
  });
});

describe('create', () => {
  it('answers 201 with the row and its reference objects', async () => {
    const res = await admin.post('/api/geral/bairros', {
      nome: 'Bela Vista',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toEqual({
      id: expect.any(Number),
      nome: 'Bela Vista',
      estadoId: sp,
      cidadeId: saoPaulo,
      estado: { id: sp, sigla: 'SP' },
      cidade: { id: saoPaulo, nome: 'São Paulo' },
    });
    expect((await admin.get(`/api/geral/bairros/${row.id}`)).json()).toEqual(row);
  });

  it('lists every failing field at once with the exact messages', async () => {
    const res = await admin.post('/api/geral/bairros', {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('FIELD_VALIDATION_VIOLATION');
    expect(body.message).toBe(MSG.preenchaCamposIndicados);
    expect(body.entries).toHaveLength(3);
    expect(body.entries).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'estadoId', message: 'Estado é obrigatório' },
        { field: 'cidadeId', message: 'Cidade é obrigatória' },
      ]),
    );

    const long = await admin.post('/api/geral/bairros', {
      nome: 'x'.repeat(101),
      estadoId: '',
      cidadeId: null,
    });
    expect(long.json().entries).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' },
        { field: 'estadoId', message: 'Estado é obrigatório' },
        { field: 'cidadeId', message: 'Cidade é obrigatória' },
      ]),
    );
    const blank = await admin.post('/api/geral/bairros', { nome: '   ', estadoId: sp, cidadeId: saoPaulo });
    expect(blank.json().entries).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    const max = await admin.post('/api/geral/bairros', {
      nome: 'y'.repeat(100),
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(max.statusCode).toBe(201);
  });

  it('trims names', async () => {
    const b = await novoBairro('   Jardim Aparado  ', sp, saoPaulo);
    expect(b.nome).toBe('Jardim Aparado');
    const p = (
      await admin.post('/api/utilitario/perfis', { nome: '  Perfil Aparado ', authorities: [] })
    ).json();
    expect(p.nome).toBe('Perfil Aparado');
  });

  it('refuses a city outside the chosen state as a field error', async () => {
    const before = (await admin.get(`/api/geral/bairros?estadoId=${ro}&page=0`)).json().totalElements;
    const res = await admin.post('/api/geral/bairros', {
      nome: 'Fora do Estado',
      estadoId: ro,
      cidadeId: saoPaulo,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FIELD_VALIDATION_VIOLATION',
      entries: [{ field: 'cidadeId', message: 'Cidade não pertence ao estado selecionado' }],
    });
    expect((await admin.get(`/api/geral/bairros?estadoId=${ro}&page=0`)).json().totalElements).toBe(before);
  });

  it('stores normalised digits of a CNPJ', async () => {
    const res = await admin.post('/api/utilitario/empresas', {
      nome: 'Terceira Ltda',
      cnpj: '11.222.333/0001-81',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Terceira Ltda', cnpj: '11222333000181', razaoSocial: null });
  });
});

describe('update', () => {
  it('replaces the row and answers it with its references', async () => {
    const b = await novoBairro('Antigo Nome', sp, saoPaulo);
    const res = await admin.put(`/api/geral/bairros/${b.id}`, {
      nome: 'Nome Novo',
      estadoId: ro,
      cidadeId: ariquemes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: b.id,
      nome: 'Nome Novo',
      estado: { id: ro, sigla: 'RO' },
      cidade: { id: ariquemes, nome: 'Ariquemes' },
    });
    expect((await admin.get(`/api/geral/bairros/${b.id}`)).json().nome).toBe('Nome Novo');
  });

  it('validates like create and answers 404 for an unknown id', async () => {
    const b = await novoBairro('Validado', sp, saoPaulo);
    const invalid = await admin.put(`/api/geral/bairros/${b.id}`, {
      nome: '',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(invalid.json().entries).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    expect((await admin.get(`/api/geral/bairros/${b.id}`)).json().nome).toBe('Validado');
    const unknown = await admin.put('/api/geral/bairros/999999', {
      nome: 'X',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.recursoNaoEncontrado);
  });

  it("fails with 'No id in Entity' without an id", async () => {
    for (const path of ['/api/geral/bairros', '/api/utilitario/perfis', '/api/utilitario/empresas']) {
      const res = await admin.put(path, { nome: 'Sem id', estadoId: sp, cidadeId: saoPaulo });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe('No id in Entity');
    }
  });
});

describe('delete', () => {
  it('answers 204, then 404', async () => {
    const b = await novoBairro('Removível', sp, saoPaulo);
    const res = await admin.delete(`/api/geral/bairros/${b.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await admin.get(`/api/geral/bairros/${b.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/geral/bairros/${b.id}`)).statusCode).toBe(404);
  });

  it("is blocked while a user holds the profile: 400 'possui dependências em Usuários'", async () => {
    const perfil = (
      await admin.post('/api/utilitario/perfis', {
        nome: 'Perfil Em Uso',
        authorities: ['ROLE_GERAL_BAIRROS'],
      })
    ).json();
    const user = await admin.post('/api/utilitario/usuarios', {
      nome: 'Dono do Perfil',
      cpf: cpfFrom(700000001),
      empresas: [{ empresaId: 1, perfilId: perfil.id }],
    });
    expect(user.statusCode, user.body).toBe(201);
    const res = await admin.delete(`/api/utilitario/perfis/${perfil.id}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ERROR_CODES.dependencias);
    expect(body.message).toContain('possui dependências em');
    expect(body.message).toContain('Usuários');
    expect(body.message).toBe('O perfil possui dependências em Usuários.');
    expect((await admin.get(`/api/utilitario/perfis/${perfil.id}`)).statusCode).toBe(200);

    // Once nobody holds it, it goes.
    expect((await admin.delete(`/api/utilitario/usuarios/${user.json().id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/utilitario/perfis/${perfil.id}`)).statusCode).toBe(204);
  });

  it('refuses removing a company that has users', async () => {
    const res = await admin.delete('/api/utilitario/empresas/2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^A empresa possui dependências em /);
    expect((await admin.get('/api/utilitario/empresas/2')).statusCode).toBe(200);
  });
});

describe('authorities and sessions', () => {
  let maria: Client;
  beforeAll(async () => {
    maria = await t.login(DEMO_CONSULTA);
  });

  it('lets Maria read bairros but not write them: 403 Não autorizado.', async () => {
    const b = await novoBairro('Só Leitura', sp, saoPaulo);
    expect((await maria.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
    expect((await maria.get(`/api/geral/bairros/${b.id}`)).json().nome).toBe('Só Leitura');
    const writes = [
      await maria.post('/api/geral/bairros', { nome: 'Intrusa', estadoId: sp, cidadeId: saoPaulo }),
      await maria.put(`/api/geral/bairros/${b.id}`, { nome: 'Intrusa', estadoId: sp, cidadeId: saoPaulo }),
      await maria.put('/api/geral/bairros', {}),
      await maria.delete(`/api/geral/bairros/${b.id}`),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: ERROR_CODES.naoAutorizado, message: 'Não autorizado.' });
    }
    expect((await admin.get(`/api/geral/bairros/${b.id}`)).json().nome).toBe('Só Leitura');
    expect((await admin.get('/api/geral/bairros?q=intrusa')).json()).toEqual([]);
    for (const url of [
      '/api/utilitario/perfis',
      '/api/utilitario/empresas/1',
      '/api/utilitario/usuarios?page=0',
    ])
      expect((await maria.get(url)).statusCode, url).toBe(403);
  });

  it('answers 401 Sessão expirada without a session, for reads and writes', async () => {
    const anon = t.anonymous();
    for (const res of [
      await anon.get('/api/geral/bairros'),
      await anon.get('/api/geral/bairros/1'),
      await anon.post('/api/geral/bairros', { nome: 'Anônimo', estadoId: sp, cidadeId: saoPaulo }),
      await anon.delete('/api/utilitario/perfis/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: ERROR_CODES.sessaoExpirada, message: 'Sessão expirada.' });
    }
    const forged = t.app.inject({
      method: 'GET',
      url: '/api/geral/bairros',
      cookies: { [SESSION_COOKIE]: 'forjado' },
    });
    expect((await forged).statusCode).toBe(401);
  });
});

describe('requests the API does not understand', () => {
  const raw = (payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/geral/bairros',
      payload,
      headers: { 'content-type': contentType, 'x-page-path': '/teste', 'x-empresa-id': '1' },
      cookies: { [SESSION_COOKIE]: admin.cookie as string },
    });

  it('answers a malformed JSON body with 400 in pt-BR, not 500', async () => {
    const res = await raw('{"nome": "Quebrado", ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'Corpo da requisição inválido.',
    });
    const notObject = await raw('"texto"', 'application/json');
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().code).toBe('FIELD_VALIDATION_VIOLATION');
    const unsupported = await raw('<nome>x</nome>', 'application/xml');
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().message).toBe('Tipo de conteúdo não suportado.');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    for (const res of [
      await admin.get('/api/nao/existe'),
      await admin.post('/api/nao/existe', {}),
      await t.anonymous().get('/api/geral/nada'),
      await admin.delete('/api/geral/bairros'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: ERROR_CODES.naoEncontrado, message: MSG.recursoNaoEncontrado });
    }
  });
});

describe('ids and company in the body are ignored', () => {
  it('never takes the id from the body', async () => {
    const created = await admin.post('/api/geral/bairros', {
      id: 987654,
      nome: 'Com Id',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).not.toBe(987654);
    expect((await admin.get('/api/geral/bairros/987654')).statusCode).toBe(404);

    const a = await novoBairro('Alvo', sp, saoPaulo);
    const other = await novoBairro('Outro', sp, saoPaulo);
    const res = await admin.put(`/api/geral/bairros/${a.id}`, {
      id: other.id,
      nome: 'Alvo Alterado',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
    expect(res.json()).toMatchObject({ id: a.id, nome: 'Alvo Alterado' });
    expect((await admin.get(`/api/geral/bairros/${other.id}`)).json().nome).toBe('Outro');
  });

  it("keeps company rows to the session's company whatever empresaId the body says", async () => {
    const res = await admin.post('/api/teste/anotacoes', { nome: 'Da matriz', empresaId: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const nota = res.json();
    const [row] = await rows<{ empresa_id: number }>(
      t.database.db,
      sql`select empresa_id from teste_anotacao where id = ${nota.id}`,
    );
    expect(row.empresa_id).toBe(1);

    const filial = await t.login(undefined, 2);
    expect((await filial.get('/api/teste/anotacoes')).json()).toEqual([]);
    expect((await filial.get(`/api/teste/anotacoes/${nota.id}`)).statusCode).toBe(404);
    expect((await filial.put(`/api/teste/anotacoes/${nota.id}`, { nome: 'Sequestro' })).statusCode).toBe(404);
    expect((await filial.delete(`/api/teste/anotacoes/${nota.id}`)).statusCode).toBe(404);
    const mine = await filial.post('/api/teste/anotacoes', { nome: 'Da filial', empresaId: 1 });
    expect((await filial.get('/api/teste/anotacoes')).json().map((n: { id: number }) => n.id)).toEqual([
      mine.json().id,
    ]);

    // An update cannot move a row to another company either.
    await admin.put(`/api/teste/anotacoes/${nota.id}`, { nome: 'Ainda da matriz', empresaId: 2 });
    expect((await admin.get('/api/teste/anotacoes')).json().map((n: { nome: string }) => n.nome)).toEqual([
      'Ainda da matriz',
    ]);
  });
});
