import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aceitarPoliticaSePedida, candidatoComSenha, ok, primeiro, RH } from './externo.ts';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
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

  it('asks a candidate for 2 documents: e-mail in the outbox, the candidate sends both, HR sees 2 of 2', {
    timeout: 120_000,
  }, async () => {
    const SENHA = 'documentos-123';
    const rh = await s.signedIn(DEMO_ADMIN, { width: 1366, height: 900 });
    const api = rh.page.request;
    const busca = `${s.url}/api/captacao/candidatos?page=5&size=1&sort=id,desc&qualificacao=QUALIFICADO`;
    const { id } = await primeiro(api, busca);
    const cpf = await candidatoComSenha(api, s.url, 5, SENHA);
    const { email } = await ok<{ email: string | null }>(
      await api.get(`${s.url}/api/captacao/candidatos/${id}`),
    );
    expect(email).toBeTruthy();

    // HR asks for RG and CPF (the required types come checked: the other three are unchecked).
    await rh.page.goto(`${s.url}/captacao/candidatos/${id}/documentos-anexos`);
    await rh.page.getByRole('button', { name: 'Solicitar documentos' }).click();
    const dialogo = rh.page.getByRole('dialog', { name: 'Solicitar documentos' });
    await dialogo.getByRole('checkbox', { name: 'RG' }).waitFor();
    for (const nome of ['CTPS', 'Comprovante de residência', 'ASO'])
      await dialogo.getByRole('checkbox', { name: nome, exact: true }).uncheck();
    await dialogo.getByLabel('Mensagem ao candidato').fill('Envie até sexta-feira, por favor.');
    expect(await seriousA11yViolations(rh.page)).toEqual([]);
    await screenshot(rh.page, 'solicitar');
    await dialogo.getByRole('button', { name: 'Solicitar', exact: true }).click();
    await closeToast(toast(rh.page, 'Documentos solicitados com sucesso.'));
    const pedido = rh.page.getByRole('article', { name: /^Solicitação de/ }).first();
    await pedido.getByText('0 de 2 recebidos').waitFor();

    // The e-mail is in the outbox.
    const fila = await ok<{ content: { assunto: string; origem: string }[] }>(
      await api.get(`${s.url}/api/utilitario/emails?q=${encodeURIComponent(email as string)}`),
    );
    expect(fila.content.find((m) => m.origem === 'documentos-solicitados')?.assunto).toMatch(
      /: documentos solicitados$/,
    );
    const [{ id: pedidoId }] = await ok<{ id: number }[]>(
      await api.get(`${s.url}/api/captacao/candidatos/${id}/pedidos-documentos`, { headers: RH }),
    );

    // The candidate, on a phone, follows the e-mail's link: the login, then back to the request.
    const c = await s.open({ width: 390, height: 844 });
    await c.page.goto(`${s.url}/externo/documentos-solicitados?empresaId=1&pedido=${pedidoId}`);
    await c.page.getByLabel('CPF').fill(cpf);
    await c.page.getByLabel('Senha').fill(SENHA);
    await c.page.getByRole('button', { name: 'Entrar' }).click();
    await aceitarPoliticaSePedida(c.page);
    expect(new URL(c.page.url()).pathname).toBe('/externo/documentos-solicitados');
    const cartao = c.page.locator(`#pedido-${pedidoId}`);
    await cartao.getByText('0 de 2 recebidos').waitFor();
    await c.page
      .getByLabel('Enviar arquivo: RG', { exact: true })
      .setInputFiles({ name: 'rg.pdf', mimeType: 'application/pdf', buffer: PDF });
    await cartao.getByText('1 de 2 recebidos').waitFor();
    await c.page
      .getByLabel('Enviar arquivo: CPF', { exact: true })
      .setInputFiles({ name: 'cpf.png', mimeType: 'image/png', buffer: PNG });
    await cartao.getByText('2 de 2 recebidos').waitFor();
    await c.page.getByLabel('Substituir arquivo: CPF', { exact: true }).waitFor();
    expect(await seriousA11yViolations(c.page)).toEqual([]);
    await c.page.locator('.ipe-loading').waitFor({ state: 'detached' });
    await screenshot(c.page, 'externo-solicitados');

    // HR sees 2 of 2 and each file.
    await rh.page.reload();
    await pedido.getByText('2 de 2 recebidos').waitFor();
    await pedido.getByRole('button', { name: /rg\.pdf/ }).waitFor();
    await pedido.getByRole('button', { name: 'Aceitar RG' }).waitFor();
    expect(await seriousA11yViolations(rh.page)).toEqual([]);
    await screenshot(rh.page, 'solicitados');
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
