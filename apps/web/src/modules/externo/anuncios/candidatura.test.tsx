import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderWithProviders, stubApi } from '../../../platform/resource/test-helpers.tsx';
import AnuncioPage from './AnuncioPage.tsx';
import AnunciosExternosPage from './AnunciosExternosPage.tsx';
import CandidaturasPage from './CandidaturasPage.tsx';

/** The structured facts every public ad carries (the contract's anuncioPublicoSchema). */
const VAGA = {
  modeloTrabalho: 'PRESENCIAL',
  tipoContrato: 'CLT',
  pcd: false,
  cidade: 'Fortaleza',
  uf: 'CE',
  salarioMinimo: null,
  salarioMaximo: null,
  salarioACombinar: false,
  beneficios: [],
};

const anuncio = (id: number, titulo: string, extra: Record<string, unknown> = {}) => ({
  id,
  titulo,
  descricao: 'Recrutamento e seleção.',
  previsaoEncerramento: null,
  publicadoEm: '2026-11-20T12:00:00Z',
  expirado: false,
  candidatado: false,
  ...VAGA,
  ...extra,
});
const lista = (logado: boolean, anuncios: unknown[], destaque: unknown = null) => ({
  empresa: { id: 1, nome: 'Ipê Demonstração Ltda', corPrincipal: '#12AB34' },
  anuncios,
  totalElements: anuncios.length,
  destaque,
  logado,
  cidades: [],
});

afterEach(() => vi.unstubAllGlobals());

function renderLista() {
  return renderWithProviders(
    <Routes>
      <Route path="/externo/anuncios" element={<AnunciosExternosPage />} />
      <Route path="/externo/login" element={<p>Página de login</p>} />
      <Route path="/externo/candidato-solicitacoes" element={<CandidaturasPage />} />
    </Routes>,
    '/externo/anuncios?empresaId=1',
  );
}

