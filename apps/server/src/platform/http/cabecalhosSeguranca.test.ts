import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('every kind of answer carries them: a public call, a refused call, an unknown path', async () => {
    const respostas = [
      await t.anonymous().get('/api/login/empresas'),
      await t.anonymous().get('/api/userinfo'),
      await t.anonymous().get('/api/nao-existe'),
    ];
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const r of respostas) {
      const csp = r.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});
