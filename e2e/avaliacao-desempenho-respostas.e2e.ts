import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, type DemoUser } from './support.ts';

/**
 * Performance evaluation on the demo (issue 22; the API tests cover every rule). HR creates one with the
 * two-step wizard, fills its participants from the organisation and releases it. An employee
 * answers its pending form of the released 360° evaluation on a phone (a draft, then the conclusion with
 * a level per competence); HR sees the result and downloads the answered PDF and XLS. Then a performance
 * report with the anonymity rule (issue 23).
 */
const s = browserSuite({ name: 'avaliacao-desempenho-respostas' });
const TITULO = 'Avaliação 360° 2026';

interface Registro {
  id: number;
  donoId: number;
  situacao: string;
  respondente: { colaboradorId: number | null } | null;
  avaliado: { id: number; nome: string } | null;
}

/** A pending peer form of the demo evaluation and its evaluator (an employee user, password demo1234). */
async function pendente(page: Page): Promise<{ r: Registro; avaliador: DemoUser }> {
  const lista = (await (
    await page.request.get(
      `${s.url}/api/pesquisa/colaboradores-questionarios?donoTipo=avaliacao-desempenho&situacao=P&size=100`,
    )
  ).json()) as { content: Registro[] };
  // Only the released 360° demo evaluation: its evaluators are employee users (other demo evaluations' are not).
  const avaliacoes = (await (
    await page.request.get(`${s.url}/api/avaliacao/avaliacoes-desempenho`, {
      params: { page: '0', size: '100' },
      headers: { 'x-page-path': '/avaliacao/avaliacoes-desempenho', 'x-empresa-id': '1' },
    })
  ).json()) as { content: { id: number; titulo: string }[] };
  const demo = avaliacoes.content.find((a) => a.titulo === 'Avaliação 360° 2026');
  const r = lista.content.find(
    (x) =>
      x.donoId === demo?.id &&
      x.respondente?.colaboradorId != null &&
      x.respondente.colaboradorId !== x.avaliado?.id,
  );
  if (!r?.respondente?.colaboradorId) throw new Error('the demo has no pending peer form');
  const c = (await (
    await page.request.get(`${s.url}/api/cargo-salario/colaboradores/${r.respondente.colaboradorId}`)
  ).json()) as { cpf: string; nome: string };
  return { r, avaliador: { cpf: c.cpf, senha: 'demo1234', nome: c.nome.slice(0, 70) } };
}

