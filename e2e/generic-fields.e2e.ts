import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

/**
 * The generic widgets of the `references` (multi-select with chips) and `items` (table of rows) field
 * kinds, on the generic form of cargos: 'Áreas Organizacionais' and, in the 'Competências' tab, the rows
 * of knowledge.
 */
const s = browserSuite({ name: 'generic-fields' });
const CARGOS = '/cargo-salario/cargos';
const SHOTS = path.join(import.meta.dirname, 'screenshots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `generic-fields-${name}.png`), fullPage: true });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/**
 * Opens a PrimeReact MultiSelect (a combobox) or Dropdown (a textbox) by its accessible name, from the
 * keyboard, and clicks its first option.
 */
async function chooseFirst(
  scope: Page | Locator,
  page: Page,
  label: string,
  kind: 'multiselect' | 'dropdown',
) {
  const role = kind === 'multiselect' ? 'combobox' : 'textbox';
  const control = scope.getByRole(role, { name: label, exact: true });
  const panelClass = `.p-${kind}-panel`;
  await control.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const panel = page.locator(panelClass);
  await panel.waitFor();
  const option = panel.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return name;
}

describe('references and items widgets on a generic form', () => {
  it('chooses areas as chips, adds a row, focuses its failing cell in its tab and saves', async () => {
    const nome = uniqueName('Cargo E2E');
    const { page } = await s.openAs(DEMO_ADMIN, `${CARGOS}/new`);
    await page.getByRole('heading', { name: 'Novo Cargo', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Nomenclatura', exact: true }).fill(nome);
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);

    // Several areas: chips in the multi-select.
    const area = await chooseFirst(form, page, 'Áreas Organizacionais', 'multiselect');
    await form.locator('.p-multiselect-token').filter({ hasText: area }).waitFor();
    await shot(page, 'references');

    // A row of knowledge left without its knowledge: the alert switches to the tab and focuses the cell.
    await form.getByRole('tab', { name: 'Competências' }).click();
    await form.getByRole('heading', { name: 'Conhecimentos', level: 2 }).waitFor();
    await form.getByRole('button', { name: 'Inserir Conhecimento' }).click();
    await expect.poll(() => focusedId(page), POLL).toBe('conhecimentos.0.conhecimentoId');
    await form.getByRole('tab', { name: 'Dados Gerais' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedId(page), POLL).toBe('conhecimentos.0.conhecimentoId');
    await form.getByText('Conhecimento é obrigatório', { exact: true }).waitFor();
    await shot(page, 'items-error');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Filled: saved with the areas and the row.
    const conhecimento = await chooseFirst(form, page, 'Conhecimento (linha 1)', 'dropdown');
    await form.getByRole('textbox', { name: 'Complemento (linha 1)' }).fill('Nível avançado');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Cargo salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Cargos', level: 1 }).waitFor();

    const res = await page.request.get(`${s.url}/api${CARGOS}`, { params: { q: nome, unpaged: 'true' } });
    const [saved] = (await res.json()) as { id: number }[];
    const row = await (await page.request.get(`${s.url}/api${CARGOS}/${saved.id}`)).json();
    expect(row.areasOrganizacionaisIds).toHaveLength(1);
    expect(row.conhecimentos).toEqual([
      expect.objectContaining({ complemento: 'Nível avançado', conhecimentoId: expect.any(Number) }),
    ]);

    // Opened again: the chip and the row come back; removing the row leaves the empty table.
    await page.goto(`${s.url}${CARGOS}/${saved.id}`);
    await page.getByRole('heading', { name: 'Editar Cargo', level: 1 }).waitFor();
    await form.locator('.p-multiselect-token').filter({ hasText: area }).waitFor();
    await form.getByRole('tab', { name: 'Competências' }).click();
    const table = form.getByRole('table', { name: 'Conhecimentos' });
    await table.getByRole('row').filter({ hasText: conhecimento }).waitFor();
    await shot(page, 'items');
    await table.getByRole('button', { name: 'Remover' }).click();
    await table.getByText('Nenhum registro encontrado.').waitFor();
  });
});
