import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { chooseOption, DEMO_ADMIN, DEMO_CONSULTA, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'login' });

const EMPRESA = 'Ipê Demonstração Ltda';

async function openLogin(page: Page) {
  await page.goto(`${s.url}/login`);
  await page.getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
}

async function fillLogin(page: Page, cpf: string, senha: string, empresa?: string) {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('CPF', { exact: true }).fill(cpf);
  await form.getByLabel('Senha', { exact: true }).fill(senha);
  if (empresa) await chooseOption(form, page, 'Empresa', empresa);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Entrar', exact: true }).click();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const userinfoStatus = async (page: Page) => (await page.request.get(`${s.url}/api/userinfo`)).status();

describe('internal login page', () => {
  it('rejects a wrong password with the single login message and keeps the user on /login', async () => {
    const { page } = await s.open();
    await openLogin(page);
    await fillLogin(page, '529.982.247-25', 'senha-errada', EMPRESA);
    await submit(page);
    await page.getByRole('alert').filter({ hasText: 'CPF, senha ou empresa inválidos.' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await userinfoStatus(page)).toBe(401);
  });

  it('asks for the captcha after 3 failed logins of a CPF and lets the user in once it is solved', async () => {
    const { page } = await s.open();
    await openLogin(page);
    await fillLogin(page, '111.444.777-35', 'senha-errada', EMPRESA);
    const form = page.getByRole('form', { name: 'Entrar' });
    for (let i = 0; i < 3; i++) {
      const resposta = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await submit(page);
      expect((await resposta).status()).toBe(401);
    }
    // The third failure brings the widget; without solving it the page does not even send the login.
    await form.getByText('Eu não sou um robô').waitFor();
    await form.getByLabel('Senha', { exact: true }).fill(DEMO_CONSULTA.senha);
    await submit(page);
    await form.getByText('Confirme que você não é um robô.', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByText('Eu não sou um robô').click();
    // The widget solves the proof of work in its workers and marks itself verified.
    await form.locator('[data-state="verified"]').first().waitFor();
    await submit(page);
    await page.getByRole('banner').getByRole('button', { name: DEMO_CONSULTA.nome }).waitFor();
    expect(await userinfoStatus(page)).toBe(200);
  });

  it('shows the required messages when submitted empty', async () => {
    const { page } = await s.open();
    await openLogin(page);
    await submit(page);
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByText('Senha é obrigatória', { exact: true }).waitFor();
    await form.getByText('Selecione uma empresa.', { exact: true }).waitFor();
    await form.getByText('CPF é obrigatório', { exact: true }).waitFor();
    expect(await form.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/login');
  });

  it('logs in with the right password and lands on the start page with the user in the header', async () => {
    // The real first visit: the wrong-user flag is not pre-set, and the login itself must clear the question.
    const { page } = await s.open({ skipWrongUser: false });
    await openLogin(page);
    await fillLogin(page, '529.982.247-25', DEMO_ADMIN.senha, EMPRESA);
    await submit(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: DEMO_ADMIN.nome }).waitFor();
    expect(pathOf(page)).toBe('/');
    await header.getByText(EMPRESA, { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await userinfoStatus(page)).toBe(200);
    // Whoever just typed the password is the user: no 'Você está logado como ...' question.
    await page.waitForTimeout(500);
    expect(await page.getByText(/Você está logado como/).count()).toBe(0);
  });

  it('sends a logged-in user who opens /login to the start page', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page.goto(`${s.url}/login`);
    await page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.nome }).waitFor();
    await expect.poll(() => pathOf(page), POLL).toBe('/');
    expect(await page.getByRole('form', { name: 'Entrar' }).count()).toBe(0);
  });

  it("'Sair' ends the session and lands on /login", async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    // The home page's boxes and notices are still arriving: a click landing while the header re-renders
    // was lost once (menu open, 'Sair' focused, no navigation). Open the menu and click until we leave.
    const sair = page.getByRole('menuitem', { name: 'Sair' });
    await expect
      .poll(async () => {
        if (pathOf(page) !== '/') return pathOf(page);
        if (!(await sair.isVisible()))
          await page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.nome }).click();
        await sair.click({ timeout: 2000 }).catch(() => {});
        return pathOf(page);
      }, POLL)
      .not.toBe('/');
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    await expect.poll(() => pathOf(page), POLL).toBe('/login');
    expect(await userinfoStatus(page)).toBe(401);
    // The session is gone on the server too: an internal page asks for the login again.
    await page.goto(`${s.url}/geral/bairros`);
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('has no serious or critical accessibility violations (axe), also with the validation errors', async () => {
    const { page } = await s.open();
    // Checked once the company list has arrived (the dropdown is filled).
    const empresas = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login/empresas');
    await openLogin(page);
    expect((await empresas).status()).toBe(200);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit(page);
    await page.getByText('Senha é obrigatória', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
