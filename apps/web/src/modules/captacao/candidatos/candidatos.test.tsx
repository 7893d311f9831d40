import type { Pergunta, QuestionarioParaResponder, ResultadoQuestionario } from '@ipe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';
import type { AvaliacaoCompleta, AvaliacaoResumo } from './api.ts';

const BASE = '/api/captacao/candidatos/5/avaliacoes';

const avaliacao = (a: Partial<AvaliacaoResumo> & Pick<AvaliacaoResumo, 'id'>): AvaliacaoResumo => ({
  modelo: { id: 3, titulo: 'Entrevista técnica' },
  status: 'C',
  respondidoParcialmente: false,
  pontuacao: 8,
  pontuacaoMaxima: 10,
  percentual: 80,
  percentualMinimoAprovacao: 70,
  aprovado: true,
  createdAt: '2025-04-02T13:00:00Z',
  concluidoEm: '2025-04-02T14:00:00Z',
  aplicadaPor: { id: 1, nome: 'Admin' },
  respondidaPeloCandidato: false,
  solicitacaoId: null,
  ...a,
});

const LISTA: AvaliacaoResumo[] = [
  avaliacao({
    id: 21,
    modelo: { id: 4, titulo: 'Perfil comportamental' },
    status: 'A',
    respondidoParcialmente: true,
    pontuacao: 2,
    percentual: 20,
    aprovado: null,
    concluidoEm: null,
  }),
  avaliacao({ id: 20 }),
];

