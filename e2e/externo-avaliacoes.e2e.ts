import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aceitarPoliticaSePedida, anuncioPublicado, candidatoComSenha, ok, RH } from './externo.ts';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

/**
 * The candidate area's evaluations on a phone (390×844) and a desktop: HR publishes an ad with two evaluation models;
 * a demo candidate applies, opens the application's evaluations from 'Minhas candidaturas', saves a draft
 * of one, concludes it, sees the progress move to 1 of 2, and opens their history.
 */
const s = browserSuite({ name: 'externo-avaliacoes' });
const SENHA = 'avaliacao-e2e-123';

async function foto(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `externo-avaliacoes-${nome}.png`),
    fullPage: true,
  });
}

/** HR, through the API: a candidate evaluation model with its questions. */
async function modelo(api: APIRequestContext, url: string, titulo: string, perguntas: object[]) {
  const base = `${url}/api/captacao/modelos-avaliacao-candidato`;
  const { id } = await ok<{ id: number }>(
    await api.post(base, { headers: RH, data: { titulo, observacao: 'Leva cerca de 2 minutos.' } }),
  );
  for (const p of perguntas) await ok(await api.post(`${base}/${id}/perguntas`, { headers: RH, data: p }));
  return id;
}

describe.each([
  { tela: 'celular', viewport: { width: 390, height: 844 }, indice: 1 },
  { tela: 'desktop', viewport: { width: 1280, height: 900 }, indice: 3 },
])('candidate area: evaluations and history ($tela)', ({ tela, viewport, indice }) => {
  it('answers an evaluation of an application (draft, then conclusion), sees the progress and the history', {
    timeout: 180_000,
  }, async () => {
    const rh = await s.signedIn(DEMO_ADMIN);
    const api = rh.page.request;
    const perfil = await modelo(api, s.url, uniqueName('Perfil do candidato'), [
      {
        texto: 'Qual a sua disponibilidade de horário?',
        tipo: 1,
        respostas: [
          { texto: 'Integral', peso: 10 },
          { texto: 'Meio período', peso: 5 },
        ],
      },
      { texto: 'Conte por que você quer trabalhar conosco.', tipo: 3 },
    ]);
    const conhecimentos = await modelo(api, s.url, uniqueName('Conhecimentos gerais'), [
      { texto: 'Quais ferramentas você já usou?', tipo: 3 },
    ]);
    const titulo = uniqueName('Assistente de Atendimento');
    const anuncioId = await anuncioPublicado(api, s.url, titulo, {
      descricao: 'Atender clientes e organizar a agenda da equipe.',
      diasEsperaNovaAplicacao: null,
      avaliacoesIds: [perfil, conhecimentos],
    });
    const cpf = await candidatoComSenha(api, s.url, indice, SENHA);
    const screenshot = (page: Page, nome: string) => foto(page, `${nome}-${tela}`);

    // The candidate logs in (the login page has its own test) and applies to the ad.
    const { page, context } = await s.open(viewport);
    const externo = { 'x-page-path': '/externo/login' };
    const login = await context.request.post(`${s.url}/api/externo/login`, {
      headers: externo,
      form: { cpf, senha: SENHA, empresaId: '1' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await ok(
      await context.request.post(`${s.url}/api/externo/anuncios/${anuncioId}/candidatar`, {
        headers: externo,
      }),
    );

    // Minhas candidaturas: the application with its progress, a link to the evaluations.
    await page.goto(`${s.url}/externo/candidato-solicitacoes`);
    // A demo candidate who never accepted the company's privacy policy is asked first.
    await aceitarPoliticaSePedida(page);
    await page.getByRole('heading', { name: 'Minhas candidaturas', level: 1 }).waitFor();
    await page.getByRole('link', { name: '0 de 2 avaliações respondidas' }).first().click();

    await page.getByRole('heading', { name: 'Avaliações da candidatura', level: 1 }).waitFor();
    await page.getByText(titulo, { exact: true }).waitFor();
    await page.getByText('0 de 2 avaliações respondidas').waitFor();
    const cartao = page.getByRole('listitem').filter({ hasText: 'Perfil do candidato' });
    await cartao.getByText('Não iniciada').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'lista');

    // Answer one: a draft first (no required checks), then the conclusion.
    await cartao.getByRole('button', { name: 'Responder' }).click();
    await page.getByText('Qual a sua disponibilidade de horário?').waitFor();
    await page.getByLabel('Integral', { exact: true }).check();
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await closeToast(toast(page, 'Rascunho salvo. Você pode continuar depois.'));
    // Concluding without the required text: the engine's message under the question.
    await page.getByRole('button', { name: 'Concluir avaliação' }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await alerta.waitFor({ state: 'hidden' });
    await page
      .getByRole('textbox', { name: /Conte por que você quer trabalhar conosco/ })
      .fill('Gosto de atender pessoas e quero crescer na área.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'responder');
    await page.getByRole('button', { name: 'Concluir avaliação' }).click();
    await closeToast(toast(page, 'Avaliação concluída. Obrigado pelas respostas!'));

    // Back on the application's evaluations: the progress moved.
    await page.getByRole('heading', { name: 'Avaliações da candidatura', level: 1 }).waitFor();
    await page.getByText('1 de 2 avaliações respondidas').waitFor();
    await expect.poll(() => cartao.getByText(/^Respondida em \d\d\/\d\d\/\d{4}/).count(), POLL).toBe(1);
    await cartao.getByRole('button', { name: 'Ver respostas' }).waitFor();
    await screenshot(page, 'progresso');

    // Read-only afterwards: the answers, no buttons to send again.
    await cartao.getByRole('button', { name: 'Ver respostas' }).click();
    await page.getByText('Você já concluiu esta avaliação. Estas são as suas respostas.').waitFor();
    expect(await page.getByRole('button', { name: 'Concluir avaliação' }).count()).toBe(0);

    // The ad shows the progress to the candidate who applied.
    await page.goto(`${s.url}/externo/anuncios?empresaId=1&anuncio=${anuncioId}`);
    await page
      .locator(`#anuncio-${anuncioId}`)
      .getByRole('link', { name: '1 de 2 avaliações respondidas' })
      .waitFor();
    await screenshot(page, 'anuncio');

    // The history: this application first, with the date it was made.
    await page.goto(`${s.url}/externo/historico-candidatos`);
    await page.getByRole('heading', { name: 'Meu histórico', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: titulo });
    await item.getByText(/^Inscrição em \d\d\/\d\d\/\d{4}$/).waitFor();
    await item.getByText('Aguardando a primeira etapa da seleção.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'historico');
    // From the history to the evaluations of the application.
    await item.getByRole('button', { name: 'Avaliações' }).click();
    await page.getByText('1 de 2 avaliações respondidas').waitFor();

    // No horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
});
