import { ERROR_CODES, MSG } from '@ipe/domain';
import { MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.ts';
import { criarCandidato } from '../../test/candidato.ts';
import { desafioFacil, resolverCaptcha } from '../../test/captcha.ts';
import { cpfFrom } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';

/**
 * The login guard of both logins (internal and candidate area), played as an attacker: a new
 * X-Forwarded-For on each try, guesses spread over many addresses, 60 parallel tries, and the captcha
 * after a few failures of a CPF.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded' };
type Tentativa = { cpf: string; senha: string; captcha?: string; headers?: Record<string, string> };

/** One login try on the internal (JSON) or the candidate (form-encoded) login. */
function entrar(c: Client, area: 'interno' | 'externo', p: Tentativa) {
  const { cpf, senha, captcha, headers = {} } = p;
  if (area === 'interno')
    return c.post('/api/login', { cpf, senha, empresaId: 1, ...(captcha ? { captcha } : {}) }, headers);
  const corpo = new URLSearchParams({ cpf, senha, empresaId: '1', ...(captcha ? { captcha } : {}) });
  return c.post('/api/externo/login', corpo.toString(), { ...form, ...headers });
}

function contar(statuses: number[]) {
  const m: Record<number, number> = {};
  for (const s of statuses) m[s] = (m[s] ?? 0) + 1;
  return m;
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy header unless configured: hops or a list of addresses/CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});

