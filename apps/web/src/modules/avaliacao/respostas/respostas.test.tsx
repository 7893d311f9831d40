import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const REGISTRO = {
  id: 41,
  questionarioId: 3,
  donoTipo: 'acompanhamento-experiencia',
  dono: 'Acompanhamento de Experiência',
  donoId: 2,
  titulo: 'Acompanhamento de experiência – 45 dias',
  linkDono: null,
  respondente: { usuarioId: 9, colaboradorId: 9, nome: 'Mateus Dias' },
  avaliado: { id: 5, nome: 'Ana Souza Lima' },
  prazo: '2026-11-15',
  liberado: true,
  situacao: 'A',
  respondidoParcialmente: true,
  concluidoEm: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('/avaliacao/respostas', { timeout: 30_000 }, () => {
  it("lists the concluded records of the kinds the user reads (a manager: the follow-up's)", async () => {
    login(['ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA']);
    const calls = stubApi((c) =>
      c.path === '/api/pesquisa/colaboradores-questionarios'
        ? [200, { content: [REGISTRO], totalElements: 1, totalPages: 1, number: 0, size: 15 }]
        : undefined,
    );
    renderRoute('/avaliacao/respostas');
    const linha = await screen.findByRole('row', { name: /Ana Souza Lima/ });
    expect(linha).toHaveTextContent('Mateus Dias');
    expect(within(linha).getByRole('button', { name: 'Ver respostas' })).toBeInTheDocument();
    const lista = calls.find((c) => c.path === '/api/pesquisa/colaboradores-questionarios');
    expect(lista?.query.get('donoTipo')).toBe('acompanhamento-experiencia');
    expect(lista?.query.get('situacao')).toBe('C');
  });

  it('shows one record read-only, saying when it is a draft', async () => {
    login();
    const calls = stubApi((c) =>
      c.path === '/api/avaliacao/respostas/colaborador'
        ? [
            200,
            {
              registro: REGISTRO,
              questionario: { questionarioId: 3, titulo: REGISTRO.titulo, observacao: null, perguntas: [] },
              resultado: null,
            },
          ]
        : undefined,
    );
    renderRoute('/avaliacao/respostas?colaboradorQuestionarioId=41');
    await screen.findByRole('heading', { name: REGISTRO.titulo, level: 1 });
    expect(screen.getByRole('note')).toHaveTextContent('ainda não foi concluído');
    expect(screen.queryByRole('button', { name: 'Concluir' })).toBeNull();
    expect(calls[0].query.get('colaboradorQuestionarioId')).toBe('41');
  });
});
