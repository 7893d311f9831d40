import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { aceitarPoliticaSePedida, anuncioPublicado, ok, primeiro } from './externo.ts';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, cpfNovo, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

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

/** A résumé PDF as a candidate sends it: the repository's fixture with a CPF no one has. */
function curriculo(cpf: string, nome: string): Promise<Buffer> {
  const fixture = readFileSync(
    path.join(
      import.meta.dirname,
      '../packages/domain/src/resources/captacao/candidatos/curriculo/fixtures/01-maria-oliveira.txt',
    ),
    'utf8',
  )
    .replace('MARIA APARECIDA DE OLIVEIRA', nome.toUpperCase())
    .replace('406.932.606-53', cpf)
    .replace('Brasileira,', 'Data de nascimento: 12/05/1997\nBrasileira,');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.registerFont('dejavu', path.join(import.meta.dirname, '../apps/server/assets/fonts/DejaVuSans.ttf'));
    doc.font('dejavu').fontSize(10);
    for (const l of fixture.split('\n')) doc.text(l || ' ');
    doc.end();
  });
}

const passo = (page: Page, i: number, nome: string) =>
  page.getByRole('heading', { name: `Passo ${i} de 4: ${nome}`, level: 2 });
const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true }).click();

/** The JavaScript a cold load of a screen runs, gzipped as it travels (KB), and its URLs. */
async function jsDaPrimeiraTela(
  s: ReturnType<typeof browserSuite>,
  endereco: string,
  pronto: (p: Page) => Promise<void>,
) {
  const { page } = await s.open({ width: 390, height: 844 });
  const urls = new Set<string>();
  page.on('response', (r) => {
    if (/\.m?js(\?|$)/.test(r.url())) urls.add(r.url());
  });
  await page.goto(endereco);
  await pronto(page);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(await (await page.request.get(u)).body()).length;
  return { kb: bytes / 1024, urls: [...urls] };
}

describe('phone registration from an ad (issue 24 §1, 390×844)', () => {
  it('starts from a résumé file, finishes the steps and applies', { timeout: 120_000 }, async () => {
    const rh = await s.signedIn(DEMO_ADMIN);
    const titulo = uniqueName('Assistente Administrativo E2E');
    const anuncioId = await anuncioPublicado(rh.page.request, s.url, titulo, {
      descricao: 'Rotinas de departamento pessoal.',
      diasEsperaNovaAplicacao: 30,
    });
    // Letters only: the résumé's name line has no digits (unique per run).
    const letras = [...String(Date.now()).slice(-5)].map((d) => 'abcdefghij'[Number(d)]).join('');
    const nome = `Maria Celular ${letras[0].toUpperCase()}${letras.slice(1)}`;
    const cpf = cpfNovo();
    const arquivo = await curriculo(cpf, nome);

    // The candidate area's first screens, cold: the ad list a job link opens and the registration's step 1
    // (drawn without the full form, which loads when the candidate acts). Issue 24 asks under 250 KB of
    // JavaScript gzipped; ~182 and ~202 KB on 28 Nov 2026 (477 and 346 KB before: bench/README.md).
    // OCR and PDF reading never in the browser.
    const lista = await jsDaPrimeiraTela(s, `${s.url}/externo/anuncios?empresaId=1`, (p) =>
      p.getByRole('article', { name: titulo }).waitFor(),
    );
    const js = await jsDaPrimeiraTela(s, `${s.url}/externo/candidatos/new?empresaId=1`, (p) =>
      passo(p, 1, 'Currículo').waitFor(),
    );
    expect(js.urls.filter((u) => /tesseract|unpdf|pdf\.worker/i.test(u))).toEqual([]);
    console.info(
      `externo-cadastro: first screen JS ${lista.kb.toFixed(1)} KB (ads), ${js.kb.toFixed(1)} KB (registration) gzipped`,
    );
    expect(lista.kb).toBeLessThan(250);
    expect(js.kb).toBeLessThan(250);

    const { page } = await s.open({ width: 390, height: 844 });
    const inicio = Date.now();
    await page.goto(`${s.url}/externo/anuncios/${anuncioId}?empresaId=1`);
    await page.getByRole('article', { name: titulo }).getByRole('button', { name: 'Candidatar-se' }).click();
    await page.getByRole('link', { name: 'Ainda não tem cadastro? Cadastre-se' }).click();

    // Step 1: the résumé fills what it tells.
    await passo(page, 1, 'Currículo').waitFor();
    await page
      .locator('input[type=file]#curriculo-arquivo')
      .setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: arquivo });
    await page
      .getByText(/^Preenchemos a partir do currículo: Nome, E-mail, CPF, Data de nascimento, Celular/)
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await continuar(page);

    // Step 2: only what the company requires, pre-filled; the one left is listed at the top, linked.
    await passo(page, 2, 'Dados obrigatórios').waitFor();
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(nome);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(
      'maria.oliveira88@gmail.com',
    );
    expect(await page.getByRole('textbox', { name: 'Bairro' }).count()).toBe(0);
    await continuar(page);
    const resumo = page.getByRole('navigation', { name: 'Corrija 1 campo:' });
    await resumo.getByRole('link', { name: 'Disponibilidade para viagens é obrigatório' }).click();
    const disponibilidade = page.getByRole('textbox', { name: 'Disponibilidade para viagens' });
    await expect.poll(() => disponibilidade.evaluate((e) => e === document.activeElement), POLL).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'passo-obrigatorios-celular');
    await disponibilidade.fill('Sim');
    await continuar(page);

    // Step 3: the rest, with the jobs read from the résumé; step 4: password and consent.
    await passo(page, 3, 'Mais informações').waitFor();
    await page
      .getByRole('table', { name: 'Experiências Profissionais' })
      .getByText('Grupo Jereissati Comércio Ltda')
      .waitFor();
    // The jobs read from the résumé as cards on a phone (no table scrolling sideways), checked with axe.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'passo-mais-informacoes-celular');
    await continuar(page);
    await passo(page, 4, 'Senha e consentimento').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('segredo12');
    await page.getByLabel('Confirmar Senha').fill('segredo12');
    await page.getByRole('checkbox', { name: 'Aceito a política de segurança e privacidade' }).check();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    // Back on the ad, logged in: apply.
    await page.waitForURL(`**/externo/anuncios?empresaId=1&anuncio=${anuncioId}`);
    await aceitarPoliticaSePedida(page);
    await page.getByRole('article', { name: titulo }).getByRole('button', { name: 'Candidatar-se' }).click();
    await page.getByText('Candidatura realizada com sucesso.').waitFor();
    const segundos = (Date.now() - inicio) / 1000;
    console.info(`externo-cadastro: ad to application in ${segundos.toFixed(1)} s`);
    expect(segundos).toBeLessThan(120);

    // The résumé file chosen in step 1 (before the full form loaded) was stored with the new candidate.
    const { id } = await primeiro(
      rh.page.request,
      `${s.url}/api/captacao/candidatos?q=${encodeURIComponent(nome)}&page=0&size=1`,
    );
    const arquivos = await ok<{ nomeArquivo: string }[]>(
      await rh.page.request.get(`${s.url}/api/captacao/candidatos/${id}/candidato-curriculo`),
    );
    expect(arquivos.map((a) => a.nomeArquivo)).toEqual(['curriculo.pdf']);
  });
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const gravarDialogo = (dialog: Locator) => dialog.getByRole('button', { name: 'Gravar' }).click();

