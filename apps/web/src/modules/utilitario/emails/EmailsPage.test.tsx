import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import {
  login,
  renderRoute,
  renderWithProviders,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';
import EmailsPage from './EmailsPage.tsx';

const API = '/api/utilitario/emails';
const linha = {
  id: 7,
  para: ['roberto@exemplo.com.br'],
  assunto: 'Solicitação liberada',
  status: 'ENVIADO',
  origem: 'solicitacao-liberada',
  tentativas: 1,
  ultimoErro: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  enviadoAt: '2026-11-20T12:00:05.000Z',
};

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('outbox list', () => {
  it('opens with the text as the quick search and the period and status collapsed', async () => {
    const calls = stubApi((c) =>
      c.method === 'GET' && c.path === API
        ? [200, { content: [linha], totalElements: 1, totalPages: 1, number: 0, size: 15 }]
        : c.method === 'GET'
          ? [200, []]
          : undefined,
    );
    renderRoute('/utilitario/emails');
    await screen.findByText('Solicitação liberada');
    expect(screen.getByRole('button', { name: 'Exibir Filtro' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filtro' })).toBeNull();
    // The last 30 days apply though hidden.
    expect(calls.find((c) => c.path === API)?.query.get('dataIni')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Destinatário ou assunto' }),
      'roberto{Enter}',
    );
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === API)
          .at(-1)
          ?.query.get('q'),
      ).toBe('roberto'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exibir Filtro' }));
    expect(screen.getByRole('form', { name: 'Filtro' })).toBeVisible();
  });

  it('keeps text, status, period and page in the URL: a bookmark opens them applied, back restores the search', async () => {
    const calls = stubApi((c) =>
      c.method === 'GET' && c.path === API
        ? [200, { content: [linha], totalElements: 40, totalPages: 3, number: 0, size: 15 }]
        : undefined,
    );
    const ultima = () => calls.filter((c) => c.path === API).at(-1)?.query;
    renderRoute('/utilitario/emails?q=roberto&status=ERRO&dataIni=2026-11-01&dataFim=2026-11-10&page=1');
    await screen.findByText('Solicitação liberada');
    await waitFor(() =>
      expect(Object.fromEntries(ultima() ?? [])).toEqual({
        q: 'roberto',
        status: 'ERRO',
        dataIni: '2026-11-01',
        dataFim: '2026-11-10',
        page: '1',
        size: '15',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Destinatário ou assunto' })).toHaveValue('roberto');
    // The URL applies filters of the panel: it opens by itself.
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    // 'Limpar' clears every filter, the period too (kept as 'every date', not the default 30 days).
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/utilitario/emails?periodo=todos'),
    );
    await waitFor(() => expect(Object.fromEntries(ultima() ?? [])).toEqual({ page: '0', size: '15' }));
  });

  it('back and forward follow the searches made', async () => {
    const calls = stubApi((c) =>
      c.method === 'GET' && c.path === API
        ? [200, { content: [linha], totalElements: 1, totalPages: 1, number: 0, size: 15 }]
        : undefined,
    );
    function Voltar() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Voltar
        </button>
      );
    }
    renderWithProviders(
      <>
        <EmailsPage />
        <Voltar />
      </>,
      '/utilitario/emails',
    );
    await screen.findByText('Solicitação liberada');
    const caixa = screen.getByRole('searchbox', { name: 'Destinatário ou assunto' });
    await userEvent.type(caixa, 'roberto{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/utilitario/emails?q=roberto'),
    );
    await userEvent.clear(caixa);
    await userEvent.type(caixa, 'ana{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=ana'));
    // The default period is written once a search is made, so the bookmark keeps the same dates.
    expect(screen.getByTestId('location')).toHaveTextContent('dataIni=');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(caixa).toHaveValue('roberto'));
    expect(
      calls
        .filter((c) => c.path === API)
        .at(-1)
        ?.query.get('q'),
    ).toBe('roberto');
  });
});
