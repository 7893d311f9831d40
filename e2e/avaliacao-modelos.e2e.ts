import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, uniqueName } from './support.ts';

const s = browserSuite({ name: 'avaliacao-modelos' });

/**
 * Types a number key by key (PrimeReact's InputNumber reports a filled value only through onValueChange;
 * these fields listen to onChange).
 */
async function digitar(campo: Locator, valor: string) {
  await campo.click();
  await campo.press('Control+A');
  await campo.pressSequentially(valor);
}

/** One question through the editor's dialog: its type, text and [texto, peso] options. */
async function inserirPergunta(page: Page, tipo: string, texto: string, opcoes: [string, number][] = []) {
  await page
    .getByRole('toolbar', { name: 'Perguntas' })
    .getByRole('button', { name: 'Inserir Pergunta' })
    .click();
  const d = page.getByRole('dialog', { name: 'Inserir Pergunta' });
  await d.getByRole('textbox', { name: 'Pergunta', exact: true }).fill(texto);
  if (tipo !== 'Objetiva') await chooseOption(d, page, 'Tipo', tipo);
  for (const [i, [opcao, peso]] of opcoes.entries()) {
    const campo = d.getByRole('textbox', { name: `Opção de resposta (opção ${i + 1})`, exact: true });
    if (!(await campo.count())) await d.getByRole('button', { name: 'Inserir Opção' }).click();
    await campo.fill(opcao);
    await digitar(d.getByRole('spinbutton', { name: `Peso (opção ${i + 1})`, exact: true }), String(peso));
  }
  await d.getByRole('button', { name: 'Gravar' }).click();
  await closeToast(toast(page, 'Pergunta salva com sucesso.'));
  await d.waitFor({ state: 'detached' });
}

describe('evaluation models, end to end', () => {
  it('HR builds an experience follow-up model with the four question types', {
    timeout: 60_000,
  }, async () => {
    const titulo = uniqueName('Acompanhamento E2E');
    const { page } = await s.signedIn(DEMO_ADMIN);
    await page.goto(`${s.url}/avaliacao/modelos-avaliacao-desempenho-experiencia/new`);
    const cabecalho = 'Modelo de Acompanhamento do Período de Experiência';
    await page.getByRole('heading', { name: `Novo ${cabecalho}`, level: 1 }).waitFor();
    const main = page.getByRole('main');

    // Without a period: the spec-style message under the field.
    await main.getByRole('textbox', { name: 'Título', exact: true }).fill(titulo);
    await main.getByRole('button', { name: 'Gravar' }).click();
    const alerta = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Preencha os campos indicados' });
    await alerta.getByRole('button', { name: 'OK' }).click();
    await main.getByText('Período de Experiência é obrigatório').waitFor();

    await chooseOption(main, page, 'Período de Experiência', '45 dias');
    await main.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, `${cabecalho} salvo com sucesso.`));
    await page.getByRole('heading', { name: `Editar ${cabecalho}`, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Perguntas (0 perguntas)', level: 2 }).waitFor();

    await inserirPergunta(page, 'Objetiva', 'Cumpre os prazos combinados?', [
      ['Sempre', 10],
      ['Às vezes', 5],
    ]);
    await inserirPergunta(page, 'Múltipla Escolha', 'Quais atitudes demonstrou?', [
      ['Iniciativa', 5],
      ['Pontualidade', 5],
    ]);
    await inserirPergunta(page, 'Nota', 'Nota da qualidade das entregas');
    await inserirPergunta(page, 'Subjetiva', 'O que precisa desenvolver?');

    await page.getByRole('heading', { name: 'Perguntas (4 perguntas)', level: 2 }).waitFor();
    const tipos = await page
      .getByRole('table', { name: 'Perguntas' })
      .getByRole('row')
      .evaluateAll((rows) =>
        // Question rows only (the aspect headings span the table).
        rows.flatMap((r) =>
          r.querySelectorAll('td').length > 2 ? [r.querySelectorAll('td')[2].textContent?.trim()] : [],
        ),
      );
    expect(tipos).toEqual(['Objetiva', 'Múltipla Escolha', 'Nota', 'Subjetiva']);

    // The question bank finds it among the company's questions, and opens its model.
    await page.goto(`${s.url}/avaliacao/perguntas`);
    await page.getByRole('heading', { name: 'Perguntas', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByRole('textbox', { name: 'Pergunta', exact: true }).fill('quais atitudes demonstrou');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const linha = page.getByRole('table').getByRole('row').filter({ hasText: titulo });
    await linha.filter({ hasText: 'Quais atitudes demonstrou? (Iniciativa · Pontualidade)' }).waitFor();
    // Only that question (and the header row) once the search applies.
    await expect.poll(() => page.getByRole('table').getByRole('row').count(), POLL).toBe(2);
    await linha.getByRole('button', { name: 'Abrir modelo' }).click();
    await page.getByRole('heading', { name: `Editar ${cabecalho}`, level: 1 }).waitFor();
  });
});
