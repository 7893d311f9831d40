import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'solicitacoes-pessoal' });
const MENU = 'Recrutamento & Seleção > Movimentações > Solicitações de Pessoal';

/** The texts a control's aria-describedby points at (its error message under the field). */
const descricao = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

async function screenshot(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `solicitacoes-pessoal-${nome}.png`),
    fullPage: true,
  });
}

/** Runs a status action from the form: its button, the dialog's note (and date), 'Confirmar', the toast. */
async function acao(page: Page, botao: string, titulo: string, feito: string, nota?: string) {
  await page.getByRole('button', { name: botao, exact: true }).click();
  const d = page.getByRole('dialog', { name: titulo });
  await d.waitFor();
  if (nota) await d.getByRole('textbox', { name: 'Observação' }).fill(nota);
  await d.getByRole('button', { name: 'Confirmar' }).click();
  await closeToast(toast(page, `Solicitação ${feito} com sucesso.`));
  await d.waitFor({ state: 'detached' });
}

const situacao = (page: Page) => page.getByTestId('situacao');

describe('personnel requisitions, end to end', () => {
  it('opens a requisition (required messages), releases, suspends, reopens, closes with a note and clones it', {
    timeout: 180_000,
  }, async () => {
    const titulo = uniqueName('Analista de RH E2E');
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Pesquisar Menu' })
      .fill('solicitacoes de pessoal');
    await page.getByRole('listbox', { name: 'Pesquisar Menu' }).getByRole('option', { name: MENU }).click();
    await page.getByRole('heading', { name: 'Solicitações de Pessoal', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Solicitações de Pessoal' }).getByRole('row').nth(1).waitFor();
    await page.getByText('Carregando...').waitFor({ state: 'hidden' });
    await screenshot(page, 'lista');

    // New: saving empty shows the alert and each required message under its field.
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Nova Solicitação de Pessoal', level: 1 }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('spinbutton', { name: 'Número de vagas' }).inputValue()).toBe('1');
    await main.getByRole('button', { name: 'Gravar' }).click();
    const alerta = dialogWith(page, 'Preencha os campos indicados');
    await alerta.getByRole('button', { name: 'OK' }).click();
    await alerta.waitFor({ state: 'hidden' });
    const data = main.getByRole('combobox', { name: 'Data da solicitação' });
    const desc = main.getByRole('textbox', { name: 'Descrição', exact: true });
    const horario = main.getByRole('textbox', { name: 'Horário de trabalho' });
    expect(await descricao(data)).toBe('Data da solicitação é obrigatória');
    expect(await descricao(desc)).toBe('Descrição é obrigatória');
    expect(await descricao(horario)).toBe('Horário de trabalho é obrigatório');
    expect(await descricao(main.getByRole('textbox', { name: 'Motivo da solicitação', exact: true }))).toBe(
      'Motivo da solicitação é obrigatório',
    );

    await data.fill('02/03/2026');
    await desc.fill(titulo);
    await horario.fill('08:00 às 17:48');
    await chooseOption(main, page, 'Estabelecimento', 'Matriz São Paulo');
    await chooseOption(main, page, 'Área Organizacional', 'Diretoria Geral', 'Diretoria Geral');
    await chooseOption(main, page, 'Cargo', 'Analista Contábil', 'Analista Cont');
    await chooseOption(main, page, 'Faixa salarial', 'Júnior');
    await chooseOption(main, page, 'Motivo da solicitação', 'Nova área');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'nova');

    // Replacing the demo's CIPA member (first active talent by name, with stability) asks first.
    const talentos = (await (
      await page.request.get(`${s.url}/api/captacao/candidatos/substituidos?nome=`)
    ).json()) as {
      nome: string;
      estabilidadeCipaAte: string | null;
    }[];
    const cipeiro = talentos.find((t) => t.estabilidadeCipaAte);
    if (!cipeiro) throw new Error('a demo não tem talento com estabilidade');
    await page.getByRole('tab', { name: 'Substituição' }).click();
    await page.getByRole('button', { name: 'Inserir Talento' }).click();
    const talento = page.getByRole('combobox', { name: 'Talento 1' });
    await talento.pressSequentially(cipeiro.nome.slice(0, 8), { delay: 30 });
    await page.getByRole('option', { name: cipeiro.nome, exact: true }).click();
    await screenshot(page, 'substituicao');
    await main.getByRole('button', { name: 'Gravar' }).click();
    const aviso = dialogWith(page, 'pertence(m) à CIPA');
    await aviso.waitFor();
    expect(await aviso.innerText()).toContain(cipeiro.nome);
    await aviso.getByRole('button', { name: 'Cancelar' }).click();
    await aviso.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Nova Solicitação de Pessoal', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Gravar' }).click();
    await aviso.getByRole('button', { name: 'OK' }).click();
    await closeToast(toast(page, 'Solicitação de Pessoal salva com sucesso.'));

    // Back in the list: the description's quick search finds it (Enter); open it.
    await page.getByRole('heading', { name: 'Solicitações de Pessoal', level: 1 }).waitFor();
    const busca = page.getByRole('searchbox', { name: 'Descrição' });
    await busca.fill(titulo);
    await busca.press('Enter');
    const linha = page
      .getByRole('table', { name: 'Solicitações de Pessoal' })
      .getByRole('row')
      .filter({ hasText: titulo });
    await linha.waitFor();
    expect(await linha.innerText()).toContain('Aguardando liberação');
    await linha.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Solicitação de Pessoal', level: 1 }).waitFor();
    await expect.poll(() => situacao(page).innerText()).toBe('Aguardando liberação');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    // Typing at once on opening the form (its record arriving slowly here): the form takes no input
    // before the record is in, so the loaded description is kept and the typed text added to it.
    await page.route(`**/api/captacao/solicitacoes-pessoal/${id}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}`);
    const descricaoForm = main.getByRole('textbox', { name: 'Descrição', exact: true });
    await descricaoForm.press('ControlOrMeta+End');
    await descricaoForm.pressSequentially(' revisada');
    expect(await descricaoForm.inputValue()).toBe(`${titulo} revisada`);
    await page.unrouteAll();
    await main.getByRole('button', { name: 'Gravar' }).click();
    await aviso.getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Solicitação de Pessoal salva com sucesso.').waitFor();
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/${id}`);
    await expect.poll(() => descricaoForm.inputValue(), POLL).toBe(`${titulo} revisada`);

    await acao(page, 'Liberar', 'Liberar solicitação', 'liberada', 'Aprovada pela diretoria');
    await expect.poll(() => situacao(page).innerText()).toBe('Em andamento');
    await acao(page, 'Suspender', 'Suspender solicitação', 'suspensa', 'Orçamento em revisão');
    await expect.poll(() => situacao(page).innerText()).toBe('Suspensa');
    await acao(page, 'Reabrir', 'Reabrir solicitação', 'reaberta');
    await expect.poll(() => situacao(page).innerText()).toBe('Em andamento');
    await acao(
      page,
      'Encerrar',
      'Encerrar solicitação',
      'encerrada',
      'Vaga preenchida por candidata interna',
    );
    await expect.poll(() => situacao(page).innerText()).toBe('Encerrada');
    // A closed requisition is read-only and offers no status action (reopening is off for the demo company).
    expect(await main.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reabrir', exact: true }).count()).toBe(0);
    await screenshot(page, 'encerrada');

    // Clone: a new requisition, awaiting release, opened at once.
    await page.getByRole('button', { name: 'Clonar' }).click();
    await closeToast(toast(page, 'Solicitação clonada.'));
    await expect.poll(() => Number(new URL(page.url()).pathname.split('/').at(-1))).not.toBe(id);
    await expect.poll(() => situacao(page).innerText()).toBe('Aguardando liberação');
    expect(await main.getByRole('textbox', { name: 'Descrição', exact: true }).inputValue()).toBe(
      `${titulo} revisada`,
    );
    expect(await main.getByRole('button', { name: 'Gravar' }).count()).toBe(1);

    // The history shows the closed one's path.
    await page.goto(`${s.url}/captacao/solicitacoes-pessoal/historico`);
    await page.getByRole('heading', { name: 'Histórico das Solicitações de Pessoal', level: 1 }).waitFor();
    const hist = page.getByRole('table', { name: 'Histórico das Solicitações de Pessoal' });
    await hist.getByRole('row').filter({ hasText: 'Vaga preenchida por candidata interna' }).waitFor();
    await screenshot(page, 'historico');
  });
});
