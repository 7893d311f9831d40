import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

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
});
