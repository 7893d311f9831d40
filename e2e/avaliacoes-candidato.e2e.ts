import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'avaliacoes-candidato' });

const MODELOS = 'Recrutamento & Seleção > Cadastros > Modelos de Avaliação de Candidato';
const CANDIDATOS = 'Recrutamento & Seleção > Movimentações > Candidatos';
const MODELO_SALVO = 'Modelo de Avaliação de Candidato salvo com sucesso.';
const PERGUNTA_SALVA = 'Pergunta salva com sucesso.';

/**
 * The model built here. Score of the answers given below (question peso × option peso; a 'Nota' scores
 * nota − minimum; subjective questions are not scored):
 * - Objetiva, peso 2: 'Com dificuldade' (4) → 8 of 2 × 10 = 20;
 * - Múltipla Escolha, peso 1: 'Pontualidade' (3) + 'Desatenção' (0) → 3 of 3 + 2 + 0 = 5;
 * - Nota 0–10, peso 1: 7 → 7 of 10;
 * total 18 of 35 = 51,43 %, at least the 50 % minimum: 'Aprovado'.
 */
const Q = {
  objetiva: 'Como o candidato se comunicou na entrevista?',
  multipla: 'Quais atitudes o candidato demonstrou?',
  nota: 'Que nota você dá ao conhecimento técnico do candidato?',
  subjetiva: 'Por que o candidato deseja a vaga?',
};
const ASPECTO = 'Comunicação E2E';
const PERCENTUAL_MINIMO = '50';

/** What the later steps need of the model the first one builds. */
let modelo: { id: number; titulo: string } | undefined;
const modeloCriado = () => {
  if (!modelo) throw new Error('o modelo não foi criado: veja o primeiro teste deste arquivo');
  return modelo;
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a screen the way a user finds it: 'Pesquisar Menu', then its breadcrumb. */
async function abrirPeloMenu(page: Page, busca: string, caminho: string) {
  await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill(busca);
  await page.getByRole('listbox', { name: 'Pesquisar Menu' }).getByRole('option', { name: caminho }).click();
}

/** The texts a control's aria-describedby points at (its error message under the field, hints). */
const descricao = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

/**
 * Types a number the way a user does, key by key. (PrimeReact's InputNumber reports a value set without
 * key presses, as Playwright's fill does, only through onValueChange; these fields listen to onChange.)
 */
async function digitar(campo: Locator, valor: string) {
  await campo.click();
  await campo.press('Control+A');
  await campo.pressSequentially(valor);
  expect(await campo.inputValue()).toBe(valor);
}

/** 'Preencha os campos indicados', dismissed. */
async function dispensarAlerta(page: Page) {
  const alerta = dialogWith(page, 'Preencha os campos indicados');
  await alerta.getByRole('button', { name: 'OK' }).click();
  await alerta.waitFor({ state: 'hidden' });
}

async function screenshot(page: Page, nome: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `avaliacoes-candidato-${nome}.png`),
    fullPage: true,
  });
}

/** The question dialog's parts. */
function dialogoPergunta(page: Page) {
  const d = page.getByRole('dialog', { name: /^(Inserir|Editar) Pergunta$/ });
  return {
    d,
    texto: d.getByRole('textbox', { name: 'Pergunta', exact: true }),
    peso: d.getByRole('spinbutton', { name: 'Peso', exact: true }),
    aspecto: d.getByRole('combobox', { name: 'Aspecto', exact: true }),
    opcao: (i: number) => d.getByRole('textbox', { name: `Opção de resposta (opção ${i + 1})`, exact: true }),
    pesoOpcao: (i: number) => d.getByRole('spinbutton', { name: `Peso (opção ${i + 1})`, exact: true }),
    gravar: d.getByRole('button', { name: 'Gravar' }),
  };
}

