import type { UserInfo } from '@ipe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  type ApiCall,
  labelOf,
  login,
  renderRoute,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';
import { sessionState } from '../../../platform/session/state.ts';

const PATH = '/captacao/modelos-avaliacao-candidato';
const API = `/api${PATH}`;
const MODELO = {
  id: 5,
  titulo: 'Entrevista técnica',
  observacao: null,
  percentualMinimoAprovacao: 70,
  ativo: true,
};
const PERGUNTA = {
  id: 1,
  texto: 'Conhece SQL?',
  tipo: 1,
  respostas: [
    { id: 11, texto: 'Sim', peso: 1, ordem: 1 },
    { id: 12, texto: 'Não', peso: 0, ordem: 2 },
  ],
  notaMinima: null,
  notaMaxima: null,
  exigirComentario: false,
  comentario: null,
  peso: 1,
  obrigatoria: true,
  ordem: 1,
  aspecto: null,
  perguntasRespondidas: 0,
};
const pagina = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 15,
});

function api(extra: (c: ApiCall) => Answer = () => undefined) {
  return stubApi((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === API) return [200, pagina([MODELO])];
    if (c.method === 'GET' && c.path === `${API}/5`) return [200, MODELO];
    if (c.method === 'GET' && c.path === `${API}/5/perguntas`) return [200, [PERGUNTA]];
    if (c.method === 'GET' && c.path === `${API}/12/perguntas`) return [200, []];
    return undefined;
  });
}

/** The session's companies: the ones the user may clone into. */
function comEmpresas(...nomes: string[]) {
  sessionState.set((s) => ({
    ...s,
    info: {
      ...(s.info as UserInfo),
      empresas: nomes.map((nome, i) => ({ id: i + 1, nome, corPrincipal: null, corSecundaria: null })),
    },
  }));
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('candidate evaluation models', { timeout: 30_000 }, () => {
  it('clones a model into the chosen companies', async () => {
    const user = userEvent.setup();
    comEmpresas('Ipê Demonstração Ltda', 'Ipê Filial Sul', 'Ipê Filial Norte');
    const calls = api((c) =>
      c.method === 'POST' && c.path === `${API}/5`
        ? [
            201,
            [
              { empresaId: 2, id: 40 },
              { empresaId: 3, id: 41 },
            ],
          ]
        : undefined,
    );
    renderRoute(PATH);
    await screen.findByText('Entrevista técnica');
    await user.click(screen.getByRole('button', { name: 'Clonar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clonar modelo: Entrevista técnica' });
    await user.click(within(dialog).getByRole('button', { name: 'Clonar' }));
    expect(within(dialog).getByText('Selecione pelo menos uma empresa')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(document.getElementById('clonar-empresas')?.closest('.p-multiselect') as HTMLElement);
    // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
    await user.click(await screen.findByRole('option', { name: 'Ipê Filial Sul', hidden: true }));
    await user.click(await screen.findByRole('option', { name: 'Ipê Filial Norte', hidden: true }));
    // (Escape would close the dialog too: the button closes the panel by clicking outside it.)
    await user.click(within(dialog).getByRole('button', { name: 'Clonar' }));
    await screen.findByText('Modelo clonado com sucesso.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ empresas: [2, 3] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Clonar modelo/ })).toBeNull());
  });

  it('offers no cloning to users who may only read models', async () => {
    login(['ROLE_CAP_MODELOS_AVALIACAO']);
    api();
    renderRoute(PATH);
    await screen.findByText('Entrevista técnica');
    expect(screen.getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clonar' })).toBeNull();
  });

  it('goes from a new model to its edit screen, where questions can be added', async () => {
    const user = userEvent.setup();
    const calls = api((c) => {
      if (c.method === 'POST' && c.path === API) return [201, { ...MODELO, id: 12, titulo: 'Triagem' }];
      if (c.method === 'GET' && c.path === `${API}/12`)
        return [200, { ...MODELO, id: 12, titulo: 'Triagem' }];
      return undefined;
    });
    renderRoute(`${PATH}/new`);
    await screen.findByRole('heading', { name: 'Novo Modelo de Avaliação de Candidato' });
    // No questions before the model exists.
    expect(screen.queryByRole('heading', { name: /^Perguntas/ })).toBeNull();
    await user.type(screen.getByLabelText(labelOf('Título')), 'Triagem');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await screen.findByText('Modelo de Avaliação de Candidato salvo com sucesso.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}/12`));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ titulo: 'Triagem', ativo: true });
    await screen.findByRole('heading', { name: 'Editar Modelo de Avaliação de Candidato' });
    expect(await screen.findByRole('button', { name: 'Inserir Pergunta' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma pergunta cadastrada.')).toBeInTheDocument();
  });

  it('shows the model’s questions below its form, outside it, and goes back to the list after saving', async () => {
    const user = userEvent.setup();
    const calls = api((c) => (c.method === 'PUT' && c.path === `${API}/5` ? [200, MODELO] : undefined));
    renderRoute(`${PATH}/5`);
    await waitFor(() => expect(screen.getByLabelText(labelOf('Título'))).toHaveValue('Entrevista técnica'));
    const tabela = await screen.findByRole('table', { name: 'Perguntas' });
    await within(tabela).findByText('Conhece SQL?');
    expect(tabela.closest('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${PATH}$`)));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ titulo: 'Entrevista técnica' });
  });

  it('shows the questions without actions to users who may only read', async () => {
    login(['ROLE_CAP_MODELOS_AVALIACAO']);
    api();
    renderRoute(`${PATH}/5`);
    const tabela = await screen.findByRole('table', { name: 'Perguntas' });
    await within(tabela).findByText('Conhece SQL?');
    expect(
      screen.getByRole('heading', { name: 'Visualizar Modelo de Avaliação de Candidato' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inserir Pergunta' })).toBeNull();
    expect(within(tabela).queryByRole('button', { name: 'Editar' })).toBeNull();
  });
});
