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
    await page.getByRole('button', { name: `Próxima etapa (Triagem de currículos): ${nome}` }).click();
    await closeToast(toast(page, 'Candidato movido para a etapa "Triagem de currículos".'));
    const triagem = coluna(page, /^1\. Triagem de currículos/);
    await triagem.getByRole('heading', { name: nome, level: 3 }).waitFor();

    // Advancing without a result is refused with the rule's message.
    await page.getByRole('button', { name: `Próxima etapa (Entrevista com RH): ${nome}` }).click();
    await closeToast(
      toast(page, 'precisa ser considerado apto na etapa "Triagem de currículos" antes de avançar.'),
    );

    // The step's result: Apto, with a note.
    await page.getByRole('button', { name: `Registrar resultado: ${nome}` }).click();
    const resultado = page.getByRole('dialog', { name: 'Resultado da etapa "Triagem de currículos"' });
    await resultado.getByRole('radio', { name: 'Apto', exact: true }).check();
    await resultado.getByRole('textbox', { name: 'Observação' }).fill('Currículo aderente à vaga.');
    await screenshot(page, 'resultado');
    await resultado.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Resultado registrado com sucesso.'));
    await triagem.getByText('Currículo aderente à vaga.').waitFor();

    // Second step.
    await page.getByRole('button', { name: `Próxima etapa (Entrevista com RH): ${nome}` }).click();
    await closeToast(toast(page, 'Candidato movido para a etapa "Entrevista com RH".'));
    await coluna(page, /^2\. Entrevista com RH/)
      .getByRole('heading', { name: nome, level: 3 })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'quadro-etapa-2');

    // Hire: the only vacancy is filled, and closing the requisition is offered.
    await page.getByRole('button', { name: `Contratar: ${nome}` }).click();
    await dialogWith(page, `Confirma a contratação de ${nome}?`)
      .getByRole('button', { name: 'Contratar' })
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
    await page.getByRole('link', { name: `Histórico: ${nome}` }).click();
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
});
