import { describe, expect, it } from 'vitest';
import { browserSuite } from './suite.ts';

const s = browserSuite({ name: 'harness' });

describe('production build served by the server', () => {
  it('answers the single-page app for any path and the API under /api', async () => {
    const { page } = await s.open();
    const res = await page.goto(`${s.url}/qualquer/caminho`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('Ipê RH');
    const api = await fetch(`${s.url}/api/nao-existe`);
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe('O recurso solicitado não foi encontrado.');
  });
});