/** Fills a question's options: [texto, peso] per row, adding rows with 'Inserir Opção' as needed. */
async function preencherOpcoes(page: Page, opcoes: [string, number][]) {
  const dlg = dialogoPergunta(page);
  for (const [i, [texto, peso]] of opcoes.entries()) {
    if (!(await dlg.opcao(i).count())) await dlg.d.getByRole('button', { name: 'Inserir Opção' }).click();
    await dlg.opcao(i).fill(texto);
    await digitar(dlg.pesoOpcao(i), String(peso));
  }
}

/** 'Gravar' in the dialog: the toast, and the dialog closes. */
async function gravarPergunta(page: Page) {
  const dlg = dialogoPergunta(page);
  await dlg.gravar.click();
  await closeToast(toast(page, PERGUNTA_SALVA));
  await dlg.d.waitFor({ state: 'detached' });
}

/** The questions' texts in the editor's table, in answering order. */
const textosDaTabela = (page: Page) =>
  page.getByRole('table', { name: 'Perguntas' }).locator('.ipe-perguntas-texto').allInnerTexts();

describe('candidate evaluation models, end to end', () => {
  it('builds a model with the four question types: validation messages, a new aspect, reordering', {
    timeout: 180_000,
  }, async () => {
    const titulo = uniqueName('Avaliação E2E');
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await abrirPeloMenu(page, 'modelos de avaliacao', MODELOS);
    await page.getByRole('heading', { name: 'Modelos de Avaliação de Candidato', level: 1 }).waitFor();

    // New model: title and minimum; saving goes on to its edit screen, with the question editor.
    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Novo Modelo de Avaliação de Candidato', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Título', exact: true }).fill(titulo);
    await digitar(
      main.getByRole('spinbutton', { name: 'Percentual Mínimo para Aprovação (%)', exact: true }),
      PERCENTUAL_MINIMO,
    );
    await main.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, MODELO_SALVO));
    await page.getByRole('heading', { name: 'Editar Modelo de Avaliação de Candidato', level: 1 }).waitFor();
    const id = Number(pathOf(page).match(/^\/captacao\/modelos-avaliacao-candidato\/(\d+)$/)?.[1]);
    expect(id).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Perguntas (0 perguntas)', level: 2 }).waitFor();
    await page.getByRole('cell', { name: 'Nenhuma pergunta cadastrada.' }).waitFor();

    // An empty question: the alert, and the message under the field.
    const inserir = page
      .getByRole('toolbar', { name: 'Perguntas' })
      .getByRole('button', { name: 'Inserir Pergunta' });
    await inserir.click();
    const dlg = dialogoPergunta(page);
    await page.getByRole('dialog', { name: 'Inserir Pergunta' }).waitFor();
    await dlg.gravar.click();
    await dispensarAlerta(page);
    expect(await descricao(dlg.texto)).toBe('Pergunta é obrigatória');

    // An objective question (the default type) with an option left empty.
    await dlg.texto.fill(Q.objetiva);
    await dlg.opcao(0).fill('Com clareza');
    await dlg.gravar.click();
    await dispensarAlerta(page);
    expect(await descricao(dlg.opcao(1))).toBe('Opção de resposta é obrigatória');
    expect(await descricao(dlg.opcao(0))).toBe('');
    expect(await descricao(dlg.texto)).toBe('');
    expect(await dlg.d.locator('[data-field="pergunta-tipo"] .p-dropdown-label').innerText()).toBe(
      'Objetiva',
    );

    // Completed: peso 2, options of different pesos, and an aspect typed by name (created on save).
    await preencherOpcoes(page, [
      ['Com clareza', 10],
      ['Com dificuldade', 4],
    ]);
    await digitar(dlg.peso, '2');
    // The set has no aspects yet: the search finds none and the typed name stays.
    const busca = page.waitForResponse((r) => /\/aspectos\?nome=/.test(r.url()));
    await dlg.aspecto.fill(ASPECTO);
    expect(await (await busca).json()).toEqual([]);
    await dlg.texto.click();
    expect(await dlg.aspecto.inputValue()).toBe(ASPECTO);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await gravarPergunta(page);
    const tabela = page.getByRole('table', { name: 'Perguntas' });
    const linha = (texto: string) => tabela.getByRole('row').filter({ hasText: texto });
    await linha(Q.objetiva).waitFor();
    expect(await linha(Q.objetiva).getByRole('cell').allInnerTexts()).toEqual([
      '1',
      `${Q.objetiva}\nCom clareza (10) · Com dificuldade (4)`,
      'Objetiva',
      ASPECTO,
      '2',
      'Sim',
      '',
    ]);

    // Múltipla Escolha with three options.
    await inserir.click();
    await dlg.texto.fill(Q.multipla);
    await chooseOption(dlg.d, page, 'Tipo', 'Múltipla Escolha');
    await preencherOpcoes(page, [
      ['Pontualidade', 3],
      ['Organização', 2],
      ['Desatenção', 0],
    ]);
    await gravarPergunta(page);
    await linha(Q.multipla).waitFor();

    // Nota, on the model's 0–10 scale.
    await inserir.click();
    await dlg.texto.fill(Q.nota);
    await chooseOption(dlg.d, page, 'Tipo', 'Nota');
    const notaMinima = dlg.d.getByRole('spinbutton', { name: 'Nota mínima', exact: true });
    const notaMaxima = dlg.d.getByRole('spinbutton', { name: 'Nota máxima', exact: true });
    expect([await notaMinima.inputValue(), await notaMaxima.inputValue()]).toEqual(['0', '10']);
    expect(await dlg.opcao(0).count()).toBe(0);
    await gravarPergunta(page);
    await linha(Q.nota).waitFor();

    // Subjetiva.
    await inserir.click();
    await dlg.texto.fill(Q.subjetiva);
    await chooseOption(dlg.d, page, 'Tipo', 'Subjetiva');
    await gravarPergunta(page);
    await linha(Q.subjetiva).waitFor();
    await page.getByRole('heading', { name: 'Perguntas (4 perguntas)', level: 2 }).waitFor();
    expect(await textosDaTabela(page)).toEqual([Q.objetiva, Q.multipla, Q.nota, Q.subjetiva]);
    expect((await linha(Q.nota).getByRole('cell').allInnerTexts())[1]).toBe(`${Q.nota}\n0 a 10`);

    // The subjective question moves above the 'Nota' one (inside the questions without aspect).
    const movida = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/perguntas\/\d+\/ordem$/.test(r.url()),
    );
    await linha(Q.subjetiva).getByRole('button', { name: 'Mover para cima' }).click();
    expect((await movida).status()).toBe(200);
    await expect
      .poll(() => textosDaTabela(page), POLL)
      .toEqual([Q.objetiva, Q.multipla, Q.subjetiva, Q.nota]);
    expect((await linha(Q.subjetiva).getByRole('cell').allInnerTexts())[0]).toBe('3');
    expect(await linha(Q.objetiva).getByRole('button', { name: 'Mover para cima' }).isDisabled()).toBe(true);

    await screenshot(page, 'editor');
    expect(await seriousA11yViolations(page)).toEqual([]);
    modelo = { id, titulo };
  });

  it('applies it to a demo candidate: required messages, a draft kept across a reload, the score', {
    timeout: 180_000,
  }, async () => {
    const { id: modeloId, titulo } = modeloCriado();
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await abrirPeloMenu(page, 'candidatos', CANDIDATOS);
    await page.getByRole('heading', { name: 'Candidatos', level: 1 }).waitFor();
    const primeira = page.getByRole('table').getByRole('row').nth(1);
    await primeira.getByRole('button', { name: 'Avaliações' }).waitFor();
    // The first cell is the row's selection checkbox (batch actions); the name comes next.
    const nome = (await primeira.getByRole('cell').nth(1).innerText()).trim();
    await primeira.getByRole('button', { name: 'Avaliações' }).click();
    await page.getByRole('heading', { name: 'Avaliações do Candidato', level: 1 }).waitFor();
    await page.getByText(`Candidato: ${nome}`, { exact: true }).waitFor();
    const candidatoId = Number(pathOf(page).match(/^\/captacao\/candidatos\/(\d+)\/avaliacoes$/)?.[1]);
    expect(candidatoId).toBeGreaterThan(0);

    // 'Aplicar Avaliação' → the model → its questions, unanswered.
    await page.getByRole('button', { name: 'Aplicar Avaliação' }).click();
    const aplicar = dialogWith(page, 'Modelo de Avaliação');
    await aplicar.waitFor();
    await chooseOption(aplicar, page, 'Modelo de Avaliação', titulo);
    await aplicar.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await page.getByRole('heading', { name: 'Avaliação do Candidato', level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/captacao/candidatos/${candidatoId}/avaliacoes/responder/${modeloId}`);
    await page.getByRole('heading', { name: titulo, level: 2 }).waitFor();
    await page.getByText('0 de 4 respondidas', { exact: true }).waitFor();

    const objetiva = page.getByRole('radiogroup', { name: Q.objetiva });
    const multipla = page.getByRole('group', { name: Q.multipla });
    const nota = page.getByRole('radiogroup', { name: Q.nota });
    const subjetiva = page.getByRole('textbox', { name: Q.subjetiva });

    // Concluded with nothing answered: each question says what it needs.
    await page.getByRole('button', { name: 'Concluir avaliação' }).click();
    await dispensarAlerta(page);
    expect(await descricao(objetiva)).toBe('Selecione uma opção de resposta');
    expect(await descricao(multipla)).toBe('Selecione pelo menos uma opção de resposta');
    expect(await descricao(nota)).toBe('Informe a nota');
    expect(await descricao(subjetiva)).toBe('Resposta é obrigatória');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A draft with one answer: saved, and the page is now the evaluation's own address.
    await objetiva.getByRole('radio', { name: 'Com dificuldade' }).check();
    await expect.poll(() => descricao(objetiva), POLL).toBe('');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await closeToast(toast(page, 'Rascunho salvo com sucesso.'));
    await expect.poll(() => pathOf(page), POLL).toMatch(/\/avaliacoes\/\d+$/);
    const avaliacaoPath = pathOf(page);

    // A reload continues the draft with its answer.
    await page.reload();
    await page.getByRole('heading', { name: titulo, level: 2 }).waitFor();
    expect(pathOf(page)).toBe(avaliacaoPath);
    await expect
      .poll(() => objetiva.getByRole('radio', { name: 'Com dificuldade' }).isChecked(), POLL)
      .toBe(true);
    expect(await objetiva.getByRole('radio', { name: 'Com clareza' }).isChecked()).toBe(false);
    await page.getByText('1 de 4 respondidas', { exact: true }).waitFor();

    // The rest answered and concluded: the result, scored from the pesos chosen above.
    await multipla.getByRole('checkbox', { name: 'Pontualidade' }).check();
    await multipla.getByRole('checkbox', { name: 'Desatenção' }).check();
    await nota.getByRole('radio', { name: '7', exact: true }).check();
    await subjetiva.fill('Quer crescer na área de atendimento.');
    await page.getByText('4 de 4 respondidas', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Concluir avaliação' }).click();
    await closeToast(toast(page, 'Avaliação concluída com sucesso.'));
    const resultado = page.getByRole('region', { name: 'Resultado' });
    await resultado.waitFor();
    const resumo = await resultado.evaluate((el) =>
      Object.fromEntries(
        [...el.querySelectorAll('dl > div')].map((d) => [
          d.querySelector('dt')?.textContent,
          d.querySelector('dd')?.textContent,
        ]),
      ),
    );
    expect(resumo).toMatchObject({
      Situação: 'ConcluídaAprovado',
      Pontuação: '18 de 35',
      Percentual: '51,43%',
      'Percentual mínimo para aprovação': '50%',
    });
    await resultado.getByText('Aprovado', { exact: true }).waitFor();
    // Each question's points; the answers are shown, no longer editable.
    expect(await page.locator('.ipe-questao-pontos').allInnerTexts()).toEqual([
      'Pontos: 8 de 20',
      'Pontos: 3 de 5',
      'Pergunta não pontuada',
      'Pontos: 7 de 10',
    ]);
    expect(await objetiva.getByRole('radio', { name: 'Com dificuldade' }).isChecked()).toBe(true);
    expect(await objetiva.getByRole('radio', { name: 'Com dificuldade' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Concluir avaliação' }).count()).toBe(0);
    await screenshot(page, 'resultado');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The candidate's list: concluded, with the score, the percentage and the result.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: 'Avaliações do Candidato', level: 1 }).waitFor();
    const linha = page.getByRole('table', { name: 'Avaliações do Candidato' }).getByRole('row').filter({
      hasText: titulo,
    });
    await linha.waitFor();
    expect(await linha.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([titulo, 'Concluída', '18 de 35', '51,43%', 'Aprovado', DEMO_ADMIN.nome]),
    );
    expect(await linha.getByRole('button', { name: 'Visualizar' }).count()).toBe(1);
    expect(await linha.getByRole('button', { name: 'Continuar' }).count()).toBe(0);
    await screenshot(page, 'lista');
  });

  it('locks the type and options of the answered questions in the model', { timeout: 120_000 }, async () => {
    const { titulo } = modeloCriado();
    const { page } = await s.openAs(DEMO_ADMIN, '/');
    await abrirPeloMenu(page, 'modelos de avaliacao', MODELOS);
    await page.getByRole('heading', { name: 'Modelos de Avaliação de Candidato', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(titulo);
    const linhaModelo = page.getByRole('table').getByRole('row').filter({ hasText: titulo });
    await page.getByRole('status').filter({ hasText: '1 registro(s) encontrado(s).' }).waitFor();
    await linhaModelo.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Modelo de Avaliação de Candidato', level: 1 }).waitFor();

    const tabela = page.getByRole('table', { name: 'Perguntas' });
    const linha = (texto: string) => tabela.getByRole('row').filter({ hasText: texto });
    await linha(Q.objetiva).waitFor();
    for (const texto of Object.values(Q)) await linha(texto).getByText('Respondida 1 vez').waitFor();

    await linha(Q.objetiva).getByRole('button', { name: 'Editar' }).click();
    const dlg = dialogoPergunta(page);
    await page.getByRole('dialog', { name: 'Editar Pergunta' }).waitFor();
    expect((await dlg.d.getByRole('note').innerText()).trim()).toBe(
      'Esta pergunta já foi respondida: o tipo e as opções de resposta não podem ser alterados.',
    );
    expect(await dlg.texto.inputValue()).toBe(Q.objetiva);
    expect(await dlg.d.getByRole('textbox', { name: 'Tipo', exact: true }).isDisabled()).toBe(true);
    expect(await dlg.opcao(0).isDisabled()).toBe(true);
    expect(await dlg.pesoOpcao(1).isDisabled()).toBe(true);
    for (const botao of ['Inserir Opção', 'Respostas sugeridas', 'Remover opção 1', 'Remover opção 2'])
      expect(await dlg.d.getByRole('button', { name: botao, exact: true }).isDisabled(), botao).toBe(true);
    // The text may still change.
    expect(await dlg.texto.isEditable()).toBe(true);
    await screenshot(page, 'bloqueada');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dlg.d.getByRole('button', { name: 'Cancelar' }).click();
    await dlg.d.waitFor({ state: 'detached' });
  });
});
