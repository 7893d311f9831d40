import { RESOURCES, SESSION_COOKIE } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seed } from './db/seed/index.ts';
import { MODULES } from './modules/index.ts';
import { cpfFrom, logCapture } from './test/fixtures.ts';
import {
  clientOf,
  createPersistentTestDatabase,
  createTestApp,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  loginTo,
  type TestApp,
} from './test/harness.ts';

/** The application as a whole: its API description, sessions across restarts, and what it logs. */

let t: TestApp;
const log = logCapture();
beforeAll(async () => {
  // The production logger at its most talkative level, writing here instead of stdout.
  t = await createTestApp({ logLevel: 'trace' }, { logStream: log.stream });
});
afterAll(() => t?.close());

describe('GET /api/docs', () => {
  it('answers an OpenAPI document with the paths of every resource', async () => {
    const res = await t.anonymous().get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Ipê RH API');
    const paths = Object.keys(doc.paths);
    for (const r of RESOURCES) {
      const ops = r.operations ?? ['list', 'get'];
      if (ops.includes('list') || ops.includes('create')) expect(paths).toContain(`/api${r.path}`);
      if ((r.operations ?? ['get']).includes('get')) expect(paths).toContain(`/api${r.path}/{id}`);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/geral/bairros',
        '/api/geral/bairros/{id}',
        '/api/geral/estados/{id}/cidades',
        '/api/login',
      ]),
    );
    expect(paths).not.toContain('/api/docs');
  });

  it('describes the body of a resource with its required fields', async () => {
    const doc = (await t.anonymous().get('/api/docs')).json();
    const post = doc.paths['/api/geral/bairros'].post;
    const schema = post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['nome', 'estadoId', 'cidadeId']);
    expect(schema.properties.nome).toMatchObject({ type: 'string', maxLength: 100 });
    expect(Object.keys(doc.paths['/api/geral/estados'])).toEqual(['get']);
    // Every generic operation says what it does.
    for (const r of RESOURCES)
      for (const path of [`/api${r.path}`, `/api${r.path}/{id}`])
        for (const [method, op] of Object.entries(doc.paths[path] ?? {}))
          expect([path, method, (op as { summary?: string }).summary]).toEqual([
            path,
            method,
            expect.stringMatching(/\S/),
          ]);
    expect(doc.paths['/api/geral/bairros/{id}'].delete.summary).toBe('Remove Bairro');
  });
});

describe('sessions across a restart', () => {
  it('keeps a signed-in user signed in after the server restarts on the same data', async () => {
    const store = await createPersistentTestDatabase();
    const config = { ...loadConfig({}), seedDemo: true, webDist: '/nonexistent' };
    try {
      let database = await store.open();
      await seed(database.db, config, MODULES, () => {});
      let app = await buildApp({ config, database });
      await app.ready();
      const before = await loginTo(app, DEMO_CONSULTA);
      expect((await before.get('/api/userinfo')).json().usuario.nome).toBe(DEMO_CONSULTA.nome);
      const out = await loginTo(app, DEMO_ADMIN);
      expect((await out.post('/api/logout')).statusCode).toBe(200);
      await app.close();
      await database.close();

      database = await store.open();
      await seed(database.db, config, MODULES, () => {}); // a restart seeds nothing twice
      app = await buildApp({ config, database });
      await app.ready();
      try {
        const after = clientOf(app, before.cookie, 1);
        const res = await after.get('/api/userinfo');
        expect(res.statusCode).toBe(200);
        expect(res.json().usuario.nome).toBe(DEMO_CONSULTA.nome);
        expect((await clientOf(app, out.cookie, 1).get('/api/userinfo')).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url: '/api/login/empresas' })).json()).toHaveLength(2);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await store.drop();
    }
  });
});

describe('logs', () => {
  it('never hold a password or the session cookie', async () => {
    log.lines.length = 0;
    const senha = 'Sup3r-Secreta!';
    const admin = await t.login();
    const cpf = cpfFrom(300000001);
    const created = await admin.post('/api/utilitario/usuarios', {
      nome: 'Registrada nos Logs',
      cpf,
      senha,
      empresas: [{ empresaId: 1, perfilId: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const login = await t.anonymous().post('/api/login', { cpf, senha, empresaId: 1 });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value as string;
    expect(token).toBeTruthy();
    const user = clientOf(t.app, token, 1);
    expect((await user.get('/api/userinfo')).statusCode).toBe(200);
    expect(
      (await t.anonymous().post('/api/login', { cpf, senha: `${senha}-errada`, empresaId: 1 })).statusCode,
    ).toBe(401);
    const novaSenha = 'Outra-Secreta-2';
    expect(
      (await user.patch('/api/userinfo/senha', { senha, novaSenha, confNovaSenha: novaSenha })).statusCode,
    ).toBe(200);
    // A body the server cannot parse is not echoed into the log either.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: `{"cpf":"${cpf}","senha":"${senha}"`,
      headers: { 'content-type': 'application/json', 'x-page-path': '/login' },
    });
    expect(bad.statusCode).toBe(400);

    const text = log.text();
    expect(text).toContain('/api/login'); // the requests were logged…
    expect(text).toContain('/api/userinfo/senha');
    for (const secret of [senha, novaSenha, token, admin.cookie as string, DEMO_ADMIN.senha])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text.toLowerCase()).not.toContain(SESSION_COOKIE);
  });
});
