import { ERROR_CODES, MSG } from '@ipe/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { type Client, clientOf, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';

/**
 * User management across two companies (1 = A, 2 = B) played by managers of different reach: gA manages
 * users and profiles in A, gB in B, gAB in both, and gMin holds only the two user-management authorities
 * in A (the review's user who reached all 73 authorities).
 */

const SENHA = 'segredo123';
const GESTAO = [
  'ROLE_UTI_USUARIOS',
  'ROLE_UTI_USUARIOS_EDITAR',
  'ROLE_UTI_PERFIS',
  'ROLE_UTI_PERFIS_EDITAR',
  'ROLE_GERAL_BAIRROS',
];
const MINIMO = ['ROLE_UTI_USUARIOS', 'ROLE_UTI_USUARIOS_EDITAR'];
const ADMINISTRADOR = 1; // the seeded profile with every authority

let t: TestApp;
let admin: Client;
let seq = 160000000;
const p: Record<string, number> = {};
type Pessoa = { id: number; cpf: string };
const u: Record<string, Pessoa> = {};
const g: Record<string, Client & Pessoa> = {};

async function perfil(nome: string, authorities: string[]) {
  const res = await admin.post('/api/utilitario/perfis', { nome, authorities });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function pessoa(nome: string, empresas: { empresaId: number; perfilId: number }[]): Promise<Pessoa> {
  const cpf = cpfFrom(++seq);
  const res = await admin.post('/api/utilitario/usuarios', { nome, cpf, senha: SENHA, empresas });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, cpf };
}

async function gestor(nome: string, perfilId: number, empresas: number[]) {
  const x = await pessoa(
    nome,
    empresas.map((empresaId) => ({ empresaId, perfilId })),
  );
  return Object.assign(await t.login({ cpf: x.cpf, senha: SENHA }, empresas[0]), x);
}

const ids = async (c: Client, query = '') =>
  ((await c.get(`/api/utilitario/usuarios${query}`)).json() as { id: number }[]).map((r) => r.id);

const corpo = async (id: number) => {
  const row = (await admin.get(`/api/utilitario/usuarios/${id}`)).json();
  const empresas = (await admin.get(`/api/utilitario/usuarios/${id}/empresas`)).json();
  return { nome: row.nome, cpf: row.cpf, email: row.email, ativo: row.ativo, empresas };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  p.gestao = await perfil('Gestão de usuários', GESTAO);
  p.minimo = await perfil('Só usuários', MINIMO);
  p.bairros = await perfil('Bairros compartilhado', ['ROLE_GERAL_BAIRROS']);
  p.localA = await perfil('Bairros só na A', ['ROLE_GERAL_BAIRROS']);
  p.vazio = await perfil('Sem permissões', []);
  g.A = await gestor('Gestor A', p.gestao, [1]);
  g.B = await gestor('Gestor B', p.gestao, [2]);
  g.AB = await gestor('Gestor AB', p.gestao, [1, 2]);
  g.Min = await gestor('Gestor Mínimo', p.minimo, [1]);
  u.A = await pessoa('Usuária A', [{ empresaId: 1, perfilId: p.localA }]);
  u.B = await pessoa('Usuário B', [{ empresaId: 2, perfilId: p.bairros }]);
  u.AB = await pessoa('Usuário AB', [
    { empresaId: 1, perfilId: p.bairros },
    { empresaId: 2, perfilId: p.bairros },
  ]);
  u.V = await pessoa('Usuário Vazio', [{ empresaId: 1, perfilId: p.vazio }]);
});
afterAll(() => t?.close());

