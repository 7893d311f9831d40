import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, cpfNovo, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'externo-cadastro' });

const shot = (page: Page, nome: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `externo-cadastro-${nome}.png`),
    fullPage: true,
  });

function pdf(texto: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.text(texto);
    doc.end();
  });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const gravarDialogo = (dialog: Locator) => dialog.getByRole('button', { name: 'Gravar' }).click();

describe.each([
  { nome: 'celular', width: 390, height: 844 },
  { nome: 'desktop', width: 1280, height: 900 },
])('candidate registration, CV and documents ($nome)', ({ nome: tela, width, height }) => {
  it('registers with a language and an experience, lands logged in, edits the CV, attaches and downloads a document', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.open({ width, height });
    const nome = `Candidata Externa ${tela} ${Date.now() % 100000}`;
    await page.goto(`${s.url}/externo/candidatos/new?empresaId=1`);
    await page.getByRole('heading', { name: 'Novo Candidato', level: 1 }).waitFor();
    await page.getByText('Preencha seu currículo para se candidatar às vagas.').waitFor();
    // HR's fields are not there.
    expect(await page.getByText('Observação do RH').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await page.getByRole('combobox', { name: 'Data de Nascimento' }).fill('15/03/1995');
    await page.getByRole('combobox', { name: 'Data de Nascimento' }).press('Tab');
    await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(cpfNovo());
    await chooseOption(page, page, 'Escolaridade', 'Educação superior completa');
    await tab(page, 'Contato').click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`externa.${tela}@example.com`);
    await page.getByRole('textbox', { name: 'DDD do Celular' }).fill('85');
    await page.getByRole('textbox', { name: 'Celular', exact: true }).fill('99999-1234');
    await tab(page, 'Campos Extras').click();
    await page.getByRole('textbox', { name: 'Disponibilidade para viagens' }).fill('Sim');

    // A language and an experience, each in its dialog; the dropdowns come from the candidate area's API.
    await tab(page, 'Idiomas').click();
    await page.getByRole('button', { name: 'Inserir Idioma' }).click();
    let dialog = dialogWith(page, 'Inserir Idioma');
    await chooseOption(dialog, page, 'Idioma', 'Inglês');
    await chooseOption(dialog, page, 'Nível', 'Intermediário');
    if (tela === 'celular') await shot(page, `dialogo-idioma-${tela}`);
    await gravarDialogo(dialog);
    await toast(page, 'Idioma salvo com sucesso.').waitFor();

    await tab(page, 'Experiências').click();
    await page.getByRole('button', { name: 'Inserir Experiência Profissional' }).click();
    dialog = dialogWith(page, 'Inserir Experiência Profissional');
    await dialog.getByRole('textbox', { name: 'Empresa', exact: true }).fill('Confecções Caju');
    await dialog.getByRole('checkbox', { name: 'Outro cargo (não listado)' }).check();
    await dialog.getByRole('textbox', { name: 'Nome do Cargo' }).fill('Costureira');
    await dialog.getByRole('combobox', { name: 'Data de Admissão' }).fill('10/03/2022');
    await dialog.getByRole('combobox', { name: 'Data de Admissão' }).press('Tab');
    await gravarDialogo(dialog);
    await toast(page, 'Experiência Profissional salva com sucesso.').waitFor();

    await tab(page, 'Senha e Política').click();
    await page.getByLabel('Senha', { exact: true }).fill('segredo12');
    await page.getByLabel('Confirmar Senha').fill('segredo12');
    await page.getByRole('checkbox', { name: 'Aceito a política de segurança e privacidade' }).check();
    await tab(page, 'Dados Pessoais').click();
    await shot(page, `novo-${tela}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gravar', exact: true }).last().click();
    await toast(page, 'Candidato salvo com sucesso.').waitFor();
    // Logged in, on their own CV.
    await expect.poll(() => new URL(page.url()).pathname, POLL).toMatch(/^\/externo\/candidatos\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Editar Candidato', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), POLL)
      .toBe(nome);

    // Edit the CV.
    await tab(page, 'Endereço').click();
    await page.getByRole('textbox', { name: 'Bairro' }).fill('Aldeota');
    await page.getByRole('button', { name: 'Gravar', exact: true }).last().click();
    await toast(page, 'Candidato salvo com sucesso.').last().waitFor();
    const lido = await page.request.get(`${s.url}/api/externo/candidatos/${id}/completo`);
    expect(lido.ok()).toBe(true);
    const cv = (await lido.json()) as Record<string, unknown>;
    expect(cv).toMatchObject({ nome, bairro: 'Aldeota' });
    expect(cv.candidatoIdiomas).toHaveLength(1);
    expect(cv.experiencias).toMatchObject([{ empresa: 'Confecções Caju', nomeMercado: 'Costureira' }]);
    await shot(page, `curriculo-${tela}`);

    // Attach a document, see it listed, download it.
    await page.goto(`${s.url}/externo/candidatos/${id}/documentos-anexos?empresaId=1`);
    await page.getByRole('heading', { name: 'Meus Documentos', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Anexar Documento', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Comprovante de residência');
    const bytes = await pdf('Comprovante de residência');
    await page
      .locator('input[type=file]#arquivo')
      .setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: bytes });
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Documento anexado com sucesso.').waitFor();
    const linha = page
      .getByRole('table', { name: 'Meus Documentos' })
      .locator('tbody tr')
      .filter({ hasText: 'comprovante.pdf' });
    await linha.waitFor();
    await page.locator('.ipe-loading').waitFor({ state: 'detached' });
    await shot(page, `documentos-${tela}`);
    // Nothing scrolls sideways: on a phone the rows are stacked as cards.
    const larguras = await page.evaluate(() => {
      const t = document.querySelector('.p-datatable-wrapper');
      return {
        pagina: document.documentElement.scrollWidth,
        janela: innerWidth,
        tabela: t ? t.scrollWidth - t.clientWidth : 0,
      };
    });
    expect(larguras.pagina).toBeLessThanOrEqual(larguras.janela);
    expect(larguras.tabela).toBe(0);
    const [arquivo] = await Promise.all([
      page.waitForEvent('download'),
      linha.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(arquivo.suggestedFilename()).toBe('comprovante.pdf');
  });
});
