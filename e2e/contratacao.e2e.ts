import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

/**
 * Issue 24 §4, candidate to talent: the candidate list's row menu includes the candidate in a requisition,
 * the board's 'Contratar' leads into the pre-filled talent form, and the talent's 'Documentos' screen
 * shows the candidate's file carried over and takes a new one.
 */
const s = browserSuite({ name: 'contratacao' });
const H = { 'x-page-path': '/captacao/solicitacoes-pessoal', 'x-empresa-id': '1' };
const PDF = Buffer.from('%PDF-1.4\n% documento de teste\n%%EOF\n');

/**
 * A released clone of a demo requisition in progress and a demo candidate not in it yet, with one
 * document attached (through the API: those screens have their own browser tests).
 */
async function solicitacaoECandidato(page: Page) {
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
  const anexo = await page.request.post(api(`/candidatos/${c.id}/documentos-anexos`), {
    headers: { ...H, 'x-page-path': '/captacao/candidatos' },
    multipart: { descricao: 'RG', arquivo: { name: 'rg.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(anexo.ok(), await anexo.text()).toBe(true);
  return { id, nome: c.nome };
}

describe('Inserir Talento', () => {
  it('includes from the candidate list, hires from the board into the pre-filled talent form, files carried over', {
    timeout: 90_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN, { width: 1366, height: 900 });
    const { id, nome } = await solicitacaoECandidato(page);

    // The candidate list: the row's 'Mais ações' menu, by keyboard, includes the candidate.
    await page.goto(`${s.url}/captacao/candidatos?nome=${encodeURIComponent(nome)}`);
    const linha = page.getByRole('table', { name: 'Candidatos' }).getByRole('row').filter({ hasText: nome });
    const mais = linha.first().getByRole('button', { name: 'Mais ações' });
    await mais.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Mais ações' });
    await menu.getByRole('menuitem', { name: 'Incluir em Solicitação' }).waitFor();
    expect(await mais.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The menu opens on its first item; Home keeps it there whatever the focus, Enter runs it.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const incluir = page.getByRole('dialog', { name: `Incluir ${nome} em solicitação` });
    await incluir.getByRole('checkbox', { name: new RegExp(`^${id} – `) }).check();
    await incluir.getByRole('button', { name: 'Incluir', exact: true }).click();
    await closeToast(toast(page, 'Candidato incluído na solicitação.'));

    // The board: 'Contratar' offers 'Inserir Talento' (or only marking the hiring).
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}/candidatos`);
    await page.getByRole('button', { name: `Ações: ${nome}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Contratar', exact: true }).click();
    const contratar = page.getByRole('dialog', { name: `Contratar ${nome}` });
    await contratar.getByRole('button', { name: 'Só marcar como contratado' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await contratar.getByRole('button', { name: 'Inserir Talento' }).click();

    // The talent form, pre-filled: the candidate's name and the notice of the hiring and its file.
    await page.getByText(`Inserindo o talento de ${nome}`).waitFor();
    await page
      .getByText('1 arquivo do candidato (documentos e currículo) será copiado para o talento.')
      .waitFor();
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

    // The talent's documents: the candidate's RG came along; a new file is attached there.
    const talentos = (await (
      await page.request.get(
        `${s.url}/api/cargo-salario/colaboradores?page=0&size=20&q=${encodeURIComponent(nome)}`,
      )
    ).json()) as { content: { id: number; nome: string }[] };
    const talento = talentos.content.find((t) => t.nome === nome) as { id: number };
    await page.goto(`${s.url}/cargo-salario/colaboradores/${talento.id}/documentos`);
    const tabela = page.getByRole('table', { name: 'Documentos do Talento' });
    await tabela.getByRole('row').filter({ hasText: 'rg.pdf' }).waitFor();
    await page.getByRole('textbox', { name: /Descrição/ }).fill('Comprovante de endereço');
    await page
      .locator('input[type=file]#arquivo')
      .setInputFiles({ name: 'endereco.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('Arquivo endereco.pdf carregado com sucesso.', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Anexar', exact: true }).click();
    await closeToast(toast(page, 'Documento anexado com sucesso.'));
    await tabela.getByRole('row').filter({ hasText: 'endereco.pdf' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'contratacao-documentos-talento.png'),
      fullPage: true,
    });
  });
});
