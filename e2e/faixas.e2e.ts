import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'faixas' });
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `faixas-${name}.png`), fullPage: true });

const rowOf = (page: Page, text: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: text });

/** Id of a demo position by its Nomenclatura, through the API (the page's cookies). */
async function cargoId(page: Page, nome: string): Promise<number> {
  const res = await page.request.get(`${s.url}/api/cargo-salario/faixas-salariais/cargos`);
  const c = ((await res.json()) as { id: number; nome: string }[]).find((x) => x.nome === nome);
  if (!c) throw new Error(`cargo ${nome} ausente`);
  return c.id;
}

describe('faixas salariais', () => {
  it('shows the salary in force of the demo bands, filtered by cargo', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/faixas-salariais');
    await page.getByRole('heading', { name: 'Faixas Salariais', level: 1 }).waitFor();
    // The position filter is in the panel, collapsed behind 'Exibir Filtro'.
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await chooseOption(page.getByRole('main'), page, 'Cargo', 'Recepcionista', 'Recep');
    await expect.poll(() => new URL(page.url()).searchParams.get('cargoId'), POLL).not.toBeNull();
    const row = rowOf(page, 'Única');
    // 1,5 salário mínimo (R$ 1.621,00 since January 2026).
    await row.getByRole('cell', { name: 'R$ 2.431,50' }).waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Única', 'Recepcionista', '4221-05', 'R$ 2.431,50']),
    );
    await shot(page, 'lista');
    // Checked with the focus off the filter dropdown: a focused PrimeReact Dropdown without an active item
    // points aria-activedescendant at 'dropdownItem_-1' (a PrimeReact quirk, the same on every list).
    await page.getByRole('heading', { name: 'Faixas Salariais', level: 1 }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 150_000);

  it("creates a position's band with an index-based history and sees its salary in force", async () => {
    const nome = uniqueName('E2E').slice(0, 30);
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/faixas-salariais');
    const recepcao = await cargoId(page, 'Recepcionista');
    await page.goto(`${s.url}/cargo-salario/faixas-salariais?cargoId=${recepcao}`);
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Nova Faixa Salarial', level: 1 }).waitFor();
    const form = page.getByRole('main');
    // The cargo of the list filter comes chosen; the new band starts with one history row dated today.
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Cargo', exact: true }).inputValue(), POLL)
      .toBe('Recepcionista');

    // Empty name and CBO, and an index row without index and with quantity 0: the spec's messages.
    await chooseOption(form, page, 'Tipo (linha 1)', 'Por índice');
    const quantidade = form.getByRole('spinbutton', { name: 'Quantidade (linha 1)' });
    await quantidade.click();
    await quantidade.pressSequentially('0');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.waitFor();
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor();
    await form.getByText('Índice é obrigatório', { exact: true }).waitFor();
    await form.getByText('Quantidade não pode ser 0 (zero) ou menor', { exact: true }).waitFor();
    await form.getByText('Código CBO é obrigatório', { exact: true }).waitFor();
    await alerta.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('nome');

    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    const cbo = form.getByRole('combobox', { name: 'Código CBO' });
    await cbo.pressSequentially('4221-05');
    await page.getByRole('option', { name: '4221-05 - Recepcionista, em geral' }).click();
    await chooseOption(form, page, 'Índice (linha 1)', 'Salário Mínimo');
    await quantidade.fill('');
    await quantidade.pressSequentially('2');
    await quantidade.blur();
    // The row's salary on its date, calculated by the server: 2 × R$ 1.621,00.
    await form.getByText('R$ 3.242,00').waitFor();
    await shot(page, 'formulario');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Faixa Salarial salva com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Faixas Salariais', level: 1 }).waitFor();
    const row = rowOf(page, nome);
    await row.getByRole('cell', { name: 'R$ 3.242,00' }).waitFor();

    // Back in the form, the saved history is there.
    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Faixa Salarial', level: 1 }).waitFor();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Índice (linha 1)', exact: true }).inputValue(), POLL)
      .toBe('Salário Mínimo');
    await form.getByText('R$ 3.242,00').waitFor();
  }, 150_000);

  it('duplicates a band under a new name from the dialog', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/faixas-salariais');
    await page.getByRole('button', { name: 'Duplicar faixa' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Duplicar faixa' });
    await dialogo.waitFor();
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await dialogo.getByText('Cargo de origem é obrigatório').waitFor();
    await dialogo.getByText('Nome é obrigatório').waitFor();
    await chooseOption(dialogo, page, 'Cargo de origem', 'Diretor Geral', 'Diretor');
    await chooseOption(dialogo, page, 'Faixa salarial de origem', 'Única');
    await dialogo.getByRole('textbox', { name: 'Nome da nova faixa' }).fill('Nome longo demais!');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await dialogo.getByText('Nome deve ter no máximo 15 caracteres').waitFor();
    await shot(page, 'duplicar');
    const novo = `Cópia ${Date.now().toString(36).slice(-5)}`;
    await dialogo.getByRole('textbox', { name: 'Nome da nova faixa' }).fill(novo);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await toast(page, 'Faixa salarial duplicada com sucesso.').waitFor();
    await dialogo.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(novo);
    await rowOf(page, novo).getByRole('cell', { name: 'R$ 30.870,00' }).waitFor();
  }, 150_000);
});

describe('índices', () => {
  it('lists the demo indices and shows the value history in the generic form', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/indices');
    await page.getByRole('heading', { name: 'Índices', level: 1 }).waitFor();
    await rowOf(page, 'Salário Mínimo').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Índice', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Data (linha 1)' }).inputValue(), POLL)
      .toBe('01/01/2026');
    expect(
      (await form.getByRole('spinbutton', { name: 'Valor (linha 1)' }).inputValue()).replace(/\u00a0/g, ' '),
    ).toBe('R$ 1.621,00');
    await shot(page, 'indice');
  }, 150_000);
});
