import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../test/harness.ts';
import { cidade, estado } from './geral/schema.ts';
import { usuario } from '../db/schema/index.ts';
import { MODULES } from './index.ts';
import { seed } from '../db/seed/index.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Each test opens a fresh database and runs every migration (on PGlite: initdb included, ~5 s of CPU that
// grows with the migrations); 30 s was reached on a loaded machine.
describe('first start of a production database', { timeout: 60_000 }, () => {
  it('creates the administrator from ADMIN_CPF/ADMIN_PASSWORD and never the demo users', async () => {
    t = await createTestApp({ seedDemo: false, adminCpf: '862.883.667-57', adminPassword: 'Segura#2026' });
    const users = await t.database.db.select({ cpf: usuario.cpf, nome: usuario.nome }).from(usuario);
    expect(users).toEqual([{ cpf: '86288366757', nome: 'Administrador' }]);
    const admin = await t.login({ cpf: '86288366757', senha: 'Segura#2026' });
    const info = (await admin.get('/api/userinfo')).json();
    expect(info.empresa.nome).toBe('Minha Empresa');
    expect(info.authorities).toContain('ROLE_UTI_USUARIOS_EDITAR');
    const demo = await t
      .anonymous()
      .post('/api/login', { cpf: DEMO_ADMIN.cpf, senha: DEMO_ADMIN.senha, empresaId: 1 });
    expect(demo.statusCode).toBe(401);
  });

  // One fresh database for both checks without ADMIN_CPF (a migration from scratch each costs seconds).
  it('creates no user without ADMIN_CPF and says how to create one; seeds the IBGE reference data once', async () => {
    t = await createTestApp({ seedDemo: false, adminCpf: null, adminPassword: null });
    const [{ n }] = await t.database.db.select({ n: count() }).from(usuario);
    expect(n).toBe(0);
    const lines: string[] = [];
    await seed(t.database.db, t.config, MODULES, (m) => lines.push(m));
    expect(lines).toEqual([
      'Banco sem usuários: defina ADMIN_CPF e ADMIN_PASSWORD para criar o primeiro administrador.',
    ]);
    // The reference data, whatever the mode: seeded at the first start, not again by the seed above.
    const [{ ufs }] = await t.database.db.select({ ufs: count() }).from(estado);
    const [{ municipios }] = await t.database.db.select({ municipios: count() }).from(cidade);
    expect([ufs, municipios]).toEqual([27, 5571]);
  });
});
