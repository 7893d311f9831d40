import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aceitarPoliticaSePedida, anuncioPublicado, candidatoComSenha, ok, RH } from './externo.ts';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN, hojeNoBrasil, seriousA11yViolations, uniqueName } from './support.ts';

/**
 * The candidate area's ads on a phone (390×844) and a desktop: a visitor opens an ad at its own address (whose HTML
 * carries the JobPosting structured data), 'Candidatar-se' asks for the login, which brings the candidate
 * back to the ad; applying, 'Minhas candidaturas', and the option hiding the ads already applied to.
 */

const s = browserSuite({ name: 'externo-anuncios-candidatura' });
const SENHA = 'vaga-e2e-123';

async function foto(page: Page, nome: string) {
  // After the global loading indicator (it lingers 500 ms after the last call).
  await page.getByText('Carregando...').waitFor({ state: 'hidden' });
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `externo-candidatura-${nome}.png`),
    fullPage: true,
  });
}

describe.each([
  { tela: 'celular', viewport: { width: 390, height: 844 }, indice: 0 },
  { tela: 'desktop', viewport: { width: 1280, height: 900 }, indice: 2 },
])('candidate area: ad page and applying ($tela)', ({ tela, viewport, indice }) => {
  it('opens an ad by its address, logs in, applies, sees it in Minhas candidaturas and hides it', {
    timeout: 180_000,
  }, async () => {
    const rh = await s.signedIn(DEMO_ADMIN);
    const titulo = uniqueName('Recepcionista E2E');
    const anuncioId = await anuncioPublicado(rh.page.request, s.url, titulo, {
      descricao: 'Atender clientes e organizar a agenda da equipe.\n\nRequisitos: ensino médio completo.',
      diasEsperaNovaAplicacao: 30,
    });
    const cpf = await candidatoComSenha(rh.page.request, s.url, indice, SENHA);
    const endereco = `${s.url}/externo/anuncios/${anuncioId}?empresaId=1`;
    const screenshot = (page: Page, nome: string) => foto(page, `${nome}-${tela}`);

    const { page } = await s.open(viewport);
    // The HTML as the server sends it carries the ad's JobPosting (what job search engines read).
    const html = await (await page.request.get(endereco)).text();
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(ld).not.toBeNull();
    expect(JSON.parse(ld?.[1] ?? '{}')).toMatchObject({ '@type': 'JobPosting', title: titulo });
    expect(html).toContain(`<title>${titulo} | `);
    // The page as the server sends it, without the app's scripts (a crawler, a browser with scripts off):
    // the ad, its title as the page's h1.
    const semScripts = (await s.open(viewport)).page;
    await semScripts.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await semScripts.goto(endereco);
    await semScripts.getByRole('heading', { name: titulo, level: 1 }).waitFor();
    await semScripts.getByText('Requisitos: ensino médio completo.').waitFor();
    expect(await seriousA11yViolations(semScripts)).toEqual([]);

    // The ad's own page: the visitor is asked to log in, and lands back on the ad.
    await page.goto(endereco);
    const card = page.getByRole('article', { name: titulo });
    await card.waitFor();
    await expect.poll(() => page.title(), POLL).toContain(titulo);
    // The SPA's page too: the ad's title is its h1.
    await card.getByRole('heading', { name: titulo, level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'anuncio');
    await card.getByRole('button', { name: 'Candidatar-se' }).click();
    await page.waitForURL(`**/externo/login?empresaId=1&solicitacaoId=${anuncioId}`);
    await page.getByLabel('CPF', { exact: true }).fill(cpf);
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`**/externo/anuncios?empresaId=1&anuncio=${anuncioId}`);
    // The demo company requires its privacy policy to be accepted first (the account's own test covers it).
    await aceitarPoliticaSePedida(page);

    // Applying leads to 'Minhas candidaturas' (also in the candidate menu): the answer, and the ad with its status.
    const destacado = page.getByRole('article', { name: titulo });
    await destacado.getByRole('button', { name: 'Candidatar-se' }).click();
    await page.waitForURL('**/externo/candidato-solicitacoes?empresaId=1');
    await page.getByRole('heading', { name: 'Minhas candidaturas', level: 1 }).waitFor();
    await page.getByText('Candidatura realizada com sucesso.').waitFor();
    // Folded behind 'Menu' on a phone: the links are there, hidden until it opens.
    const menu = page.getByRole('navigation', { name: 'Menu do candidato' });
    expect(await menu.locator('a[href="/externo/candidato-solicitacoes?empresaId=1"]').innerText()).toContain(
      'Minhas candidaturas',
    );
    expect(await menu.locator('a[href="/externo/historico-candidatos?empresaId=1"]').innerText()).toContain(
      'Meu histórico',
    );
    const item = page.getByRole('listitem').filter({ hasText: titulo });
    await item.getByText('Inscrito', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'minhas-candidaturas');

    // The ad's page: the badge instead of the button; then the list with 'hide the ads I applied to'.
    await item.getByRole('link', { name: titulo }).click();
    await page.getByRole('article', { name: titulo }).getByText('Você já se candidatou').waitFor();
    expect(
      await page
        .getByRole('article', { name: titulo })
        .getByRole('button', { name: 'Candidatar-se' })
        .count(),
    ).toBe(0);
    await screenshot(page, 'candidatado');
    await page.getByRole('link', { name: 'Ver todas as vagas' }).click();
    await page.getByRole('heading', { name: 'Vagas abertas', level: 1 }).waitFor();
    await page.getByLabel('Ocultar vagas em que já me candidatei').check();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => page.getByRole('article', { name: titulo }).count(), POLL).toBe(0);
    await page.getByText('Carregando...').waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'ocultar-candidatados');
    if (tela !== 'celular') return;

    // HR closes the requisition (its screens have their own test): the application shows as closed, with
    // the company's feedback (the 'Solicitação encerrada' template, filled in).
    const { solicitacaoId } = await ok<{ solicitacaoId: number }>(
      await rh.page.request.get(`${s.url}/api/captacao/anuncios/${anuncioId}`),
    );
    await ok(
      await rh.page.request.put(`${s.url}/api/captacao/solicitacoes-pessoal/${solicitacaoId}/encerra`, {
        headers: RH,
        data: { dataEncerramento: hojeNoBrasil() },
      }),
    );
    await page.goto(`${s.url}/externo/candidato-solicitacoes?empresaId=1`);
    const encerrada = page.getByRole('listitem').filter({ hasText: titulo });
    await encerrada.getByText('Encerrada', { exact: true }).waitFor();
    const retorno = encerrada.getByRole('region', { name: /^Retorno da empresa em \d{2}\/\d{2}\/\d{4}$/ });
    await retorno
      .getByText(`O processo seletivo para a vaga ${titulo} foi encerrado`, { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'candidatura-encerrada');
  });
});
