import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, hojeNoBrasil, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'anuncios' });

const ANUNCIOS = 'Recrutamento & Seleção > Movimentações > Anúncios';

async function screenshot(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `anuncios-${nome}.png`),
    fullPage: true,
  });
}

/** The first id of a register, through the API (resumido list). */
async function primeiroId(api: APIRequestContext, url: string, caminho: string): Promise<number | undefined> {
  const res = await api.get(`${url}/api${caminho}?resumido=true&unpaged=true`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }[])[0]?.id;
}

/**
 * A personnel requisition opened and released by HR through the API (its own screens have their own
 * browser test): what an ad is written for.
 */
async function solicitacaoLiberada(page: Page, url: string, descricao: string): Promise<number> {
  const api = page.request;
  const headers = { 'x-page-path': '/captacao/solicitacoes-pessoal/new', 'x-empresa-id': '1' };
  let motivoSolicitacaoId = await primeiroId(api, url, '/captacao/motivos-solicitacao');
  if (!motivoSolicitacaoId) {
    const m = await api.post(`${url}/api/captacao/motivos-solicitacao`, {
      headers,
      data: { descricao: uniqueName('Aumento de quadro') },
    });
    motivoSolicitacaoId = (await m.json()).id;
  }
  const areas = (await (
    await api.get(`${url}/api/cargo-salario/areas-organizacionais?resumido=true&unpaged=true`)
  ).json()) as { id: number }[];
  const faixas = await api.get(`${url}/api/cargo-salario/faixas-salariais?page=0&size=1`);
  const [faixa] = (await faixas.json()).content as { id: number; cargoId: number }[];
  const criada = await api.post(`${url}/api/captacao/solicitacoes-pessoal`, {
    headers,
    data: {
      data: hojeNoBrasil(),
      descricao,
      horarioComercial: '08h às 17h',
      estabelecimentoId: await primeiroId(api, url, '/utilitario/estabelecimentos'),
      // A leaf of the demo's area tree (the last listed by hierarchy).
      areaOrganizacionalId: areas[areas.length - 1].id,
      faixaSalarialId: faixa.id,
      cargoId: faixa.cargoId,
      motivoSolicitacaoId,
      quantidade: 1,
    },
  });
  expect(criada.status(), await criada.text()).toBe(201);
  const { id } = (await criada.json()) as { id: number };
  const liberada = await api.put(`${url}/api/captacao/solicitacoes-pessoal/${id}/libera`, {
    headers,
    data: {},
  });
  expect(liberada.ok(), await liberada.text()).toBe(true);
  return id;
}

