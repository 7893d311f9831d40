import { MSG } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaUsado, segredoInstalacao } from '../../db/schema/index.ts';
import { desafioFacil, resolverCaptcha as resolver } from '../../test/captcha.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { exigirCaptcha, verificarCaptcha } from './index.ts';

/** The self-hosted proof-of-work captcha (ALTCHA): challenge route, verification, replay and expiry. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/captcha/desafio', () => {
  it('answers a signed challenge to anyone, expiring in 10 minutes, never cached', async () => {
    const res = await t.anonymous().get('/api/captcha/desafio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The widget solves in web workers created from blob: URLs; the page's CSP must allow them.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    const d = res.json();
    expect(d.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(d.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const faltam = d.parameters.expiresAt * 1000 - Date.now();
    expect(faltam).toBeGreaterThan(9 * 60_000);
    expect(faltam).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('verificarCaptcha', () => {
  it('accepts a right solution once and refuses its replay', async () => {
    const desafio = (await t.anonymous().get('/api/captcha/desafio')).json();
    const payload = await resolver(desafio);
    expect(await verificarCaptcha(t.database.db, payload)).toBe(true);
    expect(await verificarCaptcha(t.database.db, payload)).toBe(false);
    const usados = await t.database.db.select().from(captchaUsado);
    expect(usados.map((u) => u.assinatura)).toContain(desafio.signature);
  });

  it('refuses missing, malformed and wrong solutions', async () => {
    const db = t.database.db;
    expect(await verificarCaptcha(db, null)).toBe(false);
    expect(await verificarCaptcha(db, '')).toBe(false);
    expect(await verificarCaptcha(db, 'não é base64 {')).toBe(false);
    expect(await verificarCaptcha(db, Buffer.from('{"a":1}').toString('base64'))).toBe(false);
    const desafio = await desafioFacil(db);
    const certo = JSON.parse(Buffer.from(await resolver(desafio), 'base64').toString());
    // The proof is the derived key: any other key (one hex digit changed) is a wrong solution.
    const k: string = certo.solution.derivedKey;
    const outraChave = `${k.slice(0, -1)}${k.endsWith('0') ? '1' : '0'}`;
    const errado = { ...certo, solution: { ...certo.solution, derivedKey: outraChave } };
    expect(await verificarCaptcha(db, Buffer.from(JSON.stringify(errado)).toString('base64'))).toBe(false);
    // A tampered challenge (a longer expiry) breaks the signature.
    const adulterado = {
      ...certo,
      challenge: {
        ...certo.challenge,
        parameters: { ...certo.challenge.parameters, expiresAt: certo.challenge.parameters.expiresAt + 3600 },
      },
    };
    expect(await verificarCaptcha(db, Buffer.from(JSON.stringify(adulterado)).toString('base64'))).toBe(
      false,
    );
    await expect(exigirCaptcha(db, null)).rejects.toMatchObject({
      status: 400,
      code: 'CAPTCHA_INVALIDO',
      message: MSG.captchaNaoConfirmado,
    });
  });

  it('refuses a solved challenge that has expired', async () => {
    const desafio = await desafioFacil(t.database.db, new Date(Date.now() + 1500));
    const payload = await resolver(desafio);
    await new Promise((r) =>
      setTimeout(r, Math.max(0, desafio.parameters.expiresAt! * 1000 - Date.now() + 50)),
    );
    expect(await verificarCaptcha(t.database.db, payload)).toBe(false);
  });

  it('purges used challenges once expired', async () => {
    await t.database.db
      .insert(captchaUsado)
      .values({ assinatura: 'velha', expiraEm: new Date(Date.now() - 1000) });
    const payload = await resolver(await desafioFacil(t.database.db));
    expect(await verificarCaptcha(t.database.db, payload)).toBe(true);
    const velhas = await t.database.db
      .select()
      .from(captchaUsado)
      .where(eq(captchaUsado.assinatura, 'velha'));
    expect(velhas).toHaveLength(0);
  });

  it('keeps one generated HMAC key for the installation', async () => {
    const rows = await t.database.db.select().from(segredoInstalacao);
    expect(rows).toHaveLength(1);
    expect(rows[0].valor).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('CAPTCHA_HMAC_KEY', () => {
  it('signs with the key of the environment: challenges of another key are refused', async () => {
    const outro = await createTestApp({ captchaHmacKey: 'chave-de-teste-do-ambiente' });
    try {
      const desafio = (await outro.anonymous().get('/api/captcha/desafio')).json();
      const payload = await resolver(desafio);
      // Signed with the environment's key: the installation with a generated key refuses it.
      expect(await verificarCaptcha(t.database.db, payload)).toBe(false);
      expect(await verificarCaptcha(outro.database.db, payload)).toBe(true);
    } finally {
      await outro.close();
    }
  });
});
