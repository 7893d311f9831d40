import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'candidatos-busca' });
const semAcento = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('candidate search', () => {
  it('searches the demo base by name and by CV text, and opens a result', { timeout: 120_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/candidatos', { width: 1366, height: 900 });
    await page.getByRole('heading', { name: 'Candidatos', level: 1 }).waitFor();
    const tabela = page.getByRole('table', { name: 'Candidatos' });
    const linhas = tabela.locator('tbody tr');
    await linhas.first().waitFor();
    // The demo base: 2,000 generated CVs and the 40 evaluated candidates.
    await expect
      .poll(() => page.getByText(/registro\(s\) encontrado\(s\)\./).innerText(), POLL)
      .toMatch(/^20\d\d registro\(s\)/);

    // By name: two words, lower case, without accents, in any order.
    const nome = (await linhas.nth(3).locator('td').nth(1).innerText()).trim();
    const partes = nome.split(' ');
    const digitado = semAcento(`${partes[partes.length - 1]} ${partes[0]}`).toLowerCase();
    // The name is the quick search; the other filters wait behind 'Exibir Filtro'.
    const filtro = page.getByRole('form', { name: 'Filtro' });
    expect(await filtro.isHidden()).toBe(true);
    const nomeBusca = page.getByRole('searchbox', { name: 'Nome', exact: true });
    await nomeBusca.fill(digitado);
    await nomeBusca.press('Enter');
    await expect
      .poll(() => page.url(), POLL)
      .toContain(`nome=${encodeURIComponent(digitado).replace(/%20/g, '+')}`);
    // Every row has both words (the list is refreshed), the candidate picked among them.
    const comAsDuas = (t: string) =>
      [partes[0], partes[partes.length - 1]].every((p) =>
        semAcento(t).toLowerCase().includes(semAcento(p).toLowerCase()),
      );
    await expect.poll(async () => (await linhas.allInnerTexts()).every(comAsDuas), POLL).toBe(true);
    expect((await linhas.allInnerTexts()).some((t) => t.includes(nome))).toBe(true);

    // By CV text: the forklift operators first (the word is in their role), ordered by relevance.
    await nomeBusca.fill('');
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await filtro.getByLabel('Busca no currículo').fill('operador de empilhadeira');
    await filtro.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Resultados ordenados pela relevância da busca no currículo.').waitFor();
    await expect.poll(() => page.url(), POLL).toContain('texto=operador+de+empilhadeira');
    await expect
      .poll(() => page.getByText(/registro\(s\) encontrado\(s\)\./).innerText(), POLL)
      .toMatch(/registro\(s\) encontrado/);
    expect(await linhas.count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'candidatos-busca.png'),
      fullPage: true,
    });

    // Open the most relevant result's form.
    const primeiro = (await linhas.first().locator('td').nth(1).innerText()).trim();
    await linhas.first().getByRole('button', { name: 'Editar' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toMatch(/^\/captacao\/candidatos\/\d+$/);
    await expect
      .poll(
        () =>
          page
            .getByRole('main')
            .getByRole('textbox', { name: /^Nome\*?$/ })
            .first()
            .inputValue(),
        POLL,
      )
      .toBe(primeiro);
  });
});
