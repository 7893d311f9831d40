import { ERROR_CODES, MSG } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('lists the companies for the login page without a session', async () => {
    const res = await t.anonymous().get('/api/login/empresas');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { nome: string }) => e.nome)).toEqual([
      'Ipê Demonstração Ltda',
      'Ipê Filial Nordeste',
    ]);
  });

  it('logs in with the demo admin and reads userinfo', async () => {
    const c = await t.login();
    const res = await c.get('/api/userinfo');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.usuario.nome).toBe(DEMO_ADMIN.nome);
    expect(info.empresa.nome).toBe('Ipê Demonstração Ltda');
    expect(info.empresas).toHaveLength(2);
    expect(info.authorities).toContain('ROLE_UTI_PERFIS');
    expect(info.autenticadoRh).toBe(true);
    expect(new Date(info.horaExpiracao).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(info.menu)).toContain('/geral/bairros');
  });

  it('answers one message whatever was wrong', async () => {
    const a = t.anonymous();
    const wrongPass = await a.post('/api/login', { cpf: DEMO_ADMIN.cpf, senha: 'errada', empresaId: 1 });
    const unknownCpf = await a.post('/api/login', { cpf: '39053344705', senha: 'demo1234', empresaId: 1 });
    const noAccess = await a.post('/api/login', {
      cpf: DEMO_CONSULTA.cpf,
      senha: DEMO_CONSULTA.senha,
      empresaId: 2,
    });
    for (const r of [wrongPass, unknownCpf, noAccess]) {
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe(MSG.loginInvalido);
    }
  });

  it('validates the login form with the spec messages', async () => {
    const res = await t.anonymous().post('/api/login', { cpf: DEMO_ADMIN.cpf });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ERROR_CODES.fieldValidation);
    expect(body.entries).toEqual(
      expect.arrayContaining([
        { field: 'senha', message: MSG.senhaObrigatoria },
        { field: 'empresaId', message: MSG.selecioneEmpresa },
      ]),
    );
  });
});

describe('session and guards', () => {
  it('answers 401 Sessão expirada without a session', async () => {
    const res = await t.anonymous().get('/api/userinfo');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.sessaoExpirada, message: MSG.sessaoExpirada });
  });

  it('answers 403 Não autorizado when the profile lacks the authority', async () => {
    const c = await t.login(DEMO_CONSULTA);
    const res = await c.get('/api/utilitario/perfis');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.naoAutorizado);
    expect((await c.get('/api/geral/bairros')).statusCode).toBe(200);
  });

  it('rejects a mutation without the page-path header', async () => {
    const c = await t.login();
    const res = await c.post(
      '/api/geral/bairros',
      { nome: 'X', estadoId: 1, cidadeId: 1 },
      { 'x-page-path': '' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('rejects a mutation sent from a tab of another company', async () => {
    const c = await t.login();
    const res = await c.post('/api/geral/bairros', { nome: 'X' }, { 'x-empresa-id': '2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.empresaAlterada,
      message: MSG.empresaAlteradaOutraAba,
    });
  });

  it('switches company and logs out', async () => {
    const c = await t.login();
    expect((await c.put('/api/userinfo/empresa/2')).statusCode).toBe(200);
    const info = (await c.get('/api/userinfo')).json();
    expect(info.empresa.id).toBe(2);
    const out = await c.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await c.get('/api/userinfo')).statusCode).toBe(401);
  });

  it('GET /logout.action does not log out (a link from another site could): its page posts, and that does', async () => {
    const c = await t.login();
    const pagina = await c.get('/logout.action');
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toContain('text/html');
    expect(pagina.body).toContain('<form method="post" action="/logout.action">');
    expect(pagina.body).toContain('<button type="submit">Sair</button>');
    expect((await c.get('/api/userinfo')).statusCode).toBe(200);
    // A cross-site form cannot know the proof tied to the session: it lands on the page again.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forjado = await c.post('/logout.action', 'prova=123', form);
    expect(forjado.statusCode).toBe(303);
    expect(forjado.headers.location).toBe('/logout.action');
    expect((await c.get('/api/userinfo')).statusCode).toBe(200);
    const prova = /name="prova" value="([0-9a-f]+)"/.exec(pagina.body)?.[1];
    const sai = await c.post('/logout.action', `prova=${prova}`, form);
    expect(sai.statusCode).toBe(303);
    expect(sai.headers.location).toBe('/login');
    expect((await c.get('/api/userinfo')).statusCode).toBe(401);
    // Without a session (the web's POST /api/logout came first) the address goes to the login.
    const depois = await c.get('/logout.action');
    expect(depois.statusCode).toBe(303);
    expect(depois.headers.location).toBe('/login');
  });

  it('refuses switching to a company without a profile', async () => {
    const c = await t.login(DEMO_CONSULTA);
    expect((await c.put('/api/userinfo/empresa/2')).statusCode).toBe(403);
    expect((await c.get('/api/userinfo/empresa/2/valid')).json()).toEqual({ valid: false });
  });

  it('ends the session of a user whose profile in the company was removed', async () => {
    const admin = await t.login();
    const res = await admin.post('/api/utilitario/usuarios', {
      nome: 'Temporário Sessão',
      cpf: '71428793860',
      ativo: true,
      senha: 'temp12345',
      empresas: [{ empresaId: 1, perfilId: 2 }],
    });
    expect(res.statusCode).toBe(201);
    const temp = await t.login({ cpf: '71428793860', senha: 'temp12345' });
    expect((await temp.get('/api/userinfo')).statusCode).toBe(200);
    const { id } = res.json();
    const body = { nome: 'Temporário Sessão', cpf: '71428793860', ativo: true, empresas: [] };
    expect((await admin.put(`/api/utilitario/usuarios/${id}`, body)).statusCode).toBe(200);
    expect((await temp.get('/api/userinfo')).statusCode).toBe(401);
  });

  it('expires the session after inactivity', async () => {
    const c = await t.login(DEMO_CONSULTA);
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update sessao set expira_em = now() - interval '1 minute'`,
    );
    expect((await c.get('/api/userinfo')).statusCode).toBe(401);
  });
});

describe('alterar minha senha', () => {
  it('checks the confirmation, the current password and then changes it', async () => {
    const c = await t.login(DEMO_CONSULTA);
    const mismatch = await c.patch('/api/userinfo/senha', {
      senha: 'demo1234',
      novaSenha: 'nova12345',
      confNovaSenha: 'outra',
    });
    expect(mismatch.json().entries).toContainEqual({
      field: 'confNovaSenha',
      message: MSG.senhaNaoConfirmada,
    });
    const wrong = await c.patch('/api/userinfo/senha', {
      senha: 'errada',
      novaSenha: 'nova12345',
      confNovaSenha: 'nova12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().entries).toContainEqual({ field: 'senha', message: 'Senha atual incorreta.' });
    const ok = await c.patch('/api/userinfo/senha', {
      senha: 'demo1234',
      novaSenha: 'nova12345',
      confNovaSenha: 'nova12345',
    });
    expect(ok.statusCode).toBe(200);
    await t.login({ cpf: DEMO_CONSULTA.cpf, senha: 'nova12345' });
  });
});
