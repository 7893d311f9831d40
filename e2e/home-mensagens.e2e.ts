import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, DEMO_CONSULTA } from './support.ts';

/**
 * The home page's message boxes (issue 19): HR sends a message ('Utilitários > Enviar mensagem'), the
 * recipient reads it in the dialog, removes it (empty box text), sees the 30 limit, collapses a box and
 * moves boxes by mouse and keyboard (saved), and opens the full list. Acts on Maria Consulta's boxes
 * (the demo gives her none), so the administrator's demo boxes stay as seeded for other files.
 */
const s = browserSuite({ name: 'home-mensagens' });

const ordem = (page: Page, lado: 'esquerda' | 'direita') =>
  page
    .locator(`[data-coluna="${lado}"] [data-caixa]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-caixa')));
const caixa = (page: Page, tipo: string) => page.locator(`[data-caixa="${tipo}"]`);

describe('Caixas de mensagens', () => {
  it('HR sends a message; the user reads it in the dialog, removes it, and sees the 30 limit', {
    timeout: 60_000,
  }, async () => {
    // HR: the screen, found under Utilitários.
    const rh = await s.openAs(DEMO_ADMIN, '/utilitario/enviar-mensagem');
    const main = rh.page.getByRole('main');
    await main.getByRole('heading', { name: 'Enviar mensagem', level: 1 }).waitFor();
    await main.locator('[data-field="mensagem-usuarios"] .p-multiselect').click();
    await rh.page.locator('.p-multiselect-panel').getByRole('option', { name: 'Maria Consulta' }).click();
    await rh.page.keyboard.press('Escape');
    await main
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Bom dia, Maria!\nA reunião mudou para as 15h.');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await toast(rh.page, 'Mensagem enviada para 1 usuário(s).').waitFor();
    // 31 survey messages to Maria through the same route (box P).
    const { usuarios } = await (
      await rh.page.request.get(`${s.url}/api/utilitario/enviar-mensagem/destinatarios`)
    ).json();
    const maria = usuarios.find((u: { nome: string }) => u.nome === 'Maria Consulta').id;
    for (let i = 1; i <= 31; i++)
      await rh.page.request.post(`${s.url}/api/utilitario/enviar-mensagem`, {
        data: { tipo: 'P', texto: `Pesquisa ${i}`, usuariosIds: [maria] },
        headers: { 'x-page-path': '/utilitario/enviar-mensagem', 'x-empresa-id': '1' },
      });

    const { page } = await s.openAs(DEMO_CONSULTA, '/');
    const u = caixa(page, 'U');
    await u.getByText('Bom dia, Maria!').waitFor();
    expect(await u.getByText('1 não lida(s)').count()).toBe(1);
    // Drag and drop loads when the pointer first enters the boxes; wait for it before acting on them.
    await u.hover();
    await page.locator('[data-arrastavel="sim"]').waitFor();
    await u.getByRole('button', { name: 'Ver', exact: true }).click();
    const dialogo = dialogWith(page, 'Visualizar Mensagem');
    await dialogo.waitFor();
    expect(await dialogo.getByText('Administrador Demonstração').count()).toBe(1);
    expect(await dialogo.locator('.ipe-mensagem-texto').innerText()).toBe(
      'Bom dia, Maria!\nA reunião mudou para as 15h.',
    );
    await dialogo.getByText('Mensagem Lida').click();
    await expect
      .poll(() => dialogo.getByRole('checkbox', { name: 'Mensagem Lida' }).isChecked(), POLL)
      .toBe(true);
    await u.getByText('0 não lida(s)').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => u.locator('.ipe-mensagem.lida').count(), POLL).toBe(1);

    await u.getByRole('button', { name: 'Remover', exact: true }).click();
    await dialogWith(page, 'Confirma exclusão?').getByRole('button', { name: 'OK' }).click();
    await u.getByText('Parabéns! Você leu todas as mensagens da caixa.').waitFor();

    const p = caixa(page, 'P');
    await p.getByText('31 não lida(s)').waitFor();
    const limite = p.locator('.ipe-caixa-limite');
    expect(await limite.getAttribute('title')).toBe(
      'Quantidade de mensagens foi limitada para 30. Clique em ver todas para visualizar todas as mensagens.',
    );
    expect(await limite.innerText()).toContain('1-30 de muitas');
    expect(await p.locator('.ipe-mensagem').count()).toBe(30);

    // 'Ver todas' → the full list of the box, 15 a page.
    await p.getByRole('button', { name: 'Ver todas' }).click();
    await page.getByRole('heading', { name: 'Mensagens', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?tipo=P');
    const tabela = page.getByRole('table', { name: 'Mensagens' });
    await expect.poll(() => tabela.getByRole('row').count(), POLL).toBe(16);
    expect(await tabela.getByRole('row').nth(1).innerText()).toContain('Pesquisa 31');
  });

  it('collapses a box and moves boxes by mouse and by keyboard; all saved', { timeout: 60_000 }, async () => {
    const { page } = await s.openAs(DEMO_CONSULTA, '/');
    await caixa(page, 'R').waitFor();
    expect(await ordem(page, 'esquerda')).toEqual(['R', 'C', 'P', 'A']);

    // The pointer entering the boxes loads drag and drop.
    await page.locator('[data-coluna="esquerda"]').hover();
    await page.locator('[data-arrastavel="sim"]').waitFor();
    // Collapse; the 'open all' icon beside the button does not toggle.
    const c = caixa(page, 'C');
    await c.getByRole('button', { name: 'Recolher a caixa Cargos & Salários' }).click();
    await expect.poll(() => c.locator('.ipe-caixa-corpo').isHidden(), POLL).toBe(true);
    // Mouse: U's header dropped on R's.
    const de = await caixa(page, 'U').locator('h3').boundingBox();
    const para = await caixa(page, 'R').locator('h3').boundingBox();
    if (!de || !para) throw new Error('caixas sem posição');
    await page.mouse.move(de.x + 5, de.y + de.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(
        de.x + 5 + ((para.x - de.x) * i) / 10,
        de.y + ((para.y - de.y) * i) / 10 + para.height / 2,
      );
    await page.mouse.up();
    await expect.poll(() => ordem(page, 'esquerda'), POLL).toContain('U');
    await page.locator('.ipe-caixa.arrastando').waitFor({ state: 'detached' });

    // Keyboard: the grip picks up with Space, ArrowDown moves, Space drops.
    const antes = await ordem(page, 'esquerda');
    const i = antes.indexOf('R');
    const alca = page.getByRole('button', { name: 'Mover a caixa Recrutamento & Seleção' });
    await alca.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => alca.getAttribute('aria-pressed'), POLL).toBe('true');
    // The sensor listens from the frame after the pick-up: ArrowDown until the live region (pt-BR
    // announcements) says the box is over another one.
    const sobreOutra = page.getByText(/^Caixa Recrutamento & Seleção sobre (?!Recrutamento)/);
    await expect
      .poll(async () => {
        if (await sobreOutra.count()) return true;
        await page.keyboard.press('ArrowDown');
        return false;
      }, POLL)
      .toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await ordem(page, 'esquerda')).indexOf('R') > i, POLL).toBe(true);
    // The dropped box leaves its drag look (lighter colours) before axe looks at the page.
    await page.locator('.ipe-caixa.arrastando').waitFor({ state: 'detached' });
    const depois = await ordem(page, 'esquerda');

    // Saved: after a reload the order and the collapsed box are the same.
    await expect
      .poll(async () => {
        const r = await page.request.get(`${s.url}/api/userinfo/usuario/caixa-mensagens`);
        return (await r.json()).caixasEsquerda.map((x: { tipo: string }) => x.tipo);
      }, POLL)
      .toEqual(depois);
    await page.reload();
    await caixa(page, 'R').waitFor();
    expect(await ordem(page, 'esquerda')).toEqual(depois);
    expect(await caixa(page, 'C').locator('.ipe-caixa-corpo').isHidden()).toBe(true);
  });
});
