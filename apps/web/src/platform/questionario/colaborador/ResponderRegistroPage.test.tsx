import type { Pergunta, ResultadoQuestionario } from '@ipe/domain';
import type { RegistroParaResponder } from '@ipe/domain/questionario/colaborador';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MinhasPendenciasPage from '../../../modules/home/MinhasPendenciasPage.tsx';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../../layout/test-helpers.tsx';
import ResponderRegistroPage from './ResponderRegistroPage.tsx';

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

const PERGUNTAS = [
  pergunta({
    id: 11,
    ordem: 1,
    tipo: 1,
    texto: 'Cumpre os horários?',
    respostas: [
      { id: 101, texto: 'Sim', peso: 10, ordem: 1 },
      { id: 102, texto: 'Não', peso: 0, ordem: 2 },
    ],
  }),
  pergunta({ id: 12, ordem: 2, tipo: 3, texto: 'Pontos fortes' }),
];

const registro = (extra: Partial<RegistroParaResponder['registro']> = {}) => ({
  id: 7,
  questionarioId: 3,
  donoTipo: 'acompanhamento-experiencia',
  dono: 'Acompanhamento de Experiência',
  donoId: 45,
  titulo: 'Acompanhamento de 45 dias',
  linkDono: null,
  respondente: { usuarioId: 5, colaboradorId: 9, nome: 'Gestora Ana' },
  avaliado: { id: 20, nome: 'Bruno Lima' },
  prazo: '2026-12-01',
  liberado: true,
  situacao: 'P' as const,
  respondidoParcialmente: false,
  concluidoEm: null,
  ...extra,
});

const resultado = (status: 'A' | 'C', respostas: ResultadoQuestionario['respostas']) => ({
  id: 90,
  questionarioId: 3,
  status,
  respondidoParcialmente: status === 'A',
  pontuacao: 10,
  pontuacaoMaxima: 10,
  percentual: 100,
  respostas,
  iniciadoEm: '2026-11-28T10:00:00Z',
  concluidoEm: status === 'C' ? '2026-11-28T11:00:00Z' : null,
});

const carga = (extra: Partial<RegistroParaResponder> = {}) => ({
  registro: registro(),
  questionario: {
    questionarioId: 3,
    titulo: 'Acompanhamento de 45 dias',
    observacao: null,
    perguntas: PERGUNTAS,
  },
  resultado: null,
  porOutroUsuario: false,
  podeResponder: true,
  ...extra,
});

const URL_API = '/api/pesquisa/colaborador-respostas/7';
const abrir = (route = '/pesquisa/colaborador-respostas/7') =>
  renderWithApp(<ResponderRegistroPage />, { route, path: '/pesquisa/colaborador-respostas/:id/*' });

describe('ResponderRegistroPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a draft with "Salvar e continuar depois", then concludes with the engine rules first', async () => {
    setSession(sampleInfo());
    const enviados: unknown[] = [];
    mockApi({
      [`GET ${URL_API}`]: () => ({ body: carga() }),
      [`POST ${URL_API}`]: (body) => {
        enviados.push(body);
        const b = body as { respondidoParcialmente: boolean; respostas: unknown[] };
        const status = b.respondidoParcialmente ? 'A' : 'C';
        return {
          body: carga({
            registro: registro({
              situacao: status === 'C' ? 'C' : 'A',
              respondidoParcialmente: status === 'A',
            }),
            resultado: resultado(
              status,
              b.respostas.map((r) => ({
                observacao: null,
                comentario: null,
                respostaId: null,
                respostasIds: null,
                nota: null,
                pontos: null,
                ...(r as object),
              })) as never,
            ),
            podeResponder: status === 'A',
          }),
        };
      },
    });
    const user = userEvent.setup();
    abrir();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acompanhamento de 45 dias' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.getByText('01/12/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar depois' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      respondidoParcialmente: true,
      respostas: [{ perguntaId: 11, respostaId: 101 }],
    });

    // Concluding with the subjective answer missing: the engine's message under the question, nothing sent.
    await user.click(await screen.findByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Resposta é obrigatória')).toBeInTheDocument();
    expect(enviados).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Pontos fortes/ }), 'Pontual e gentil.');
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    expect(enviados[1]).toMatchObject({ respondidoParcialmente: false });
    // Concluded: read-only, printable.
    expect(await screen.findByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir' })).not.toBeInTheDocument();
  });

  it('says whom the user answers for on the on-behalf route', async () => {
    setSession(sampleInfo());
    mockApi({ [`GET ${URL_API}`]: () => ({ body: carga({ porOutroUsuario: true }) }) });
    abrir('/pesquisa/colaborador-respostas/7/por-outro-usuario');
    expect(await screen.findByText('Você está respondendo por Gestora Ana.')).toBeInTheDocument();
  });

  it("shows the not-found page for someone else's record", async () => {
    setSession(sampleInfo());
    mockApi({});
    abrir();
    expect(await screen.findByRole('heading', { name: /não encontrad/i })).toBeInTheDocument();
  });
});

describe('Minhas pendências', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each questionnaire to answer with its owner, person and due date, linking to its screen', async () => {
    setSession(sampleInfo());
    mockApi({
      'GET /api/userinfo/pendencias': () => ({
        body: {
          itens: [
            {
              codigo: 'questionarios-a-responder',
              titulo: 'Questionários a responder',
              quantidade: 2,
              link: '/minhas-pendencias',
              tipo: 'responder',
            },
          ],
        },
      }),
      'GET /api/pesquisa/colaborador-respostas': () => ({
        body: [
          registro(),
          registro({ id: 8, titulo: 'Pesquisa de clima', avaliado: null, prazo: null, situacao: 'A' }),
        ],
      }),
    });
    renderWithApp(<MinhasPendenciasPage />);
    const lista = await screen.findByRole('region', { name: 'Questionários a responder' });
    const primeiro = within(lista).getByRole('link', { name: /Acompanhamento de 45 dias/ });
    expect(primeiro).toHaveAttribute('href', '/pesquisa/colaborador-respostas/7');
    expect(primeiro).toHaveTextContent('Acompanhamento de Experiência · Bruno Lima');
    expect(primeiro).toHaveTextContent('Prazo: 01/12/2026');
    expect(within(lista).getByRole('link', { name: /Pesquisa de clima/ })).toHaveTextContent('Continuar');
    expect(screen.queryByText('Você não tem nada para responder agora.')).not.toBeInTheDocument();
  });
});
