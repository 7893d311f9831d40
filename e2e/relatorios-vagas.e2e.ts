import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

/**
 * The vacancy reports' screens (divulgacao-vaga, vaga-motivo, duracao-vaga, cargo): each rule of the
 * filter on the screen with the shared schema's message, real downloads over the demo data, and a
 * picture of each screen at desktop and phone width.
 */
const s = browserSuite({ name: 'relatorios-vagas' });

const hoje = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

async function fotografar(page: Page, nome: string) {
  await page.getByText('Carregando...').waitFor({ state: 'hidden' });
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `relatorios-vagas-${nome}.png`),
    fullPage: true,
  });
}

/** Clicks a button and answers the download's file name and bytes. */
async function baixar(page: Page, botao: string): Promise<{ nome: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: botao, exact: true }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  const arquivo = await download.path();
  return { nome: download.suggestedFilename(), bytes: fs.readFileSync(arquivo) };
}

/** The text of the elements that describe a field (its error message). */
const descricao = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((d) => (d ? (document.getElementById(d)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

async function recusado(page: Page) {
  await page.getByRole('button', { name: 'Relatório', exact: true }).click();
  const alerta = dialogWith(page, 'Preencha os campos indicados');
  await alerta.getByRole('button', { name: 'OK' }).click();
  await alerta.waitFor({ state: 'hidden' });
}

describe('vacancy reports, end to end', () => {
  it('vagas por motivo: the year rule, then the PDF of the current year', { timeout: 180_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('vagas por motivo');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: /Relatórios > Vagas por Motivo/ })
      .click();
    await page.getByRole('heading', { name: 'Vagas por Motivo', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/captacao/relatorios/vaga-motivo');
    const ano = page.locator('#ano');
    expect(await ano.inputValue()).toBe(String(new Date().getFullYear()));

    await ano.fill('1899');
    await ano.press('Tab');
    await recusado(page);
    await expect
      .poll(() => descricao(page, 'ano'), POLL)
      .toBe(`Ano deve estar entre 1900 e ${new Date().getFullYear()}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fotografar(page, 'vaga-motivo-erro');

    await ano.fill(String(new Date().getFullYear()));
    await ano.press('Tab');
    const pdf = await baixar(page, 'Relatório');
    expect(pdf.nome).toBe(`vaga-motivo-${hoje()}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await fotografar(page, 'vaga-motivo');
  });

  it('divulgação: the XLSX of the demo per source; the period rule', { timeout: 180_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/divulgacao-vaga');
    await page.getByRole('heading', { name: 'Divulgação de Vagas', level: 1 }).waitFor();
    await page.locator('#dataIni').fill('01/01/2020');
    await page.locator('#dataIni').press('Tab');
    await fotografar(page, 'divulgacao-vaga');
    const xlsx = await baixar(page, 'Exportar para XLS');
    expect(xlsx.nome).toBe(`divulgacao-vaga-${hoje()}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).text).toBe('Como ficou sabendo da vaga');
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(2);

    await page.locator('#dataFim').fill('01/01/2019');
    await page.locator('#dataFim').press('Tab');
    await recusado(page);
    await expect.poll(() => descricao(page, 'dataFim'), POLL).toBe('Data final inferior a data inicial.');
  });

  it('duração: the PDF of the current year', { timeout: 120_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/duracao-vaga');
    await page.getByRole('heading', { name: 'Duração das Vagas', level: 1 }).waitFor();
    expect(await page.locator('#dataIni').inputValue()).toBe(`01/01/${new Date().getFullYear()}`);
    await fotografar(page, 'duracao-vaga');
    expect((await baixar(page, 'Relatório')).nome).toBe(`duracao-vaga-${hoje()}.pdf`);
  });

  it('cargos: at least one area, or one occupational group; the phone layout', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/cargo');
    await page.getByRole('heading', { name: 'Cargos', level: 1 }).waitFor();
    await recusado(page);
    await expect
      .poll(() => descricao(page, 'areasIds'), POLL)
      .toBe('Selecione ao menos uma Área Organizacional');
    await fotografar(page, 'cargo-erro');

    await page.getByRole('radio', { name: 'Grupo Ocupacional' }).click();
    await recusado(page);
    await expect
      .poll(() => descricao(page, 'gruposOcupacionaisIds'), POLL)
      .toBe('Selecione ao menos um Grupo Ocupacional');
    await page.locator('.p-multiselect', { has: page.locator('#gruposOcupacionaisIds') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
    await fotografar(page, 'cargo');
    expect((await baixar(page, 'Relatório')).nome).toBe(`cargo-${hoje()}.pdf`);

    // The phone: another tab of the same session, loaded at 390 px.
    const celular = await page.context().newPage();
    await celular.setViewportSize({ width: 390, height: 844 });
    await celular.goto(`${s.url}/captacao/relatorios/cargo`);
    await celular.getByRole('heading', { name: 'Cargos', level: 1 }).waitFor();
    expect(await celular.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fotografar(celular, 'cargo-390');
  });

  it('the other three screens fit a 390 px phone', { timeout: 120_000 }, async () => {
    // One login; a tab per screen, left open so the automatic accessibility check sees each one.
    const { context, page: primeira } = await s.signedIn(DEMO_ADMIN, { width: 390, height: 844 });
    for (const [i, [rota, titulo]] of [
      ['divulgacao-vaga', 'Divulgação de Vagas'],
      ['vaga-motivo', 'Vagas por Motivo'],
      ['duracao-vaga', 'Duração das Vagas'],
    ].entries()) {
      const page = i === 0 ? primeira : await context.newPage();
      await page.goto(`${s.url}/captacao/relatorios/${rota}`);
      await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Relatório', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await fotografar(page, `${rota}-390`);
    }
  });
});
