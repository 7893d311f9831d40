import { describe, expect, it } from 'vitest';
import { closeToast, browserSuite, toast } from './suite.ts';
import { DEMO_ADMIN, DEMO_CONSULTA, seriousA11yViolations } from './support.ts';

/**
 * Utilities left (issue 19 §4): an extra menu's link added on its links screen (the address must be an
 * http or https URL) shows under 'Menu Extras' in the top menu of every user of the company.
 */

const s = browserSuite({ name: 'utilitarios' });
const URL_INTRANET = 'https://intranet.exemplo.com.br/';

describe('extra menus', () => {
  it("adds a link to the demo's extra menu and every user of the company finds it under 'Menu Extras'", async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/utilitario/menu-extra');
    await page.getByRole('heading', { name: 'Menus Extras', level: 1 }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Portal do Colaborador' })
      .getByRole('button', { name: 'Links' })
      .click();
    await page.getByRole('heading', { name: 'Links do menu Portal do Colaborador', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Calendário de feriados' }).waitFor();

    await page.getByRole('button', { name: 'Novo link' }).click();
    const d = page.getByRole('dialog', { name: 'Novo link' });
    await d.getByLabel('Descrição').fill('Intranet');
    await d.getByLabel('Endereço').fill('intranet.exemplo.com.br');
    await d.getByRole('button', { name: 'Gravar' }).click();
    await d
      .getByText('Endereço inválido: informe uma URL completa que comece com http:// ou https://')
      .waitFor();
    await d.getByLabel('Endereço').fill(URL_INTRANET);
    await d.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Link salvo com sucesso.'));
    await page.getByRole('row').filter({ hasText: 'Intranet' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Maria Consulta holds no utilities authority: the company's extra menus are hers too.
    const outra = await s.openAs(DEMO_CONSULTA, '/');
    const menu = outra.page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('menuitem', { name: 'Menu Extras' }).click();
    await menu.getByRole('menuitem', { name: 'Portal do Colaborador' }).hover();
    const link = menu.getByRole('menuitem', { name: 'Intranet' }).locator('a');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(URL_INTRANET);
    expect(await link.getAttribute('target')).toBe('_blank');
    // Closed again: the page's own accessibility check runs on the page, not on PrimeReact's open submenu.
    await outra.page.keyboard.press('Escape');
    await outra.page.mouse.click(5, 500);
    await menu.getByRole('menuitem', { name: 'Intranet' }).waitFor({ state: 'hidden' });
  });
});