describe('without TRUST_PROXY (captcha off to reach the limits)', () => {
  let t: TestApp;
  let candidatoCpf: string;
  beforeAll(async () => {
    t = await createTestApp({ loginCaptchaAfter: 1000 });
    candidatoCpf = (await criarCandidato(t, { cpf: cpfFrom(700300400), senha: 'certa-1' })).cpf;
  });
  afterAll(() => t.close());

  for (const area of ['interno', 'externo'] as const)
    it(`${area}: a new X-Forwarded-For on each try does not reset the limit`, async () => {
      const cpf = area === 'interno' ? cpfFrom(700300500) : candidatoCpf;
      const a = t.anonymous();
      const statuses: number[] = [];
      for (let i = 0; i < t.config.loginMaxAttempts + 2; i++) {
        const res = await entrar(a, area, {
          cpf,
          senha: 'x',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, t.config.loginMaxAttempts).every((s) => s === 401)).toBe(true);
      const res = await entrar(a, area, { cpf, senha: 'x', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.muitasTentativas);
      // The rightful owner from the same address waits too; the internal and candidate logins are apart.
      const outra = area === 'interno' ? 'externo' : 'interno';
      expect((await entrar(a, outra, { cpf, senha: 'x' })).statusCode).toBe(401);
    });

  it('60 parallel wrong logins from one address: only the limit is evaluated, the rest is 429', async () => {
    const cpf = cpfFrom(700300600);
    const a = t.anonymous();
    const res = await Promise.all(
      Array.from({ length: 60 }, () => entrar(a, 'interno', { cpf, senha: 'x' })),
    );
    expect(contar(res.map((r) => r.statusCode))).toEqual({
      401: t.config.loginMaxAttempts,
      429: 60 - t.config.loginMaxAttempts,
    });
  });

  it('a right password clears the address failures', async () => {
    const a = t.anonymous();
    for (let i = 0; i < t.config.loginMaxAttempts - 1; i++)
      expect((await entrar(a, 'interno', { cpf: DEMO_ADMIN.cpf, senha: 'x' })).statusCode).toBe(401);
    expect((await entrar(a, 'interno', DEMO_ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < t.config.loginMaxAttempts; i++)
      expect((await entrar(a, 'interno', { cpf: DEMO_ADMIN.cpf, senha: 'x' })).statusCode).toBe(401);
    expect((await entrar(a, 'interno', DEMO_ADMIN)).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY=1: guesses spread over many addresses', () => {
  let t: TestApp;
  let candidatoCpf: string;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1, loginCaptchaAfter: 1000 });
    candidatoCpf = (await criarCandidato(t, { cpf: cpfFrom(700300700), senha: 'certa-1' })).cpf;
  });
  afterAll(() => t.close());

  for (const area of ['interno', 'externo'] as const)
    it(`${area}: each address has its limit, and the CPF has one across all of them`, async () => {
      const cpf = area === 'interno' ? cpfFrom(700300800) : candidatoCpf;
      const a = t.anonymous();
      const { loginMaxAttempts: porIp, loginMaxAttemptsCpf: porCpf } = t.config;
      const xff = (i: number) => ({ 'x-forwarded-for': `203.0.113.${Math.floor(i / porIp)}` });
      for (let i = 0; i < porCpf; i++)
        expect((await entrar(a, area, { cpf, senha: 'x', headers: xff(i) })).statusCode).toBe(401);
      const res = await entrar(a, area, { cpf, senha: 'x', headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MSG.muitasTentativas);
    });
});

describe('captcha after a few failed logins of a CPF', () => {
  let t: TestApp;
  let candidatoCpf: string;
  beforeAll(async () => {
    t = await createTestApp();
    candidatoCpf = (await criarCandidato(t, { cpf: cpfFrom(700300900), senha: 'certa-1' })).cpf;
  });
  afterAll(() => t.close());

  for (const area of ['interno', 'externo'] as const)
    it(`${area}: from the third failure the login asks for the captcha and refuses without it`, async () => {
      const cpf = area === 'interno' ? DEMO_ADMIN.cpf : candidatoCpf;
      const senha = area === 'interno' ? DEMO_ADMIN.senha : 'certa-1';
      const generica = area === 'interno' ? MSG.loginInvalido : MSG_CONTA.loginInvalido;
      const a = t.anonymous();
      expect(t.config.loginCaptchaAfter).toBe(3);
      const r1 = await entrar(a, area, { cpf, senha: 'x' });
      expect(r1.statusCode).toBe(401);
      expect(r1.json().entries).toBeUndefined();
      await entrar(a, area, { cpf, senha: 'x' });
      // The third failure: the same message, and the page learns it must show the captcha.
      const r3 = await entrar(a, area, { cpf, senha: 'x' });
      expect(r3.statusCode).toBe(401);
      expect(r3.json()).toMatchObject({ message: generica, entries: [{ field: 'captcha' }] });
      // Without the captcha, even the right password is refused, not evaluated.
      const sem = await entrar(a, area, { cpf, senha });
      expect(sem.statusCode).toBe(400);
      expect(sem.json()).toMatchObject({
        code: ERROR_CODES.captchaObrigatorio,
        message: MSG.captchaLogin,
        entries: [{ field: 'captcha', message: MSG.captchaNaoConfirmado }],
      });
      expect((await entrar(a, area, { cpf, senha, captcha: 'bogus' })).statusCode).toBe(400);
      // With a solved captcha the password is checked again; a solution serves once.
      const usado = await resolverCaptcha(await desafioFacil(t.database.db));
      expect((await entrar(a, area, { cpf, senha: 'x', captcha: usado })).statusCode).toBe(401);
      expect((await entrar(a, area, { cpf, senha, captcha: usado })).statusCode).toBe(400);
      const captcha = await resolverCaptcha(await desafioFacil(t.database.db));
      expect((await entrar(a, area, { cpf, senha, captcha })).statusCode).toBe(200);
      // The owner got in: the CPF starts over, without the captcha.
      expect((await entrar(a, area, { cpf, senha })).statusCode).toBe(200);
    });

  it('60 parallel wrong logins: only the failures before the captcha are evaluated', async () => {
    const cpf = cpfFrom(700301000);
    const a = t.anonymous();
    const res = await Promise.all(
      Array.from({ length: 60 }, () => entrar(a, 'externo', { cpf, senha: 'x' })),
    );
    expect(contar(res.map((r) => r.statusCode))).toEqual({ 401: 3, 400: 57 });
  });
});
