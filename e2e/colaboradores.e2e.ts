import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

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
    // The talent picker is in the filter panel, collapsed behind 'Exibir Filtro'.
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
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

  it('creates a talent: required messages, then the admission row follows the admission date', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, `${BASE}/new`);
    await page.getByRole('heading', { name: 'Novo Talento', level: 1 }).waitFor();
    const opcoes = (await (await page.request.get(`${s.url}/api${BASE}/opcoes`)).json()) as Record<
      string,
      { label: string; ativo?: boolean }[]
    >;
    const form = page.getByRole('main');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor();
    await form.getByText('Sexo é obrigatório', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('nome');

    const nome = uniqueName('Talento E2E');
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await form.getByRole('textbox', { name: 'CPF', exact: true }).fill('111.111.111-11');
    await chooseOption(form, page, 'Sexo', 'Feminino');
    await page.getByRole('tab', { name: 'Dados Funcionais' }).click();
    const admissao = form.getByRole('combobox', { name: 'Data de Admissão' });
    await admissao.fill('02/03/2020');
    await admissao.press('Tab');

    await page.getByRole('tab', { name: 'Histórico' }).click();
    const linha = form.getByRole('group', { name: /Admissão/ });
    await expect
      .poll(() => linha.getByRole('combobox', { name: 'Data' }).inputValue(), POLL)
      .toBe('02/03/2020');
    await chooseOption(linha, page, 'Estabelecimento', opcoes.estabelecimentos[0].label);
    const area = opcoes.areas.find((a) => a.ativo !== false)?.label ?? '';
    await chooseOption(linha, page, 'Área Organizacional', area, area);
    await chooseOption(linha, page, 'Faixa Salarial', opcoes.faixas[0].label, opcoes.faixas[0].label);
    await shot(page, 'novo-historico');
    await page.getByRole('button', { name: 'Gravar' }).click();
    // The CPF rule, on its tab.
    await dialogWith(page, 'Preencha os campos indicados').getByRole('button', { name: 'OK' }).click();
    await form.getByText('Cpf inválido.', { exact: true }).waitFor();
    await form.getByRole('textbox', { name: 'CPF', exact: true }).fill('');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Talento salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Talentos', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Nome ou CPF' }).fill(nome);
    await page.getByRole('status').filter({ hasText: '1 registro(s) encontrado(s).' }).waitFor();
    expect(await page.getByRole('table').getByRole('row').filter({ hasText: nome }).innerText()).toContain(
      opcoes.faixas[0].label.split(' / ')[1],
    );
  });
});
