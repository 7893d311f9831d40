import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { perfil } from '../../db/schema/index.ts';
import { cpfFrom } from '../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { SESSION_CACHE_MS } from './sessions.ts';

// The session lookup is cached for SESSION_CACHE_MS (sessions.ts): these tests play the user whose power
// was just taken away and check that the cache never lets them keep it.
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

let seq = 0;
/** A user whose profile reads bairros, logged in and with its session already cached. */
async function usuarioComBairros() {
  seq++;
  const p = await admin.post('/api/utilitario/perfis', {
    nome: `Leitor de Bairros ${seq}`,
    authorities: ['ROLE_GERAL_BAIRROS'],
  });
  expect(p.statusCode, p.body).toBe(201);
  const cpf = cpfFrom(100000700 + seq);
  const u = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário do Cache ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId: 1, perfilId: p.json().id }],
  });
  expect(u.statusCode, u.body).toBe(201);
  const user = await t.login({ cpf, senha: 'segredo123' });
  expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
  return { user, perfilId: p.json().id as number, usuarioId: u.json().id as number, cpf };
}

describe('session cache', () => {
  it('an authority removed through the API is refused on the very next request', async () => {
    const { user, perfilId } = await usuarioComBairros();
    const res = await admin.put(`/api/utilitario/perfis/${perfilId}`, {
      nome: 'Sem Bairros',
      authorities: ['ROLE_UTI_PERFIS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(403);
  });

  it('a user deactivated through the API is out on the very next request', async () => {
    const { user, usuarioId, cpf } = await usuarioComBairros();
    const res = await admin.put(`/api/utilitario/usuarios/${usuarioId}`, {
      nome: `Usuário do Cache ${seq}`,
      cpf,
      ativo: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(401);
  });

  it('a logout ends the session at once, even for a copy of its cookie', async () => {
    const { user } = await usuarioComBairros();
    expect((await user.post('/api/logout')).statusCode).toBeLessThan(300);
    expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(401);
  });

  it('a change written by another server process reaches the session within SESSION_CACHE_MS', async () => {
    const { user, perfilId } = await usuarioComBairros();
    vi.useFakeTimers({ toFake: ['Date'] });
    await t.database.db.update(perfil).set({ authorities: [] }).where(eq(perfil.id, perfilId));
    // Still served from the cache: this process did not make the change.
    expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    expect((await user.get('/api/geral/bairros?page=0')).statusCode).toBe(403);
  });
});