describe('job ads, end to end', () => {
  it('publishes an ad for a released requisition, e-mails it, and a visitor sends it to a friend', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    const requisicao = uniqueName('Analista de Recrutamento E2E');
    await solicitacaoLiberada(page, s.url, requisicao);

    // HR: the ads list from the menu, 'Novo'.
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('anuncios');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: ANUNCIOS })
      .click();
    await page.getByRole('heading', { name: 'Anúncios', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Novo Anúncio', level: 1 }).waitFor();
    const main = page.getByRole('main');

    // Saving it empty: the spec's required messages under each field.
    await main.getByRole('button', { name: 'Gravar' }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await alerta.waitFor({ state: 'hidden' });
    for (const msg of [
      'Solicitação de Pessoal é obrigatória',
      'Título é obrigatório',
      'Descrição é obrigatória',
    ])
      await main.getByText(msg, { exact: true }).waitFor();

    // Choosing the released requisition suggests the title; the description is written.
    await chooseOption(main, page, 'Solicitação de Pessoal', requisicao, requisicao.slice(-8));
    const titulo = main.getByRole('textbox', { name: 'Título', exact: true });
    await expect.poll(() => titulo.inputValue(), POLL).not.toBe('');
    const anuncio = uniqueName('Analista de RH E2E');
    await titulo.fill(anuncio);
    await main
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Conduzir processos seletivos de ponta a ponta.\n\nRequisitos:\n- Experiência com recrutamento');
    // The place comes from the requisition's establishment; HR moves it to Fortaleza, then the contract and salary.
    await expect
      .poll(() => main.getByRole('textbox', { name: 'Cidade', exact: true }).inputValue(), POLL)
      .not.toBe('');
    await chooseOption(main, page, 'Estado (UF)', 'CE', 'CE');
    await chooseOption(main, page, 'Cidade', 'Fortaleza', 'Fortaleza');
    await chooseOption(main, page, 'Tipo de contrato', 'PJ');
    const salario = main.getByRole('spinbutton', { name: 'Salário inicial', exact: true });
    await salario.click();
    await salario.pressSequentially('4500');
    // The preview is the candidate area's card, following the form.
    const previa = main.getByRole('region', { name: 'Pré-visualização na Área do Candidato' });
    await previa.getByRole('heading', { name: anuncio, level: 3 }).waitFor();
    await previa.getByText('Fortaleza/CE', { exact: true }).waitFor();
    await previa.getByRole('listitem').filter({ hasText: 'Experiência com recrutamento' }).waitFor();
    // The editor as filled, its preview included (the automatic check saw it empty).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await main.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Anúncio salvo com sucesso.'));

    // Back on the list: the ad is current.
    await page.getByRole('heading', { name: 'Anúncios', level: 1 }).waitFor();
    const linha = page.getByRole('row').filter({ hasText: anuncio });
    await expect.poll(() => linha.count(), POLL).toBe(1);
    await expect.poll(() => linha.getByText('Vigente').count(), POLL).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'lista');

    // 'Enviar por e-mail': a wrong address is named, then the mail is queued.
    await linha.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const dlgEmail = page.getByRole('dialog', { name: `Enviar por e-mail: ${anuncio}` });
    const emails = dlgEmail.getByRole('textbox', { name: 'E-mails' });
    await emails.fill('ana@exemplo.com; ruim@');
    await dlgEmail.getByRole('button', { name: 'Enviar' }).click();
    await dlgEmail.getByText('E-mail inválido: ruim@').waitFor();
    await emails.fill('ana@exemplo.com');
    await dlgEmail.getByRole('button', { name: 'Enviar' }).click();
    await closeToast(toast(page, 'Anúncio enviado para 1 e-mail.'));
    await dlgEmail.waitFor({ state: 'detached' });

    // A visitor, without a session, on the company's public ads page.
    const visitante = await s.open();
    const v = visitante.page;
    await v.goto(`${s.url}/externo/anuncios?empresaId=1`);
    await v.getByRole('heading', { name: 'Vagas abertas', level: 1 }).waitFor();
    const card = v.getByRole('article', { name: anuncio });
    await card.waitFor();
    // The filters (server-side): a PJ job in Fortaleza is there; a remote filter leaves it out.
    const filtros = v.getByRole('group', { name: 'Filtrar vagas' });
    await filtros.getByRole('combobox', { name: 'Cidade' }).selectOption({ label: 'Fortaleza/CE' });
    await filtros.getByRole('combobox', { name: 'Tipo de contrato' }).selectOption({ label: 'PJ' });
    await card.getByText('R$ 4.500,00', { exact: false }).waitFor();
    await filtros.getByRole('combobox', { name: 'Modelo de trabalho' }).selectOption({ label: 'Remoto' });
    await card.waitFor({ state: 'detached' });
    await filtros.getByRole('button', { name: 'Limpar filtros' }).click();
    await card.waitFor();
    await v.getByText('Carregando...').waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(v)).toEqual([]);
    await screenshot(v, 'externo');

    // The ad's own page: the title as its h1, the facts and the whole description.
    await card.getByRole('link', { name: anuncio }).click();
    await v.getByRole('heading', { name: anuncio, level: 1 }).waitFor();
    await v.getByText('Experiência com recrutamento', { exact: true }).waitFor();
    await v.getByText('Carregando...').waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(v)).toEqual([]);
    await v.goBack();
    await card.waitFor();

    // 'Candidatar-se' sends a visitor to the candidate login, which brings them back to the ad.
    await card.getByRole('button', { name: 'Candidatar-se' }).click();
    await v.waitForURL(/\/externo\/login\?empresaId=1&solicitacaoId=\d+$/);
    await v.goBack();
    await card.waitFor();

    // 'Enviar para um amigo': empty, every message (the captcha's too); then filled and the captcha solved.
    await card.getByRole('button', { name: 'Enviar para um amigo' }).click();
    const dlg = v.getByRole('dialog', { name: `Enviar para um amigo: ${anuncio}` });
    await dlg.getByRole('button', { name: 'Enviar' }).click();
    for (const msg of [
      'Seu nome é obrigatório',
      'Seu e-mail é obrigatório',
      'Nome do amigo é obrigatório',
      'E-mail do amigo é obrigatório',
      'Confirme que você não é um robô',
    ])
      await dlg.getByText(msg, { exact: true }).waitFor();
    await dlg.getByRole('textbox', { name: 'Seu nome' }).fill('Joana Prado');
    await dlg.getByRole('textbox', { name: 'Seu e-mail' }).fill('joana@exemplo.com');
    await dlg.getByRole('textbox', { name: 'Nome do amigo' }).fill('Rita Alves');
    const amiga = `rita.${Date.now().toString(36)}@exemplo.com`;
    await dlg.getByRole('textbox', { name: 'E-mail do amigo' }).fill(amiga);
    await dlg.getByText('Eu não sou um robô').click();
    // The widget solves the proof of work in its workers and marks itself verified.
    await dlg.locator('[data-state="verified"]').first().waitFor();
    await screenshot(v, 'enviar-amigo');
    await dlg.getByRole('button', { name: 'Enviar' }).click();
    await closeToast(toast(v, 'Anúncio de vaga enviado com sucesso.'));
    await dlg.waitFor({ state: 'detached' });

    // The friend's mail is in the outbox (Utilities), from the candidate area, with the ad's title.
    const fila = await page.request.get(`${s.url}/api/utilitario/emails?q=${encodeURIComponent(amiga)}`);
    expect(fila.ok()).toBe(true);
    const [mail] = (await fila.json()).content as { para: string[]; assunto: string; origem: string }[];
    expect(mail).toMatchObject({
      para: [amiga],
      assunto: `Joana Prado indicou uma vaga para você: ${anuncio}`,
      origem: 'anuncio-enviar-amigo',
    });
  });
  it("publishes the ad from the released requisition's screen, which then links to it", {
    timeout: 120_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    const requisicao = uniqueName('Auxiliar de Logística E2E');
    const id = await solicitacaoLiberada(page, s.url, requisicao);
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}`);
    await page.getByTestId('situacao').filter({ hasText: 'Em andamento' }).waitFor();
    // The requisitions that may get an ad (what the title is suggested from) arrive slowly here.
    await page.route('**/api/captacao/anuncios/solicitacoes-disponiveis*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Publicar anúncio' }).click();

    // The ad form comes with the requisition chosen and the title suggested from it; a title typed at
    // once (the form takes input only once the suggestion is in) is the ad's title, exactly.
    await page.getByRole('heading', { name: 'Novo Anúncio', level: 1 }).waitFor();
    const main = page.getByRole('main');
    const titulo = main.getByRole('textbox', { name: 'Título', exact: true });
    const digitado = uniqueName('Conferente de Expedição');
    await titulo.fill(digitado);
    await expect
      .poll(() => main.locator('[data-field="solicitacaoId"] .p-dropdown-label').innerText(), POLL)
      .toContain(requisicao);
    expect(await titulo.inputValue()).toBe(digitado);
    await main
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Separação e conferência de pedidos.');
    await main.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Anúncio salvo com sucesso.'));

    // Back on the requisition: 'Ver anúncio' opens the ad just published.
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}`);
    await page.getByRole('button', { name: 'Ver anúncio' }).click();
    await page.getByRole('heading', { name: 'Editar Anúncio', level: 1 }).waitFor();
    await expect
      .poll(() => main.getByRole('textbox', { name: 'Título', exact: true }).inputValue(), POLL)
      .toBe(digitado);
  });
});
