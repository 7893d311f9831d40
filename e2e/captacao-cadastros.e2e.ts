import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'captacao-cadastros' });

/** A screenshot for the docs, once the global 'Carregando...' has gone. */
async function shot(page: Page, name: string) {
  await page.getByText('Carregando...', { exact: true }).waitFor({ state: 'hidden' });
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `${name}.png`),
    fullPage: true,
  });
}

/** GET through the logged-in page's cookies. */
async function apiGet<T>(page: Page, url: string, params: Record<string, string> = {}): Promise<T> {
  const res = await page.request.get(`${s.url}/api${url}`, { params });
  expect(res.status(), url).toBe(200);
  return res.json() as Promise<T>;
}

describe('recruitment registers', () => {
  it('creates a selection step: required messages, the next order prefilled, listed by order', async () => {
    const nome = uniqueName('Entrevista final');
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/etapas-seletivas');
    await page.getByRole('heading', { name: 'Etapas Seletivas', level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: 'Triagem de currículos' }).waitFor();
    const { ordem } = await apiGet<{ ordem: number }>(page, '/captacao/etapas-seletivas/proxima-ordem');

    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Nova Etapa Seletiva', level: 1 }).waitFor();
    const form = page.getByRole('main');
    const ordemInput = form.getByRole('spinbutton', { name: 'Ordem', exact: true });
    await expect.poll(() => ordemInput.inputValue(), POLL).toBe(String(ordem));

    // Order cleared and no name: both required messages and the alert.
    await ordemInput.fill('');
    await ordemInput.press('Tab');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await form.getByText('Ordem é obrigatória', { exact: true }).waitFor();
    await form.getByText('Nome é obrigatório', { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });

    await ordemInput.fill(String(ordem));
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(`  ${nome}  `);
    await form.getByText('Análise comportamental', { exact: true }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    const saved = toast(page, 'Etapa Seletiva salva com sucesso.');
    await saved.waitFor();
    await page.getByRole('heading', { name: 'Etapas Seletivas', level: 1 }).waitFor();
    await closeToast(saved);

    const etapas = await apiGet<{ ordem: number; nome: string; analiseComportamental: boolean }[]>(
      page,
      '/captacao/etapas-seletivas',
    );
    expect(etapas.at(-1)).toMatchObject({ ordem, nome, analiseComportamental: true });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.at(-1)).toContain(nome);

    // The same name again: the server's duplicate message under the field.
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await expect.poll(() => ordemInput.inputValue(), POLL).toBe(String(ordem + 1));
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome.toUpperCase());
    await page.getByRole('button', { name: 'Gravar' }).click();
    await form.getByText('Já existe uma etapa seletiva com este nome.', { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await shot(page, 'captacao-etapa-duplicada');
  });

  it('creates a knowledge item only with an organisational area', async () => {
    const nome = uniqueName('Entrevista por competências');
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/conhecimentos/new');
    await page.getByRole('heading', { name: 'Novo Conhecimento', level: 1 }).waitFor();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await form.getByText('Selecione ao menos uma Área Organizacional', { exact: true }).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });

    const areas = form.getByRole('combobox', { name: 'Áreas Organizacionais', exact: true });
    await areas.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const panel = page.locator('.p-multiselect-panel');
    await panel
      .getByRole('option', { name: /Recursos Humanos$/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await form.locator('.p-multiselect-token').filter({ hasText: 'Recursos Humanos' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Conhecimento salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Conhecimentos', level: 1 }).waitFor();
    const [criado] = await apiGet<{ nome: string; areasOrganizacionaisIds: number[] }[]>(
      page,
      '/captacao/conhecimentos',
      { q: nome, unpaged: 'true' },
    );
    expect(criado.areasOrganizacionaisIds).toHaveLength(1);
    // The one catalogue: Cargos & Salários sees it too.
    expect(
      await apiGet<unknown[]>(page, '/cargo-salario/conhecimentos', { q: nome, unpaged: 'true' }),
    ).toHaveLength(1);
  });

  it('opens the sources count from the menu: each source, its candidates and share', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Pesquisar Menu' })
      .fill('como ficou sabendo');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option')
      .filter({ hasText: 'Recrutamento & Seleção > Indicadores > Como Ficou Sabendo da Vaga' })
      .click();
    await page.getByRole('heading', { name: 'Como Ficou Sabendo da Vaga: Contagem', level: 1 }).waitFor();
    const linkedin = page.getByRole('row').filter({ hasText: 'LinkedIn' });
    await linkedin.waitFor();
    // The screen shows the server's count (the demo base grows with the seed): LinkedIn's row and the
    // total, shares with two decimals adding up to 100 (rounding by largest remainder).
    const linhas = await apiGet<{ nome: string; qtd: number; percentual: number }[]>(
      page,
      '/captacao/como-ficou-sabendo-vaga/contagem',
    );
    const li = linhas.find((l) => l.nome === 'LinkedIn');
    const total = linhas.reduce((t, l) => t + l.qtd, 0);
    expect(li && li.qtd > 0 && total > li.qtd).toBe(true);
    expect(linhas.reduce((t, l) => t + Math.round(l.percentual * 100), 0)).toBe(10_000);
    const pct = `${li?.percentual.toFixed(2).replace('.', ',')}%`;
    expect(await linkedin.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['LinkedIn', String(li?.qtd), expect.stringContaining(pct)]),
    );
    await page
      .getByText(`Total: ${total.toLocaleString('pt-BR')} candidato(s) com origem informada no período.`)
      .waitFor();
    await shot(page, 'captacao-como-ficou-sabendo-contagem');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A period without candidates: every share is zero.
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Data Inicial' }).fill('01/01/2000');
    await main.getByRole('combobox', { name: 'Data Fim' }).fill('31/12/2000');
    await main.getByRole('combobox', { name: 'Data Fim' }).press('Tab');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Total: 0 candidato(s) com origem informada no período.').waitFor();
  });

  it('shows recruiters the positions with areas and CBO, read-only', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/cargo');
    await page.getByRole('heading', { name: 'Cargos', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'CBO' }).waitFor();
    const vendedor = page.getByRole('row').filter({ hasText: 'Vendedor Interno' });
    await expect
      .poll(() => vendedor.getByRole('cell').allInnerTexts(), POLL)
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/^\d{4}-\d{2}/), expect.stringContaining('Vendas')]),
      );
    expect(await page.getByRole('button', { name: 'Novo', exact: true }).count()).toBe(0);
    await shot(page, 'captacao-cargo');
  });

  it('shows the competence levels of Cargos & Salários read-only', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/niveis-competencia');
    await page.getByRole('heading', { name: 'Níveis de Competência', level: 1 }).waitFor();
    const basico = page.getByRole('row').filter({ hasText: 'Básico' });
    await basico.waitFor();
    expect(await page.getByRole('button', { name: 'Novo', exact: true }).count()).toBe(0);
    await basico.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByRole('heading', { name: 'Visualizar Nível de Competência', level: 1 }).waitFor();
    const descricao = page.getByRole('main').getByRole('textbox', { name: 'Descrição', exact: true });
    await expect.poll(() => descricao.inputValue(), POLL).toBe('Básico');
    expect(await descricao.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
  });
});