describe('the review exploit', () => {
  it('no manager sets the administrator password and logs in as it', async () => {
    for (const c of [g.Min, g.A, g.AB]) {
      const res = await c.put('/api/utilitario/usuarios/1', {
        nome: 'Administrador',
        cpf: DEMO_ADMIN.cpf,
        ativo: true,
        senha: 'tomada123',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect((await c.get('/api/utilitario/usuarios/1')).statusCode).toBe(404);
      expect((await c.get('/api/utilitario/usuarios/1/empresas')).statusCode).toBe(404);
      expect((await c.delete('/api/utilitario/usuarios/1')).statusCode).toBe(404);
      expect(await ids(c)).not.toContain(1);
    }
    const tomada = await t
      .anonymous()
      .post('/api/login', { ...DEMO_ADMIN, senha: 'tomada123', empresaId: 1 });
    expect(tomada.statusCode).toBe(401);
    expect(tomada.json().message).toBe(MSG.loginInvalido);
    expect((await t.anonymous().post('/api/login', { ...DEMO_ADMIN, empresaId: 1 })).statusCode).toBe(200);
  });

  it('a manager with two authorities cannot give itself the administrator profile', async () => {
    const res = await g.Min.put(`/api/utilitario/usuarios/${g.Min.id}`, {
      ...(await corpo(g.Min.id)),
      empresas: [{ empresaId: 1, perfilId: ADMINISTRADOR }],
    });
    expect(res.statusCode).toBe(400);
    const info = (await g.Min.get('/api/userinfo')).json();
    expect(info.authorities).toEqual(MINIMO);
  });
});

describe('reach: users whose every company the manager manages', () => {
  it('lists only those users, in every list shape', async () => {
    for (const query of ['', '?resumido=true&unpaged=true']) {
      const a = await ids(g.A, query);
      expect(a).toEqual(expect.arrayContaining([u.A.id, u.V.id, g.A.id, g.Min.id]));
      for (const x of [u.B.id, u.AB.id, g.B.id, g.AB.id, 1]) expect(a).not.toContain(x);
    }
    const paged = (await g.A.get('/api/utilitario/usuarios?page=0&size=100')).json();
    expect(paged.content.map((r: { id: number }) => r.id)).not.toContain(u.AB.id);
    const b = await ids(g.B);
    expect(b).toContain(u.B.id);
    for (const x of [u.A.id, u.AB.id, g.A.id, 1]) expect(b).not.toContain(x);
    expect(await ids(g.AB)).toEqual(expect.arrayContaining([u.A.id, u.B.id, u.AB.id, g.A.id, g.B.id]));
  });

  it('answers 404 for any other user, on read and on write, and changes nothing', async () => {
    for (const id of [u.B.id, u.AB.id]) {
      expect((await g.A.get(`/api/utilitario/usuarios/${id}`)).statusCode).toBe(404);
      expect((await g.A.get(`/api/utilitario/usuarios/${id}/empresas`)).statusCode).toBe(404);
      const body = { ...(await corpo(id)), ativo: false, senha: 'tomada123' };
      expect((await g.A.put(`/api/utilitario/usuarios/${id}`, body)).statusCode).toBe(404);
      expect((await g.A.delete(`/api/utilitario/usuarios/${id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/utilitario/usuarios/${id}`)).json().ativo).toBe(true);
    }
    const tomada = await t.anonymous().post('/api/login', { cpf: u.B.cpf, senha: 'tomada123', empresaId: 2 });
    expect(tomada.statusCode).toBe(401);
  });

  it('lets the manager of both companies deactivate a shared user, and not the manager of one', async () => {
    const body = { ...(await corpo(u.AB.id)), ativo: false };
    expect((await g.B.put(`/api/utilitario/usuarios/${u.AB.id}`, body)).statusCode).toBe(404);
    expect((await g.AB.put(`/api/utilitario/usuarios/${u.AB.id}`, body)).statusCode).toBe(200);
    expect((await admin.get(`/api/utilitario/usuarios/${u.AB.id}`)).json().ativo).toBe(false);
    await g.AB.put(`/api/utilitario/usuarios/${u.AB.id}`, { ...body, ativo: true });
  });

  it('refuses a user with authorities the manager lacks (403), even though it sees it', async () => {
    // u.A holds ROLE_GERAL_BAIRROS in A, which g.Min does not hold there.
    expect((await g.Min.get(`/api/utilitario/usuarios/${u.A.id}`)).statusCode).toBe(200);
    const res = await g.Min.put(`/api/utilitario/usuarios/${u.A.id}`, {
      ...(await corpo(u.A.id)),
      senha: 'tomada123',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Este usuário tem permissões que você não possui.');
    expect((await g.Min.delete(`/api/utilitario/usuarios/${u.A.id}`)).statusCode).toBe(403);
    const tomada = await t.anonymous().post('/api/login', { cpf: u.A.cpf, senha: 'tomada123', empresaId: 1 });
    expect(tomada.statusCode).toBe(401);
  });
});

describe('user 1', () => {
  it('only user 1 changes user 1, which stays active, undeletable and without expiry', async () => {
    const proprio = await corpo(1);
    expect(
      (await admin.put('/api/utilitario/usuarios/1', { ...proprio, nome: 'Admin Renomeado' })).statusCode,
    ).toBe(200);
    const expira = await admin.put('/api/utilitario/usuarios/1', { ...proprio, dataExpiracao: '2030-01-01' });
    expect(expira.statusCode).toBe(400);
    expect(expira.json().entries).toEqual([
      { field: 'dataExpiracao', message: 'O acesso do administrador da instalação não expira.' },
    ]);
    expect((await admin.put('/api/utilitario/usuarios/1', { ...proprio, ativo: false })).statusCode).toBe(
      400,
    );
    expect((await admin.delete('/api/utilitario/usuarios/1')).statusCode).toBe(400);
    await admin.put('/api/utilitario/usuarios/1', proprio);
  });
});

describe('no escalation', () => {
  it('assigns only profiles whose authorities the manager holds in that company', async () => {
    const base = await corpo(u.V.id);
    const admin1 = await g.Min.put(`/api/utilitario/usuarios/${u.V.id}`, {
      ...base,
      empresas: [{ empresaId: 1, perfilId: ADMINISTRADOR }],
    });
    expect(admin1.statusCode).toBe(400);
    expect(admin1.json().entries).toEqual([
      {
        field: 'empresas.0.perfilId',
        message: 'Você não pode atribuir um perfil com permissões que você não possui.',
      },
    ]);
    const ok = await g.Min.put(`/api/utilitario/usuarios/${u.V.id}`, {
      ...base,
      empresas: [{ empresaId: 1, perfilId: p.minimo }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await admin.get(`/api/utilitario/usuarios/${u.V.id}/empresas`)).json()).toEqual([
      { empresaId: 1, perfilId: p.minimo },
    ]);
    await admin.put(`/api/utilitario/usuarios/${u.V.id}`, base);
  });

  it('tells the form which companies each manager gives access to', async () => {
    expect((await g.A.get('/api/utilitario/usuarios/empresas-geridas')).json()).toEqual([1]);
    expect((await g.B.get('/api/utilitario/usuarios/empresas-geridas')).json()).toEqual([2]);
    expect((await g.AB.get('/api/utilitario/usuarios/empresas-geridas')).json()).toEqual([1, 2]);
    expect((await admin.get('/api/utilitario/usuarios/empresas-geridas')).json()).toEqual([1, 2]);
  });

  it('links users only to companies the manager manages, and never leaves them unlinked', async () => {
    const base = await corpo(u.A.id);
    const outra = await g.A.put(`/api/utilitario/usuarios/${u.A.id}`, {
      ...base,
      empresas: [...base.empresas, { empresaId: 2, perfilId: p.bairros }],
    });
    expect(outra.statusCode).toBe(400);
    expect(outra.json().entries).toEqual([
      { field: 'empresas.1.empresaId', message: 'Você não gerencia usuários nesta empresa.' },
    ]);
    const nenhuma = await g.A.put(`/api/utilitario/usuarios/${u.A.id}`, { ...base, empresas: [] });
    expect(nenhuma.json().entries).toEqual([
      { field: 'empresas', message: 'Informe o perfil do usuário em ao menos uma empresa.' },
    ]);
    const cpf = cpfFrom(++seq);
    const novo = await g.Min.post('/api/utilitario/usuarios', {
      nome: 'Novo Poderoso',
      cpf,
      senha: SENHA,
      empresas: [{ empresaId: 1, perfilId: ADMINISTRADOR }],
    });
    expect(novo.statusCode).toBe(400);
    expect((await g.Min.post('/api/utilitario/usuarios', { nome: 'Sem empresa', cpf })).statusCode).toBe(400);
    expect((await t.anonymous().post('/api/login', { cpf, senha: SENHA, empresaId: 1 })).statusCode).toBe(
      401,
    );
    expect((await admin.get(`/api/utilitario/usuarios?q=${cpf}`)).json()).toEqual([]);
  });

  it('edits profiles only within its own authorities and only where the profile is used in its companies', async () => {
    const criar = await g.A.post('/api/utilitario/perfis', {
      nome: 'Quer empresas',
      authorities: ['ROLE_UTI_EMPRESAS_EDITAR'],
    });
    expect(criar.statusCode).toBe(400);
    expect(criar.json().entries[0]).toMatchObject({ field: 'authorities' });
    expect(criar.json().entries[0].message).toContain('ROLE_UTI_EMPRESAS_EDITAR');

    // localA is used only in A: the manager of A adds what it holds, never what it lacks; removing is fine.
    const mais = await g.A.put(`/api/utilitario/perfis/${p.localA}`, {
      nome: 'Bairros só na A',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_USUARIOS'],
    });
    expect(mais.statusCode, mais.body).toBe(200);
    const demais = await g.A.put(`/api/utilitario/perfis/${p.localA}`, {
      nome: 'Bairros só na A',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_EMPRESAS'],
    });
    expect(demais.statusCode).toBe(400);
    const menos = await g.A.put(`/api/utilitario/perfis/${p.localA}`, {
      nome: 'Bairros só na A',
      authorities: [],
    });
    expect(menos.statusCode).toBe(200);
    await admin.put(`/api/utilitario/perfis/${p.localA}`, {
      nome: 'Bairros só na A',
      authorities: ['ROLE_GERAL_BAIRROS'],
    });

    // A profile also used in B is B's too: the manager of A alone changes nothing in it.
    const compartilhado = await g.A.put(`/api/utilitario/perfis/${p.bairros}`, {
      nome: 'Bairros compartilhado',
      authorities: [],
    });
    expect(compartilhado.statusCode).toBe(403);
    expect(
      (
        await g.AB.put(`/api/utilitario/perfis/${p.bairros}`, {
          nome: 'Bairros compartilhado',
          authorities: ['ROLE_GERAL_BAIRROS'],
        })
      ).statusCode,
    ).toBe(200);

    // Profiles with authorities the manager lacks do not exist for it; its own (shared with B) cannot grow.
    const lista = (await g.A.get('/api/utilitario/perfis')).json().map((r: { id: number }) => r.id);
    expect(lista).toEqual(expect.arrayContaining([p.gestao, p.localA, p.minimo, p.vazio]));
    expect(lista).not.toContain(ADMINISTRADOR);
    expect((await g.A.get(`/api/utilitario/perfis/${ADMINISTRADOR}`)).statusCode).toBe(404);
    expect(
      (await g.A.put(`/api/utilitario/perfis/${ADMINISTRADOR}`, { nome: 'Administrador', authorities: [] }))
        .statusCode,
    ).toBe(404);
    const proprio = await g.A.put(`/api/utilitario/perfis/${p.gestao}`, {
      nome: 'Gestão de usuários',
      authorities: [...GESTAO, 'ROLE_UTI_EMPRESAS_EDITAR'],
    });
    expect(proprio.statusCode).toBe(403);
  });
});

describe('oneself', () => {
  it('a manager changes neither its own links nor its profile, activity or password', async () => {
    const base = await corpo(g.A.id);
    expect(
      (await g.A.put(`/api/utilitario/usuarios/${g.A.id}`, { ...base, nome: 'Gestor A.' })).statusCode,
    ).toBe(200);
    const outroPerfil = await g.A.put(`/api/utilitario/usuarios/${g.A.id}`, {
      ...base,
      empresas: [{ empresaId: 1, perfilId: p.minimo }],
    });
    expect(outroPerfil.json().entries).toEqual([
      { field: 'empresas', message: 'Você não pode alterar as próprias empresas e perfis.' },
    ]);
    const inativo = await g.A.put(`/api/utilitario/usuarios/${g.A.id}`, { ...base, ativo: false });
    expect(inativo.json().entries).toEqual([
      { field: 'ativo', message: 'Você não pode desativar o próprio usuário.' },
    ]);
    const senha = await g.A.put(`/api/utilitario/usuarios/${g.A.id}`, { ...base, senha: 'outra-senha' });
    expect(senha.json().entries).toEqual([
      { field: 'senha', message: "Altere a própria senha em 'Alterar Minha Senha'." },
    ]);
    expect((await g.A.get('/api/userinfo')).statusCode).toBe(200);
  });
});

describe('a password set by a manager', () => {
  it('ends the user sessions and must be changed at the next login before anything else', async () => {
    const antiga = await t.login({ cpf: u.A.cpf, senha: SENHA });
    expect((await antiga.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
    const res = await g.A.put(`/api/utilitario/usuarios/${u.A.id}`, {
      ...(await corpo(u.A.id)),
      senha: 'dada-pelo-rh',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await antiga.get('/api/userinfo')).statusCode).toBe(401);

    const login = await t
      .anonymous()
      .post('/api/login', { cpf: u.A.cpf, senha: 'dada-pelo-rh', empresaId: 1 });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ ok: true, trocarSenha: true });
    const token = login.cookies.find((c) => c.name === 'ipe_sessao')?.value as string;
    const nova = clientOf(t.app, token, 1);
    const bloqueada = await nova.get('/api/geral/bairros?page=0');
    expect(bloqueada.statusCode).toBe(403);
    expect(bloqueada.json().code).toBe(ERROR_CODES.trocarSenha);
    expect((await nova.get('/api/userinfo')).json().trocarSenha).toBe(true);
    const troca = await nova.patch('/api/userinfo/senha', {
      senha: 'dada-pelo-rh',
      novaSenha: 'so-eu-sei',
      confNovaSenha: 'so-eu-sei',
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect((await nova.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
    expect((await nova.get('/api/userinfo')).json().trocarSenha).toBe(false);
    const depois = await t.anonymous().post('/api/login', { cpf: u.A.cpf, senha: 'so-eu-sei', empresaId: 1 });
    expect(depois.json()).toEqual({ ok: true });
  });

  it('also holds for the first password of a new user', async () => {
    const cpf = cpfFrom(++seq);
    const res = await g.A.post('/api/utilitario/usuarios', {
      nome: 'Recém-chegada',
      cpf,
      senha: SENHA,
      empresas: [{ empresaId: 1, perfilId: p.localA }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const login = await t.anonymous().post('/api/login', { cpf, senha: SENHA, empresaId: 1 });
    expect(login.json()).toEqual({ ok: true, trocarSenha: true });

    // A provider-side user does not change passwords here: it is not held at a change it cannot make.
    const fornecedor = cpfFrom(++seq);
    await g.A.post('/api/utilitario/usuarios', {
      nome: 'Do Fornecedor',
      cpf: fornecedor,
      usuarioFortes: true,
      senha: SENHA,
      empresas: [{ empresaId: 1, perfilId: p.localA }],
    });
    const dele = await t.anonymous().post('/api/login', { cpf: fornecedor, senha: SENHA, empresaId: 1 });
    expect(dele.json()).toEqual({ ok: true });
  });
});

describe('audit', () => {
  it('records every user and profile change with before and after, never the password hash', async () => {
    const rows = await t.database.db
      .select()
      .from(auditoria)
      .where(inArray(auditoria.entidade, ['usuarios', 'perfis']))
      .orderBy(auditoria.id);
    const texto = JSON.stringify(rows);
    expect(texto).not.toMatch(/scrypt|senhaHash|senha_hash|dada-pelo-rh|so-eu-sei/);
    const deUA = rows.filter((r) => r.entidade === 'usuarios' && r.entidadeId === u.A.id);
    expect(deUA.map((r) => r.acao)).toEqual(expect.arrayContaining(['INSERIR', 'ALTERAR', 'ALTERAR_SENHA']));
    const reset = deUA.find((r) => r.acao === 'ALTERAR' && r.usuarioId === g.A.id);
    expect(reset?.antes).toMatchObject({
      trocarSenha: false,
      empresas: [{ empresaId: 1, perfilId: p.localA }],
    });
    expect(reset?.depois).toMatchObject({ trocarSenha: true });
    // The log screen names them for people.
    const detalhe = await admin.get(`/api/utilitario/log/${reset?.id}`);
    expect(detalhe.json().labels).toMatchObject({
      empresas: 'Empresas e perfis',
      trocarSenha: 'Trocar a senha no próximo login',
      dataExpiracao: 'Acesso válido até',
    });
    const shared = rows.find(
      (r) => r.entidade === 'usuarios' && r.entidadeId === u.AB.id && r.usuarioId === g.AB.id,
    );
    expect(shared).toMatchObject({ acao: 'ALTERAR', antes: { ativo: true }, depois: { ativo: false } });
    const perfilRow = rows.find(
      (r) => r.entidade === 'perfis' && r.entidadeId === p.localA && r.usuarioId === g.A.id,
    );
    expect(perfilRow).toMatchObject({
      acao: 'ALTERAR',
      antes: { authorities: ['ROLE_GERAL_BAIRROS'] },
      depois: { authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_USUARIOS'] },
    });
    // Nothing refused left a trace as a change.
    expect(rows.some((r) => r.entidadeId === 1 && r.entidade === 'usuarios' && r.usuarioId !== 1)).toBe(
      false,
    );
  });
});
