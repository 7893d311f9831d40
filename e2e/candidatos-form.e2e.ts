import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, cpfNovo, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'candidatos-form' });
const BASE = '/captacao/candidatos';
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `candidatos-form-${name}.png`),
    fullPage: true,
  });

/** A 1×1 PNG (the photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page résumé scanned as a PNG (pdfkit text rendered by pdftoppm), for OCR. */
async function curriculoPng(linhas: string[]): Promise<Buffer> {
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-curriculo-'));
  try {
    const pdf = await new Promise<Buffer>((resolve, reject) => {
      const doc = new PDFDocument({ size: 'A4', margin: 56 });
      const partes: Buffer[] = [];
      doc.on('data', (b: Buffer) => partes.push(b));
      doc.on('end', () => resolve(Buffer.concat(partes)));
      doc.on('error', reject);
      doc.font(path.resolve(import.meta.dirname, '../apps/server/assets/fonts/DejaVuSans.ttf')).fontSize(16);
      for (const l of linhas) doc.text(l).moveDown(0.5);
      doc.end();
    });
    await fs.writeFile(path.join(pasta, 'cv.pdf'), pdf);
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      path.join(pasta, 'cv.pdf'),
      path.join(pasta, 'cv'),
    ]);
    return await fs.readFile(path.join(pasta, 'cv.png'));
  } finally {
    await fs.rm(pasta, { recursive: true, force: true });
  }
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** 'Gravar', the alert 'Preencha os campos indicados', OK; then the tab that must be open. */
async function gravarComErro(page: Page, aba: string, mensagem: string) {
  await page.getByRole('button', { name: 'Gravar', exact: true }).last().click();
  const alerta = dialogWith(page, 'Preencha os campos indicados');
  await alerta.waitFor();
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => tab(page, aba).getAttribute('aria-selected'), POLL).toBe('true');
  await page.getByText(mensagem, { exact: true }).first().waitFor();
}

/** The open list dialog's 'Gravar' (the form's own is behind it). */
const gravarDialogo = (dialog: Locator) => dialog.getByRole('button', { name: 'Gravar' }).click();

async function primeiro(page: Page, recurso: string): Promise<{ id: number; label: string }> {
  const res = await page.request.get(`${s.url}/api${recurso}`, { params: { unpaged: 'true' } });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(1);
  const r = rows[0];
  return { id: Number(r.id), label: String(r.nome) };
}

