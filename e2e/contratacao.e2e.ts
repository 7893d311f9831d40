import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

/** 'Inserir Talento' (issue 24 §4): from the board's card to the pre-filled talent form and back. */
const s = browserSuite({ name: 'contratacao' });
const H = { 'x-page-path': '/captacao/solicitacoes-pessoal', 'x-empresa-id': '1' };

/** A released clone of a demo requisition in progress, with one demo candidate in it (through the API). */
async function solicitacaoComCandidato(page: Page) {
  const api = (caminho: string) => `${s.url}/api/captacao${caminho}`;
  const abertas = (await (await page.request.get(api('/solicitacoes-pessoal/candidato'))).json()) as {
    id: number;
    quantidade: number;
  }[];
  const base = abertas.find((a) => a.quantidade === 1) ?? abertas[0];
  const { id } = (await (
    await page.request.post(api(`/solicitacoes-pessoal/${base.id}/clonar`), { headers: H })
  ).json()) as { id: number };
  const libera = await page.request.put(api(`/solicitacoes-pessoal/${id}/libera`), { headers: H, data: {} });
  expect(libera.ok(), await libera.text()).toBe(true);
  const [c] = (await (
    await page.request.get(api(`/solicitacoes-pessoal/${id}/candidatos-disponiveis?q=Souza`))
  ).json()) as { id: number; nome: string }[];
  const incluir = await page.request.post(api(`/solicitacoes-pessoal/candidato/${id}`), {
    headers: H,
    data: { candidatosIds: [c.id] },
  });
  expect(incluir.ok(), await incluir.text()).toBe(true);
  return { id, nome: c.nome };
}

describe('Inserir Talento', () => {
  it('hires from the board into the talent form pre-filled from the candidate', {
    timeout: 60_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    const { id, nome } = await solicitacaoComCandidato(page);
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}/candidatos`);
    await page.getByRole('button', { name: `Ações: ${nome}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Inserir Talento', exact: true }).click();

    // The talent form, pre-filled: the candidate's name and the notice of the hiring and its files.
    await page.getByText(`Inserindo o talento de ${nome}`).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), POLL)
      .toBe(nome);
    expect(await page.getByRole('textbox', { name: 'CPF' }).inputValue()).not.toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'sucesso'));

    // Back on the board: the candidate is hired.
    await expect
      .poll(() => new URL(page.url()).pathname, POLL)
      .toBe(`/captacao/solicitacoes-pessoal/${id}/candidatos`);
    await page
      .getByRole('region', { name: /^Contratados/ })
      .getByRole('heading', { name: nome, level: 3 })
      .waitFor();
  });
});
