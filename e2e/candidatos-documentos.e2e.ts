import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'candidatos-documentos' });

/** A small PDF with real text (enough for the content check and a byte-for-byte comparison). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const NOME = 'Comprovante de residência – março.pdf';

async function screenshot(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `candidatos-documentos-${nome}.png`),
    fullPage: true,
  });
}

describe('candidate documents', () => {
  it('attaches a document, refuses a disguised file, downloads it and removes it', {
    timeout: 120_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/candidatos', { width: 1366, height: 900 });
    const lista = await page.request.get(`${s.url}/api/captacao/candidatos?page=0&size=1`);
    const candidato = (await lista.json()).content[0] as { id: number; nome: string };
    const base = `/captacao/candidatos/${candidato.id}/documentos-anexos`;

    await page.goto(`${s.url}${base}`);
    await page.getByRole('heading', { name: 'Documentos do Candidato', level: 1 }).waitFor();
    await page.getByText(`Candidato: ${candidato.nome}`).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(`${base}/new`);
    await page.getByRole('heading', { name: 'Anexar Documento', level: 1 }).waitFor();

    // Nothing filled: the form's alert, then the description is focused.
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Descrição é obrigatória').waitFor();
    await page.getByText('Arquivo é obrigatório').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('descricao');

    // A PNG renamed to .pdf is refused in the browser, by content.
    const arquivo = page.locator('input[type=file]#arquivo');
    await arquivo.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: PNG });
    await page
      .getByText('O conteúdo do arquivo não corresponde à extensão .pdf: o arquivo é imagem PNG.')
      .waitFor();

    await page.getByLabel('Descrição').fill('Comprovante de endereço');
    await arquivo.setInputFiles({ name: NOME, mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByText('O conteúdo do arquivo não corresponde').count(), POLL).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'novo');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Documento anexado com sucesso.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(base);

    const tabela = page.getByRole('table', { name: 'Documentos do Candidato' });
    const linha = tabela.locator('tbody tr').filter({ hasText: NOME });
    await linha.waitFor();
    expect(await linha.innerText()).toContain('Comprovante de endereço');
    expect(await linha.innerText()).toContain(`${PDF.length} Bytes`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.locator('.ipe-loading').waitFor({ state: 'detached' });
    await screenshot(page, 'lista');

    // Download: the original name and the same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      linha.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(NOME);
    const destino = path.join(os.tmpdir(), `ipe-download-${Date.now()}.pdf`);
    await download.saveAs(destino);
    expect(fs.readFileSync(destino).equals(PDF)).toBe(true);
    fs.rmSync(destino, { force: true });

    // Remove, after confirming.
    await linha.getByRole('button', { name: 'Remover' }).click();
    await dialogWith(page, 'Tem certeza que deseja remover?').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Documento removido com sucesso.').waitFor();
    await expect.poll(() => linha.count(), POLL).toBe(0);
  });

  it('shows the LGPD purge log', { timeout: 60_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/expurgos-candidatos', {
      width: 1366,
      height: 900,
    });
    await page.getByRole('heading', { name: 'Exclusões de candidatos (LGPD)', level: 1 }).waitFor();
    const tabela = page.getByRole('table', { name: 'Exclusões de candidatos (LGPD)' });
    for (const coluna of [
      'Data',
      'Código do candidato',
      'Ação',
      'Última atividade',
      'Origem',
      'Executado por',
    ])
      await tabela.getByRole('columnheader', { name: coluna }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'lgpd');
  });
});
