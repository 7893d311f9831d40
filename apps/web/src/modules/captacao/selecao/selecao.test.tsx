import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const QUADRO = {
  solicitacao: { id: 7, descricao: 'Vendedor interno', quantidade: 1, qtdVagasPreenchidas: 0, situacao: 'A' },
  etapas: [
    { id: 1, ordem: 1, nome: 'Triagem' },
    { id: 2, ordem: 2, nome: 'Entrevista' },
  ],
  candidatos: [
    {
      id: 11,
      candidato: { id: 101, nome: 'Ana Lima', cpf: '52998224725' },
      contratado: false,
      dataContratacao: null,
      createdAt: '2026-03-02T12:00:00Z',
      atual: null,
      avaliacoes: [],
    },
    {
      id: 12,
      candidato: { id: 102, nome: 'Bruno Melo', cpf: null },
      contratado: false,
      dataContratacao: null,
      createdAt: '2026-03-02T12:00:00Z',
      atual: {
        id: 55,
        etapa: { id: 1, ordem: 1, nome: 'Triagem' },
        data: '2026-03-03',
        responsavel: 'Camila',
        apto: 'N',
        observacao: 'Sem experiência',
        dataHoraExpiracao: null,
      },
      avaliacoes: [],
    },
  ],
};
const URL_QUADRO = '/api/captacao/solicitacoes-pessoal/7/candidato';

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('requisition candidates board', () => {
  it('shows a column per selection step and moves a candidate to the next step', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST' && c.path === '/api/captacao/candidato-solicitacoes/11/etapa') return [201, {}];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    const inscritos = await screen.findByRole('region', { name: /^Inscritos/ });
    expect(within(inscritos).getByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
    const triagem = screen.getByRole('region', { name: /^1\. Triagem/ });
    expect(within(triagem).getByText('Não apto')).toBeTruthy();
    expect(within(triagem).getByText('Sem experiência')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Contratados/ })).toBeTruthy();
    expect(screen.getByText('0 de 1 vaga preenchida')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima etapa (Triagem): Ana Lima' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ etapaSeletivaId: 1 }));
    expect(await screen.findByText('Candidato movido para a etapa "Triagem".')).toBeTruthy();
  });

  it('moves a candidate dropped on a step column', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST' && c.path === '/api/captacao/candidato-solicitacoes/11/etapa') return [201, {}];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    const entrevista = await screen.findByRole('region', { name: /^2\. Entrevista/ });
    fireEvent.drop(entrevista, { dataTransfer: { getData: () => '11' } });
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ etapaSeletivaId: 2 }));
  });

  it('is read-only for a closed requisition and without the editing authority', async () => {
    stubApi((c) =>
      c.path === URL_QUADRO
        ? [200, { ...QUADRO, solicitacao: { ...QUADRO.solicitacao, situacao: 'E' } }]
        : undefined,
    );
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByText(
      'Solicitação com situação "Encerrada": o processo seletivo está disponível apenas para consulta.',
    );
    expect(screen.queryByRole('button', { name: 'Incluir candidatos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Próxima etapa/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Histórico: Ana Lima' })).toBeTruthy();
  });

  it('checks the step result with the API schema before sending', async () => {
    login(['ROLE_CAP_SELECAO', 'ROLE_CAP_SELECAO_EDITAR']);
    const calls = stubApi((c) => (c.path === URL_QUADRO ? [200, QUADRO] : undefined));
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    // Without the hiring authority there is no 'Contratar'.
    expect(screen.queryByRole('button', { name: /Contratar/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar resultado: Bruno Melo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Resultado da etapa "Triagem"' });
    await userEvent.clear(within(dialogo).getByRole('combobox', { name: /Data/ }));
    await userEvent.click(within(dialogo).getByRole('radio', { name: 'Apto' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Gravar' }));
    expect(await within(dialogo).findByText('Data é obrigatória')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