const largura = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('performance evaluation answering, end to end', () => {
  it('an employee answers on a phone (draft, conclusion); HR sees the result and downloads PDF and XLS', {
    timeout: 60_000,
  }, async () => {
    const rh = await s.signedIn(DEMO_ADMIN);
    const { r, avaliador } = await pendente(rh.page);

    const { page } = await s.openAs(avaliador, '/avaliacao/avaliacoes-desempenhos-questionarios', {
      width: 390,
      height: 844,
    });
    await page.getByRole('heading', { name: 'Avaliações de Desempenho a responder', level: 1 }).waitFor();
    const linha = page
      .getByRole('row')
      .filter({ hasText: r.avaliado?.nome ?? '' })
      .first();
    await linha.getByRole('button', { name: 'Responder' }).click();
    await page.getByRole('heading', { name: TITULO, level: 1 }).waitFor();

    // A draft with one answer.
    await page.getByRole('radio', { name: 'Bom', exact: true }).check();
    await page.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await closeToast(toast(page, 'Respostas salvas. Você pode continuar depois.'));

    // Concluding without the competence levels is refused here, under each competence.
    await page
      .getByRole('radiogroup', { name: /trabalho em equipe/ })
      .getByText('8', { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: /comunicação/ })
      .getByText('7', { exact: true })
      .click();
    const competencias = page.getByRole('region', { name: 'Níveis de competência' });
    const temCompetencias = (await competencias.count()) > 0;
    if (temCompetencias) {
      await page.getByRole('button', { name: 'Concluir' }).click();
      await page.getByRole('button', { name: 'OK' }).click();
      await competencias.getByText('Informe o nível da competência').first().waitFor();
      const niveis = competencias.locator('.p-dropdown');
      for (let i = 0; i < (await niveis.count()); i++) {
        await niveis.nth(i).click();
        await page.locator('.p-dropdown-panel .p-dropdown-item').last().click();
        await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
      }
      await expect.poll(() => competencias.getByText('Informe o nível da competência').count()).toBe(0);
    }
    expect(await largura(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await closeToast(toast(page, 'Questionário concluído. Obrigado!'));
    await page.getByRole('button', { name: 'PDF' }).waitFor();
    expect(await largura(page)).toBeLessThanOrEqual(390);

    // HR: the results, then the answered form's PDF and XLS.
    await rh.page.goto(`${s.url}/avaliacao/avaliacoes-desempenho/${r.donoId}/resultados`);
    const resultado = rh.page
      .getByRole('row')
      .filter({ hasText: r.avaliado?.nome ?? '' })
      .first();
    await resultado.getByText('%').first().waitFor();
    await rh.page
      .getByRole('row')
      .filter({ hasText: avaliador.nome.split(' ')[0] })
      .getByRole('button', { name: 'Ver' })
      .first()
      .click();
    await rh.page.getByRole('heading', { name: TITULO, level: 1 }).waitFor();
    for (const [botao, inicio] of [
      ['PDF', '%PDF-'],
      ['XLS', 'PK'],
    ] as const) {
      const [download] = await Promise.all([
        rh.page.waitForEvent('download'),
        rh.page.getByRole('button', { name: botao }).click(),
      ]);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, inicio.length).toString()).toBe(inicio);
    }
  });

  it('the competence analysis of an anonymous evaluation asks for at least 2 evaluators (spec 2 §5)', {
    timeout: 30_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    const titulo = `Anônima para relatório ${Date.now()}`;
    const criada = await page.request.post(`${s.url}/api/avaliacao/avaliacoes-desempenho`, {
      data: {
        titulo,
        dataIni: '2026-01-01',
        dataFim: '2026-12-31',
        tipo: '1.0',
        avaliarSomenteCompetencias: true,
        permiteAutoAvaliacao: false,
        anonima: true,
      },
      headers: { 'x-page-path': '/avaliacao/avaliacoes-desempenho/new', 'x-empresa-id': '1' },
    });
    expect(criada.status(), await criada.text()).toBe(201);

    await page.goto(`${s.url}/avaliacao/relatorios/analise-desempenho-competencia-talento`);
    await chooseOption(page, page, 'Avaliação de Desempenho', titulo, titulo);
    const avaliado = page.getByRole('textbox', { name: 'Avaliado', exact: true });
    await avaliado.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.p-dropdown-panel .p-dropdown-item').first().click();
    await chooseOption(page, page, 'Exibir média geral das competências', 'Não');
    const avaliadores = page.locator('.p-multiselect', { has: page.locator('#avaliadoresIds') });
    const escolherAvaliador = async (n: number) => {
      await avaliadores.click();
      await page.locator('.p-multiselect-panel .p-multiselect-item').nth(n).click();
      await page.keyboard.press('Escape');
      await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
    };
    await escolherAvaliador(1);
    // Detailed (the default) with one evaluator: the server's rule comes back on the field.
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    await page
      .getByText('A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados')
      .waitFor();
    await escolherAvaliador(2);
    await page.getByRole('button', { name: 'Relatório', exact: true }).click();
    // Nobody answered this new evaluation: the report has nothing, and says so.
    await closeToast(toast(page, 'Não existem dados para o filtro informado.'));
  });

  it('HR creates an evaluation with the wizard, fills participants from the organisation, releases it', {
    timeout: 60_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/avaliacao/avaliacoes-desempenho/new');
    const titulo = `Ciclo e2e ${Date.now()}`;
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await main.getByRole('combobox', { name: 'Data Inicial' }).fill('01/12/2026');
    await main.getByRole('combobox', { name: 'Data Final' }).fill('31/12/2030');
    await chooseOption(main, page, 'Tipo', '1.0');
    await chooseOption(main, page, 'Modelo de Avaliação', 'Avaliação de desempenho anual');
    await main.getByRole('radiogroup', { name: 'Permite autoavaliação' }).getByText('Sim').click();
    await main.getByRole('radiogroup', { name: 'Anônima' }).getByText('Não').click();
    await main.getByRole('button', { name: 'Gravar' }).click();

    // Step 2: the participants, from the organisation (leaders, led, self-evaluation).
    await page.waitForURL(/etapa=participantes/);
    await main.getByRole('button', { name: 'Adicionar participantes' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Adicionar participantes' });
    await dialogo.getByRole('button', { name: /^Selecionar todos os \d+ encontrados$/ }).click();
    await dialogo.getByText(/^\d+ talentos selecionados$/).waitFor();
    await dialogo.getByText('Líderes (avaliador)').click();
    await dialogo.getByText('Liderados (avaliado)').click();
    await dialogo.getByText('Autoavaliação', { exact: true }).click();
    await dialogo.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await closeToast(toast(page, 'Participantes adicionados com sucesso!'));
    await main.getByRole('article').first().getByText('Autoavaliação').first().waitFor();

    // Released from the list: its row's actions.
    await page.goto(`${s.url}/avaliacao/avaliacoes-desempenho`);
    const linha = page.getByRole('row').filter({ hasText: titulo });
    // More than five actions: Liberar is the fourth, inline (the rest are under 'Mais ações').
    await linha.getByRole('button', { name: 'Liberar' }).click();
    await closeToast(toast(page, 'Avaliação liberada com sucesso!'));
    // The list reloads: its 'Liberada' column now says Sim (the row's two yes/no columns: Não, Sim).
    await expect.poll(() => linha.getByRole('cell', { name: 'Sim', exact: true }).count(), POLL).toBe(1);
  });
});