describe('vacancy statistics', () => {
  it('shows vacancies requested, filled and days open, per requisition and per position', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('estatisticas');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option')
      .filter({ hasText: 'Indicadores > Estatísticas de Preenchimento de Vaga' })
      .click();
    await page.getByRole('heading', { name: 'Estatísticas de Preenchimento de Vaga', level: 1 }).waitFor();
    const main = page.getByRole('main');

    // A whole past-and-present window, so every demo requisition counts.
    await main.getByRole('combobox', { name: 'Data Inicial' }).fill('01/01/2000');
    await main.getByRole('combobox', { name: 'Data Inicial' }).press('Tab');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const hoje = new Date();
    const iso = `${hoje.getFullYear()}-${String(hoje.getMonth() + 1).padStart(2, '0')}-${String(hoje.getDate()).padStart(2, '0')}`;
    const api = await apiGet<{ totalElements: number; totais: { vagasSolicitadas: number } }>(
      page,
      '/captacao/estatisticas-preenchimento-vaga',
      { dataIni: '2000-01-01', dataFim: iso },
    );
    expect(api.totalElements).toBeGreaterThan(0);
    const totais = page.getByRole('region', { name: 'Totais do período' });
    await expect
      .poll(() => totais.innerText(), POLL)
      .toContain(`Vagas solicitadas\n${api.totais.vagasSolicitadas}`);
    await page
      .getByRole('status')
      .filter({ hasText: `${api.totalElements} registro(s) encontrado(s).` })
      .waitFor();
    await shot(page, 'captacao-estatisticas-solicitacao');

    // Per position: averages and the longest.
    await chooseOption(main, page, 'Agrupar por', 'Cargo');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('columnheader', { name: 'Média de dias em aberto' }).waitFor();
    await shot(page, 'captacao-estatisticas-cargo');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An inverted period is refused on the screen.
    await main.getByRole('combobox', { name: 'Data Inicial' }).fill('01/01/2030');
    await main.getByRole('combobox', { name: 'Data Inicial' }).press('Tab');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await main.getByText('Data final inferior a data inicial.').waitFor();
  });
});
