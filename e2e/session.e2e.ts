import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL } from './suite.ts';
import { apiLogin, chooseOption, cpfNovo, DEMO_ADMIN, uniqueName } from './support.ts';

const s = browserSuite({ name: 'session' });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const EXPIROU = 'Sua sessão expirou.';
const EMPRESA_ALTERADA = 'Atenção! A empresa foi alterada em outra aba';
const MATRIZ = 'Ipê Demonstração Ltda';
const FILIAL = 'Ipê Filial Nordeste';

/** Opens the new-bairro form and fills it completely (the dropdowns load while the session lives). */
async function fillNewBairro(page: Page, nome: string) {
  await page.goto(`${s.url}/geral/bairros/new`);
  await page.getByRole('heading', { name: 'Novo Bairro', level: 1 }).waitFor();
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
  await chooseOption(form, page, 'Estado', 'SP', 'SP');
  await chooseOption(form, page, 'Cidade', 'Campinas', 'Campinas');
}

/** Bairros named like `nome`, read through the API with the page's cookies. */
async function bairrosNamed(page: Page, nome: string): Promise<unknown[]> {
  const res = await page.request.get(`${s.url}/api/geral/bairros`, { params: { q: nome, unpaged: 'true' } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The company shown in the header (a dropdown for users with more than one company). */
const headerEmpresa = (page: Page) =>
  page.getByRole('banner').getByRole('textbox', { name: 'Empresa', exact: true }).inputValue();

describe("session expiry: 'Sua sessão expirou.'", () => {
  it('asks on a save after the session ended; Cancelar keeps the page, OK goes to the login', async () => {
    const nome = uniqueName('Bairro Expirado');
    const { context, page } = await s.signedIn(DEMO_ADMIN);
    await fillNewBairro(page, nome);
    await context.clearCookies();

    await page.getByRole('button', { name: 'Gravar' }).click();
    const dialog = dialogWith(page, EXPIROU);
    await dialog.waitFor();
    expect(await dialog.getByText('RH', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The page and what was typed stay; nothing was saved.
    expect(pathOf(page)).toBe('/geral/bairros/new');
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(nome);

    // The next operation asks again; OK logs out.
    await page.getByRole('button', { name: 'Gravar' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await apiLogin(page, s.url, DEMO_ADMIN);
    expect(await bairrosNamed(page, nome)).toEqual([]);
  });

  it('asks when a list is read after the session ended', async () => {
    const { context, page } = await s.openAs(DEMO_ADMIN, '/geral/bairros');
    await page.getByRole('status').filter({ hasText: 'registro(s) encontrado(s).' }).waitFor();
    await context.clearCookies();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Centro');
    const dialog = dialogWith(page, EXPIROU);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});

describe("company changed in another tab: 'Atenção! A empresa foi alterada em outra aba'", () => {
  it('rejects the save of a tab left on the old company; Manter closes the dialog and keeps the page', async () => {
    const nome = uniqueName('Bairro Outra Aba');
    const { context, page } = await s.signedIn(DEMO_ADMIN);
    await fillNewBairro(page, nome);

    // Another tab switches the session's company straight through the API (no storage event here).
    const other = await context.newPage();
    await other.goto(`${s.url}/`);
    await other.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.nome }).waitFor();
    const status = await other.evaluate(async () => {
      const r = await fetch('/api/userinfo/empresa/2', { method: 'PUT', headers: { 'x-page-path': '/' } });
      return r.status;
    });
    expect(status).toBe(200);

    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/geral/bairros',
    );
    await page.getByRole('button', { name: 'Gravar' }).click();
    expect((await answer).status()).toBe(409);
    const dialog = dialogWith(page, EMPRESA_ALTERADA);
    await dialog.waitFor();
    await dialog
      .getByText('Não é permitido utilizar abas com empresas diferentes.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Manter' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/geral/bairros/new');
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe(nome);
    expect(await headerEmpresa(page)).toBe(MATRIZ);
    expect(await bairrosNamed(page, nome)).toEqual([]);
  });

  it('opens at once when another tab switches the company in the header; Descartar reloads the tab', async () => {
    const { context, page } = await s.openAs(DEMO_ADMIN, '/geral/bairros');
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    expect(await headerEmpresa(page)).toBe(MATRIZ);

    const other = await context.newPage();
    await other.goto(`${s.url}/`);
    const banner = other.getByRole('banner');
    await banner.getByRole('button', { name: DEMO_ADMIN.nome }).waitFor();
    await chooseOption(banner, other, 'Empresa', FILIAL);
    await expect.poll(() => headerEmpresa(other), POLL).toBe(FILIAL);

    const dialog = dialogWith(page, EMPRESA_ALTERADA);
    await dialog.waitFor();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Bairros', level: 1 }).waitFor();
    await expect.poll(() => headerEmpresa(page), POLL).toBe(FILIAL);
    expect(await dialog.count()).toBe(0);
  });
});

describe('a password set by a manager', () => {
  it("opens only 'Alterar Minha Senha' after the login, then the app with the new password", async () => {
    const { page: rh } = await s.signedIn(DEMO_ADMIN);
    const cpf = cpfNovo();
    const criado = await rh.request.post(`${s.url}/api/utilitario/usuarios`, {
      data: {
        nome: uniqueName('Senha Dada'),
        cpf,
        senha: 'dada-pelo-rh',
        empresas: [{ empresaId: 1, perfilId: 2 }],
      },
      headers: { 'x-page-path': '/utilitario/usuarios/new', 'x-empresa-id': '1' },
    });
    expect(criado.status()).toBe(201);

    const { page } = await s.open();
    await page.goto(`${s.url}/login`);
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('CPF', { exact: true }).fill(cpf);
    await form.getByLabel('Senha', { exact: true }).fill('dada-pelo-rh');
    await chooseOption(form, page, 'Empresa', MATRIZ);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const dialog = dialogWith(page, 'Sua senha foi definida por um administrador.');
    await dialog.waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await dialog.getByLabel('Senha atual', { exact: true }).fill('dada-pelo-rh');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('so-eu-sei');
    await dialog.getByLabel('Confirmação da nova senha', { exact: true }).fill('so-eu-sei');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect((await page.request.get(`${s.url}/api/geral/bairros?page=0`)).status()).toBe(200);
  });
});

describe("500 page: 'ERRO 500 - ERRO INTERNO DO SERVIDOR'", () => {
  it('shows a render error with its details and sends the report', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/teste/erro-render');
    await page.getByRole('heading', { name: 'ERRO 500 - ERRO INTERNO DO SERVIDOR', level: 1 }).waitFor();
    const codeText = await page
      .getByText(/^Código do erro: /)
      .first()
      .textContent();
    const erroId = (codeText ?? '').replace('Código do erro: ', '').trim();
    expect(erroId).toMatch(/^[0-9a-f-]{36}$/);
    // The shell stays around the error page.
    expect(await page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.nome }).isVisible()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Ver detalhes' }).click();
    const details = dialogWith(page, 'Detalhes do erro');
    await details.waitFor();
    await details.getByText('Erro de renderização de teste').first().waitFor();
    await details.getByRole('button', { name: 'OK' }).click();
    await details.waitFor({ state: 'hidden' });

    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/erros',
    );
    await page.getByRole('button', { name: 'Enviar' }).click();
    const res = await sent;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toMatchObject({
      erroId,
      mensagem: 'Erro de renderização de teste',
      url: `${s.url}/teste/erro-render`,
    });
    expect((await res.json()).id).toEqual(expect.any(Number));
    await page.getByRole('status').filter({ hasText: 'Relatório de erro enviado. Obrigado!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
  });

  it('/500 shows the page with Voltar and Enviar even without a stored error', async () => {
    const { page } = await s.open();
    await page.goto(`${s.url}/500`);
    await page.getByRole('heading', { name: 'ERRO 500 - ERRO INTERNO DO SERVIDOR', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Voltar' }).isVisible()).toBe(true);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/erros');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'Relatório de erro enviado. Obrigado!' }).waitFor();
  });
});

describe('wrong-user question on load', () => {
  const pergunta = `Você está logado como ${DEMO_ADMIN.nome}. Se você não é ${DEMO_ADMIN.nome}, por favor refaça o login.`;

  it('asks once per browser session when the app is opened from outside; Continuar stays', async () => {
    const { page } = await s.open({ skipWrongUser: false });
    await apiLogin(page, s.url, DEMO_ADMIN);
    await page.goto(`${s.url}/geral/bairros`);
    const dialog = dialogWith(page, pergunta);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/geral/bairros');
    // Opened again from outside in the same browser session: not asked again.
    await page.goto(`${s.url}/`);
    await page.getByRole('heading', { name: /Bem-vindo/, level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
  });

  it('LOGOUT ends the session', async () => {
    const { page } = await s.open({ skipWrongUser: false });
    await apiLogin(page, s.url, DEMO_ADMIN);
    await page.goto(`${s.url}/`);
    const dialog = dialogWith(page, pergunta);
    await dialog.getByRole('button', { name: 'LOGOUT' }).click();
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect((await page.request.get(`${s.url}/api/userinfo`)).status()).toBe(401);
  });
});
