import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderWithProviders, stubApi } from '../../../platform/resource/test-helpers.tsx';
import type { AvaliacaoParaResponder, AvaliacoesDaSolicitacao } from './api.ts';
import CandidaturasPage from '../anuncios/CandidaturasPage.tsx';
import HistoricoCandidatoPage from './HistoricoCandidatoPage.tsx';
import ResponderAvaliacaoExternaPage from './ResponderAvaliacaoExternaPage.tsx';
import SolicitacaoAvaliacaoPage from './SolicitacaoAvaliacaoPage.tsx';

const LISTA: AvaliacoesDaSolicitacao = {
  candidatoSolicitacaoId: 5,
  solicitacaoId: 9,
  titulo: 'Analista de RH',
  utilizarAvaliacoesEtapaSeletiva: false,
  etapa: null,
  avaliacoes: [
    {
      modelo: { id: 3, titulo: 'Perfil', observacao: null },
      situacao: 'C',
      respondida: true,
      concluidoEm: '2026-11-20T15:00:00Z',
    },
    {
      modelo: { id: 4, titulo: 'Conhecimentos', observacao: 'Leva 5 minutos' },
      situacao: 'N',
      respondida: false,
      concluidoEm: null,
    },
  ],
  qtdAvaliacoes: 2,
  qtdAvaliacoesRespondidas: 1,
};

const UMA: AvaliacaoParaResponder = {
  titulo: 'Analista de RH',
  etapa: null,
  modelo: LISTA.avaliacoes[1].modelo,
  situacao: 'N',
  respostas: [],
  questionario: {
    questionarioId: 1,
    titulo: 'Conhecimentos',
    observacao: null,
    perguntas: [
      {
        id: 11,
        texto: 'Por que esta vaga?',
        tipo: 3,
        respostas: [],
        notaMinima: null,
        notaMaxima: null,
        exigirComentario: false,
        comentario: null,
        obrigatoria: true,
        ordem: 1,
        aspecto: null,
      } as never,
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

function rotas(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/externo/solicitacao-avaliacao" element={<SolicitacaoAvaliacaoPage />} />
      <Route path="/externo/avaliacoes" element={<ResponderAvaliacaoExternaPage />} />
      <Route path="/externo/historico-candidatos" element={<HistoricoCandidatoPage />} />
    </Routes>,
    path,
  );
}

describe('candidate area evaluations', () => {
  it("lists an application's evaluations with the progress and opens one to answer", async () => {
    const calls: ApiCall[] = stubApi((c) => {
      if (c.path === '/api/externo/candidato-solicitacoes/5/avaliacoes') return [200, LISTA];
      if (c.method === 'GET' && c.path === '/api/externo/candidato-solicitacoes/5/avaliacoes/4')
        return [200, UMA];
      if (c.method === 'POST' && c.path === '/api/externo/candidato-solicitacoes/5/avaliacoes/4')
        return [201, { situacao: 'C', concluidoEm: '2026-11-25T12:00:00Z', respostas: [] }];
      return undefined;
    });
    rotas('/externo/solicitacao-avaliacao?candidatoSolicitacaoId=5');
    expect(await screen.findByText('1 de 2 avaliações respondidas')).toBeTruthy();
    const perfil = screen.getByRole('listitem', { name: 'Perfil' });
    expect(within(perfil).getByText(/^Respondida em 20\/11\/2026/)).toBeTruthy();
    expect(within(perfil).getByRole('button', { name: 'Ver respostas' })).toBeTruthy();
    const conhecimentos = screen.getByRole('listitem', { name: 'Conhecimentos' });
    expect(within(conhecimentos).getByText('Não iniciada')).toBeTruthy();
    await userEvent.click(within(conhecimentos).getByRole('button', { name: 'Responder' }));

    await screen.findByText('Por que esta vaga?');
    await userEvent.type(screen.getByRole('textbox'), 'Quero crescer na área.');
    await userEvent.click(screen.getByRole('button', { name: 'Concluir avaliação' }));
    // Concluded: back to the application's evaluations.
    await screen.findByRole('heading', { name: 'Avaliações da candidatura' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      respostas: [{ perguntaId: 11, comentario: 'Quero crescer na área.' }],
      respondidoParcialmente: false,
    });
  });

  it('shows the step deadline that has passed and hides the answering of what is not done', async () => {
    stubApi((c) =>
      c.path === '/api/externo/candidato-solicitacoes/5/avaliacoes'
        ? [
            200,
            {
              ...LISTA,
              utilizarAvaliacoesEtapaSeletiva: true,
              etapa: {
                historicoCandidatoId: 2,
                nome: 'Entrevista',
                dataHoraExpiracao: '2026-11-01T13:00:00Z',
                expirada: true,
              },
            },
          ]
        : undefined,
    );
    rotas('/externo/solicitacao-avaliacao?candidatoSolicitacaoId=5&utilizarAvaliacoesEtapaSeletiva=true');
    expect(
      await screen.findByText(/Etapa atual: Entrevista · O prazo para responder terminou em 01\/11\/2026/),
    ).toBeTruthy();
    const conhecimentos = screen.getByRole('listitem', { name: 'Conhecimentos' });
    expect(within(conhecimentos).queryByRole('button')).toBeNull();
  });

  it("lists the candidate's history with steps and dates", async () => {
    stubApi((c) =>
      c.path === '/api/externo/historico-candidatos'
        ? [
            200,
            [
              {
                candidatoSolicitacaoId: 5,
                solicitacaoId: 9,
                titulo: 'Analista de RH',
                dataInscricao: '2026-11-02T12:00:00Z',
                removida: false,
                etapas: [{ id: 1, etapa: 'Triagem', data: '2026-11-03', dataHoraExpiracao: null }],
              },
            ],
          ]
        : undefined,
    );
    rotas('/externo/historico-candidatos');
    const item = await screen.findByRole('listitem', { name: 'Analista de RH' });
    expect(within(item).getByText('Inscrição em 02/11/2026')).toBeTruthy();
    expect(within(item).getByText('Triagem')).toBeTruthy();
    expect(within(item).getByText(/03\/11\/2026/)).toBeTruthy();
  });

  it("shows each application's evaluation progress in the applications list, linking to them", async () => {
    const candidatura = { anuncioId: null, empresaId: 1, data: '2026-11-21T12:00:00Z', status: 'Inscrito' };
    stubApi((c) =>
      c.path === '/api/externo/candidato-solicitacoes'
        ? [
            200,
            [
              {
                ...candidatura,
                id: 2,
                titulo: 'Analista de RH',
                qtdAvaliacoes: 2,
                qtdAvaliacoesRespondidas: 1,
              },
              {
                ...candidatura,
                id: 1,
                titulo: 'Sem avaliações',
                qtdAvaliacoes: 0,
                qtdAvaliacoesRespondidas: 0,
              },
            ],
          ]
        : undefined,
    );
    renderWithProviders(<CandidaturasPage />, '/externo/candidato-solicitacoes');
    const [com, sem] = await screen.findAllByRole('listitem');
    const link = within(com).getByRole('link', { name: '1 de 2 avaliações respondidas' });
    expect(link.getAttribute('href')).toBe('/externo/solicitacao-avaliacao?candidatoSolicitacaoId=2');
    expect(within(sem).queryByRole('link')).toBeNull();
  });
});
