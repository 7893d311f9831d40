import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const API = '/api/avaliacao/avaliacoes-desempenho';
const AVALIACAO = { id: 7, titulo: 'Avaliação 360° 2026', permiteAutoAvaliacao: true };
const celula = (id: number, nome: string, papel: string, situacao: string | null = null) => ({
  id,
  colaboradorId: id + 1000,
  usuarioId: null,
  nome,
  papel,
  situacao,
});
const linha = (i: number, avaliadores = [celula(i * 10, `Líder ${i}`, 'R')]) => ({
  id: i,
  colaborador: { id: 100 + i, nome: `Avaliado ${String(i).padStart(3, '0')}` },
  area: { id: 3, nome: 'Contabilidade' },
  cargo: { id: 4, nome: 'Analista' },
  avaliadores,
});
const PRIMEIRA = linha(1, [celula(11, 'Bruna Par', 'P', 'C'), celula(12, 'Carlos Líder', 'R', 'P')]);

function api(total = 1) {
  return stubApi((c) => {
    if (c.method === 'GET' && c.path === `${API}/7`) return [200, AVALIACAO];
    if (c.path === `${API}/participantes/areas-organizacionais`)
      return [200, [{ id: 3, nome: 'Contabilidade' }]];
    if (c.path === `${API}/avaliados`) {
      const page = Number(c.query.get('page'));
      const content = Array.from({ length: Math.min(100, total - page * 100) }, (_, k) =>
        page === 0 && k === 0 ? PRIMEIRA : linha(page * 100 + k + 1),
      );
      return [
        200,
        { content, totalElements: total, totalPages: Math.ceil(total / 100), number: page, size: 100 },
      ];
    }
    if (c.method === 'PUT' && c.path === `${API}/7/participantes/acao/autoavaliacoes`)
      return [
        200,
        { message: 'Autoavaliações adicionadas com sucesso!', avaliados: 0, avaliadores: 1, mantidos: 0 },
      ];
    if (c.method === 'DELETE' && c.path === `${API}/7/participantes/12`) return [204];
    if (c.path === `${API}/participantes/talentos`) {
      const todos = [
        { id: 201, nome: 'Ana Lima', area: { id: 3, nome: 'Contabilidade' } },
        { id: 202, nome: 'Bruno Reis', area: { id: 3, nome: 'Contabilidade' } },
      ];
      return [200, { content: todos, totalElements: 2, totalPages: 1, number: 0, size: 50 }];
    }
    if (c.method === 'POST' && c.path === `${API}/7/participantes`)
      return [
        201,
        { message: 'Participantes adicionados com sucesso!', avaliados: 2, avaliadores: 3, mantidos: 0 },
      ];
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('participants matrix', { timeout: 30_000 }, () => {
  beforeEach(() => login());

  it('shows each evaluated talent with its evaluators, roles and answering state', async () => {
    const calls = api();
    renderRoute('/avaliacao/participante-avaliacao-desempenho?avaliacaoDesempenhoId=7');
    const l = await screen.findByRole('article', { name: 'Avaliado 001' });
    expect(l).toHaveTextContent('Contabilidade · Analista');
    const avaliadores = within(l).getByRole('list', { name: 'Avaliadores de Avaliado 001' });
    expect(avaliadores).toHaveTextContent('Bruna Par');
    expect(avaliadores).toHaveTextContent('Par · respondida');
    expect(avaliadores).toHaveTextContent('Avaliador · pendente');
    // An evaluator who answered cannot be removed; one who did not can.
    expect(within(l).queryByRole('button', { name: 'Remover Bruna Par de Avaliado 001' })).toBeNull();
    expect(screen.getByText('1 avaliado')).toBeInTheDocument();
    const pedido = calls.find((c) => c.path === `${API}/avaliados`);
    expect(pedido?.query.get('avaliacaoDesempenhoId')).toBe('7');
    expect(pedido?.query.get('size')).toBe('100');
  });

  it('generates self-evaluations and removes an evaluator, with the server messages', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/participante-avaliacao-desempenho?avaliacaoDesempenhoId=7');
    const l = await screen.findByRole('article', { name: 'Avaliado 001' });
    await user.click(screen.getByRole('button', { name: 'Gerar autoavaliações' }));
    expect(await screen.findByText('Autoavaliações adicionadas com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({});
    await user.click(within(l).getByRole('button', { name: 'Remover Carlos Líder de Avaliado 001' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    // Selecting a line enables the actions on selected rows.
    const remover = screen.getByRole('button', { name: 'Remover avaliados' });
    expect(remover).toBeDisabled();
    await user.click(
      within(await screen.findByRole('article', { name: 'Avaliado 001' })).getByRole('checkbox'),
    );
    expect(remover).toBeEnabled();
  });

  it('draws only a window of a long list and filters by name on the server', async () => {
    const calls = api(500);
    const user = userEvent.setup();
    renderRoute('/avaliacao/participante-avaliacao-desempenho?avaliacaoDesempenhoId=7');
    await screen.findByRole('article', { name: 'Avaliado 001' });
    expect(screen.getByText('500 avaliados')).toBeInTheDocument();
    // 100 lines loaded, far fewer drawn.
    expect(screen.getAllByRole('article').length).toBeLessThan(40);
    await user.type(screen.getByRole('textbox', { name: 'Nome do avaliado' }), 'ana');
    await waitFor(() =>
      expect(calls.some((c) => c.path === `${API}/avaliados` && c.query.get('q') === 'ana')).toBe(true),
    );
  });

  it('adds the talents found, with the organisation options chosen, in one call', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/participante-avaliacao-desempenho?avaliacaoDesempenhoId=7');
    await screen.findByRole('article', { name: 'Avaliado 001' });
    await user.click(screen.getByRole('button', { name: 'Adicionar participantes' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar participantes' });
    await user.click(
      await within(dialogo).findByRole('button', { name: 'Selecionar todos os 2 encontrados' }),
    );
    expect(within(dialogo).getByText('2 talentos selecionados')).toBeInTheDocument();
    await user.click(within(dialogo).getByLabelText('Pares da mesma área entre os selecionados'));
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Participantes adicionados com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      colaboradoresIds: [201, 202],
      preencheAvaliadosLideres: true,
      preencheAvaliadosLiderados: false,
      preencheAvaliadosPares: true,
      geraAutoavaliacao: false,
    });
  });
});
