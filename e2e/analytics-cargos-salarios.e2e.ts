import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, type RunningServer, startServer } from './support.ts';

// Its own server on a copy of the seeded demo: the test reads the demo's area tree, and other files on the
// shared worker server add top-level areas (areas.e2e.ts moves one to the root), which changes the chart's
// first level (it opens on the board's children only while the board is the single top area).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { fromDataDir: inject('seededDataDir') });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});
const s = browserSuite({ name: 'analytics-cargos-salarios', url: () => server.url });

describe('positions-and-salaries dashboard, end to end', () => {
  it('shows the demo payroll by area and drills into an area’s children', { timeout: 60_000 }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    await page.goto(`${s.url}/analytics/cargos-salarios`);
    await page.getByRole('heading', { name: 'Analytics de Cargos e Salários', level: 1 }).waitFor();
    const talentos = page.getByRole('region', { name: 'Talentos na folha', exact: true }).locator('strong');
    await expect
      .poll(async () => Number((await talentos.textContent())?.replace(/\./g, '')), POLL)
      .toBeGreaterThan(50);
    const folha = page.getByRole('img', { name: /^Folha salarial por área organizacional: / });
    await folha.waitFor();
    await page.getByRole('img', { name: /^Promoções horizontais por área organizacional: / }).waitFor();
    await page.getByRole('img', { name: /^Promoções verticais por área organizacional: / }).waitFor();
    await page.getByRole('img', { name: /^Salário médio × ponto médio das faixas por cargo: / }).waitFor();

    // The demo's board is the only top area: the chart opens on its children. Comercial drills down.
    const cartao = page.getByRole('region', { name: 'Folha salarial por área organizacional' });
    await cartao.getByRole('button', { name: 'Ver áreas filhas de Comercial' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('img', { name: /^Comercial: / }).waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'analytics-cargos-salarios-detalhe.png'),
      fullPage: true,
    });
    // Down to a child without children: the spec's message, and back.
    await dialogo
      .getByRole('button', { name: /^Ver áreas filhas de (Vendas|Marketing)$/ })
      .first()
      .click();
    await dialogo.getByText('Área Organizacional não possui área filha.').waitFor();
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
    await dialogo.getByRole('img', { name: /^Comercial: / }).waitFor();
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await dialogo.waitFor({ state: 'detached' });
  });
});
