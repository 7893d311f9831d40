import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  type ApiCall,
  renderWithProviders,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';
import AnunciosExternosPage from './AnunciosExternosPage.tsx';

// The real widget needs Web Crypto workers jsdom lacks: a button plays a solved captcha.
vi.mock('../../../platform/components/Captcha.tsx', () => ({
  Captcha: ({ onChange }: { onChange: (p: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload-resolvido')}>
      Eu não sou um robô
    </button>
  ),
}));

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

const ANUNCIOS = {
  empresa: { id: 1, nome: 'Ipê Demonstração Ltda', corPrincipal: '#12AB34' },
  anuncios: [
    {
      id: 7,
      titulo: 'Analista de RH',
      descricao: 'Recrutamento e seleção.',
      previsaoEncerramento: '2026-12-20',
      publicadoEm: '2026-11-20T12:00:00Z',
      ...VAGA,
    },
  ],
  totalElements: 1,
  destaque: null,
  cidades: [],
};

function api(envio: (c: ApiCall) => Answer) {
  return stubApi((c) => {
    if (c.method === 'GET' && c.path === '/api/externo/anuncios') return [200, ANUNCIOS];
    if (c.method === 'POST' && c.path === '/api/captacao/anuncios/7/enviar-amigo') return envio(c);
    return undefined;
  });
}

async function abrirDialogo() {
  renderWithProviders(
    <Routes>
      <Route path="/externo/anuncios" element={<AnunciosExternosPage />} />
    </Routes>,
    '/externo/anuncios?empresaId=1',
  );
  const card = await screen.findByRole('article', { name: 'Analista de RH' });
  expect(within(card).getByText('Inscrições até 20/12/2026')).toBeTruthy();
  await userEvent.click(within(card).getByRole('button', { name: 'Enviar para um amigo' }));
  // The dialog's chunk loads on the first click (enviarAmigo.ts).
  return screen.findByRole('dialog', { name: 'Enviar para um amigo: Analista de RH' });
}

async function preencher(dlg: HTMLElement) {
  await userEvent.type(within(dlg).getByRole('textbox', { name: /^Seu nome/ }), 'Joana');
  await userEvent.type(within(dlg).getByRole('textbox', { name: /^Seu e-mail/ }), 'joana@exemplo.com');
  await userEvent.type(within(dlg).getByRole('textbox', { name: /^Nome do amigo/ }), 'Rita');
  await userEvent.type(within(dlg).getByRole('textbox', { name: /^E-mail do amigo/ }), 'rita@exemplo.com');
  await userEvent.click(within(dlg).getByRole('button', { name: 'Eu não sou um robô' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Enviar para um amigo', () => {
  it('shows every message, then sends the payload with the company and says so', async () => {
    const calls = api(() => [200, { message: 'Anúncio de vaga enviado com sucesso.' }]);
    const dlg = await abrirDialogo();
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    for (const msg of [
      'Seu nome é obrigatório',
      'Seu e-mail é obrigatório',
      'Nome do amigo é obrigatório',
      'E-mail do amigo é obrigatório',
      'Confirme que você não é um robô',
    ])
      expect(within(dlg).getByText(msg)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await preencher(dlg);
    expect(within(dlg).queryByText('Confirme que você não é um robô')).toBeNull();
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Anúncio de vaga enviado com sucesso.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.query.get('empresaId')).toBe('1');
    expect(post?.body).toEqual({
      nome: 'Joana',
      email: 'joana@exemplo.com',
      nomeAmigo: 'Rita',
      emailAmigo: 'rita@exemplo.com',
      recaptcha: 'payload-resolvido',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the captcha again when the server refuses it', async () => {
    api(() => [400, { code: 'CAPTCHA_INVALIDO', message: 'Confirme que você não é um robô.' }]);
    const dlg = await abrirDialogo();
    await preencher(dlg);
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(await within(dlg).findByText('Confirme que você não é um robô.')).toBeTruthy();
  });

  it('says the spec’s failure message when the mail could not be queued', async () => {
    api(() => [
      503,
      { code: 'ERRO_ENVIO_EMAIL', message: 'Erro ao enviar e-mail. Por favor, tente novamente.' },
    ]);
    const dlg = await abrirDialogo();
    await preencher(dlg);
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao enviar e-mail. Por favor, tente novamente.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the same when the server cannot be reached', async () => {
    api(() => {
      throw new TypeError('Failed to fetch');
    });
    const dlg = await abrirDialogo();
    await preencher(dlg);
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao enviar e-mail. Por favor, tente novamente.')).toBeTruthy();
  });

  it('shows the limit message of a 429', async () => {
    const msg = 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.';
    api(() => [429, { code: 'MUITOS_ENVIOS', message: msg }]);
    const dlg = await abrirDialogo();
    await preencher(dlg);
    await userEvent.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(msg)).toBeTruthy();
  });
});

describe('Vagas abertas', () => {
  const anuncio = (id: number, titulo: string) => ({
    id,
    titulo,
    descricao: 'Descrição.',
    previsaoEncerramento: null,
    publicadoEm: '2026-11-20T12:00:00Z',
    ...VAGA,
  });

  it("loads the next page with 'Mostrar mais vagas' and counts every open job", async () => {
    const calls = stubApi((c) => {
      if (c.path !== '/api/externo/anuncios') return undefined;
      const pagina = Number(c.query.get('page'));
      const anuncios = pagina === 0 ? [anuncio(3, 'Vaga três')] : [anuncio(2, 'Vaga dois')];
      return [200, { empresa: ANUNCIOS.empresa, anuncios, totalElements: 2, destaque: null, cidades: [] }];
    });
    renderWithProviders(
      <Routes>
        <Route path="/externo/anuncios" element={<AnunciosExternosPage />} />
      </Routes>,
      '/externo/anuncios?empresaId=1',
    );
    await screen.findByRole('article', { name: 'Vaga três' });
    expect(screen.getByText('Ipê Demonstração Ltda · 2 vagas abertas')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Vaga dois' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais vagas' }));
    await screen.findByRole('article', { name: 'Vaga dois' });
    expect(screen.queryByRole('button', { name: 'Mostrar mais vagas' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/externo/anuncios').map((c) => c.query.get('page'))).toEqual([
      '0',
      '1',
    ]);
  });

  it('shows the ad of an e-mail link first even when it is on a later page', async () => {
    stubApi((c) =>
      c.path === '/api/externo/anuncios'
        ? [
            200,
            {
              empresa: ANUNCIOS.empresa,
              anuncios: [anuncio(3, 'Vaga três')],
              totalElements: 2,
              destaque: c.query.get('anuncio') === '2' ? anuncio(2, 'Vaga dois') : null,
              cidades: [],
            },
          ]
        : undefined,
    );
    renderWithProviders(
      <Routes>
        <Route path="/externo/anuncios" element={<AnunciosExternosPage />} />
      </Routes>,
      '/externo/anuncios?empresaId=1&anuncio=2',
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'anuncio-2-titulo',
      'anuncio-3-titulo',
    ]);
  });

  it('filters by city, work model and contract on the server, and clears the filters', async () => {
    const calls = stubApi((c) => {
      if (c.path !== '/api/externo/anuncios') return undefined;
      const filtrado =
        c.query.has('modeloTrabalho') || c.query.has('cidadeId') || c.query.has('tipoContrato');
      return [
        200,
        {
          empresa: ANUNCIOS.empresa,
          anuncios: filtrado ? [] : [anuncio(3, 'Vaga três')],
          totalElements: filtrado ? 0 : 1,
          destaque: null,
          cidades: [
            { id: 10, nome: 'Fortaleza', uf: 'CE' },
            { id: 20, nome: 'Manaus', uf: 'AM' },
          ],
        },
      ];
    });
    renderWithProviders(
      <Routes>
        <Route path="/externo/anuncios" element={<AnunciosExternosPage />} />
      </Routes>,
      '/externo/anuncios?empresaId=1',
    );
    await screen.findByRole('article', { name: 'Vaga três' });
    const grupo = screen.getByRole('group', { name: 'Filtrar vagas' });
    const cidade = within(grupo).getByRole('combobox', { name: 'Cidade' });
    expect(
      within(cidade)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Fortaleza/CE', 'Manaus/AM']);
    await userEvent.selectOptions(cidade, 'Manaus/AM');
    await userEvent.selectOptions(
      within(grupo).getByRole('combobox', { name: 'Modelo de trabalho' }),
      'Remoto',
    );
    await userEvent.selectOptions(within(grupo).getByRole('combobox', { name: 'Tipo de contrato' }), 'PJ');
    expect(await screen.findByText('Nenhuma vaga aberta com esses filtros.')).toBeTruthy();
    const ultima = calls.filter((c) => c.path === '/api/externo/anuncios').at(-1);
    expect(ultima?.query.get('cidadeId')).toBe('20');
    expect(ultima?.query.get('modeloTrabalho')).toBe('REMOTO');
    expect(ultima?.query.get('tipoContrato')).toBe('PJ');
    expect(ultima?.query.get('page')).toBe('0');
    await userEvent.click(within(grupo).getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByRole('article', { name: 'Vaga três' });
    expect(calls.at(-1)?.query.has('cidadeId')).toBe(false);
  });
});
