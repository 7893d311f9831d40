import type { Pergunta } from '@ipe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  type ApiCall,
  login,
  renderWithProviders,
  stubApi,
} from '../../resource/test-helpers.tsx';
import { QuestionSetEditor } from './QuestionSetEditor.tsx';

const BASE = '/captacao/modelos-avaliacao-candidato';
const API = `/api${BASE}/7`;
const COMUNICACAO = { id: 10, nome: 'Comunicação' };
const TECNICA = { id: 20, nome: 'Técnica' };

const pergunta = (p: Partial<Pergunta> & Pick<Pergunta, 'id' | 'texto' | 'tipo' | 'ordem'>): Pergunta => ({
  respostas: [],
  notaMinima: null,
  notaMaxima: null,
  exigirComentario: false,
  comentario: null,
  peso: 1,
  obrigatoria: true,
  aspecto: null,
  perguntasRespondidas: 0,
  ...p,
});

/** Aspects interleaved: Comunicação (1, 3), Técnica (2), none (4). */
const PERGUNTAS: Pergunta[] = [
  pergunta({
    id: 1,
    ordem: 1,
    texto: 'Como se expressa?',
    tipo: 1,
    aspecto: COMUNICACAO,
    respostas: [
      { id: 11, texto: 'Bem', peso: 2, ordem: 1 },
      { id: 12, texto: 'Mal', peso: 0, ordem: 2 },
    ],
  }),
  pergunta({
    id: 2,
    ordem: 2,
    texto: 'Nota do teste',
    tipo: 4,
    aspecto: TECNICA,
    notaMinima: 0,
    notaMaxima: 10,
    peso: 2.5,
  }),
  pergunta({
    id: 3,
    ordem: 3,
    texto: 'Descreva uma apresentação',
    tipo: 3,
    aspecto: COMUNICACAO,
    obrigatoria: false,
  }),
  pergunta({
    id: 4,
    ordem: 4,
    texto: 'Ferramentas que usa',
    tipo: 5,
    perguntasRespondidas: 2,
    respostas: [
      { id: 41, texto: 'Git', peso: 1, ordem: 1 },
      { id: 42, texto: 'Docker', peso: 1, ordem: 2 },
    ],
  }),
];

/** The set's routes stubbed; `extra` answers first. */
function api(extra: (c: ApiCall) => Answer = () => undefined) {
  return stubApi((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === `${API}/perguntas`) return [200, PERGUNTAS];
    if (c.method === 'GET' && c.path === `${API}/aspectos`) return [200, [COMUNICACAO, TECNICA]];
    if (c.method === 'GET' && c.path === `${API}/perguntas/respostas-sugeridas`)
      return [
        200,
        [
          {
            respostas: [
              { texto: 'Sim', peso: 1 },
              { texto: 'Não', peso: 0 },
            ],
            usos: 3,
          },
        ],
      ];
    if (c.method === 'POST' && c.path === `${API}/perguntas`) return [201, { ...PERGUNTAS[0], id: 99 }];
    if (c.method === 'PUT' && c.path.startsWith(`${API}/perguntas/`)) return [200, PERGUNTAS[0]];
    return undefined;
  });
}

function renderEditor(props: Partial<Parameters<typeof QuestionSetEditor>[0]> = {}) {
  return renderWithProviders(
    <QuestionSetEditor base={BASE} ownerId={7} canEdit notaMinimaPadrao={0} titulo="Modelo X" {...props} />,
  );
}

const tabela = () => screen.findByRole('table', { name: 'Perguntas' });
const linha = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const bodyOf = (calls: ApiCall[], method: string) => calls.filter((c) => c.method === method).at(-1)?.body;

async function abrirInserir(user: ReturnType<typeof userEvent.setup>) {
  await tabela();
  await user.click(screen.getByRole('button', { name: 'Inserir Pergunta' }));
  return screen.findByRole('dialog', { name: 'Inserir Pergunta' });
}

