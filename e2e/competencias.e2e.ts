import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'competencias' });
const MATRIZ = '/cargo-salario/configuracoes-niveis-competencia/faixa-salarial';

/** GET through the logged-in page's cookies. */
async function apiGet<T>(page: Page, url: string, params: Record<string, string> = {}): Promise<T> {
  const res = await page.request.get(`${s.url}/api${url}`, { params });
  expect(res.status(), url).toBe(200);
  return res.json() as Promise<T>;
}

describe('competences per salary band (the matrix)', () => {
  it("configures a band's competences: weight and required level per competence, saved in one go", async () => {
    const { page } = await s.openAs(DEMO_ADMIN, MATRIZ);
    await page.getByRole('heading', { name: 'Competências por Faixa Salarial', level: 1 }).waitFor();
    await page.getByText('Escolha o cargo e a faixa salarial').waitFor();

    // A band of the demo without configuration: the first of the position 'Vendedor'.
    const [cargo] = await apiGet<{ id: number; nomeMercado: string }[]>(page, '/cargo-salario/cargos', {
      q: 'Vendedor Interno',
      unpaged: 'true',
    });
    const [faixa] = await apiGet<{ id: number; nome: string }[]>(page, '/cargo-salario/faixas-salariais', {
      cargoId: String(cargo.id),
      unpaged: 'true',
    });
    expect(await apiGet(page, `${MATRIZ}/${faixa.id}`)).toEqual([]);

    const main = page.getByRole('main');
    await chooseOption(main, page, 'Cargo', cargo.nomeMercado, cargo.nomeMercado);
    await chooseOption(main, page, 'Faixa Salarial', faixa.nome);
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(`${MATRIZ}/${faixa.id}`);
    const matriz = page.getByRole('table', { name: 'Matriz de competências' });
    await matriz.waitFor();
    for (const nivel of ['Básico', 'Intermediário', 'Avançado', 'Especialista'])
      await matriz.getByRole('columnheader', { name: new RegExp(`^${nivel}`) }).waitFor();
    await expect
      .poll(() => main.getByRole('combobox', { name: 'Data' }).inputValue(), POLL)
      .toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // The demo position asks for some competences: the matrix starts with those; show them all.
    const somente = main.getByRole('checkbox', { name: 'Somente as competências do cargo' });
    await expect.poll(() => somente.isChecked(), POLL).toBe(true);
    await main.getByText('Somente as competências do cargo').click();
    await expect.poll(() => somente.isChecked(), POLL).toBe(false);

    // Nothing chosen: the alert, and the matrix's message.
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await main.getByText('Selecione o nível de ao menos uma competência').waitFor();

    // Choose levels by radio (one per row) and a weight.
    await matriz.getByRole('radio', { name: 'Legislação trabalhista: Avançado' }).check();
    await matriz.getByRole('radio', { name: 'Comunicação: Intermediário' }).check();
    await matriz.getByRole('radio', { name: 'Ética: Especialista' }).check();
    await matriz.getByRole('radio', { name: 'Ética: Não exigido' }).check(); // changed her mind
    const peso = matriz.getByRole('spinbutton', { name: 'Peso de Comunicação' });
    await expect.poll(() => peso.inputValue(), POLL).toBe('1');
    await peso.fill('3');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const saved = toast(page, 'Configuração de competências salva com sucesso.');
    await saved.waitFor();
    await closeToast(saved);

    // Saved in one call: two rows; the band's history has one date, shown as in force.
    const [config] = await apiGet<{ id: number; data: string; quantidadeCompetencias: number }[]>(
      page,
      `${MATRIZ}/${faixa.id}`,
    );
    expect(config.quantidadeCompetencias).toBe(2);
    const detalhe = await apiGet<{
      competencias: {
        competencia: { nome: string };
        competenciaPeso: number;
        nivelCompetencia: { descricao: string };
      }[];
    }>(page, `${MATRIZ}/${faixa.id}/${config.id}`);
    expect(
      detalhe.competencias.map((r) => [r.competencia.nome, r.nivelCompetencia.descricao, r.competenciaPeso]),
    ).toEqual([
      ['Comunicação', 'Intermediário', 3],
      ['Legislação trabalhista', 'Avançado', 1],
    ]);
    await expect
      .poll(() => main.locator('[data-field="configuracaoId"] .p-dropdown-label').innerText(), POLL)
      .toMatch(/^\d{2}\/\d{2}\/\d{4} \(em vigor\)$/);

    // Reopened by its address, the matrix shows what was saved.
    await page.goto(`${s.url}${MATRIZ}/${faixa.id}`);
    await matriz.waitFor();
    await expect
      .poll(() => matriz.getByRole('radio', { name: 'Legislação trabalhista: Avançado' }).isChecked(), POLL)
      .toBe(true);
    await main.getByText('Somente as competências do cargo').click();
    await expect.poll(() => somente.isChecked(), POLL).toBe(false);
    expect(await matriz.getByRole('radio', { name: 'Ética: Não exigido' }).isChecked()).toBe(true);
    expect(await matriz.getByRole('spinbutton', { name: 'Peso de Comunicação' }).inputValue()).toBe('3');
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'competencias-matriz.png'),
      fullPage: true,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('competence levels', () => {
  it("enables the minimum percentage only while 'Considerar percentual mínimo' is on", async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/cargo-salario/niveis-competencia');
    await page.getByRole('heading', { name: 'Níveis de Competência', level: 1 }).waitFor();
    const main = page.getByRole('main');
    const considerar = main.getByRole('checkbox', { name: 'Considerar percentual mínimo' });
    const percentual = main.getByRole('spinbutton', { name: 'Percentual mínimo' });
    const editarBasico = async () => {
      await main
        .getByRole('row')
        .filter({ hasText: 'Básico' })
        .getByRole('button', { name: 'Editar' })
        .click();
      await page.getByRole('heading', { name: 'Editar Nível de Competência', level: 1 }).waitFor();
      await expect
        .poll(() => main.getByRole('textbox', { name: 'Descrição' }).inputValue(), POLL)
        .toBe('Básico');
    };

    // The demo considers it: the field is enabled and required.
    await expect.poll(() => considerar.isChecked(), POLL).toBe(true);
    await editarBasico();
    expect(await percentual.isEnabled()).toBe(true);
    expect(await percentual.getAttribute('aria-required')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Turned off on the list: the level's percentual is disabled, with the reason.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await considerar.uncheck();
    await main.getByRole('button', { name: 'Gravar' }).click();
    const salvo = toast(page, 'Configuração salva com sucesso.');
    await salvo.waitFor();
    await closeToast(salvo);
    await editarBasico();
    expect(await percentual.isDisabled()).toBe(true);
    await main
      .getByText("O percentual mínimo fica desativado enquanto a configuração 'Considerar percentual mínimo'")
      .waitFor();

    // Back on, as the demo had it.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await considerar.check();
    await main.getByRole('checkbox', { name: 'Obrigar percentual mínimo em todos os níveis' }).check();
    await main.getByRole('button', { name: 'Gravar' }).click();
    await salvo.waitFor();
    const config = await apiGet<{ considerarPercentualMinimo: boolean; obrigarPercentual: boolean }>(
      page,
      '/cargo-salario/niveis-competencia/configuracao',
    );
    expect(config).toMatchObject({ considerarPercentualMinimo: true, obrigarPercentual: true });
  });
});
