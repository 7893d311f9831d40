import {
  type Pergunta,
  type QuestionarioParaResponder,
  type RespostaPergunta,
  type ResultadoQuestionario,
  MSG_QUESTIONARIO as M,
} from '@ipe/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { login, renderWithProviders } from '../../resource/test-helpers.tsx';
import { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm.tsx';

const TECNICO = { id: 1, nome: 'Conhecimento técnico' };
const POSTURA = { id: 2, nome: 'Postura' };

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

// Stored in an order unlike the screen's: aspects first appear at ordem 1 (Técnico) and 2 (Postura).
const PERGUNTAS: Pergunta[] = [
  pergunta({
    id: 11,
    ordem: 1,
    tipo: 1,
    texto: 'Qual comando lista arquivos?',
    aspecto: TECNICO,
    respostas: [
      { id: 101, texto: 'ls', peso: 1, ordem: 1 },
      { id: 102, texto: 'cd', peso: 0, ordem: 2 },
    ],
  }),
  pergunta({
    id: 12,
    ordem: 2,
    tipo: 4,
    texto: 'Comunicação',
    aspecto: POSTURA,
    notaMinima: 0,
    notaMaxima: 10,
    exigirComentario: true,
    comentario: 'Por quê?',
  }),
  pergunta({
    id: 13,
    ordem: 3,
    tipo: 5,
    texto: 'Quais são bancos de dados?',
    aspecto: TECNICO,
    respostas: [
      { id: 131, texto: 'PostgreSQL', peso: 1, ordem: 1 },
      { id: 132, texto: 'Excel', peso: 0, ordem: 2 },
      { id: 133, texto: 'SQLite', peso: 1, ordem: 3 },
    ],
  }),
  pergunta({ id: 14, ordem: 4, tipo: 3, texto: 'Fale sobre você', aspecto: POSTURA }),
  pergunta({
    id: 15,
    ordem: 5,
    tipo: 4,
    texto: 'Nota geral',
    aspecto: POSTURA,
    notaMinima: 0,
    notaMaxima: 20,
    obrigatoria: false,
  }),
];

const QUESTIONARIO: QuestionarioParaResponder = {
  questionarioId: 7,
  titulo: 'Avaliação Técnica',
  observacao: 'Responda com calma.',
  perguntas: PERGUNTAS,
};

function render(props: Partial<QuestionnaireFormProps> = {}) {
  const onSubmit = vi.fn<QuestionnaireFormProps['onSubmit']>(async () => {});
  renderWithProviders(<QuestionnaireForm questionario={QUESTIONARIO} onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

/** The box of one question, by its id. */
const questao = (id: number) => document.querySelector(`[data-field="respostas.${id}"]`) as HTMLElement;

async function aceitarAlerta(user: ReturnType<typeof userEvent.setup>) {
  const texto = await screen.findByText('Preencha os campos indicados');
  const alerta = texto.closest('[role="dialog"]') as HTMLElement;
  await user.click(within(alerta).getByRole('button', { name: 'OK' }));
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('QuestionnaireForm', { timeout: 30_000 }, () => {
  it('shows the questions grouped by aspect, numbered, each with the input of its type', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Avaliação Técnica' })).toBeInTheDocument();
    expect(screen.getByText('Responda com calma.')).toBeInTheDocument();
    const aspectos = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(aspectos).toEqual(['Conhecimento técnico', 'Postura']);
    // Numbered in screen order: both Técnico questions first.
    expect(questao(11)).toHaveTextContent(/^1\. Qual comando lista arquivos\?/);
    expect(questao(13)).toHaveTextContent(/^2\. Quais são bancos de dados\?/);
    expect(questao(12)).toHaveTextContent(/^3\. Comunicação/);
    expect(questao(14)).toHaveTextContent(/^4\. Fale sobre você/);
    expect(questao(15)).toHaveTextContent(/^5\. Nota geral/);

    // Objective: a required radio group of its options.
    const objetiva = screen.getByRole('radiogroup', { name: /Qual comando lista arquivos/ });
    expect(objetiva).toHaveAttribute('aria-required', 'true');
    expect(
      within(objetiva)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['ls', 'cd']);
    // Multiple choice: checkboxes.
    const multipla = screen.getByRole('group', { name: /Quais são bancos de dados/ });
    expect(within(multipla).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(multipla).getByLabelText('SQLite')).toBeInTheDocument();
    // Nota 0-10: a radio group of score buttons 0..10, and the comment prompt of the question.
    const nota = screen.getByRole('radiogroup', { name: /Comunicação/ });
    expect(
      within(nota)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(Array.from({ length: 11 }, (_, i) => String(i)));
    expect(within(questao(12)).getByLabelText(/^Por quê\?/)).toHaveProperty('tagName', 'TEXTAREA');
    // Nota 0-20: too many buttons, a number input.
    expect(screen.getByLabelText(/^5\. Nota geral/)).toHaveAttribute('placeholder', 'Nota de 0 a 20');
    expect(within(questao(15)).queryByRole('radio')).toBeNull();
    // Subjective: a text box labelled by the question; required marked.
    const texto = screen.getByLabelText(/^4\. Fale sobre você/);
    expect(texto).toHaveProperty('tagName', 'TEXTAREA');
    expect(texto).toHaveAttribute('aria-required', 'true');
    expect(within(questao(15)).queryByText('*')).toBeNull();
    expect(within(questao(14)).getByText('*')).toBeInTheDocument();

    expect(screen.getByText('0 de 5 respondidas')).toBeInTheDocument();
    fireEvent.click(within(nota).getByLabelText('7'));
    expect(within(nota).getByLabelText('7')).toBeChecked();
    expect(screen.getByText('1 de 5 respondidas')).toBeInTheDocument();
  });

  it("'Concluir avaliação' checks the rules first: each message under its question, the first one focused", async () => {
    const user = userEvent.setup();
    const onSubmit = render();
    // Comunicação answered without its justification.
    await user.click(within(questao(12)).getByLabelText('8'));
    await user.click(screen.getByRole('button', { name: 'Concluir avaliação' }));
    await aceitarAlerta(user);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(questao(11)).getByRole('alert')).toHaveTextContent(M.respostaObrigatoria);
    expect(within(questao(13)).getByRole('alert')).toHaveTextContent(M.respostasObrigatorias);
    expect(within(questao(12)).getByRole('alert')).toHaveTextContent(M.justificativaObrigatoria);
    expect(within(questao(14)).getByRole('alert')).toHaveTextContent(M.respostaTextoObrigatoria);
    expect(within(questao(15)).queryByRole('alert')).toBeNull();
    // The first failing question in screen order: its first option.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'ls' })).toHaveFocus());

    // Answering a question takes its message away.
    await user.click(screen.getByRole('radio', { name: 'ls' }));
    expect(within(questao(11)).queryByRole('alert')).toBeNull();
    expect(within(questao(13)).getByRole('alert')).toHaveTextContent(M.respostasObrigatorias);
  });

  it("'Salvar rascunho' sends what is answered, as a draft, without the required checks", async () => {
    const user = userEvent.setup();
    const onSubmit = render();
    await user.click(screen.getByRole('checkbox', { name: 'SQLite' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      respostas: [{ perguntaId: 13, respostasIds: [133] }],
      respondidoParcialmente: true,
    });
    expect(screen.queryByText('Preencha os campos indicados')).toBeNull();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('sends each type its own field: respostaId, respostasIds, nota, comentario', async () => {
    const user = userEvent.setup();
    const onSubmit = render();
    await user.click(screen.getByRole('radio', { name: 'cd' }));
    await user.click(screen.getByRole('checkbox', { name: 'SQLite' }));
    await user.click(screen.getByRole('checkbox', { name: 'PostgreSQL' }));
    await user.click(within(questao(12)).getByLabelText('9'));
    await user.type(within(questao(12)).getByLabelText(/^Por quê\?/), 'Clara e objetiva');
    await user.type(screen.getByLabelText(/^4\. Fale sobre você/), 'Sou dev');
    await user.type(screen.getByLabelText(/^5\. Nota geral/), '15');
    expect(screen.getByText('5 de 5 respondidas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir avaliação' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      respostas: [
        { perguntaId: 11, respostaId: 102 },
        // In the options' order, not the clicks'.
        { perguntaId: 13, respostasIds: [131, 133] },
        { perguntaId: 12, nota: 9, comentario: 'Clara e objetiva' },
        { perguntaId: 14, comentario: 'Sou dev' },
        { perguntaId: 15, nota: 15 },
      ],
      respondidoParcialmente: false,
    });
  });

  it("puts the server's entries 'respostas.<perguntaId>.<campo>' under their questions", async () => {
    const user = userEvent.setup();
    const inicial: RespostaPergunta[] = [
      { perguntaId: 11, respostaId: 101 },
      { perguntaId: 13, respostasIds: [131] },
      { perguntaId: 12, nota: 5, comentario: 'Ok' },
      { perguntaId: 14, comentario: 'Texto' },
    ];
    const onSubmit = render({ inicial });
    onSubmit.mockRejectedValueOnce(
      new ApiError(400, 'FIELD_VALIDATION_VIOLATION', 'Erro de validação', [
        { field: 'respostas.14.comentario', message: 'Resposta deve ter no máximo 5000 caracteres' },
        { field: 'respostas.12.nota', message: M.notaForaDaEscala(0, 10) },
      ]),
    );
    expect(screen.getByText('4 de 5 respondidas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir avaliação' }));
    await aceitarAlerta(user);
    expect(within(questao(12)).getByRole('alert')).toHaveTextContent('A nota deve estar entre 0 e 10');
    expect(within(questao(14)).getByRole('alert')).toHaveTextContent(
      'Resposta deve ter no máximo 5000 caracteres',
    );
    expect(within(questao(11)).queryByRole('alert')).toBeNull();
    // Comunicação comes before 'Fale sobre você' on screen: its score is focused.
    await waitFor(() => expect(within(questao(12)).getByLabelText('0')).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: /Comunicação/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only: the answers, the points of each question and the result', () => {
    const resultado: ResultadoQuestionario = {
      id: 40,
      questionarioId: 7,
      status: 'C',
      respondidoParcialmente: false,
      pontuacao: 17.5,
      pontuacaoMaxima: 33,
      percentual: 53.03,
      respostas: [
        { perguntaId: 11, respostaId: 101, pontos: 1 },
        { perguntaId: 13, respostasIds: [131, 132], pontos: 1 },
        { perguntaId: 12, nota: 8, comentario: 'Boa', pontos: 8 },
        { perguntaId: 14, comentario: 'Texto livre', pontos: null },
        { perguntaId: 15, nota: 7, pontos: 7 },
      ],
      iniciadoEm: '2025-03-10T12:00:00Z',
      concluidoEm: '2025-03-10T12:30:00Z',
    };
    render({ resultado, readOnly: true, aprovado: false, percentualMinimoAprovacao: 60 });
    const resumo = screen.getByRole('region', { name: 'Resultado' });
    expect(resumo).toHaveTextContent('SituaçãoConcluídaReprovado');
    expect(resumo).toHaveTextContent('Pontuação17,5 de 33');
    expect(resumo).toHaveTextContent('Percentual53,03%');
    expect(resumo).toHaveTextContent('Percentual mínimo para aprovação60%');
    expect(within(questao(11)).getByText('Pontos: 1 de 1')).toBeInTheDocument();
    expect(within(questao(13)).getByText('Pontos: 1 de 2')).toBeInTheDocument();
    expect(within(questao(12)).getByText('Pontos: 8 de 10')).toBeInTheDocument();
    expect(within(questao(14)).getByText('Pergunta não pontuada')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ls' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ls' })).toBeDisabled();
    expect(within(questao(12)).getByLabelText('8')).toBeChecked();
    expect(screen.getByLabelText(/^4\. Fale sobre você/)).toHaveValue('Texto livre');
    expect(screen.queryByRole('button', { name: 'Concluir avaliação' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
  });
});
