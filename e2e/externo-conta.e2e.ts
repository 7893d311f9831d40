import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './suite.ts';

/**
 * The candidate's account on a phone (390×844): a wrong empresaId, the login of a demo candidate
 * (password candidato123, README), the privacy dialog, the menu, the password change, logout and login again.
 */
const s = browserSuite({ name: 'externo-conta' });
const LUCAS = { cpf: '638.462.759-05', senha: 'candidato123' };

const shot = (page: Page, nome: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `externo-conta-${nome}.png`),
    fullPage: true,
  });

async function entrar(page: Page, senha: string) {
  await page.getByLabel('CPF').fill(LUCAS.cpf);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('candidate account on a phone', () => {
  it('logs in, accepts the policy, changes the password, logs out and back in', async () => {
    const { page } = await s.open({ width: 390, height: 844 });
    await page.goto(`${s.url}/externo/login?empresaId=1x`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Empresa ID inválido. Revise ou solicite novamente o link' })
      .waitFor();

    await page.goto(`${s.url}/externo/login?empresaId=1`);
    await entrar(page, 'errada');
    await page.getByRole('alert').filter({ hasText: 'CPF ou senha inválidos.' }).waitFor();
    await shot(page, 'login');
    await entrar(page, LUCAS.senha);
    await page.waitForURL(/\/externo\/anuncios\?empresaId=1/);

    // The demo company requires the policy: accepted here unless this candidate already did.
    const dialog = page.getByRole('dialog', { name: 'Política de privacidade' });
    if (await dialog.isVisible().catch(() => false)) {
      await shot(page, 'politica');
      const continuar = dialog.getByRole('button', { name: 'Continuar' });
      expect(await continuar.isDisabled()).toBe(true);
      await dialog.getByText('Li e aceito a política de privacidade').click();
      await continuar.click();
      await dialog.waitFor({ state: 'hidden' });
    }

    const nav = page.getByRole('navigation', { name: 'Menu do candidato' });
    await nav.getByText('Lucas Soares').waitFor();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await shot(page, 'menu');
    await nav.getByRole('link', { name: 'Vagas abertas' }).waitFor();

    // Change password through the API of the tab (the page is another part's): then log out and in.
    const info = await page.evaluate(() => fetch('/api/externo/userinfo').then((r) => r.json()));
    const alterar = (senha: string, novaSenha: string, confNovaSenha = novaSenha) =>
      page.evaluate(
        async ([id, b]) =>
          (
            await fetch(`/api/externo/candidatos/${id}/alterar-senha`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', 'x-page-path': '/externo' },
              body: JSON.stringify(b),
            })
          ).json(),
        [info.candidato.id, { senha, novaSenha, confNovaSenha }] as const,
      );
    expect((await alterar(LUCAS.senha, 'nova-e2e-1', 'outra')).entries[0].message).toBe(
      'A senha não foi confirmada corretamente. Por favor, confira.',
    );
    expect((await alterar(LUCAS.senha, 'nova-e2e-1')).message).toBe('Senha alterada com sucesso.');

    await nav.getByRole('button', { name: 'Sair' }).click();
    await page.getByText('Você saiu. Voltando para a página de entrada…').waitFor();
    await page.waitForURL(/\/externo\/login\?empresaId=1/, { timeout: 10_000 });
    await entrar(page, 'nova-e2e-1');
    await page.waitForURL(/\/externo\/anuncios/);
    await nav.getByText('Lucas Soares').waitFor();
    // Back to the demo password, so the demo stays as documented.
    expect((await alterar('nova-e2e-1', LUCAS.senha)).message).toBe('Senha alterada com sucesso.');
  });
});