const PERGUNTAS: Pergunta[] = [
  {
    id: 31,
    texto: 'Trabalha bem em equipe?',
    tipo: 1,
    respostas: [
      { id: 301, texto: 'Sim', peso: 1, ordem: 1 },
      { id: 302, texto: 'Não', peso: 0, ordem: 2 },
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
  },
];
const QUESTIONARIO: QuestionarioParaResponder = {
  questionarioId: 9,
  titulo: 'Entrevista técnica',
  observacao: null,
  perguntas: PERGUNTAS,
};

const resultado = (status: 'A' | 'C', respostaId: number): ResultadoQuestionario => ({
  id: 50,
  questionarioId: 9,
  status,
  respondidoParcialmente: status === 'A',
  pontuacao: respostaId === 301 ? 1 : 0,
  pontuacaoMaxima: 1,
  percentual: respostaId === 301 ? 100 : 0,
  respostas: [{ perguntaId: 31, respostaId, pontos: respostaId === 301 ? 1 : 0 }],
  iniciadoEm: '2025-04-03T10:00:00Z',
  concluidoEm: status === 'C' ? '2025-04-03T10:05:00Z' : null,
});

const salva = (status: 'A' | 'C', respostaId: number): AvaliacaoCompleta => ({
  avaliacao: avaliacao({
    id: 22,
    status,
    aprovado: status === 'C' ? respostaId === 301 : null,
    pontuacao: respostaId === 301 ? 1 : 0,
    pontuacaoMaxima: 1,
    percentual: respostaId === 301 ? 100 : 0,
  }),
  questionario: QUESTIONARIO,
  resultado: resultado(status, respostaId),
});

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

/** The API of these screens; `posts` answers each POST of answers in turn. */
function api(opts: { lista?: AvaliacaoResumo[]; posts?: AvaliacaoCompleta[] } = {}) {
  const posts = [...(opts.posts ?? [])];
  let salvo: AvaliacaoCompleta | null = null;
  return stubApi((c: ApiCall) => {
    if (c.path === '/api/captacao/candidatos/5/informacao' && c.method === 'GET')
      return [200, { id: 5, nome: 'Maria Lima' }];
    if (c.path === BASE && c.method === 'GET') return [200, opts.lista ?? LISTA];
    if (c.path === `${BASE}/21` && c.method === 'DELETE') return [204];
    if (c.path === '/api/captacao/modelos-avaliacao-candidato')
      return [
        200,
        [
          { id: 3, titulo: 'Entrevista técnica' },
          { id: 4, titulo: 'Perfil comportamental' },
        ],
      ];
    if (c.path === '/api/captacao/avaliacoes/3/perguntas') return [200, QUESTIONARIO];
    if (c.path === `${BASE}/3` && c.method === 'POST') {
      salvo = posts.shift() ?? null;
      return [salvo?.avaliacao.status === 'A' ? 201 : 200, salvo];
    }
    if (c.path === `${BASE}/22` && c.method === 'GET') return [200, salvo];
    return undefined;
  });
}

describe('Candidate evaluations', { timeout: 30_000 }, () => {
  it("the candidate list has the row action 'Avaliações'", async () => {
    const user = userEvent.setup();
    stubApi((c) =>
      c.path === '/api/captacao/candidatos'
        ? [
            200,
            {
              content: [{ id: 5, nome: 'Maria Lima', cpf: null, email: null }],
              totalElements: 1,
              totalPages: 1,
              number: 0,
              size: 15,
            },
          ]
        : [200, []],
    );
    renderRoute('/captacao/candidatos');
    await user.click(await screen.findByRole('button', { name: 'Avaliações' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/captacao/candidatos/5/avaliacoes'),
    );
  });

  it("lists the candidate's evaluations and removes one", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderRoute('/captacao/candidatos/5/avaliacoes');
    expect(await screen.findByRole('heading', { name: 'Avaliações do Candidato' })).toBeInTheDocument();
    expect(await screen.findByText('Candidato: Maria Lima')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Avaliações do Candidato' });
    const linhas = await within(tabela).findAllByRole('row');
    expect(
      within(linhas[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Modelo de Avaliação',
      'Data',
      'Status',
      'Pontuação',
      'Percentual',
      'Resultado',
      'Aplicada por',
      'Ações',
    ]);
    const aberta = linhas[1];
    expect(
      within(aberta)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 7),
    ).toEqual(['Perfil comportamental', '02/04/2025', 'Em andamento', '2 de 10', '20%', '—', 'Admin']);
    const concluida = linhas[2];
    expect(
      within(concluida)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 6),
    ).toEqual(['Concluída', '8 de 10', '80%', 'Aprovado']);
    // Continue the open one, view the concluded one.
    expect(within(aberta).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(within(aberta).queryByRole('button', { name: 'Visualizar' })).toBeNull();
    expect(within(concluida).getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
    expect(within(concluida).queryByRole('button', { name: 'Continuar' })).toBeNull();

    await user.click(within(aberta).getByRole('button', { name: 'Remover' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/21`)).toBe(true),
    );
    expect(await screen.findByText('Avaliação removida com sucesso.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/captacao/candidatos/5/avaliacoes/20'),
    );
  });

  it('applies an active model: draft, then conclusion with the result', async () => {
    const user = userEvent.setup();
    const calls = api({ lista: [], posts: [salva('A', 302), salva('C', 301)] });
    renderRoute('/captacao/candidatos/5/avaliacoes');
    await user.click(await screen.findByRole('button', { name: 'Aplicar Avaliação' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aplicar Avaliação' });
    // Without a model: the field's message.
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Modelo de Avaliação é obrigatório');
    const modelos = calls.find((c) => c.path === '/api/captacao/modelos-avaliacao-candidato');
    expect(modelos?.query.get('ativo')).toBe('true');
    expect(modelos?.query.get('resumido')).toBe('true');
    await user.click(document.getElementById('modeloAvaliacaoId')?.closest('.p-dropdown') as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Entrevista técnica', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));

    // The answering page: no open evaluation of this model, so the model's questions.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/captacao/candidatos/5/avaliacoes/responder/3',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Entrevista técnica' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/captacao/avaliacoes/3/perguntas')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Não' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo com sucesso.')).toBeInTheDocument();
    const envios = () => calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/3`);
    expect(envios()[0].body).toEqual({
      respostas: [{ perguntaId: 31, respostaId: 302 }],
      respondidoParcialmente: true,
    });
    // Now at the evaluation's own address, still answering.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/captacao/candidatos/5/avaliacoes/22'),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked());

    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    await user.click(screen.getByRole('button', { name: 'Concluir avaliação' }));
    expect(await screen.findByText('Avaliação concluída com sucesso.')).toBeInTheDocument();
    expect(envios()[1].body).toEqual({
      respostas: [{ perguntaId: 31, respostaId: 301 }],
      respondidoParcialmente: false,
    });
    const resumo = await screen.findByRole('region', { name: 'Resultado' });
    expect(resumo).toHaveTextContent('Aprovado');
    expect(resumo).toHaveTextContent('Pontuação1 de 1');
    expect(resumo).toHaveTextContent('Percentual100%');
    expect(screen.queryByRole('button', { name: 'Concluir avaliação' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeDisabled();
  });

  it('continues the open evaluation of the chosen model instead of starting another', async () => {
    const aberta = avaliacao({ id: 22, status: 'A', aprovado: null });
    const draft = salva('A', 302);
    const calls = stubApi((c) => {
      if (c.path === BASE) return [200, [aberta]];
      if (c.path === `${BASE}/22`) return [200, draft];
      return [200, { id: 5, nome: 'Maria Lima' }];
    });
    renderRoute('/captacao/candidatos/5/avaliacoes/responder/3');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/captacao/candidatos/5/avaliacoes/22'),
    );
    expect(screen.getByRole('button', { name: 'Concluir avaliação' })).toBeEnabled();
    expect(calls.some((c) => c.path.endsWith('/perguntas'))).toBe(false);
  });

  it('shows the result of a model already concluded for the candidate instead of applying it again', async () => {
    const concluida = salva('C', 301);
    stubApi((c) => {
      if (c.path === BASE) return [200, [concluida.avaliacao]];
      if (c.path === `${BASE}/22`) return [200, concluida];
      return [200, { id: 5, nome: 'Maria Lima' }];
    });
    renderRoute('/captacao/candidatos/5/avaliacoes/responder/3');
    expect(
      await screen.findByText('Este modelo já foi aplicado ao candidato: veja o resultado.'),
    ).toBeInTheDocument();
    const resumo = await screen.findByRole('region', { name: 'Resultado' });
    expect(resumo).toHaveTextContent('Aprovado');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/captacao/candidatos/5/avaliacoes/22'),
    );
    expect(screen.queryByRole('button', { name: 'Concluir avaliação' })).toBeNull();
  });
});