describe('candidate form: /captacao/candidatos/new', () => {
  it('fills the whole form with dialogs, hits each kind of error on its tab, uploads a photo and saves', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, `${BASE}/new`, { width: 1280, height: 900 });
    await page.getByRole('heading', { name: 'Novo Candidato', level: 1 }).waitFor();
    const idioma = await primeiro(page, '/captacao/idiomas');
    const nome = uniqueName('Candidata Teste');

    // Required (nome), from another tab: back to 'Dados Pessoais' with the focus on Nome.
    await tab(page, 'Contato').click();
    await gravarComErro(page, 'Dados Pessoais', 'Nome é obrigatório');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('nome');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);

    // A field the company requires (demo: birth date, CPF, schooling, e-mail, mobile), from another tab.
    await tab(page, 'Endereço').click();
    await gravarComErro(page, 'Dados Pessoais', 'Data de Nascimento é obrigatória');
    await page.getByRole('combobox', { name: 'Data de Nascimento' }).fill('15/03/1992');
    await page.getByRole('combobox', { name: 'Data de Nascimento' }).press('Tab');

    // CPF check digits.
    const cpf = page.getByRole('textbox', { name: 'CPF', exact: true });
    await cpf.fill('111.111.111-11');
    await tab(page, 'Endereço').click();
    await gravarComErro(page, 'Dados Pessoais', 'Cpf inválido.');
    await cpf.fill(cpfNovo());
    await chooseOption(page, page, 'Escolaridade', 'Educação superior completa');

    // PIS (weights 3298765432), on 'Documentos'.
    await tab(page, 'Documentos').click();
    await page.getByRole('textbox', { name: 'PIS', exact: true }).fill('12345678901');
    await tab(page, 'Contato').click();
    await gravarComErro(page, 'Documentos', 'O número PIS é inválido');
    await page.getByRole('textbox', { name: 'PIS', exact: true }).fill('');

    // Phone rule, on 'Contato'.
    await tab(page, 'Contato').click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('candidata@example.com');
    await page.getByRole('textbox', { name: 'DDD do Celular' }).fill('85');
    const celular = page.getByRole('textbox', { name: 'Celular', exact: true });
    await celular.click();
    await page.keyboard.type('9999');
    await tab(page, 'Idiomas').click();
    await gravarComErro(page, 'Contato', 'Inválido');
    await celular.fill('99999-1234');

    // An extra field the company requires, on 'Campos Extras' with the company's label.
    await tab(page, 'Dados Pessoais').click();
    await gravarComErro(page, 'Campos Extras', 'Disponibilidade para viagens é obrigatório');
    await page.getByRole('textbox', { name: 'Disponibilidade para viagens' }).fill('Sim, nacionais');

    // Languages: add, edit (language locked), remove, add again; each with its toast.
    await tab(page, 'Idiomas').click();
    await page.getByRole('button', { name: 'Inserir Idioma' }).click();
    let dialog = dialogWith(page, 'Inserir Idioma');
    await gravarDialogo(dialog);
    await dialogWith(page, 'Preencha os campos indicados').getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Idioma é obrigatório').waitFor();
    await chooseOption(dialog, page, 'Idioma', idioma.label);
    await chooseOption(dialog, page, 'Nível', 'Básico');
    await shot(page, 'dialogo-idioma');
    await gravarDialogo(dialog);
    await toast(page, 'Idioma salvo com sucesso.').waitFor();
    const idiomas = page.getByRole('table', { name: 'Idiomas' });
    await idiomas.getByRole('cell', { name: idioma.label }).waitFor();
    await idiomas.getByRole('button', { name: 'Editar' }).click();
    dialog = dialogWith(page, 'Editar Idioma');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Idioma', exact: true }).isDisabled()).toBe(true);
    await chooseOption(dialog, page, 'Nível', 'Avançado');
    await gravarDialogo(dialog);
    await toast(page, 'Idioma editado com sucesso.').waitFor();
    await idiomas.getByRole('cell', { name: 'Avançado' }).waitFor();
    await idiomas.getByRole('button', { name: 'Remover' }).click();
    const confirma = dialogWith(page, 'Tem certeza que deseja remover?');
    await confirma.getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Idioma removido com sucesso.').waitFor();
    await idiomas.getByRole('cell', { name: 'Nenhum registro encontrado.' }).waitFor();
    await page.getByRole('button', { name: 'Inserir Idioma' }).click();
    dialog = dialogWith(page, 'Inserir Idioma');
    await chooseOption(dialog, page, 'Idioma', idioma.label);
    await chooseOption(dialog, page, 'Nível', 'Intermediário');
    await gravarDialogo(dialog);
    await toast(page, 'Idioma salvo com sucesso.').last().waitFor();

    // Experiences: a future admission is refused in the dialog; other role; edit; remove; add again.
    await tab(page, 'Experiências').click();
    const inserirExp = page.getByRole('button', { name: 'Inserir Experiência Profissional' });
    const novaExperiencia = async (empresa: string, cargo: string, admissao: string) => {
      await inserirExp.click();
      const d = dialogWith(page, 'Inserir Experiência Profissional');
      await d.getByRole('textbox', { name: 'Empresa', exact: true }).fill(empresa);
      await d.getByRole('checkbox', { name: 'Outro cargo (não listado)' }).check();
      await d.getByRole('textbox', { name: 'Nome do Cargo' }).fill(cargo);
      await d.getByRole('textbox', { name: 'Contato da Empresa' }).fill('(85) 99999-1234');
      await d.getByRole('combobox', { name: 'Data de Admissão' }).fill(admissao);
      await d.getByRole('combobox', { name: 'Data de Admissão' }).press('Tab');
      return d;
    };
    dialog = await novaExperiencia('Tecelagem Ipê', 'Tecelã', '01/01/2099');
    await gravarDialogo(dialog);
    await dialogWith(page, 'Preencha os campos indicados').getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('A data de admissão deve ser igual ou anterior a data atual').waitFor();
    await dialog.getByRole('combobox', { name: 'Data de Admissão' }).fill('01/02/2018');
    await dialog.getByRole('combobox', { name: 'Data de Admissão' }).press('Tab');
    await shot(page, 'dialogo-experiencia');
    await gravarDialogo(dialog);
    await toast(page, 'Experiência Profissional salva com sucesso.').waitFor();
    const experiencias = page.getByRole('table', { name: 'Experiências Profissionais' });
    await experiencias.getByRole('cell', { name: '(85) 99999-1234' }).waitFor();
    await experiencias.getByRole('button', { name: 'Editar' }).click();
    dialog = dialogWith(page, 'Editar Experiência Profissional');
    await dialog.getByRole('textbox', { name: 'Motivo da Saída' }).fill('Mudança de cidade');
    await dialog.getByRole('combobox', { name: 'Data de Desligamento' }).fill('30/06/2021');
    await dialog.getByRole('combobox', { name: 'Data de Desligamento' }).press('Tab');
    await gravarDialogo(dialog);
    await toast(page, 'Experiência Profissional editada com sucesso.').waitFor();
    await experiencias.getByRole('button', { name: 'Remover' }).click();
    await dialogWith(page, 'Tem certeza que deseja remover?').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Experiência Profissional removida com sucesso.').waitFor();
    dialog = await novaExperiencia('Confecções Caju', 'Costureira', '10/03/2022');
    await gravarDialogo(dialog);
    await toast(page, 'Experiência Profissional salva com sucesso.').last().waitFor();

    // Password pair, on its tab.
    await tab(page, 'Senha e Política').click();
    await page.getByLabel('Senha', { exact: true }).fill('segredo12');
    await page.getByLabel('Confirmar Senha').fill('segredo13');
    await tab(page, 'Dados Pessoais').click();
    await gravarComErro(page, 'Senha e Política', 'As senhas devem ser iguais');
    await page.getByLabel('Confirmar Senha').fill('segredo12');

    // The photo: checked by content, kept until the create.
    await page
      .locator('#foto-arquivo')
      .setInputFiles({ name: 'texto.png', mimeType: 'image/png', buffer: Buffer.from('olá') });
    await page.getByText('O arquivo adicionado não é uma imagem').waitFor();
    await page
      .locator('#foto-arquivo')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('A foto será enviada ao gravar o candidato.').waitFor();
    await tab(page, 'Dados Pessoais').click();
    await shot(page, 'novo-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gravar', exact: true }).last().click();
    await toast(page, 'Candidato salvo com sucesso.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(BASE);

    // What was saved: the candidate with its lists, and the photo.
    const busca = await page.request.get(`${s.url}/api${BASE}`, { params: { page: '0', q: nome } });
    const { content } = (await busca.json()) as { content: { id: number; nome: string }[] };
    const salvo = content.find((c) => c.nome === nome);
    expect(salvo).toBeDefined();
    const id = salvo?.id as number;
    const row = (await (await page.request.get(`${s.url}/api${BASE}/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(row.candidatoIdiomas).toMatchObject([{ idiomaId: idioma.id, nivel: 'INTERMEDIARIO' }]);
    expect(row.experiencias).toMatchObject([
      {
        empresa: 'Confecções Caju',
        checkNomeCargo: true,
        nomeMercado: 'Costureira',
        contatoEmpresa: '85999991234',
      },
    ]);
    expect(row).toMatchObject({ dddCelular: '85', foneCelular: '999991234' });
    const foto = await page.request.get(`${s.url}/api${BASE}/${id}/foto`);
    expect(foto.headers()['content-type']).toBe('image/png');

    // The saved candidate, edited, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${s.url}${BASE}/${id}`);
    await page.getByRole('heading', { name: 'Editar Candidato', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), POLL)
      .toBe(nome);
    await page.getByRole('img', { name: 'Foto do candidato' }).waitFor();
    await shot(page, 'editar-390');
    await tab(page, 'Experiências').click();
    await page.getByRole('cell', { name: 'Confecções Caju' }).waitFor();
    await shot(page, 'experiencias-390');
    await page.getByRole('button', { name: 'Editar' }).click();
    const editar = dialogWith(page, 'Editar Experiência Profissional');
    await editar.getByRole('textbox', { name: 'Empresa', exact: true }).waitFor();
    // Only for the picture: the dialog's opening animation.
    await page.waitForTimeout(500);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'candidatos-form-dialogo-390.png'),
    });
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await editar.waitFor({ state: 'detached' });
  });

  it('reads a résumé image into the résumé text; a file it cannot read shows why and changes nothing', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, `${BASE}/new`);
    await page.getByRole('heading', { name: 'Novo Candidato', level: 1 }).waitFor();
    await tab(page, 'Currículo').click();
    const texto = page.getByRole('textbox', { name: 'Texto do Currículo' });
    await texto.fill('Digitado à mão');
    await page
      .locator('#curriculo-arquivo')
      .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
    await toast(page, 'O currículo deve ser uma imagem').waitFor();
    expect(await texto.inputValue()).toBe('Digitado à mão');

    const png = await curriculoPng([
      'Maria Aparecida Lima',
      'Experiência: costureira industrial',
      'Fortaleza',
    ]);
    await page
      .locator('#curriculo-arquivo')
      .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Texto do currículo extraído com sucesso.').waitFor({ timeout: 60_000 });
    await expect.poll(() => texto.inputValue(), POLL).toMatch(/Aparecida/);
    expect(await texto.inputValue()).toMatch(/costureira/i);
    await shot(page, 'curriculo');
  });

  it('simplified form: nome and at least one cargo', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, `${BASE}/simplificado/new`);
    await page.getByRole('heading', { name: 'Novo Candidato', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(uniqueName('Candidato Rápido'));
    await page.getByRole('button', { name: 'Gravar', exact: true }).click();
    await dialogWith(page, 'Preencha os campos indicados').getByRole('button', { name: 'OK' }).click();
    await page.locator('#cargosIds-error').getByText('Cargos Pretendidos é obrigatório').waitFor();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor({ state: 'hidden' });
    await shot(page, 'simplificado');

    const cargos = page.getByRole('combobox', { name: 'Cargos Pretendidos', exact: true });
    await cargos.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const panel = page.locator('.p-multiselect-panel');
    await panel.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Gravar', exact: true }).click();
    await toast(page, 'Candidato salvo com sucesso.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(BASE);
  });
});