async function escolherTipo(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(document.getElementById('pergunta-tipo')?.closest('.p-dropdown') as HTMLElement);
  // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

/** The invalid-form alert: its text, then OK. */
async function aceitarAlerta(user: ReturnType<typeof userEvent.setup>) {
  const texto = await screen.findByText('Preencha os campos indicados');
  const alerta = texto.closest('[role="dialog"]') as HTMLElement;
  await user.click(within(alerta).getByRole('button', { name: 'OK' }));
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('QuestionSetEditor', { timeout: 30_000 }, () => {
  it('lists the questions grouped by aspect in answering order', async () => {
    api();
    renderEditor();
    const table = await tabela();
    await within(table).findByText('Como se expressa?');
    const grupos = within(table)
      .getAllByRole('rowgroup')
      .filter((g) => g.tagName === 'TBODY');
    expect(grupos.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Comunicação',
      'Técnica',
      'Sem aspecto',
    ]);
    const linhas = (g: HTMLElement) =>
      within(g)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 6)
            .map((c) => c.textContent),
        );
    expect(linhas(grupos[0])).toEqual([
      ['1', 'Como se expressa?Bem (2) · Mal (0)', 'Objetiva', 'Comunicação', '1', 'Sim'],
      ['2', 'Descreva uma apresentação', 'Subjetiva', 'Comunicação', '1', 'Não'],
    ]);
    expect(linhas(grupos[1])).toEqual([['3', 'Nota do teste0 a 10', 'Nota', 'Técnica', '2,5', 'Sim']]);
    expect(linhas(grupos[2])).toEqual([
      ['4', 'Ferramentas que usaGit (1) · Docker (1) Respondida 2 vezes', 'Múltipla Escolha', '', '1', 'Sim'],
    ]);
    expect(screen.getByRole('heading', { name: 'Perguntas (4 perguntas)' })).toBeInTheDocument();
  });

  it('moves a question inside its aspect by taking its neighbour’s ordem', async () => {
    const user = userEvent.setup();
    const novaOrdem = [PERGUNTAS[2], PERGUNTAS[1], PERGUNTAS[0], PERGUNTAS[3]].map((p, i) => ({
      ...p,
      ordem: i + 1,
    }));
    const calls = api((c) => (c.method === 'PATCH' ? [200, novaOrdem] : undefined));
    renderEditor();
    await tabela();
    await screen.findByText('Como se expressa?');
    // First of its aspect: cannot go up; last of its aspect: cannot go down.
    expect(
      within(linha('Como se expressa?')).getByRole('button', { name: 'Mover para cima' }),
    ).toBeDisabled();
    expect(
      within(linha('Descreva uma apresentação')).getByRole('button', { name: 'Mover para baixo' }),
    ).toBeDisabled();
    expect(within(linha('Nota do teste')).getByRole('button', { name: 'Mover para cima' })).toBeDisabled();

    await user.click(
      within(linha('Descreva uma apresentação')).getByRole('button', { name: 'Mover para cima' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`${API}/perguntas/3/ordem`);
    expect(patch?.body).toEqual({ ordem: 1 });
    // The answer is the new order: 'Descreva…' is now number 1.
    await waitFor(() =>
      expect(within(linha('Descreva uma apresentação')).getAllByRole('cell')[0]).toHaveTextContent('1'),
    );

    await user.click(
      within(linha('Descreva uma apresentação')).getByRole('button', { name: 'Mover para baixo' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toEqual({ ordem: 3 });
  });

  it('shows no actions when read-only', async () => {
    api();
    renderEditor({ canEdit: false });
    const table = await tabela();
    await within(table).findByText('Como se expressa?');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    for (const nome of ['Inserir Pergunta', 'Ordem Aleatória', 'Aspectos'])
      expect(screen.queryByRole('button', { name: nome })).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  it('removes a question after confirmation', async () => {
    const user = userEvent.setup();
    const calls = api((c) => (c.method === 'DELETE' ? [204] : undefined));
    renderEditor();
    await tabela();
    await user.click(
      within(await waitFor(() => linha('Nota do teste'))).getByRole('button', { name: 'Remover' }),
    );
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('Pergunta removida com sucesso.');
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${API}/perguntas/2`);
  });

  it('shuffles the questions after confirmation', async () => {
    const user = userEvent.setup();
    const calls = api((c) => (c.path === `${API}/ordem-aleatoria` ? [200, PERGUNTAS] : undefined));
    renderEditor();
    await tabela();
    await screen.findByText('Como se expressa?');
    await user.click(screen.getByRole('button', { name: 'Ordem Aleatória' }));
    await screen.findByText(/As perguntas serão embaralhadas dentro de cada aspecto/);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('Ordem das perguntas alterada com sucesso.');
    expect(calls.filter((c) => c.path === `${API}/ordem-aleatoria`).map((c) => c.method)).toEqual(['POST']);
  });

  it('prints the blank questionnaire as a PDF named after the title', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => {
      if (c.path === `${API}/perguntas`) return [200, PERGUNTAS];
      if (c.path === `/api${BASE}/relatorio`) return [200, { pdf: true }];
      return undefined;
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderEditor({ titulo: 'Modelo: Vendas/2025' });
    await screen.findByText('Como se expressa?');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(clicks).toEqual(['Modelo Vendas 2025.pdf']));
    expect(calls.find((c) => c.path === `/api${BASE}/relatorio`)?.body).toEqual({ avaliacaoId: 7 });
    click.mockRestore();
  });
});

describe('question dialog', { timeout: 30_000 }, () => {
  it('shows each rule’s message under its field and the invalid-form alert', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderEditor();
    const dialog = await abrirInserir(user);
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await aceitarAlerta(user);
    expect(within(dialog).getByText('Pergunta é obrigatória')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Opção de resposta é obrigatória')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Pergunta*')).toHaveFocus());

    await user.type(screen.getByLabelText('Pergunta*'), 'Gosta de trabalhar em equipe?');
    await user.click(within(dialog).getByRole('button', { name: 'Remover opção 2' }));
    await user.type(screen.getByLabelText('Opção de resposta (opção 1)'), 'Sim');
    await user.click(within(dialog).getByLabelText('Exigir comentário'));
    expect(screen.getByLabelText('Comentário*')).toHaveValue('Justifique a sua resposta:');
    await user.clear(screen.getByLabelText('Comentário*'));
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await aceitarAlerta(user);
    expect(within(dialog).getByText('Informe pelo menos duas opções de resposta')).toBeInTheDocument();
    expect(within(dialog).getByText('Comentário é obrigatório')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pergunta é obrigatória')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the options only for types 1 and 5 and the scale only for 4', async () => {
    const user = userEvent.setup();
    api();
    renderEditor();
    const dialog = await abrirInserir(user);
    const opcoes = () => within(dialog).queryByRole('table', { name: /Opções de resposta/ });
    const escala = () => within(dialog).queryByLabelText('Nota mínima');
    expect(opcoes()).not.toBeNull();
    expect(escala()).toBeNull();
    await escolherTipo(user, 'Subjetiva');
    expect(opcoes()).toBeNull();
    expect(escala()).toBeNull();
    await escolherTipo(user, 'Nota');
    expect(opcoes()).toBeNull();
    expect(escala()).toHaveValue('0');
    expect(within(dialog).getByLabelText('Nota máxima')).toHaveValue('10');
    await escolherTipo(user, 'Múltipla Escolha');
    expect(opcoes()).not.toBeNull();
    expect(escala()).toBeNull();
  });

  it('sends the question without options for a score question, with a new aspect by name', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderEditor();
    const dialog = await abrirInserir(user);
    await user.type(screen.getByLabelText('Pergunta*'), 'Nota da entrevista');
    await escolherTipo(user, 'Nota');
    await user.type(screen.getByLabelText('Aspecto'), 'Postura');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Pergunta salva com sucesso.');
    expect(bodyOf(calls, 'POST')).toEqual({
      texto: 'Nota da entrevista',
      tipo: 4,
      respostas: [],
      notaMinima: 0,
      notaMaxima: 10,
      exigirComentario: false,
      comentario: null,
      peso: 1,
      obrigatoria: true,
      aspecto: { nome: 'Postura' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inserir Pergunta' })).toBeNull());
  });

  it('sends the options of an objective question filled from the suggested answers', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderEditor();
    const dialog = await abrirInserir(user);
    await user.type(screen.getByLabelText('Pergunta*'), 'Tem CNH?');
    await user.click(within(dialog).getByRole('button', { name: 'Respostas sugeridas' }));
    const menu = await screen.findByRole('menu', { name: 'Respostas sugeridas', hidden: true });
    await user.click(within(menu).getByRole('menuitem', { name: 'Sim / Não', hidden: true }));
    expect(screen.getByLabelText('Opção de resposta (opção 1)')).toHaveValue('Sim');
    expect(screen.getByLabelText('Opção de resposta (opção 2)')).toHaveValue('Não');
    await user.click(within(dialog).getByLabelText('Exigir comentário'));
    await user.click(within(dialog).getByLabelText('Obrigatória'));
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Pergunta salva com sucesso.');
    expect(bodyOf(calls, 'POST')).toEqual({
      texto: 'Tem CNH?',
      tipo: 1,
      respostas: [
        { texto: 'Sim', peso: 1 },
        { texto: 'Não', peso: 0 },
      ],
      notaMinima: null,
      notaMaxima: null,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
      peso: 1,
      obrigatoria: false,
      aspecto: null,
    });
    const sugeridas = calls.find((c) => c.path.endsWith('/respostas-sugeridas'));
    expect(sugeridas?.query.get('tipo')).toBe('1');
  });

  it('edits a question: switching an objective question to subjective drops its options', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderEditor();
    await tabela();
    await user.click(
      within(await waitFor(() => linha('Como se expressa?'))).getByRole('button', { name: 'Editar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Pergunta' });
    expect(screen.getByLabelText('Pergunta*')).toHaveValue('Como se expressa?');
    expect(screen.getByLabelText('Aspecto')).toHaveValue('Comunicação');
    await escolherTipo(user, 'Subjetiva');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Pergunta salva com sucesso.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`${API}/perguntas/1`);
    expect(put?.body).toMatchObject({ tipo: 3, respostas: [], notaMinima: null, aspecto: { id: 10 } });
  });

  it('locks the type and the options of an answered question', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderEditor();
    await tabela();
    await user.click(
      within(await waitFor(() => linha('Ferramentas que usa'))).getByRole('button', { name: 'Editar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Pergunta' });
    expect(
      within(dialog).getByText(
        'Esta pergunta já foi respondida: o tipo e as opções de resposta não podem ser alterados.',
      ),
    ).toBeInTheDocument();
    expect(document.getElementById('pergunta-tipo')?.closest('.p-dropdown')).toHaveClass('p-disabled');
    expect(screen.getByLabelText('Opção de resposta (opção 1)')).toBeDisabled();
    expect(screen.getByLabelText('Peso (opção 2)')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Inserir Opção' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remover opção 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Respostas sugeridas' })).toBeDisabled();
    // Other fields may still change.
    await user.type(screen.getByLabelText('Pergunta*'), ' hoje');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Pergunta salva com sucesso.');
    expect(bodyOf(calls, 'PUT')).toMatchObject({
      texto: 'Ferramentas que usa hoje',
      tipo: 5,
      respostas: [
        { id: 41, texto: 'Git', peso: 1 },
        { id: 42, texto: 'Docker', peso: 1 },
      ],
    });
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    api((c) =>
      c.method === 'POST' && c.path === `${API}/perguntas`
        ? [
            400,
            {
              code: 'FIELD_VALIDATION_VIOLATION',
              message: 'Verifique os campos',
              entries: [{ field: 'respostas.1.texto', message: 'Opção de resposta repetida' }],
            },
          ]
        : undefined,
    );
    renderEditor();
    const dialog = await abrirInserir(user);
    await user.type(screen.getByLabelText('Pergunta*'), 'Turno?');
    await user.type(screen.getByLabelText('Opção de resposta (opção 1)'), 'Manhã');
    await user.type(screen.getByLabelText('Opção de resposta (opção 2)'), 'Manhã');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await aceitarAlerta(user);
    expect(within(dialog).getByText('Opção de resposta repetida')).toBeInTheDocument();
    expect(screen.getByLabelText('Opção de resposta (opção 2)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Opção de resposta (opção 2)')).toHaveFocus());
  });

  it('never submits a form it is rendered in', async () => {
    const user = userEvent.setup();
    const externo = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const calls = api();
    renderWithProviders(
      <form onSubmit={externo}>
        <label htmlFor="tipo">Tipo do dono</label>
        <input id="tipo" />
        <QuestionSetEditor base={BASE} ownerId={7} canEdit notaMinimaPadrao={0} />
      </form>,
    );
    const dialog = await abrirInserir(user);
    // The dialog's controls do not take the ids of the owner's fields.
    expect(document.querySelectorAll('[id="tipo"]')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Tipo*')).toHaveAttribute('id', 'pergunta-tipo');
    await user.type(screen.getByLabelText('Pergunta*'), 'Algo a dizer?');
    await escolherTipo(user, 'Subjetiva');
    await user.click(within(dialog).getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Pergunta salva com sucesso.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(externo).not.toHaveBeenCalled();
  });
});

describe('aspects dialog', { timeout: 30_000 }, () => {
  it('adds an aspect, shows the server’s refusal under the name and removes one', async () => {
    const user = userEvent.setup();
    let duplicado = false;
    const calls = api((c) => {
      if (c.method === 'POST' && c.path === `${API}/aspectos`)
        return duplicado
          ? [
              400,
              {
                code: 'FIELD_VALIDATION_VIOLATION',
                message: 'Verifique os campos',
                entries: [{ field: 'nome', message: 'Já existe um aspecto com este nome' }],
              },
            ]
          : [201, { id: 30, nome: 'Postura' }];
      if (c.method === 'DELETE') return [204];
      return undefined;
    });
    renderEditor();
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Aspectos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aspectos' });
    await within(dialog).findByText('Comunicação');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Aspecto é obrigatório')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome do aspecto*'), 'Postura');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await screen.findByText('Aspecto adicionado com sucesso.');
    expect(bodyOf(calls, 'POST')).toEqual({ nome: 'Postura' });

    duplicado = true;
    await user.type(within(dialog).getByLabelText('Nome do aspecto*'), 'técnica');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Já existe um aspecto com este nome')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remover o aspecto Técnica' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('Aspecto removido com sucesso.');
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${API}/aspectos/20`);
  });
});
