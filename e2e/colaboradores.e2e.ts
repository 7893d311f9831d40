import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'colaboradores' });
const BASE = '/cargo-salario/colaboradores';
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `colaboradores-${name}.png`),
    fullPage: true,
  });

/** A demo talent through the API (the demo names are generated): an active one with a two-word name. */
async function talentoDemo(page: Page): Promise<{ id: number; nome: string }> {
  const res = await page.request.get(`${s.url}/api${BASE}`, {
    params: { page: '0', size: '20', situacao: 'A' },
  });
  expect(res.status()).toBe(200);
  const { content, totalElements } = (await res.json()) as {
    content: { id: number; nome: string }[];
    totalElements: number;
  };
  expect(totalElements).toBeGreaterThan(100);
  return content[3];
}

describe('talents: /cargo-salario/colaboradores', () => {
  it('finds a talent with the autocomplete, filters the list to it and opens it', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, BASE);
    await page.getByRole('heading', { name: 'Talentos', level: 1 }).waitFor();
    // Active talents by default, a page of 15, with photos (initials avatars).
    await page
      .getByRole('status')
      .filter({ hasText: /registro\(s\) encontrado\(s\)/ })
      .waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('row').count(), POLL).toBe(16);
    await shot(page, 'lista');

    const alvo = await talentoDemo(page);
    const [primeiro, sobrenome] = alvo.nome.split(' ');
    const input = page.getByRole('combobox', { name: 'Talento', exact: true });
    await input.pressSequentially(`${primeiro} ${sobrenome}`, { delay: 30 });
    const option = page.getByRole('option').filter({ hasText: alvo.nome }).first();
    await option.waitFor();
    await shot(page, 'autocomplete');
    await option.click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('colaboradorId'), POLL)
      .toBe(String(alvo.id));
    await page.getByRole('status').filter({ hasText: '1 registro(s) encontrado(s).' }).waitFor();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: alvo.nome });
    expect(await row.getByRole('cell').nth(1).innerText()).toBe(alvo.nome);

    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Talento', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BASE}/${alvo.id}`);
    const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect.poll(() => nome.inputValue(), POLL).toBe(alvo.nome);
    await page.getByRole('img', { name: `Foto de ${alvo.nome}` }).waitFor();
    await page.getByText(/Salário atual:/).waitFor();
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.getByRole('button', { name: 'Inserir Histórico' }).waitFor();
    await shot(page, 'historico');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
