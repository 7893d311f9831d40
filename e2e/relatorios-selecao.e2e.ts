import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations } from './support.ts';

/**
 * The selection reports' screens (candidato-selecao, analise-etapa-seletiva, avaliacao-candidato,
 * indicacao-candidato): the filter rules on the screen, real downloads on the demo data, the no-data
 * info, and a picture of each screen at desktop and phone width.
 */
const s = browserSuite({ name: 'relatorios-selecao' });

const hoje = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

async function fotografar(page: Page, nome: string) {
  await page.getByText('Carregando...').waitFor({ state: 'hidden' });
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `relatorios-selecao-${nome}.png`),
    fullPage: true,
  });
}

/** Clicks a button and answers the file name of the download it starts. */
async function baixar(page: Page, botao: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: botao, exact: true }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return download.suggestedFilename();
}

const descricao = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((d) => (d ? (document.getElementById(d)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

describe('selection reports, end to end', () => {
  it('draws each screen at desktop and phone width without serious accessibility problems', {
    timeout: 180_000,
  }, async () => {
    const telas: [string, string][] = [
      ['candidato-selecao', 'Candidatos em Processo Seletivo'],
      ['analise-etapa-seletiva', 'Análise das Etapas Seletivas'],
      ['avaliacao-candidato', 'Avaliações de Candidatos'],
      ['indicacao-candidato', 'Candidatos por Indicação'],
    ];
    // One login: each screen is loaded afresh (goto) at the width, as a device of that width opens it.
    const { page } = await s.signedIn(DEMO_ADMIN);
    for (const [largura, sufixo] of [
      [1280, 'desktop'],
      [390, '390'],
    ] as const) {
      await page.setViewportSize({ width: largura, height: largura === 390 ? 844 : 800 });
      for (const [rota, titulo] of telas) {
        await page.goto(`${s.url}/captacao/relatorios/${rota}`);
        await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Relatório', exact: true }).waitFor();
        expect(await seriousA11yViolations(page), rota).toEqual([]);
        await fotografar(page, `${rota}-${sufixo}`);
      }
    }
  });

  it('analysis of the steps: at least one step, then the PDF of the demo', { timeout: 180_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Pesquisar Menu' })
      .fill('analise das etapas');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: /Análise das Etapas Seletivas/ })
      .click();
    await page.getByRole('heading', { name: 'Análise das Etapas Seletivas', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/captacao/relatorios/analise-etapa-seletiva');

    // No step chosen: the shared schema's message, before any request.
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await alerta.waitFor({ state: 'hidden' });
    await expect.poll(() => descricao(page, 'etapasIds'), POLL).toBe('Selecione ao menos uma Etapa Seletiva');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fotografar(page, 'analise-etapa-seletiva-erro');

    await page.locator('.p-multiselect', { has: page.locator('#etapasIds') }).click();
    for (const etapa of ['Triagem de currículos', 'Entrevista com RH', 'Teste técnico'])
      await page.getByRole('option', { name: etapa, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('.p-multiselect-token', { hasText: 'Teste técnico' }).waitFor();
    // Broken down per requisition: the generic yes/no widget.
    await page.getByRole('checkbox', { name: 'Por solicitação de pessoal' }).check();
    await fotografar(page, 'analise-etapa-seletiva');
    expect(await baixar(page, 'Relatório')).toBe(`analise-etapas-seletivas-${hoje()}.pdf`);
    expect(await baixar(page, 'Exportar para XLS')).toBe(`analise-etapas-seletivas-${hoje()}.xlsx`);
  });

  it('candidates in selection: the XLSX of the demo, and the phone layout', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/candidato-selecao');
    await page.getByRole('heading', { name: 'Candidatos em Processo Seletivo', level: 1 }).waitFor();
    await page.locator('.p-dropdown-label', { hasText: 'Todas' }).waitFor();
    await fotografar(page, 'candidato-selecao');
    expect(await baixar(page, 'Exportar para XLS')).toBe(`candidato-selecao-${hoje()}.xlsx`);

    // The phone: another tab of the same session, loaded at 390 px.
    const celular = await page.context().newPage();
    await celular.setViewportSize({ width: 390, height: 844 });
    await celular.goto(`${s.url}/captacao/relatorios/candidato-selecao`);
    await celular.getByRole('heading', { name: 'Candidatos em Processo Seletivo', level: 1 }).waitFor();
    await fotografar(celular, 'candidato-selecao-390');
  });

  it('evaluations: option A by default and the option B PDF', { timeout: 180_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/avaliacao-candidato');
    await page.getByRole('heading', { name: 'Avaliações de Candidatos', level: 1 }).waitFor();
    await page.locator('.p-dropdown-label', { hasText: 'A – Analítico (por candidato)' }).waitFor();
    await fotografar(page, 'avaliacao-candidato');
    expect(await baixar(page, 'Relatório')).toBe(`avaliacao-candidato-${hoje()}.pdf`);
    await chooseOption(page, page, 'Opção', 'B – Resumo por modelo de avaliação');
    expect(await baixar(page, 'Relatório')).toBe(`avaliacao-candidato-${hoje()}.pdf`);
  });

  it('referrals: the demo PDF, an inverted period refused, an empty period as info', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/relatorios/indicacao-candidato', {
      width: 390,
      height: 844,
    });
    await page.getByRole('heading', { name: 'Candidatos por Indicação', level: 1 }).waitFor();
    await fotografar(page, 'indicacao-candidato-390');
    expect(await baixar(page, 'Relatório')).toBe(`indicacao-candidato-${hoje()}.pdf`);

    const inicio = page.locator('#dataIni');
    const fim = page.locator('#dataFim');
    await inicio.fill('31/12/2001');
    await fim.fill('01/01/2001');
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => descricao(page, 'dataFim'), POLL).toBe('Data final inferior a data inicial.');

    await inicio.fill('01/01/2001');
    await fim.fill('31/12/2001');
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    await closeToast(toast(page, 'Não existem dados para o filtro informado.'));
  });
});
