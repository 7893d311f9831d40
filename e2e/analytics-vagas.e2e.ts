import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'analytics-vagas' });

async function screenshot(page: Page, nome: string) {
  await page.getByText('Carregando...').waitFor({ state: 'hidden' });
  // The charts animate (the funnel for 500 ms): let them end so the picture shows them drawn.
  await page.waitForTimeout(900);
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `analytics-vagas-${nome}.png`),
    fullPage: true,
  });
}

const indicador = (page: Page, rotulo: string) =>
  page.getByRole('region', { name: rotulo, exact: true }).locator('strong');

describe('vacancy dashboard, end to end', () => {
  it('opens from the menu on the demo data, filters by area and prints with the header', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    // The menu search finds it (Recrutamento & Seleção › Indicadores › Analytics de Vagas).
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Pesquisar Menu' })
      .fill('analytics de vagas');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: /Analytics de Vagas/ })
      .click();
    await page.getByRole('heading', { name: 'Analytics de Vagas', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/analytics/vagas');

    // The demo: candidates in several requisitions, hires, open vacancies in several areas.
    const candidaturas = indicador(page, 'Candidaturas');
    await expect
      .poll(async () => Number((await candidaturas.textContent())?.replace(/\./g, '')), POLL)
      .toBeGreaterThan(20);
    const funil = page.getByRole('img', { name: /^Funil do processo seletivo: Inscritos/ });
    await funil.waitFor();
    expect(await funil.getAttribute('aria-label')).toMatch(/Triagem de currículos \d+; .*Contratados [1-9]/);
    await page.getByRole('img', { name: /^Vagas abertas por área organizacional: / }).waitFor();
    await page.getByRole('img', { name: /^Como os candidatos ficaram sabendo da vaga: / }).waitFor();
    await page.getByRole('img', { name: /^Candidaturas por mês: / }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'desktop');

    // The help tooltip explains the formula.
    await page.getByRole('button', { name: /^Como é calculado: Tempo médio de preenchimento/ }).hover();
    await page.locator('.p-tooltip').filter({ hasText: 'Média, por solicitação' }).waitFor();

    // Filter by the area with the most open vacancies: the figures follow, and the filters are listed.
    const area = (await page
      .getByRole('img', { name: /^Vagas abertas por área organizacional: / })
      .getAttribute('aria-label'))!
      .replace(/^[^:]+: /, '')
      .split(';')[0]
      .replace(/ \d+$/, '');
    const antes = await candidaturas.textContent();
    await page.locator('.p-multiselect', { has: page.locator('#analytics-areasIds') }).click();
    await page.getByRole('option', { name: area, exact: true }).click();
    // Escape closes the panel once its focus handling has run: an Escape sent sooner is lost, so retry.
    const painel = page.locator('.p-multiselect-panel');
    for (let i = 0; i < 5 && (await painel.count()) > 0; i++) {
      await page.keyboard.press('Escape');
      await painel.waitFor({ state: 'detached', timeout: 2_000 }).catch(() => {});
    }
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText(new RegExp(`Áreas: ${area}$`)).waitFor();
    await page
      .getByRole('img', { name: new RegExp(`^Vagas abertas por área organizacional: ${area} \\d+$`) })
      .waitFor();
    expect(Number((await candidaturas.textContent())?.replace(/\./g, ''))).toBeLessThanOrEqual(
      Number(antes?.replace(/\./g, '')),
    );

    // A period without requisitions: every chart says so.
    const inicio = page.locator('#analytics-periodo-inicio');
    const fim = page.locator('#analytics-periodo-fim');
    await inicio.fill('01/01/2001');
    await fim.fill('31/12/2001');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.getByText('Não existem dados para o gráfico.').count(), POLL).toBe(5);

    // Back to the default, printed: the header shows when, who and which company; no menu or filter.
    await page.getByRole('button', { name: 'Limpar' }).click();
    await funil.waitFor();
    await page.emulateMedia({ media: 'print' });
    const cabecalho = page.getByTestId('cabecalho-impressao');
    expect(await cabecalho.isVisible()).toBe(true);
    expect(await cabecalho.textContent()).toMatch(
      new RegExp(`^Impresso em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} por ${DEMO_ADMIN.nome} · .+`),
    );
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Pesquisar' }).isVisible()).toBe(false);
    await screenshot(page, 'impressao');
    await page.emulateMedia({ media: 'screen' });
    expect(await cabecalho.isVisible()).toBe(false);
  });

  it('fits a 390 px phone', { timeout: 120_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/analytics/vagas', { width: 390, height: 844 });
    await page.getByRole('img', { name: /^Funil do processo seletivo: Inscritos/ }).waitFor();
    // Nothing wider than the screen: no horizontal scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'mobile');
  });
});
