import { buildMenu } from '@ipe/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../../platform/layout/test-helpers.tsx';
import HomePage from './HomePage.tsx';
import MinhasPendenciasPage from './MinhasPendenciasPage.tsx';

const item = (codigo: string, quantidade: number, tipo = 'acompanhar', link = `/tela/${codigo}`) => ({
  codigo,
  titulo: `Título ${codigo}`,
  quantidade,
  link,
  tipo,
});

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the user, shows the pending strip (zeros hidden) and the recent screens as links', async () => {
    setSession(sampleInfo({ menu: buildMenu(new Set(['ROLE_GERAL_BAIRROS'])) }));
    mockApi({
      'GET /api/userinfo/pendencias': () => ({
        body: {
          itens: [
            item(
              'solicitacoes-aguardando-liberacao',
              3,
              'acompanhar',
              '/captacao/solicitacoes-pessoal?status=I',
            ),
            item('anuncios-expirando', 0),
          ],
        },
      }),
      'GET /api/userinfo/usuario/recentes': () => ({
        body: [{ url: '/geral/bairros', titulo: 'Geral > Cadastros > Bairros', em: '2026-11-27T10:00:00Z' }],
      }),
    });
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bem-vindo(a), Maria Consulta');
    expect(screen.getByText('Ipê Demonstração Ltda')).toBeInTheDocument();
    const faixa = screen.getByRole('region', { name: 'Suas pendências' });
    const link = await within(faixa).findByRole('link', { name: /Título solicitacoes-aguardando-liberacao/ });
    expect(link).toHaveAttribute('href', '/captacao/solicitacoes-pessoal?status=I');
    expect(link).toHaveTextContent('3');
    expect(within(faixa).queryByText(/anuncios-expirando/)).not.toBeInTheDocument();
    const recentes = screen.getByRole('region', { name: 'Recentes' });
    expect(await within(recentes).findByRole('link', { name: 'Bairros' })).toHaveAttribute(
      'href',
      '/geral/bairros',
    );
    expect(within(recentes).getByText('Geral › Cadastros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesquisar Menu' })).toBeInTheDocument();
  });

  it('says so when there is no pending work and no recent screen', async () => {
    setSession(sampleInfo());
    mockApi({
      'GET /api/userinfo/pendencias': () => ({ body: { itens: [item('anuncios-expirando', 0)] } }),
      'GET /api/userinfo/usuario/recentes': () => ({ body: [] }),
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByText('Nenhuma pendência no momento.')).toBeInTheDocument();
    expect(await screen.findByText('As telas que você abrir pelo menu aparecem aqui.')).toBeInTheDocument();
  });

  it('keeps the page when the pending work fails to load', async () => {
    setSession(sampleInfo());
    mockApi({
      'GET /api/userinfo/pendencias': () => ({ status: 500, body: { code: 'ERRO', message: 'x' } }),
      'GET /api/userinfo/usuario/recentes': () => ({ body: [] }),
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByText('Não foi possível carregar as pendências.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('Minhas pendências lists only what the user must answer, or a proper empty state', async () => {
    setSession(sampleInfo());
    mockApi({
      'GET /api/userinfo/pendencias': () => ({
        body: {
          itens: [item('anuncios-expirando', 2), item('avaliacoes-a-responder', 1, 'responder', '/x')],
        },
      }),
    });
    const { unmount } = renderWithApp(<MinhasPendenciasPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Minhas pendências');
    const link = await screen.findByRole('link', { name: /Título avaliacoes-a-responder/ });
    expect(link).toHaveAttribute('href', '/x');
    expect(screen.queryByText(/anuncios-expirando/)).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/userinfo/pendencias': () => ({ body: { itens: [item('anuncios-expirando', 2)] } }) });
    renderWithApp(<MinhasPendenciasPage />);
    expect(await screen.findByText('Você não tem nada para responder agora.')).toBeInTheDocument();
  });
});
