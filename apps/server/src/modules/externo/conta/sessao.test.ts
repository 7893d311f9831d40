import { CANDIDATO_COOKIE, MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { MSG } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../../db/schema/index.ts';
import { sessaoCandidato } from '../schema.ts';
import { createCandidatoSession, purgeExpiredCandidatoSessions } from './sessoesCandidato.ts';
import { hashToken } from '../../../platform/auth/sessions.ts';
import { criarCandidato, loginCandidato } from '../../../test/candidato.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { clientOf, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof criarCandidato>>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const corpo = (cpf: string, senha: string, empresaId: number | string = 1) =>
  new URLSearchParams({ cpf, senha, empresaId: String(empresaId) }).toString();

beforeAll(async () => {
  t = await createTestApp();
  ana = await criarCandidato(t, {
    nome: 'Ana Candidata de Teste da Silva',
    cpf: cpfFrom(700100200),
    senha: 'senha-ana',
  });
});
afterAll(() => t.close());

describe('POST /api/externo/login', () => {
  it('logs in with a form-encoded body, sets only the candidate cookie and echoes solicitacaoId', async () => {
    const res = await t
      .anonymous()
      .post('/api/externo/login?solicitacaoId=42', corpo(ana.cpf, 'senha-ana'), form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, candidatoId: ana.id, solicitacaoId: 42 });
    const cookies = res.cookies.map((c) => c.name);
    expect(cookies).toEqual([CANDIDATO_COOKIE]);
    expect(res.cookies[0].httpOnly).toBe(true);
  });

  it('answers one generic message for a wrong password, an unknown CPF or another company', async () => {
    const a = t.anonymous();
    const respostas = await Promise.all([
      a.post('/api/externo/login', corpo(ana.cpf, 'errada'), form),
      a.post('/api/externo/login', corpo(cpfFrom(700100999), 'senha-ana'), form),
      a.post('/api/externo/login', corpo(ana.cpf, 'senha-ana', 2), form),
    ]);
    for (const res of respostas) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG_CONTA.loginInvalido);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses a non-numeric empresaId with its pt-BR message', async () => {
    const res = await t.anonymous().post('/api/externo/login', corpo(ana.cpf, 'senha-ana', '12a'), form);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.empresaIdInvalido);
  });
});

describe('GET /api/externo/userinfo', () => {
  it('describes the candidate, the company colours and the policy flags', async () => {
    const c = await loginCandidato(t, ana);
    const res = await c.get('/api/externo/userinfo');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.candidato).toEqual({ id: ana.id, nome: 'Ana Candidata de Teste da Silva' });
    expect(info.empresa).toMatchObject({ id: 1, nome: 'Ipê Demonstração Ltda' });
    expect(info.empresa).toHaveProperty('corPrincipal');
    expect(info.exigirAceitePsi).toBe(true);
    expect(info.aceitoPoliticaSeguranca).toBe(false);
    expect(info.politicaSeguranca).toEqual(expect.any(String));
    expect(new Date(info.horaExpiracao).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 401 without a candidate session', async () => {
    expect((await t.anonymous().get('/api/externo/userinfo')).statusCode).toBe(401);
  });
});

describe('separate sessions', () => {
  it('an internal session cannot call a candidate route', async () => {
    const rh = await t.login();
    expect((await rh.get('/api/externo/userinfo')).statusCode).toBe(401);
    // Even with the internal token sent under the candidate cookie's name.
    const disfarcado = clientOf(t.app, rh.cookie, 1, CANDIDATO_COOKIE);
    expect((await disfarcado.get('/api/externo/userinfo')).statusCode).toBe(401);
  });

  it('a candidate session cannot call an internal route', async () => {
    const c = await loginCandidato(t, ana);
    expect((await c.get('/api/userinfo')).statusCode).toBe(401);
    expect((await c.get('/api/captacao/candidatos')).statusCode).toBe(401);
    expect((await c.get(`/api/captacao/candidatos/${ana.id}`)).statusCode).toBe(401);
    // Even with the candidate token sent under the internal cookie's name.
    const disfarcado = clientOf(t.app, c.cookie, 1);
    expect((await disfarcado.get('/api/userinfo')).statusCode).toBe(401);
  });
});

describe('POST /api/externo/userinfo/logout', () => {
  it('ends the session: the same cookie no longer passes', async () => {
    const c = await loginCandidato(t, ana);
    const res = await c.post('/api/externo/userinfo/logout');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((k) => k.name === CANDIDATO_COOKIE)?.value).toBe('');
    expect((await c.get('/api/externo/userinfo')).statusCode).toBe(401);
  });
});

describe('company branding (public)', () => {
  it('answers name and colours, and 404 for the logo of a company without one', async () => {
    await t.database.db.update(empresa).set({ logo: null }).where(eq(empresa.id, 2));
    const res = await t.anonymous().get('/api/externo/empresas/2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, logoUrl: null });
    expect((await t.anonymous().get('/api/externo/empresas/2/logo')).statusCode).toBe(404);
    expect((await t.anonymous().get('/api/externo/empresas/999')).statusCode).toBe(404);
  });
});

describe('demo candidates', () => {
  it('the first demo candidates log in with the documented password', async () => {
    const { candidato } = await import('../../captacao/schema.ts');
    const { asc } = await import('drizzle-orm');
    const { DEMO_CANDIDATO_SENHA } = await import('../../../test/candidato.ts');
    const [primeiro] = await t.database.db
      .select({ cpf: candidato.cpf })
      .from(candidato)
      .where(eq(candidato.empresaId, 1))
      .orderBy(asc(candidato.id))
      .limit(1);
    const c = await loginCandidato(t, { cpf: primeiro.cpf as string, senha: DEMO_CANDIDATO_SENHA });
    expect((await c.get('/api/externo/userinfo')).statusCode).toBe(200);
  });
});

describe('purgeExpiredCandidatoSessions (run every 10 minutes by the server)', () => {
  it('deletes expired candidate sessions and keeps the live ones', async () => {
    const db = t.database.db;
    const viva = await createCandidatoSession(db, ana.id, 1, 30);
    const vencida = await createCandidatoSession(db, ana.id, 1, 30);
    await db
      .update(sessaoCandidato)
      .set({ expiraEm: new Date(Date.now() - 60_000) })
      .where(eq(sessaoCandidato.tokenHash, hashToken(vencida.token)));
    await purgeExpiredCandidatoSessions(db);
    const restantes = await db.select({ h: sessaoCandidato.tokenHash }).from(sessaoCandidato);
    const hashes = restantes.map((r) => r.h);
    expect(hashes).toContain(hashToken(viva.token));
    expect(hashes).not.toContain(hashToken(vencida.token));
  });
});
