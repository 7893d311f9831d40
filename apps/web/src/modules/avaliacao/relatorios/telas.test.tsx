import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../platform/components/confirm.tsx';
import { renderPt } from '../../../platform/components/test-utils.tsx';
import AnaliseDesempenhoCompetenciaTalentoTela from './analise-desempenho-competencia-talento/Tela.tsx';
import ResultadoAvaliacaoTela from './resultado-avaliacao/Tela.tsx';

/** The follow-up report screens check the spec's rules before calling the server. */
let posts: string[];
beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') posts.push(url);
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Resultado da Avaliação de Experiência (screen)', () => {
  it('asks for the model and an area: the spec 2 §5 messages, no call', async () => {
    renderPt(
      <QueryClientProvider client={new QueryClient()}>
        <ConfirmHost />
        <ResultadoAvaliacaoTela />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório' }));
    expect(await screen.findByText('Preencha os campos indicados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Modelo de Avaliação é obrigatório')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos uma Área Organizacional')).toBeTruthy();
    expect(posts).toEqual([]);
  });
});

describe('Análise de Desempenho das Competências do Talento (screen)', () => {
  it('asks for the evaluation and the evaluated talent before calling the server', async () => {
    renderPt(
      <QueryClientProvider client={new QueryClient()}>
        <ConfirmHost />
        <AnaliseDesempenhoCompetenciaTalentoTela />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Relatório' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Avaliação de Desempenho é obrigatória')).toBeTruthy();
    expect(screen.getByText('Avaliado é obrigatório')).toBeTruthy();
    expect(posts).toEqual([]);
  });
});
