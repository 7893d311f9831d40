import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'selecao' });

async function screenshot(page: Page, nome: string) {
  await page.getByText('Carregando...').waitFor({ state: 'hidden' });
  // Dialogs fade in: let the animation end so the picture shows them as the user does.
  await page.waitForTimeout(400);
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `selecao-${nome}.png`),
    fullPage: true,
  });
}

/**
 * A fresh requisition with one open vacancy: a clone of a demo requisition in progress with one vacancy,
 * released. (Through the API: the requisition screens have their own browser test.)
 */
async function novaSolicitacao(page: Page): Promise<number> {
  const h = { 'x-page-path': '/captacao/solicitacoes-pessoal', 'x-empresa-id': '1' };
  const abertas = (await (
    await page.request.get(`${s.url}/api/captacao/solicitacoes-pessoal/candidato`)
  ).json()) as {
    id: number;
    quantidade: number;
  }[];
  const base = abertas.find((a) => a.quantidade === 1);
  if (!base) throw new Error('nenhuma solicitação em andamento com 1 vaga na demonstração');
  const clone = await page.request.post(`${s.url}/api/captacao/solicitacoes-pessoal/${base.id}/clonar`, {
    headers: h,
  });
  const { id } = (await clone.json()) as { id: number };
  const libera = await page.request.put(`${s.url}/api/captacao/solicitacoes-pessoal/${id}/libera`, {
    headers: h,
    data: {},
  });
  expect(libera.ok(), await libera.text()).toBe(true);
  return id;
}

const coluna = (page: Page, titulo: string | RegExp) => page.getByRole('region', { name: titulo });