describe('anúncios: candidatura', () => {
  it('sends a visitor to the login with the ad, and offers no hide-applied option', async () => {
    const calls = stubApi((c) =>
      c.path === '/api/externo/anuncios' ? [200, lista(false, [anuncio(7, 'Analista de RH')])] : undefined,
    );
    renderLista();
    const card = await screen.findByRole('article', { name: 'Analista de RH' });
    expect(within(card).getByRole('link', { name: 'Analista de RH' }).getAttribute('href')).toBe(
      '/externo/anuncios/7?empresaId=1',
    );
    expect(screen.queryByLabelText('Ocultar vagas em que já me candidatei')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Candidatar-se' }));
    expect(await screen.findByText('Página de login')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/externo/login?empresaId=1&solicitacaoId=7');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a candidate applies and lands on Minhas candidaturas, then sees the badge, hides applied ads and is told why a refusal happened', async () => {
    let candidatado = false;
    const calls = stubApi((c: ApiCall) => {
      if (c.path === '/api/externo/anuncios') {
        const todos = [anuncio(7, 'Analista de RH', { candidatado }), anuncio(8, 'Auxiliar administrativo')];
        const ocultar = c.query.get('ocultarCandidatados') === 'true';
        return [
          200,
          lista(
            true,
            todos.filter((a) => !(ocultar && a.candidatado)),
          ),
        ];
      }
      if (c.path === '/api/externo/candidato-solicitacoes') return [200, []];
      if (c.path === '/api/externo/anuncios/7/candidatar') {
        candidatado = true;
        return [201, { id: 1, message: 'Candidatura realizada com sucesso.' }];
      }
      if (c.path === '/api/externo/anuncios/8/candidatar')
        return [
          400,
          {
            code: 'AGUARDAR',
            message: 'Você poderá se candidatar novamente a esta vaga a partir de 05/12/2026.',
          },
        ];
      return undefined;
    });
    const { unmount } = renderLista();
    const aplicar = await screen.findByRole('article', { name: 'Analista de RH' });
    await userEvent.click(within(aplicar).getByRole('button', { name: 'Candidatar-se' }));
    // Applied: 'Minhas candidaturas' opens with the answer.
    expect(await screen.findByRole('heading', { name: 'Minhas candidaturas' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/externo/candidato-solicitacoes?empresaId=1');
    expect(screen.getByText('Candidatura realizada com sucesso.').getAttribute('role')).toBe('status');
    unmount();

    renderLista();
    const card = await screen.findByRole('article', { name: 'Analista de RH' });
    expect(await within(card).findByText('Você já se candidatou')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Candidatar-se' })).toBeNull();

    const outro = screen.getByRole('article', { name: 'Auxiliar administrativo' });
    await userEvent.click(within(outro).getByRole('button', { name: 'Candidatar-se' }));
    expect((await within(outro).findByRole('alert')).textContent).toBe(
      'Você poderá se candidatar novamente a esta vaga a partir de 05/12/2026.',
    );

    await userEvent.click(screen.getByLabelText('Ocultar vagas em que já me candidatei'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Analista de RH' })).toBeNull());
    expect(calls.at(-1)?.query.get('ocultarCandidatados')).toBe('true');
    // Expired ads: hidden by default, shown when the box is unticked.
    expect(calls.at(-1)?.query.get('ocultarExpirados')).toBe('true');
    await userEvent.click(screen.getByLabelText('Ocultar vagas com inscrições encerradas'));
    await waitFor(() => expect(calls.at(-1)?.query.get('ocultarExpirados')).toBe('false'));
  });

  it('the ad page shows the ad, or says it is no longer available', async () => {
    const pagina = {
      descricao: `${'Uma descrição longa. '.repeat(30)}\n\nRequisitos:\n- Excel\n- <b>Inglês</b>`,
      modeloTrabalho: 'HIBRIDO',
      tipoContrato: 'ESTAGIO',
      cidade: 'Manaus',
      uf: 'AM',
      salarioMinimo: 1500,
      salarioMaximo: 1800,
      pcd: true,
      beneficios: ['VT', 'SAUDE'],
    };
    stubApi((c) =>
      c.path === '/api/externo/anuncios'
        ? [
            200,
            lista(false, [], c.query.get('anuncio') === '7' ? anuncio(7, 'Analista de RH', pagina) : null),
          ]
        : undefined,
    );
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/externo/anuncios/:id" element={<AnuncioPage />} />
      </Routes>,
      '/externo/anuncios/7?empresaId=1',
    );
    const card = await screen.findByRole('article', { name: 'Analista de RH' });
    expect(within(card).getByRole('button', { name: 'Candidatar-se' })).toBeTruthy();
    // Its own page: the title is the h1, the description whole (no folding), its lists as lists, and the facts.
    expect(screen.getByRole('heading', { level: 1, name: 'Analista de RH' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Ver descrição completa' })).toBeNull();
    expect(card.querySelector('.ipe-anuncio-dobrada')).toBeNull();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Excel', '<b>Inglês</b>']);
    const fatos = [...card.querySelectorAll('.ipe-anuncio-fato')].map((f) => f.textContent);
    expect(fatos).toEqual([
      'LocalManaus/AM',
      'Modelo de trabalhoHíbrido',
      'ContratoEstágio',
      'SalárioR$ 1.500,00 a R$ 1.800,00',
      'PcDVaga aberta a pessoas com deficiência',
      'BenefíciosVale-transporte, Plano de saúde',
    ]);
    unmount();
    renderWithProviders(
      <Routes>
        <Route path="/externo/anuncios/:id" element={<AnuncioPage />} />
      </Routes>,
      '/externo/anuncios/9?empresaId=1',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Esta vaga não está mais disponível.');
  });

  it('lists the applications with the status a candidate may see', async () => {
    stubApi((c) =>
      c.path === '/api/externo/candidato-solicitacoes'
        ? [
            200,
            [
              {
                id: 2,
                anuncioId: 7,
                empresaId: 1,
                titulo: 'Analista de RH',
                data: '2026-11-21T12:00:00Z',
                status: 'Em andamento – etapa Entrevista',
              },
              {
                id: 1,
                anuncioId: null,
                empresaId: 1,
                titulo: 'Vaga antiga',
                data: '2026-10-01T12:00:00Z',
                status: 'Encerrada',
              },
            ],
          ]
        : undefined,
    );
    renderWithProviders(<CandidaturasPage />, '/externo/candidato-solicitacoes');
    const itens = await screen.findAllByRole('listitem');
    expect(itens.map((i) => i.textContent)).toEqual([
      'Analista de RHCandidatura em 21/11/2026Em andamento – etapa Entrevista',
      'Vaga antigaCandidatura em 01/10/2026Encerrada',
    ]);
    expect(within(itens[0]).getByRole('link').getAttribute('href')).toBe('/externo/anuncios/7?empresaId=1');
    // A closed application's badge is the grey one, not the green of an application still going.
    expect(within(itens[0]).getByText('Em andamento – etapa Entrevista').className).toContain(
      'ipe-anuncio-candidatado',
    );
    expect(within(itens[1]).getByText('Encerrada').className).toContain('ipe-anuncio-expirado');
  });
});
