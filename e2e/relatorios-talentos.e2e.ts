import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL } from './suite.ts';
import { DEMO_ADMIN } from './support.ts';

/**
 * Two talent reports of Cargos & Salários on the demo (the API tests cover every report's rules and
 * content): Promoções refuses without an establishment and downloads its PDF; Últimas Promoções its XLSX.
 */
const s = browserSuite({ name: 'relatorios-talentos' });

const hoje = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

async function baixar(page: Page, botao: string): Promise<{ nome: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: botao, exact: true }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return { nome: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

const descricao = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((d) => (d ? (document.getElementById(d)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

async function primeiroEstabelecimento(page: Page) {
  await page.locator('.p-multiselect', { has: page.locator('#estabelecimentosIds') }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
}

describe('talent reports, end to end', () => {
  it('promoções: an establishment is required, then the PDF; últimas promoções: the XLSX', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await s.openAs(DEMO_ADMIN, '/cargo-salario/relatorios/promocoes');
    await page.getByRole('heading', { name: 'Promoções', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => descricao(page, 'estabelecimentosIds'), POLL)
      .toBe('Selecione ao menos um Estabelecimento');
    await primeiroEstabelecimento(page);
    // The demo's histories span ten years: a long period surely holds promotions.
    await page.locator('#dataIni').fill('01/01/2015');
    await page.locator('#dataIni').press('Tab');
    const pdf = await baixar(page, 'Relatório');
    expect(pdf.nome).toBe(`promocoes-${hoje()}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const ultimas = await context.newPage();
    await ultimas.goto(`${s.url}/cargo-salario/relatorios/ultimas-promocoes`);
    await ultimas.getByRole('heading', { name: 'Últimas Promoções', level: 1 }).waitFor();
    await primeiroEstabelecimento(ultimas);
    const xlsx = await baixar(ultimas, 'Exportar para XLS');
    expect(xlsx.nome).toBe(`ultimas-promocoes-${hoje()}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const planilha = wb.worksheets[0];
    expect(planilha.getRow(1).getCell(1).text).toBe('Área Organizacional');
    expect(planilha.getRow(1).getCell(9).text).toBe('Meses sem promoção');
    expect(planilha.rowCount).toBeGreaterThan(2);
  });
});