/** A card's action: its labelled 'Ações' menu, then the item. */
async function acao(page: Page, nome: string, item: string) {
  await page.getByRole('button', { name: `Ações: ${nome}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

describe('selection process, end to end', () => {
  it('adds a candidate to a requisition, moves it through two steps with a result and hires it', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    const id = await novaSolicitacao(page);

    // From the requisition list: the row action 'Candidatos'.
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal?codigo=${id}`);
    const tabela = page.getByRole('table', { name: 'Solicitações de Pessoal' });
    await tabela.getByRole('row').nth(1).getByRole('button', { name: 'Candidatos' }).click();
    await page.getByRole('heading', { name: 'Candidatos da Solicitação', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/captacao/solicitacoes-pessoal/${id}/candidatos`);
    await page.getByText('0 de 1 vaga preenchida').waitFor();

    // 'Incluir candidatos': search by name, tick the first one, include.
    await page.getByRole('button', { name: 'Incluir candidatos' }).click();
    const incluir = page.getByRole('dialog', { name: 'Incluir candidatos' });
    await incluir.getByRole('textbox', { name: 'Candidatos (nome ou CPF)' }).fill('Silva');
    const primeiro = incluir.getByRole('checkbox').first();
    await primeiro.waitFor();
    const nome = ((await incluir.locator('.ipe-incluir-lista label').first().textContent()) ?? '').split(
      ' — ',
    )[0];
    await primeiro.check();
    await incluir.getByRole('button', { name: 'Incluir (1)' }).click();
    await closeToast(toast(page, 'Candidato incluído com sucesso.'));
    const inscritos = coluna(page, /^Inscritos/);
    await inscritos.getByRole('heading', { name: nome, level: 3 }).waitFor();
    await screenshot(page, 'quadro-incluido');

    // Next step: the first selection step.
    await acao(page, nome, 'Próxima etapa (Triagem de currículos)');
    await closeToast(toast(page, 'Candidato movido para a etapa "Triagem de currículos".'));
    const triagem = coluna(page, /^1\. Triagem de currículos/);
    await triagem.getByRole('heading', { name: nome, level: 3 }).waitFor();

    // Advancing without a result is refused with the rule's message.
    await acao(page, nome, 'Próxima etapa (Entrevista com RH)');
    await closeToast(
      toast(page, 'precisa ser considerado apto na etapa "Triagem de currículos" antes de avançar.'),
    );

    // The step's result: Apto, with a note.
    await acao(page, nome, 'Registrar resultado');
    const resultado = page.getByRole('dialog', { name: 'Resultado da etapa "Triagem de currículos"' });
    await resultado.getByRole('radio', { name: 'Apto', exact: true }).check();
    await resultado.getByRole('textbox', { name: 'Observação' }).fill('Currículo aderente à vaga.');
    await screenshot(page, 'resultado');
    await resultado.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Resultado registrado com sucesso.'));
    await triagem.getByText('Currículo aderente à vaga.').waitFor();

    // Second step.
    await acao(page, nome, 'Próxima etapa (Entrevista com RH)');
    await closeToast(toast(page, 'Candidato movido para a etapa "Entrevista com RH".'));
    await coluna(page, /^2\. Entrevista com RH/)
      .getByRole('heading', { name: nome, level: 3 })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'quadro-etapa-2');

    // Hire (only marking it: 'Inserir Talento' has its own test): the only vacancy is filled, and closing
    // the requisition is offered.
    await acao(page, nome, 'Contratar');
    await page
      .getByRole('dialog', { name: `Contratar ${nome}` })
      .getByRole('button', { name: 'Só marcar como contratado' })
      .click();
    // The offer comes over the success toast (closed afterwards: the dialog's mask covers it).
    const oferta = dialogWith(page, 'Todas as vagas desta solicitação foram preenchidas.');
    await oferta.waitFor();
    await screenshot(page, 'oferta-encerrar');
    await oferta.getByRole('button', { name: 'Encerrar' }).click();
    await oferta.waitFor({ state: 'detached' });
    await closeToast(toast(page, 'Candidato contratado com sucesso.'));
    await closeToast(toast(page, 'Solicitação encerrada com sucesso.'));
    await coluna(page, /^Contratados/)
      .getByRole('heading', { name: nome, level: 3 })
      .waitFor();
    await page.getByText('1 de 1 vaga preenchida').waitFor();
    await page.getByText('Solicitação com situação "Encerrada"').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Incluir candidatos' }).count(), POLL).toBe(0);
    await screenshot(page, 'quadro-contratado');

    // The candidate's history across requisitions.
    await acao(page, nome, 'Histórico');
    await page.getByRole('heading', { name: 'Histórico do Candidato', level: 1 }).waitFor();
    await page.getByRole('heading', { name: new RegExp(`^${id} – `), level: 2 }).waitFor();
    await page.getByText('Currículo aderente à vaga.').waitFor();
    await screenshot(page, 'historico-candidato');
  });

  it('shows the candidates history and the palographic exams', { timeout: 120_000 }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/historico');
    await page.getByRole('heading', { name: 'Histórico de Candidatos', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Histórico de Candidatos' }).getByRole('row').nth(1).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'historico');

    await page.goto(`${s.url}/captacao/exames-palografico`);
    await page.getByRole('heading', { name: 'Exames Palográficos', level: 1 }).waitFor();
    const linhas = page.getByRole('table', { name: 'Exames Palográficos' }).getByRole('row');
    await linhas.nth(1).waitFor();
    await linhas.nth(1).getByRole('button', { name: 'Editar' }).click();
    const d = page.getByRole('dialog', { name: 'Editar exame' });
    const resultado = d.getByRole('textbox', { name: 'Resultado do exame palográfico' });
    await resultado.fill('Ritmo regular; apto para a função.');
    await screenshot(page, 'exame');
    await d.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Exame palográfico salvo com sucesso.'));
    await page
      .getByRole('table', { name: 'Exames Palográficos' })
      .getByText('Ritmo regular; apto para a função.')
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'exames');
  });

  it('board at 1366 px: search, select a whole step, bulk move, reject the selected (issue 24 §3)', {
    timeout: 60_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN, { width: 1366, height: 800 });
    const id = await novaSolicitacao(page);
    // Three candidates included through the API (including has its own test above).
    const disp = (await (
      await page.request.get(
        `${s.url}/api/captacao/solicitacoes-pessoal/${id}/candidatos-disponiveis?q=Silva`,
      )
    ).json()) as { id: number; nome: string; cpf: string | null }[];
    expect(disp.length).toBeGreaterThanOrEqual(3);
    // The list answers the CPF masked.
    expect(disp.every((c) => c.cpf === null || c.cpf.startsWith('***.'))).toBe(true);
    const tres = disp.slice(0, 3);
    const inc = await page.request.post(`${s.url}/api/captacao/solicitacoes-pessoal/candidato/${id}`, {
      headers: { 'x-page-path': `/captacao/solicitacoes-pessoal/${id}/candidatos`, 'x-empresa-id': '1' },
      data: { candidatosIds: tres.map((c) => c.id) },
    });
    expect(inc.ok(), await inc.text()).toBe(true);
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}/candidatos`);
    const inscritos = coluna(page, /^Inscritos/);
    await inscritos.getByRole('heading', { name: tres[2].nome, level: 3 }).waitFor();
    await screenshot(page, 'quadro-1366-antes');

    // Search narrows the cards to one name; cleared, the three are back.
    const busca = page.getByRole('searchbox', { name: 'Buscar candidato no quadro' });
    await busca.fill(tres[0].nome);
    await expect.poll(() => inscritos.getByRole('listitem').count(), POLL).toBe(1);
    await busca.fill('');

    // The whole step, moved to the first selection step in one call.
    await page.getByRole('checkbox', { name: 'Selecionar todos da etapa Inscritos' }).check();
    const barra = page.getByRole('region', { name: 'Ações com os selecionados' });
    await barra.getByText('3 candidatos selecionados').waitFor();
    await barra.locator('.p-dropdown').click();
    await page.getByRole('option', { name: '1. Triagem de currículos' }).click();
    await barra.getByRole('button', { name: 'Mover selecionados' }).click();
    await closeToast(toast(page, '3 candidatos atualizados.'));
    const triagem = coluna(page, /^1\. Triagem de currículos/);
    await triagem.getByRole('heading', { name: tres[2].nome, level: 3 }).waitFor();

    // Two of them rejected after the confirmation: não apto in the step.
    await page.getByRole('checkbox', { name: `Selecionar ${tres[0].nome}` }).check();
    await page.getByRole('checkbox', { name: `Selecionar ${tres[1].nome}` }).check();
    await page
      .getByRole('region', { name: 'Ações com os selecionados' })
      .getByRole('button', { name: 'Reprovar' })
      .click();
    await dialogWith(page, 'Reprovar os 2 candidatos selecionados?')
      .getByRole('button', { name: 'Reprovar' })
      .click();
    await closeToast(toast(page, '2 candidatos atualizados.'));
    await expect.poll(() => triagem.getByText('Não apto').count(), POLL).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'quadro-1366-depois');
    // The same board on a phone: one row that scrolls sideways (at 1366 px too, with this many steps);
    // the row scrolls, not the page.
    const umaLinha = () =>
      page.evaluate(() => {
        const quadro = document.querySelector('.ipe-quadro') as HTMLElement;
        const colunas = [...quadro.querySelectorAll<HTMLElement>(':scope > .ipe-quadro-coluna')];
        return {
          colunas: colunas.length,
          alturas: new Set(colunas.map((c) => Math.round(c.getBoundingClientRect().top))).size,
          rola: quadro.scrollWidth > quadro.clientWidth,
          pagina: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // Polled: the header takes its phone layout a moment after the resize.
      await expect
        .poll(umaLinha, POLL)
        .toEqual({ colunas: expect.any(Number), alturas: 1, rola: true, pagina: true });
      expect((await umaLinha()).colunas).toBeGreaterThanOrEqual(4);
    }
    await screenshot(page, 'quadro-390');

    // The rejection feedback (devolutiva) went to the outbox: Utilitários › E-mails enviados lists it.
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${s.url}/utilitario/emails`);
    const devolutiva = page.getByRole('cell', { name: /^Retorno sobre o processo seletivo para / });
    await expect.poll(() => devolutiva.count(), POLL).toBeGreaterThanOrEqual(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Its template, on the company's 'Modelos de Devolutiva' screen (its editing has a component test).
    await page.goto(`${s.url}/captacao/devolutiva`);
    const naoApto = page.getByRole('group', { name: 'Candidato não apto' });
    await expect
      .poll(() => naoApto.getByRole('textbox', { name: 'Assunto' }).inputValue(), POLL)
      .toBe('Retorno sobre o processo seletivo para {vaga}');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
