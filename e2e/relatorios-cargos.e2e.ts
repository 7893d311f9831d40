import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL } from './suite.ts';
import { DEMO_ADMIN } from './support.ts';

/**
 * Two position-and-salary reports on the demo (the API tests cover every report's rules and content):
 * Talentos por Cargo refuses without an establishment and a position, then downloads its PDF with salaries;
 * Análise das Tabelas Salariais shows its preview on the screen and downloads its XLSX.
 */
const s = browserSuite({ name: 'relatorios-cargos' });

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

/** Picks the first option of a multiselect field. */
async function primeiro(page: Page, id: string) {
  await page.locator('.p-multiselect', { has: page.locator(`#${id}`) }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
}

describe('position-and-salary reports, end to end', () => {
  it('talentos por cargo: establishment and position required, then the PDF; análise: preview and XLSX', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await s.openAs(DEMO_ADMIN, '/cargo-salario/relatorios/talentos-cargos');
    await page.getByRole('heading', { name: 'Talentos por Cargo', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    await dialogWith(page, 'Preencha os campos indicados').getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => descricao(page, 'estabelecimentosIds'), POLL)
      .toBe('Selecione ao menos um Estabelecimento');
    expect(await descricao(page, 'cargosIds')).toBe('Selecione ao menos um Cargo');
    await primeiro(page, 'estabelecimentosIds');
    await primeiro(page, 'cargosIds');
    await page.locator('#exibirSalario').check();
    const pdf = await baixar(page, 'Relatório');
    expect(pdf.nome).toBe(`talentos-cargos-${hoje()}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const analise = await context.newPage();
    await analise.goto(`${s.url}/cargo-salario/relatorios/analise-tabelas-salariais`);
    await analise.getByRole('heading', { name: 'Análise das Tabelas Salariais', level: 1 }).waitFor();
    await primeiro(analise, 'estabelecimentosIds');
    await primeiro(analise, 'cargosIds');
    await analise.getByRole('button', { name: 'Prévia', exact: true }).click();
    const previa = analise.getByRole('table', { name: 'Prévia da análise das tabelas salariais' });
    await expect.poll(() => previa.getByRole('row').count(), POLL).toBeGreaterThan(1);
    const xlsx = await baixar(analise, 'Exportar para XLS');
    expect(xlsx.nome).toBe(`analise-tabelas-salariais-${hoje()}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(2).text).toBe('Faixa salarial');
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(1);
  });
});
