import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, hojeNoBrasil, uniqueName } from './support.ts';

/**
 * Salary realignment (issue 20 §1), the main flow: a planning table, the collective screen adds every talent
 * of an area with a 10 % raise and previews them with the payroll before and after, apply writes the
 * history (seen on the talent), cancel removes it.
 */
const s = browserSuite({ name: 'reajustes' });
const TAB = '/cargo-salario/tabelas-reajustes-colaboradores';
const headers = { 'x-page-path': TAB, 'x-empresa-id': '1' };

describe('planejamento de realinhamento', () => {
  it('plans, previews, applies (history on the talent) and cancels a collective raise', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    const hoje = hojeNoBrasil();
    const nome = uniqueName('Reajuste E2E');
    // The planning table and the talent whose area is adjusted, through the API (the form is generic).
    const tabela = (await (
      await page.request.post(`${s.url}/api${TAB}`, {
        headers,
        data: { nome, data: hoje, tipoReajuste: 'C', dissidio: false },
      })
    ).json()) as { id: number };
    // The area of the demo's applied dissídio is the one sure to have no history dated today once that
    // dissídio is cancelled (the demo's random history may reach today elsewhere): cancel it first, reuse
    // its area, and apply it again at the end.
    const api = `${s.url}/api${TAB}`;
    const demo = (
      (await (await page.request.get(`${api}?tipoReajuste=C`)).json()) as { id: number; aprovada: boolean }[]
    ).find((t) => t.aprovada);
    if (!demo) throw new Error('dissídio da demonstração ausente');
    expect((await page.request.post(`${api}/${demo.id}/cancelar-reajuste`, { headers })).status()).toBe(200);
    const registros = (await (await page.request.get(`${api}/${demo.id}/colaboradores?size=1`)).json()) as {
      content: {
        colaborador: { id: number; nome: string };
        estabelecimentoAtual: { nome: string };
        areaOrganizacionalAtual: { nome: string };
      }[];
    };
    const r = registros.content[0];
    const talento = r.colaborador;

    await page.goto(`${s.url}/cargo-salario/movimentacao-reajuste-coletivo-colaborador?tabela=${tabela.id}`);
    await page.getByRole('heading', { name: 'Reajuste Coletivo de Talentos', level: 1 }).waitFor();
    const escolher = async (label: string, texto: string) => {
      await page
        .locator('.p-multiselect')
        .filter({ has: page.locator(`#${label}`) })
        .click();
      const painel = page.locator('.p-multiselect-panel');
      await painel.locator('input.p-multiselect-filter').fill(texto);
      await painel.getByRole('option', { name: texto, exact: true }).first().click();
      await page.keyboard.press('Escape');
      await painel.waitFor({ state: 'detached' });
    };
    await escolher('reajuste-estabelecimentos', r.estabelecimentoAtual.nome);
    await escolher('reajuste-areas', r.areaOrganizacionalAtual.nome);
    await page.getByRole('spinbutton', { name: 'Percentual (%)' }).fill('10');
    await page.getByRole('button', { name: 'Incluir reajustes' }).click();
    await toast(page, 'reajuste').waitFor();
    // The preview: the payroll before/after and the talent's row.
    await page.getByText(/^Valor total da folha em /).waitFor();
    const linha = page.getByRole('table').getByRole('row').filter({ hasText: talento.nome });
    await linha.waitFor();
    expect(await linha.getByRole('cell').allInnerTexts()).toContain('10,00%');
    // The record edited in place: 12 % instead of 10 %.
    await linha.getByRole('button', { name: 'Editar reajuste' }).click();
    const pct = linha.getByRole('spinbutton', { name: 'Reajuste (%)' });
    await pct.fill('12');
    await pct.blur();
    await linha.getByRole('button', { name: 'Salvar reajuste' }).click();
    await toast(page, 'Reajuste alterado').waitFor();
    await expect.poll(() => linha.getByRole('cell').allInnerTexts(), POLL).toContain('12,00%');

    await page.getByRole('button', { name: 'Aplicar reajuste' }).click();
    await dialogWith(page, 'Aplicar o planejamento?').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Planejamento aplicado').waitFor();
    await page.getByRole('button', { name: 'Cancelar reajuste' }).waitFor();

    // The history row is on the talent.
    const dataBr = hoje.split('-').reverse().join('/');
    await page.goto(`${s.url}/cargo-salario/colaboradores/${talento.id}`);
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await expect.poll(() => page.getByRole('main').getByText('Reajuste').count(), POLL).toBeGreaterThan(0);
    await page.getByRole('main').getByText(dataBr).first().waitFor();

    await page.goto(`${s.url}${TAB}/${tabela.id}`);
    await page.getByRole('button', { name: 'Cancelar reajuste' }).click();
    await dialogWith(page, 'Cancelar o reajuste?').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Reajuste cancelado').waitFor();
    await page.getByRole('button', { name: 'Aplicar reajuste' }).waitFor();
    // The demo as it was.
    expect((await page.request.post(`${api}/${demo.id}/aplicar-colaboradores`, { headers })).status()).toBe(
      200,
    );
  }, 60_000);
});
