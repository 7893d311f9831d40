import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support.ts';

const server = { url: inject('serverUrl') };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('production build served by the server', () => {
  it('answers the single-page app for any path and the API under /api', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto(`${server.url}/qualquer/caminho`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain('Ipê RH');
    const api = await fetch(`${server.url}/api/nao-existe`);
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe('O recurso solicitado não foi encontrado.');
    await context.close();
  });
});
