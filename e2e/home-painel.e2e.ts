import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL } from './suite.ts';
import { DEMO_ADMIN, DEMO_CONSULTA } from './support.ts';

/** The start page (issue 19): pending strip, 'Recentes', news bell and 'Minhas pendências' on a phone. */
const s = browserSuite({ name: 'home-painel' });
const SHOTS = path.join(import.meta.dirname, 'screenshots');

interface Pendencia {
  codigo: string;
  titulo: string;
  quantidade: number;
  link: string;
}

describe('home page', () => {
  it('links the strip counts to their screens and lists the screens visited under Recentes', async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    const res = await page.request.get(`${s.url}/api/userinfo/pendencias`);
    const itens = ((await res.json()).itens as Pendencia[]).filter((i) => i.quantidade > 0);
    const aguardando = itens.find((i) => i.codigo === 'solicitacoes-aguardando-liberacao');
    expect(aguardando, 'the demo has requisitions awaiting release').toBeDefined();

    await page.goto(`${s.url}/`);
    const faixa = page.getByRole('region', { name: 'Suas pendências' });
    for (const i of itens) {
      const link = faixa.getByRole('link', { name: new RegExp(i.titulo) });
      expect(await link.getAttribute('href')).toBe(i.link);
      await expect.poll(() => link.textContent(), POLL).toContain(String(i.quantidade));
    }
    // The demo's document sent by André Marques: the card opens 'Documentos a Conferir', whose row opens
    // the candidate's documents, where HR accepts or refuses it. At least 1: the browser files of one
    // worker share its server, and another file's candidates may have sent documents before this one runs.
    const aConferir = itens.find((i) => i.codigo === 'documentos-a-conferir');
    expect(aConferir?.quantidade, 'the demo has a document waiting for review').toBeGreaterThanOrEqual(1);
    await faixa.getByRole('link', { name: new RegExp(aConferir?.titulo ?? '') }).click();
    const tabela = page.getByRole('table', { name: 'Documentos a conferir' });
    const linha = tabela.getByRole('row').filter({ hasText: 'André Marques' });
    await linha.getByText('rg.pdf').waitFor();
    await linha.getByRole('button', { name: 'Conferir' }).click();
    await page.getByRole('button', { name: 'Aceitar RG' }).waitFor();
    await page.getByRole('link', { name: /página inicial/ }).click();

    await faixa.getByRole('link', { name: new RegExp(aguardando?.titulo ?? '') }).click();
    await page.getByRole('heading', { name: 'Solicitações de Pessoal', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=I');

    // Two more screens, then back home: newest first. The visit is recorded after the screen stays open.
    const visitar = async (url: string) => {
      const gravado = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/userinfo/usuario/recentes') &&
          r.request().method() === 'PUT' &&
          (r.request().postData() ?? '').includes(url),
      );
      await page.goto(`${s.url}${url}`);
      await gravado;
    };
    await visitar('/geral/bairros');
    await visitar('/geral/estados');
    await page.getByRole('link', { name: /página inicial/ }).click();
    const recentes = page.getByRole('region', { name: 'Recentes' }).getByRole('listitem');
    await expect.poll(() => recentes.first().textContent(), POLL).toContain('Estados');
    expect(await recentes.nth(1).textContent()).toContain('Bairros');
    await page.getByRole('region', { name: 'Recentes' }).getByRole('link', { name: 'Bairros' }).click();
    await page.waitForURL(/\/geral\/bairros$/);
  });

  it('news bell: unread badge, the notice in its frame, read after opening', async () => {
    const { page } = await s.openAs(DEMO_CONSULTA, '/geral/bairros');
    const sino = page.getByRole('banner').getByRole('button', { name: /^Notícias/ });
    const nome = () => sino.locator('.ipe-sr-only').textContent();
    await expect.poll(() => nome(), POLL).toBe('Notícias (3 não lidas)');
    await sino.click();
    await page
      .getByRole('dialog', { name: 'Notícias' })
      .getByRole('button', { name: /Nova página inicial/ })
      .click();
    const frame = dialogWith(page, 'Nova página inicial');
    await frame.waitFor();
    await page
      .frameLocator('iframe.ipe-noticia-frame')
      .getByRole('heading', { name: 'Nova página inicial' })
      .waitFor();
    await frame.getByRole('button', { name: /fechar|close/i }).click();
    await expect.poll(() => nome(), POLL).toBe('Notícias (2 não lidas)');
    // Kept by the server: the next load still counts 2.
    await page.reload();
    await expect.poll(() => nome(), POLL).toBe('Notícias (2 não lidas)');
  });

  it("'Minhas pendências' from the menu on a 390 px phone, with its empty state", async () => {
    const { page } = await s.openAs(DEMO_CONSULTA, '/', { width: 390, height: 844 });
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('pendências');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: 'Utilitários > Minhas pendências' })
      .click();
    await page.getByRole('heading', { name: 'Minhas pendências', level: 1 }).waitFor();
    await page.getByText('Você não tem nada para responder agora.').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(SHOTS, 'home-painel-minhas-pendencias-390.png'),
      fullPage: true,
    });
    await page.getByRole('link', { name: /página inicial/ }).click();
    await page
      .getByRole('region', { name: 'Suas pendências' })
      .getByText('Nenhuma pendência no momento.')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SHOTS, 'home-painel-inicio-390.png'), fullPage: true });
  });
});