describe.each([{ nome: 'desktop', width: 1280, height: 900 }])(
  'candidate registration without a résumé, CV and documents ($nome)',
  ({ nome: tela, width, height }) => {
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
      // No résumé: straight to the required fields.
      await continuar(page);
      await passo(page, 2, 'Dados obrigatórios').waitFor();
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
      await page.getByRole('combobox', { name: 'Data de Nascimento' }).fill('15/03/1995');
      await page.getByRole('combobox', { name: 'Data de Nascimento' }).press('Tab');
      await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(cpfNovo());
      await chooseOption(page, page, 'Escolaridade', 'Educação superior completa');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(`externa.${tela}@example.com`);
      await page.getByRole('textbox', { name: 'DDD do Celular' }).fill('85');
      const celular = page.getByRole('textbox', { name: 'Celular', exact: true });
      await celular.fill('99999-1234');
      // A mobile number written as one (not '9999-91234').
      expect(await celular.inputValue()).toBe('99999-1234');
      await page.getByRole('textbox', { name: 'Disponibilidade para viagens' }).fill('Sim');
      await continuar(page);

      // A language and an experience, each in its dialog; the dropdowns come from the candidate area's API.
      await passo(page, 3, 'Mais informações').waitFor();
      await page.getByRole('button', { name: 'Inserir Idioma' }).click();
      let dialog = dialogWith(page, 'Inserir Idioma');
      await chooseOption(dialog, page, 'Idioma', 'Inglês');
      await chooseOption(dialog, page, 'Nível', 'Intermediário');
      await gravarDialogo(dialog);
      await toast(page, 'Idioma salvo com sucesso.').waitFor();

      await page.getByRole('button', { name: 'Inserir Experiência Profissional' }).click();
      dialog = dialogWith(page, 'Inserir Experiência Profissional');
      await dialog.getByRole('textbox', { name: 'Empresa', exact: true }).fill('Confecções Caju');
      await dialog.getByRole('checkbox', { name: 'Outro cargo (não listado)' }).check();
      await dialog.getByRole('textbox', { name: 'Nome do Cargo' }).fill('Costureira');
      await dialog.getByRole('combobox', { name: 'Data de Admissão' }).fill('10/03/2022');
      await dialog.getByRole('combobox', { name: 'Data de Admissão' }).press('Tab');
      await gravarDialogo(dialog);
      await toast(page, 'Experiência Profissional salva com sucesso.').waitFor();
      await continuar(page);

      await passo(page, 4, 'Senha e consentimento').waitFor();
      await page.getByLabel('Senha', { exact: true }).fill('segredo12');
      await page.getByLabel('Confirmar Senha').fill('segredo12');
      await page.getByRole('checkbox', { name: 'Aceito a política de segurança e privacidade' }).check();
      await shot(page, `novo-${tela}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
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
  },
);
