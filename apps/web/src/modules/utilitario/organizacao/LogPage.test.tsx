import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropdownText, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const API = '/api/utilitario/log';
const linha = {
  id: 3,
  data: '2026-11-20T12:00:00.000Z',
  usuarioId: 5,
  usuarioNome: 'Maria Consulta',
  entidade: 'usuarios',
  entidadeLabel: 'Usuários',
  entidadeId: 9,
  acao: 'ALTERAR',
  descricao: 'João Pereira',
};

function api() {
  return stubApi((c) => {
    if (c.path === `${API}/filtros`)
      return [
        200,
        {
          entidades: [{ value: 'usuarios', label: 'Usuários' }],
          usuarios: [{ value: 5, label: 'Maria Consulta' }],
        },
      ];
    if (c.path === API)
      return [200, { content: [linha], totalElements: 40, totalPages: 3, number: 0, size: 15 }];
    return undefined;
  });
}
const consultas = (calls: ReturnType<typeof api>) => calls.filter((c) => c.path === API);

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('audit log list', () => {
  it('opens on the last 30 days with the panel collapsed, and keeps nothing in the URL until a search', async () => {
    const calls = api();
    renderRoute('/utilitario/log');
    await screen.findByText('João Pereira');
    expect(screen.getByRole('button', { name: 'Exibir Filtro' })).toHaveAttribute('aria-expanded', 'false');
    const q = consultas(calls).at(-1)?.query;
    expect(q?.get('dataIni')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q?.get('dataFim')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/utilitario\/log$/);
  });

  it('a bookmarked search opens applied (register, user, every date, page) and the panel shows it', async () => {
    const calls = api();
    renderRoute('/utilitario/log?entidade=usuarios&usuarioId=5&periodo=todos&page=2');
    await screen.findByText('João Pereira');
    await waitFor(() =>
      expect(Object.fromEntries(consultas(calls).at(-1)?.query ?? [])).toEqual({
        entidade: 'usuarios',
        usuarioId: '5',
        page: '2',
        size: '15',
      }),
    );
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dropdownText('log-usuario')).toBe('Maria Consulta'));
    expect(dropdownText('log-entidade')).toBe('Usuários');
    // 'Pesquisar' again keeps the filters and goes back to the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/utilitario/log?entidade=usuarios&usuarioId=5&periodo=todos',
      ),
    );
    await waitFor(() => expect(consultas(calls).at(-1)?.query.get('page')).toBe('0'));
    // 'Limpar': every filter and the period off.
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/utilitario\/log\?periodo=todos$/),
    );
    await waitFor(() =>
      expect(Object.fromEntries(consultas(calls).at(-1)?.query ?? [])).toEqual({ page: '0', size: '15' }),
    );
  });

  it('ignores a malformed user id in the URL', async () => {
    const calls = api();
    renderRoute('/utilitario/log?usuarioId=abc');
    await screen.findByText('João Pereira');
    expect(consultas(calls).at(-1)?.query.has('usuarioId')).toBe(false);
  });
});
