import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../api/notify.ts';
import { esquecerAvisosMostrados, useAvisosSistema } from './avisosSistema.ts';
import { Noticias } from './Noticias.tsx';
import { mockApi, renderWithApp } from './test-helpers.tsx';

const noticia = (id: number, lida: boolean, criticidade = 1, link: string | null = '/novidades/x.html') => ({
  id,
  texto: `Notícia ${id}`,
  link,
  lida,
  criticidade,
});

function Avisos() {
  useAvisosSistema(1, 1);
  return null;
}

describe('news bell and system notices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notices.set([]);
    esquecerAvisosMostrados();
  });

  it('shows the unread count, lists the notices and opens one in the frame, marking it read', async () => {
    const api = mockApi({
      'GET /api/userinfo/usuario/noticias': () => ({ body: [noticia(2, false), noticia(1, true)] }),
      'PUT /api/userinfo/usuario/noticias/2/lida': () => ({ body: { ok: true } }),
    });
    renderWithApp(<Noticias />, { route: '/geral/bairros' });
    const sino = await screen.findByRole('button', { name: 'Notícias (1 não lida)' });
    await userEvent.click(sino);
    const lista = screen.getByRole('dialog', { name: 'Notícias' });
    await userEvent.click(within(lista).getByRole('button', { name: /Notícia 2/ }));
    const frame = await screen.findByTitle('Notícia 2');
    expect(frame).toHaveAttribute('src', '/novidades/x.html');
    expect(screen.getByRole('button', { name: 'Notícias' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.mock.calls.some(([u, i]) => String(u).endsWith('/noticias/2/lida') && i?.method === 'PUT'),
      ).toBe(true),
    );
  });

  it('opens an unread critical notice by itself on the start page only', async () => {
    mockApi({
      'GET /api/userinfo/usuario/noticias': () => ({ body: [noticia(3, false, 0), noticia(4, false, 1)] }),
      'PUT /api/userinfo/usuario/noticias/3/lida': () => ({ body: { ok: true } }),
    });
    const { unmount } = renderWithApp(<Noticias />, { route: '/geral/bairros' });
    await screen.findByRole('button', { name: 'Notícias (2 não lidas)' });
    expect(screen.queryByTitle('Notícia 3')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<Noticias />, { route: '/' });
    expect(await screen.findByTitle('Notícia 3')).toBeInTheDocument();
  });

  it('shows system notices sticky, unknown codes as raw text, and a failure as a sticky error', async () => {
    mockApi({
      'GET /api/userinfo/avisos-sistema': () => ({
        body: [
          { gravidade: 'warn', codigo: 'cadastro-funcao', mensagens: ['Auxiliar'] },
          { gravidade: 'info', codigo: 'codigo-novo', mensagens: ['Texto cru'] },
        ],
      }),
    });
    const { unmount } = renderWithApp(<Avisos />);
    await waitFor(() => expect(notices.get()).toHaveLength(2));
    const [funcao, novo] = notices.get();
    expect(funcao).toMatchObject({ severity: 'warn', lines: ['Auxiliar'] });
    expect(funcao.life).toBeUndefined();
    expect(funcao.detail).toContain('funções sem código CBO');
    expect(novo).toMatchObject({ severity: 'info', detail: 'Texto cru' });
    unmount();

    notices.set([]);
    esquecerAvisosMostrados();
    mockApi({
      'GET /api/userinfo/avisos-sistema': () => ({ status: 500, body: { code: 'ERRO', message: 'Falhou.' } }),
    });
    renderWithApp(<Avisos />);
    await waitFor(() => expect(notices.get()).toHaveLength(1));
    expect(notices.get()[0]).toMatchObject({ severity: 'error', summary: 'Erro', detail: 'Falhou.' });
    expect(notices.get()[0].life).toBeUndefined();
  });
});
