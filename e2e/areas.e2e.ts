import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'areas' });
const AREAS = '/cargo-salario/areas-organizacionais';
const SHOTS = path.join(import.meta.dirname, 'screenshots');

/** Keeps a screenshot of the screen once the 'Carregando...' overlay is gone. */
async function shot(page: Page, name: string) {
  await page.locator('.ipe-loading').waitFor({ state: 'detached' });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Creates an area through the API with the page's session; answers its id. */
async function apiArea(page: Page, body: Record<string, unknown>): Promise<number> {
  const res = await page.request.post(`${s.url}/api${AREAS}`, {
    data: body,
    headers: { 'x-page-path': AREAS, 'x-empresa-id': '1' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Creates a talent of the demo company in `areaId` through the API (first establishment and band). */
async function apiTalento(page: Page, areaId: number): Promise<void> {
  const primeiro = async (url: string) =>
    (
      (await (await page.request.get(`${s.url}/api${url}`, { params: { page: '0', size: '1' } })).json()) as {
        content: { id: number }[];
      }
    ).content[0].id;
  const res = await page.request.post(`${s.url}/api/cargo-salario/colaboradores`, {
    data: {
      nome: uniqueName('Talento E2E'),
      sexo: 'F',
      dataAdmissao: '2020-03-02',
      historicos: [
        {
          data: '2020-03-02',
          motivo: 'A',
          estabelecimentoId: await primeiro('/utilitario/estabelecimentos'),
          areaOrganizacionalId: areaId,
          faixaSalarialId: await primeiro('/cargo-salario/faixas-salariais'),
          tipoSalario: '1',
        },
      ],
    },
    headers: { 'x-page-path': AREAS, 'x-empresa-id': '1' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

describe('organisational areas', () => {
  it('creates an area under a parent, then refuses to inactivate the parent', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, AREAS);
    const mae = uniqueName('Mãe E2E');
    const filha = uniqueName('Filha E2E');
    const maeId = await apiArea(page, { nome: mae });

    // The new area under the parent, through the form.
    await page.goto(`${s.url}${AREAS}/new`);
    await page.getByRole('heading', { name: 'Nova Área Organizacional', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Descrição', exact: true }).fill(filha);
    await chooseOption(form, page, 'Área Mãe', mae, mae);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'salva com sucesso').waitFor();
    await page.getByRole('heading', { name: 'Áreas Organizacionais', level: 1 }).waitFor();

    // The list shows the hierarchy.
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(filha);
    await page.getByRole('cell', { name: `${mae} > ${filha}`, exact: true }).waitFor();
    await shot(page, 'areas-lista');

    // Inactivating the parent is refused with the rule's message on the field.
    await page.goto(`${s.url}${AREAS}/${maeId}`);
    await page.getByRole('heading', { name: 'Editar Área Organizacional', level: 1 }).waitFor();
    const ativo = form.getByRole('checkbox', { name: 'Ativo', exact: true });
    await expect.poll(() => ativo.isChecked(), POLL).toBe(true);
    await ativo.uncheck();
    await page.getByRole('button', { name: 'Gravar' }).click();
    const msg = 'Não é possível inativar a área organizacional, pois ela possui áreas filhas ativas.';
    await form.getByText(msg, { exact: true }).waitFor();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    if (await alert.isVisible()) await alert.getByRole('button', { name: 'OK' }).click();
    await shot(page, 'areas-inativar-mae');
    expect(new URL(page.url()).pathname).toBe(`${AREAS}/${maeId}`);
    const row = await page.request.get(`${s.url}/api${AREAS}/${maeId}`);
    expect((await row.json()).ativo).toBe(true);
  });

  it('shows the organisation chart from the menu and prints only the chart', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    // From the menu search, as a user finds it.
    await page.getByRole('combobox', { name: 'Pesquisar Menu' }).fill('organograma');
    await page
      .getByRole('option', { name: /Organograma/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Organograma', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${AREAS}/organograma`);
    const chart = page.getByRole('list', { name: 'Organograma' });
    await chart.getByRole('link', { name: /^Diretoria Geral/ }).waitFor();
    for (const nome of ['Comercial', 'Vendas', 'Marketing', 'Recursos Humanos'])
      await chart.getByRole('link', { name: new RegExp(`^${nome}`) }).waitFor();
    await shot(page, 'areas-organograma');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 'Imprimir' opens the browser's print (stubbed here: headless Chromium has no print dialog).
    await page.evaluate(() => {
      const w = window as unknown as { impressoes: number; print: () => void };
      w.impressoes = 0;
      w.print = () => {
        w.impressoes++;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);

    // The print stylesheet hides the header, the menu, the filters and the button; the chart stays.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.ipe-header').isVisible(), POLL).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByText('Exibir áreas inativas').isVisible()).toBe(false);
    expect(await chart.getByRole('link', { name: /^Diretoria Geral/ }).isVisible()).toBe(true);
    await shot(page, 'areas-organograma-impressao');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.ipe-header').isVisible()).toBe(true);
  });

  it('a position form shows the spec messages for the names and the areas', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/cargos/new');
    await page.getByRole('heading', { name: 'Novo Cargo', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.getByRole('button', { name: 'OK' }).click();
    const form = page.getByRole('main');
    for (const msg of [
      'Nomenclatura é obrigatória',
      'Nome é obrigatório',
      'Selecione ao menos uma Área Organizacional',
    ])
      await form.getByText(msg, { exact: true }).waitFor();
    await shot(page, 'areas-cargo-novo');
    await page.getByRole('tab', { name: 'Competências' }).click();
    await shot(page, 'areas-cargo-competencias');
  });

  it('shows inactive areas in the chart only on request', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, `${AREAS}/organograma`);
    const inativa = uniqueName('Inativa E2E');
    await apiArea(page, { nome: inativa, ativo: false });
    await page.reload();
    const chart = page.getByRole('list', { name: 'Organograma' });
    await chart.getByRole('link', { name: /^Diretoria Geral/ }).waitFor();
    expect(await chart.getByRole('link', { name: new RegExp(inativa) }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Exibir áreas inativas' }).check();
    await chart.getByRole('link', { name: new RegExp(`${inativa}.*Inativa`) }).waitFor();
  });
  it('lists active areas by default and all with the Ativo filter; asks before moving an area with talents', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, AREAS);
    const inativa = uniqueName('Inativa Lista');
    await apiArea(page, { nome: inativa, ativo: false });
    await page.reload();
    await page.getByRole('heading', { name: 'Áreas Organizacionais', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(inativa);
    await page.getByText('Nenhum registro encontrado.').waitFor();
    // The filters beside the quick search sit in the panel, collapsed at first.
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await chooseOption(page, page, 'Ativo', 'Todos');
    await page.getByRole('cell', { name: inativa, exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('ativo')).toBe('todos');

    // An area whose child has a talent: a new parent changes the hierarchy they show.
    const mae = uniqueName('Movida E2E');
    const maeId = await apiArea(page, { nome: mae });
    await apiTalento(page, await apiArea(page, { nome: uniqueName('Filha Movida'), areaMaeId: maeId }));
    const destino = uniqueName('Destino E2E');
    await apiArea(page, { nome: destino });
    await page.goto(`${s.url}${AREAS}/${maeId}`);
    await page.getByRole('heading', { name: 'Editar Área Organizacional', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Descrição', exact: true }).inputValue(), POLL)
      .toBe(mae);
    await chooseOption(form, page, 'Área Mãe', destino, destino);
    await page.getByRole('button', { name: 'Gravar' }).click();
    const aviso = dialogWith(page, 'Esta área tem 1 talento (nela e nas áreas abaixo dela).');
    await aviso.waitFor();
    await aviso.getByRole('button', { name: 'Cancelar' }).click();
    expect((await (await page.request.get(`${s.url}/api${AREAS}/${maeId}`)).json()).areaMaeId).toBeNull();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await dialogWith(page, 'Esta área tem 1 talento').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'salva com sucesso').waitFor();
    expect((await (await page.request.get(`${s.url}/api${AREAS}/${maeId}`)).json()).descricaoHierarquia).toBe(
      `${destino} > ${mae}`,
    );
  });
});
