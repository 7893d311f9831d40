import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'crud' });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Types in the list's search box and waits for the table to answer with `rows` rows. The list's answer to
 * this very search is awaited first: the count shown before (the previous search's) may already read the same.
 */
async function search(page: Page, text: string, rows: number) {
  const answered = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return (
      r.request().method() === 'GET' && u.pathname.startsWith('/api/') && u.searchParams.get('q') === text
    );
  });
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(text);
  expect((await answered).status()).toBe(200);
  await page
    .getByRole('status')
    .filter({ hasText: `${rows} registro(s) encontrado(s).` })
    .waitFor();
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: text });

/**
 * Clicks the confirmation's OK of a row removal: the DELETE must answer 204 and the success toast appear.
 * Both waits start before the click, so a toast shown (and gone after its 3 s) while the test was busy still
 * counts, and a failure says whether the request left and what it answered.
 */
async function confirmRemoval(page: Page, confirm: Locator, message: string) {
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  const shown = toast(page, message).waitFor();
  await confirm.getByRole('button', { name: 'OK' }).click();
  expect((await deleted).status()).toBe(204);
  await shown;
}

/** The rows the API holds for a search, through the logged-in page's cookies. */
async function apiSearch(page: Page, path: string, q: string): Promise<{ nome: string }[]> {
  const res = await page.request.get(`${s.url}/api${path}`, { params: { q, unpaged: 'true' } });
  expect(res.status()).toBe(200);
  return res.json();
}

describe('a register through the generic screens: /geral/bairros', () => {
  it('creates (after the validation messages), finds, edits and removes a bairro', async () => {
    const nome = uniqueName('Bairro E2E');
    const editado = `${nome} Editado`;
    const { page } = await s.openAs(DEMO_ADMIN, '/geral/bairros');
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();

    // New: an empty submit shows every required message and the alert, then focuses the first field.
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Novo Bairro', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/geral/bairros/new');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    const form = page.getByRole('main');
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor();
    await form.getByText('Estado é obrigatório', { exact: true }).waitFor();
    await form.getByText('Cidade é obrigatória', { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('nome');

    // Filled: the city waits for the state, then the save goes back to the list with a toast.
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    expect(await form.getByRole('textbox', { name: 'Cidade', exact: true }).isDisabled()).toBe(true);
    await chooseOption(form, page, 'Estado', 'SP', 'SP');
    await chooseOption(form, page, 'Cidade', 'Campinas', 'Campinas');
    // The messages go as the fields are filled.
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor({ state: 'detached' });
    await form.getByText('Cidade é obrigatória', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Gravar' }).click();
    const saved = toast(page, 'Bairro salvo com sucesso.');
    await saved.waitFor();
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/geral/bairros');
    await closeToast(saved);

    // Found by the list search, with its city and state.
    await search(page, nome, 1);
    const row = rowOf(page, nome);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([nome, 'Campinas', 'SP']),
    );

    // Edit.
    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Bairro', level: 1 }).waitFor();
    const nomeInput = form.getByRole('textbox', { name: 'Nome', exact: true });
    await expect.poll(() => nomeInput.inputValue(), POLL).toBe(nome);
    await nomeInput.fill(editado);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await saved.waitFor();
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    await search(page, editado, 1);
    expect((await apiSearch(page, '/geral/bairros', nome)).map((b) => b.nome)).toEqual([editado]);

    // Remove: Cancelar keeps the row, OK removes it.
    const editedRow = rowOf(page, editado);
    await editedRow.getByRole('button', { name: 'Remover' }).click();
    const confirm = dialogWith(page, 'Tem certeza que deseja remover?');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await editedRow.count()).toBe(1);
    await editedRow.getByRole('button', { name: 'Remover' }).click();
    await confirm.waitFor();
    await confirmRemoval(page, confirm, 'Bairro removido com sucesso.');
    await page.getByRole('status').filter({ hasText: '0 registro(s) encontrado(s).' }).waitFor();
    await page.getByRole('cell', { name: 'Nenhum registro encontrado.' }).waitFor();
    expect(await apiSearch(page, '/geral/bairros', nome)).toEqual([]);
  });
});

describe('a blocked delete: /utilitario/perfis', () => {
  it('creates a perfil, refuses to remove a perfil in use, removes the unused one', async () => {
    const nome = uniqueName('Perfil E2E');
    const { page } = await s.openAs(DEMO_ADMIN, '/utilitario/perfis/new');
    await page.getByRole('heading', { name: 'Novo Perfil', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await form.getByRole('button', { name: 'Marcar Todos', exact: true }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Perfil salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Perfis', level: 1 }).waitFor();

    // 'Consulta' is Maria's perfil: the removal is refused with the dependencies warning.
    await search(page, 'Consulta', 1);
    await rowOf(page, 'Consulta').getByRole('button', { name: 'Remover' }).click();
    const confirm = dialogWith(page, 'Tem certeza que deseja remover?');
    await confirm.getByRole('button', { name: 'OK' }).click();
    const warning = toast(page, 'possui dependências em');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/Aviso[\s\S]*possui dependências em/);
    await page.waitForTimeout(300);
    expect(await rowOf(page, 'Consulta').count()).toBe(1);
    expect((await apiSearch(page, '/utilitario/perfis', 'Consulta')).map((p) => p.nome)).toContain(
      'Consulta',
    );

    // The new perfil is in use by nobody: it goes.
    await search(page, nome, 1);
    await rowOf(page, nome).getByRole('button', { name: 'Remover' }).click();
    await confirmRemoval(page, confirm, 'Perfil removido com sucesso.');
    await page.getByRole('status').filter({ hasText: '0 registro(s) encontrado(s).' }).waitFor();
  });
});

describe('accessibility of the generic screens (axe)', () => {
  it('the generic list has no serious or critical violations', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/geral/bairros');
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'registro(s) encontrado(s).' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the generic form has no serious or critical violations, also with the validation errors', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/geral/bairros/new');
    await page.getByRole('heading', { name: 'Novo Bairro', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await page.getByText('Nome é obrigatório', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
