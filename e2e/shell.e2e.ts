import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, DEMO_CONSULTA, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'shell' });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' });
const hits = (page: Page) => page.getByRole('listbox', { name: 'Pesquisar Menu' }).getByRole('option');

/** Types in 'Pesquisar Menu' and returns the breadcrumbs offered. */
async function searchMenu(page: Page, query: string): Promise<string[]> {
  await searchBox(page).fill(query);
  await hits(page).first().waitFor();
  return (await hits(page).allInnerTexts()).map((t) => t.trim());
}

const BAIRROS = 'Geral > Cadastros > Bairros';
const USUARIOS = 'Utilitários > Segurança > Usuários';
const PERFIS = 'Utilitários > Segurança > Perfis';

describe('menu search (Pesquisar Menu)', () => {
  it("finds 'Bairros' in any case and opens it by click and by keyboard", async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    expect(await searchMenu(page, 'bairro')).toContain(BAIRROS);
    await hits(page).filter({ hasText: BAIRROS }).click();
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/geral/bairros');
    expect(await searchBox(page).inputValue()).toBe('');

    await page.getByRole('link', { name: 'Ipê RH - página inicial' }).click();
    await expect.poll(() => pathOf(page), POLL).toBe('/');
    expect(await searchMenu(page, 'BAIRRO')).toEqual([BAIRROS]);
    await searchBox(page).press('Enter');
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/geral/bairros');
  });

  it('ignores accents both ways and says when nothing matches', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    expect(await searchMenu(page, 'usuario')).toEqual([USUARIOS]);
    expect(await searchMenu(page, 'USUÁRIO')).toEqual([USUARIOS]);
    expect(await searchMenu(page, 'seguranca')).toEqual(expect.arrayContaining([PERFIS, USUARIOS]));
    expect(await searchMenu(page, 'Segurança')).toEqual(expect.arrayContaining([PERFIS, USUARIOS]));
    expect(await searchMenu(page, 'utilitarios > seguranca > perf')).toEqual([PERFIS]);

    await searchBox(page).fill('zzz-nada');
    await page.getByText('Nenhum item de menu encontrado.').waitFor();
    expect(await hits(page).count()).toBe(0);

    // Keyboard: ArrowDown moves to the second hit, Enter opens it.
    const both = await searchMenu(page, 'seguranca');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    const target = both[1] === USUARIOS ? 'Usuários' : 'Perfis';
    await page.getByRole('heading', { name: target, level: 1 }).waitFor();
    expect(pathOf(page)).toBe(target === 'Usuários' ? '/utilitario/usuarios' : '/utilitario/perfis');
  });
});

describe('authorities in the shell', () => {
  it("hides 'Perfis' from Maria and shows 'Acesso Negado' at /utilitario/perfis", async () => {
    const { page } = await s.openAs(DEMO_CONSULTA, '/');
    // Her start page offers nothing of Segurança.
    await page.getByRole('heading', { name: /Bem-vindo/, level: 1 }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Perfis|Usuários/ })
        .count(),
    ).toBe(0);
    // Her menu has Bairros but nothing of Segurança.
    expect(await searchMenu(page, 'bairro')).toEqual([BAIRROS]);
    await searchBox(page).fill('perfis');
    await page.getByText('Nenhum item de menu encontrado.').waitFor();
    await searchBox(page).fill('seguranca');
    await page.getByText('Nenhum item de menu encontrado.').waitFor();

    await page.goto(`${s.url}/utilitario/perfis`);
    await page.getByRole('heading', { name: 'Acesso Negado', level: 1 }).waitFor();
    await page.getByText(/não possui autorização para acessar esta página/).waitFor();
    expect(pathOf(page)).toBe('/utilitario/perfis');
    expect(await page.getByRole('table').count()).toBe(0);
    // The API refuses too.
    expect((await page.request.get(`${s.url}/api/utilitario/perfis`)).status()).toBe(403);

    // The page she may open works.
    await page.goto(`${s.url}/geral/bairros`);
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    // Without ROLE_GERAL_BAIRROS_EDITAR there is no 'Novo'.
    await page.getByRole('status').filter({ hasText: 'registro(s) encontrado(s).' }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo', exact: true }).count()).toBe(0);
  });
});

describe('error pages', () => {
  it('shows the 404 page for an unknown path and goes back to the start page', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/rota/que/nao/existe');
    await page.getByRole('heading', { name: 'ERRO 404 - PÁGINA NÃO ENCONTRADA', level: 1 }).waitFor();
    expect(await page.title()).toContain('Página Não Encontrada');
    expect(await page.getByRole('main').getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await page.getByRole('button', { name: 'Voltar para o início' }).click();
    await expect.poll(() => pathOf(page), POLL).toBe('/');
    await page.getByRole('heading', { name: /Bem-vindo/, level: 1 }).waitFor();
  });
});

describe('shell layout', () => {
  it('has no serious or critical accessibility violations (axe), also with the menu search open', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page.getByRole('heading', { name: /Bem-vindo/, level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await searchMenu(page, 'cadastros');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fits a 375 px wide phone screen without horizontal scrolling', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/', { width: 375, height: 740 });
    await page.getByRole('heading', { name: /Bem-vindo/, level: 1 }).waitFor();
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await page.goto(`${s.url}/geral/bairros`);
    await page.getByRole('status').filter({ hasText: 'registro(s) encontrado(s).' }).waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
  });
});
