import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'relatorios-captacao' });
const HOJE = /\d{4}-\d{2}-\d{2}/.source;

async function screenshot(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `relatorios-captacao-${nome}.png`),
    fullPage: true,
  });
}

/** Clicks `botao` and answers the download's suggested name and bytes. */
async function baixar(page: Page, botao: string): Promise<{ nome: string; bytes: Buffer }> {
  const [download] = (await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: botao, exact: true }).click(),
  ])) as [Download, unknown];
  const arquivo = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-e2e-rel-')),
    download.suggestedFilename(),
  );
  await download.saveAs(arquivo);
  return { nome: download.suggestedFilename(), bytes: fs.readFileSync(arquivo) };
}

describe('recruitment report screens, end to end', () => {
  it('opens two reports from the menu and downloads a real PDF and a real XLSX', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    // Recrutamento & Seleção › Relatórios › Qualificação Cadastral de Candidatos, through the menu search.
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Pesquisar Menu' })
      .fill('qualificação cadastral de candidatos');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: /Relatórios > Qualificação Cadastral de Candidatos/ })
      .click();
    await page.getByRole('heading', { name: 'Qualificação Cadastral de Candidatos', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/captacao/relatorios/qualificacao-cadastral-candidato');
    // Defaults: the session's company chosen, all qualifications, the detailed layout.
    await page.locator('.p-multiselect-token', { hasText: 'Ipê Demonstração Ltda' }).waitFor();
    expect(await page.getByRole('button', { name: 'Exportar para XLS' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'candidato-desktop');

    const pdf = await baixar(page, 'Relatório');
    expect(pdf.nome).toMatch(new RegExp(`^qualificacao-cadastral-candidato-${HOJE}\\.pdf$`));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.subarray(-6).toString()).toContain('%%EOF');

    // The second screen: requisitions of a long period, exported to XLSX.
    await page.goto(`${s.url}/captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal`);
    await page
      .getByRole('heading', { name: 'Qualificação Cadastral por Solicitação de Pessoal', level: 1 })
      .waitFor();
    await page.locator('#dataIni').fill('01/01/2020');
    await page.locator('#dataIni').press('Tab');
    const xlsx = await baixar(page, 'Exportar para XLS');
    expect(xlsx.nome).toMatch(new RegExp(`^qualificacao-cadastral-solicitacao-pessoal-${HOJE}\\.xlsx$`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Solicitações', 'Candidatos']);
    // Text cells are inline strings (rich text to exceljs): compare their text.
    const cabecalho = wb.worksheets[0].getRow(1);
    expect([
      undefined,
      ...Array.from({ length: cabecalho.cellCount }, (_, i) => cabecalho.getCell(i + 1).text),
    ]).toEqual([
      undefined,
      'Data',
      'Solicitação',
      'Cargo',
      'Área',
      'Situação',
      'Candidatos',
      'Qualificados',
      'Incompletos',
      'Outros',
      '% qualif.',
    ]);
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(5);

    // A period without requisitions: the info message, no download.
    await page.locator('#dataIni').fill('01/01/1990');
    await page.locator('#dataFim').fill('31/12/1990');
    await page.locator('#dataFim').press('Tab');
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    await page.getByText('Não existem dados para o filtro informado.').waitFor();

    // A period out of order: the shared rule's message, before any request.
    await page.locator('#dataIni').fill('31/12/1991');
    await page.locator('#dataIni').press('Tab');
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    await page.getByText('Preencha os campos indicados').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText('Data final inferior a data inicial.').count(), POLL).toBe(1);
    await screenshot(page, 'solicitacao-erro');
  });

  it('fits a 390 px phone', { timeout: 120_000 }, async () => {
    const { page } = await s.openAs(
      DEMO_ADMIN,
      '/captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal',
      {
        width: 390,
        height: 844,
      },
    );
    await page.getByRole('button', { name: 'Relatório', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'solicitacao-celular');
  });
});
