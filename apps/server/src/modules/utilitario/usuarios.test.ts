import { ERROR_CODES, MSG } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioEmpresa } from '../../db/schema/index.ts';
import { cpfFrom } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';

/** Users with their password and their profile per company, and profiles with their authorities. */

let t: TestApp;
let admin: Client;
let perfilBairros: number;

const usuariosComCpf = async (cpf: string) =>
  t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.cpf, cpf));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const res = await admin.post('/api/utilitario/perfis', {
    nome: 'Editor de Bairros',
    authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_GERAL_BAIRROS_EDITAR'],
  });
  expect(res.statusCode, res.body).toBe(201);
  perfilBairros = res.json().id;
});
afterAll(() => t?.close());

describe('usuarios', () => {
  it('creates a user with password and company profile in one POST; they log in to that company only', async () => {
    const cpf = cpfFrom(100000001);
    const res = await admin.post('/api/utilitario/usuarios', {
      nome: 'Joana Editora',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      email: 'joana@exemplo.com.br',
      senha: 'segredo123',
      empresas: [{ empresaId: 1, perfilId: perfilBairros }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      nome: 'Joana Editora',
      cpf,
      email: 'joana@exemplo.com.br',
      ativo: true,
      usuarioFortes: false,
    });

    const links = await admin.get(`/api/utilitario/usuarios/${created.id}/empresas`);
    expect(links.statusCode).toBe(200);
    expect(links.json()).toEqual([{ empresaId: 1, perfilId: perfilBairros }]);

    const joana = await t.login({ cpf, senha: 'segredo123' }, 1);
    const info = (await joana.get('/api/userinfo')).json();
    expect(info.usuario).toMatchObject({ id: created.id, nome: 'Joana Editora' });
    expect(info.authorities).toEqual(['ROLE_GERAL_BAIRROS', 'ROLE_GERAL_BAIRROS_EDITAR']);
    expect(info.empresas.map((e: { id: number }) => e.id)).toEqual([1]);
    expect((await joana.get('/api/utilitario/usuarios')).statusCode).toBe(403);

    const other = await t.anonymous().post('/api/login', { cpf, senha: 'segredo123', empresaId: 2 });
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe(MSG.loginInvalido);
    const wrong = await t.anonymous().post('/api/login', { cpf, senha: 'segredo124', empresaId: 1 });
    expect(wrong.statusCode).toBe(401);
  });

  it('replaces the company profiles on update and keeps the password when none is sent', async () => {
    const cpf = cpfFrom(100000002);
    const { id } = (
      await admin.post('/api/utilitario/usuarios', {
        nome: 'Paulo Duas Empresas',
        cpf,
        senha: 'senha-antiga',
        empresas: [{ empresaId: 1, perfilId: perfilBairros }],
      })
    ).json();
    const res = await admin.put(`/api/utilitario/usuarios/${id}`, {
      nome: 'Paulo Filial',
      cpf,
      empresas: [{ empresaId: 2, perfilId: perfilBairros }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.get(`/api/utilitario/usuarios/${id}/empresas`)).json()).toEqual([
      { empresaId: 2, perfilId: perfilBairros },
    ]);
    await t.login({ cpf, senha: 'senha-antiga' }, 2);
    expect(
      (await t.anonymous().post('/api/login', { cpf, senha: 'senha-antiga', empresaId: 1 })).statusCode,
    ).toBe(401);
  });

  it('refuses a duplicate CPF as a field error on cpf', async () => {
    const res = await admin.post('/api/utilitario/usuarios', {
      nome: 'Outra Maria',
      cpf: '111.444.777-35',
      senha: 'segredo123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.fieldValidation,
      entries: [{ field: 'cpf', message: 'Já existe um usuário com este CPF.' }],
    });
    const { id } = (
      await admin.post('/api/utilitario/usuarios', { nome: 'Dono do CPF', cpf: cpfFrom(100000003) })
    ).json();
    const update = await admin.put(`/api/utilitario/usuarios/${id}`, {
      nome: 'Dono do CPF',
      cpf: DEMO_CONSULTA.cpf,
    });
    expect(update.json().entries).toEqual([{ field: 'cpf', message: 'Já existe um usuário com este CPF.' }]);
    // Saving a user with their own CPF is not a duplicate.
    expect(
      (await admin.put(`/api/utilitario/usuarios/${id}`, { nome: 'Dono do CPF', cpf: cpfFrom(100000003) }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses an invalid CPF with 'Cpf inválido.'", async () => {
    for (const cpf of ['123.456.789-00', '11111111111', '1234']) {
      const res = await admin.post('/api/utilitario/usuarios', {
        nome: 'CPF Ruim',
        cpf,
        senha: 'segredo123',
      });
      expect(res.statusCode, cpf).toBe(400);
      expect(res.json().entries).toEqual([{ field: 'cpf', message: 'Cpf inválido.' }]);
    }
    const missing = await admin.post('/api/utilitario/usuarios', {});
    expect(missing.json().entries).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'cpf', message: 'CPF é obrigatório' },
      ]),
    );
  });

  it('never answers the password hash', async () => {
    const bodies = [
      (await admin.get('/api/utilitario/usuarios')).body,
      (await admin.get('/api/utilitario/usuarios?page=0&size=100')).body,
      (await admin.get('/api/utilitario/usuarios/1')).body,
      (await admin.get('/api/utilitario/usuarios?resumido=true')).body,
      (
        await admin.post('/api/utilitario/usuarios', {
          nome: 'Sem Hash',
          cpf: cpfFrom(100000004),
          senha: 'segredo123',
        })
      ).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/senha|scrypt\$/i);
    }
    const list = (await admin.get('/api/utilitario/usuarios')).json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const u of list) expect(u).not.toHaveProperty('senhaHash');
  });

  it('lists every failing field at once, the password and the companies included', async () => {
    const res = await admin.post('/api/utilitario/usuarios', {
      nome: '',
      cpf: cpfFrom(100000005),
      senha: '123',
      empresas: [{ empresaId: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().entries).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'senha', message: 'A senha deve ter no mínimo 6 caracteres' },
        { field: 'empresas.0.perfilId', message: 'Perfil é obrigatório' },
      ]),
    );
    expect(await usuariosComCpf(cpfFrom(100000005))).toEqual([]);
  });

  it('refuses a short password as a field error and creates nothing', async () => {
    const cpf = cpfFrom(100000006);
    const res = await admin.post('/api/utilitario/usuarios', { nome: 'Senha Curta', cpf, senha: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().entries).toEqual([
      { field: 'senha', message: 'A senha deve ter no mínimo 6 caracteres' },
    ]);
    expect(await usuariosComCpf(cpf)).toEqual([]);
  });

  it('rolls the whole create back when an empresas entry fails', async () => {
    const cpf = cpfFrom(100000007);
    for (const empresas of [
      [
        { empresaId: 1, perfilId: perfilBairros },
        { empresaId: 999, perfilId: perfilBairros },
      ],
      [{ empresaId: 1, perfilId: 999999 }],
      [
        { empresaId: 1, perfilId: perfilBairros },
        { empresaId: 1, perfilId: perfilBairros },
      ],
    ]) {
      const res = await admin.post('/api/utilitario/usuarios', {
        nome: 'Meio Gravado',
        cpf,
        senha: 'segredo123',
        empresas,
      });
      expect(res.statusCode, JSON.stringify(empresas)).toBe(400);
      expect(res.json().message).not.toBe('Erro interno do servidor.');
      expect(await usuariosComCpf(cpf)).toEqual([]);
    }
    const links = await t.database.db
      .select()
      .from(usuarioEmpresa)
      .where(eq(usuarioEmpresa.perfilId, 999999));
    expect(links).toEqual([]);
    expect(
      (await t.anonymous().post('/api/login', { cpf, senha: 'segredo123', empresaId: 1 })).statusCode,
    ).toBe(401);
  });

  it('never removes or switches off the installation administrator, nor lets users remove themselves', async () => {
    const removeAdmin = await admin.delete('/api/utilitario/usuarios/1');
    expect(removeAdmin.statusCode).toBe(400);
    expect(removeAdmin.json().message).toBe('O administrador da instalação não pode ser removido.');
    const off = await admin.put('/api/utilitario/usuarios/1', {
      nome: 'Administrador',
      cpf: '52998224725',
      ativo: false,
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().entries).toEqual([
      { field: 'ativo', message: 'O administrador da instalação não pode ser desativado.' },
    ]);
    expect((await admin.get('/api/userinfo')).statusCode).toBe(200);
    expect((await admin.get('/api/utilitario/usuarios/1')).json().ativo).toBe(true);

    // Another user administrator cannot remove their own user either.
    const { id: perfilUsuarios } = (
      await admin.post('/api/utilitario/perfis', {
        nome: 'Gestor de Usuários',
        authorities: ['ROLE_UTI_USUARIOS', 'ROLE_UTI_USUARIOS_EDITAR'],
      })
    ).json();
    const cpf = cpfFrom(100000009);
    const { id } = (
      await admin.post('/api/utilitario/usuarios', {
        nome: 'Gestora',
        cpf,
        senha: 'segredo123',
        empresas: [{ empresaId: 1, perfilId: perfilUsuarios }],
      })
    ).json();
    const gestora = await t.login({ cpf, senha: 'segredo123' });
    const self = await gestora.delete(`/api/utilitario/usuarios/${id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Você não pode remover o próprio usuário.');
    expect((await gestora.get('/api/userinfo')).statusCode).toBe(200);
  });

  it('reads the company profiles only with the users authority', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get('/api/utilitario/usuarios/2/empresas')).statusCode).toBe(403);
    expect((await t.anonymous().get('/api/utilitario/usuarios/2/empresas')).statusCode).toBe(401);
    expect((await admin.get('/api/utilitario/usuarios/2/empresas')).json()).toEqual([
      { empresaId: 1, perfilId: 2 },
    ]);
  });
});

describe('perfis', () => {
  it('stores the checked authorities and answers them', async () => {
    const res = await admin.post('/api/utilitario/perfis', {
      nome: 'Leitor',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_PERFIS'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Leitor',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_PERFIS'],
    });
    const empty = await admin.post('/api/utilitario/perfis', { nome: 'Vazio' });
    expect(empty.json().authorities).toEqual([]);
  });

  it('rejects an unknown role name with a field error, and nothing is created', async () => {
    const before = (await admin.get('/api/utilitario/perfis')).json().length;
    const res = await admin.post('/api/utilitario/perfis', {
      nome: 'Poderoso',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_SUPER_ADMIN'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ERROR_CODES.fieldValidation);
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0].field).toMatch(/^authorities(\.1)?$/);
    expect(body.entries[0].message).toEqual(expect.any(String));
    expect((await admin.get('/api/utilitario/perfis')).json()).toHaveLength(before);

    const notArray = await admin.post('/api/utilitario/perfis', {
      nome: 'Poderoso',
      authorities: 'ROLE_UTI_PERFIS',
    });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().entries[0].field).toBe('authorities');
  });

  it("changes a user's powers when their profile changes", async () => {
    const { id } = (
      await admin.post('/api/utilitario/perfis', { nome: 'Mutável', authorities: ['ROLE_GERAL_BAIRROS'] })
    ).json();
    const cpf = cpfFrom(100000008);
    await admin.post('/api/utilitario/usuarios', {
      nome: 'Usa Mutável',
      cpf,
      senha: 'segredo123',
      empresas: [{ empresaId: 1, perfilId: id }],
    });
    const user = await t.login({ cpf, senha: 'segredo123' });
    expect((await user.get('/api/utilitario/perfis')).statusCode).toBe(403);
    await admin.put(`/api/utilitario/perfis/${id}`, {
      nome: 'Mutável',
      authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_PERFIS'],
    });
    expect((await user.get('/api/utilitario/perfis')).statusCode).toBe(200);
  });
});
