import type { EmailDetalhe } from '@ipe/domain/resources/utilitario/emails';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../platform/api/client.ts';
import { renderPt } from '../../../platform/components/test-utils.tsx';
import { EmailDetalheDialog } from './EmailDetalheDialog.tsx';

vi.mock('../../../platform/api/client.ts', () => ({ api: vi.fn() }));

let reenviado: EmailDetalhe | undefined;

const HOSTIL =
  '<p>Olá</p><img src="x" onerror="window.__invadido = true"><script>window.__invadido = true</script>';
const email = (over: Partial<EmailDetalhe> = {}): EmailDetalhe => ({
  id: 7,
  para: ['roberto@exemplo.com.br'],
  cc: null,
  assunto: 'Solicitação liberada',
  status: 'ERRO',
  origem: 'solicitacao-liberada',
  usuarioNome: 'Administrador',
  tentativas: 5,
  ultimoErro: 'connect ECONNREFUSED 10.0.0.25:587',
  createdAt: '2026-11-20T12:00:00.000Z',
  enviadoAt: null,
  html: HOSTIL,
  texto: 'Olá',
  ...over,
});

function abrir(detalhe: EmailDetalhe, podeReenviar = true) {
  vi.mocked(api).mockImplementation(async (method) => (method === 'GET' ? detalhe : reenviado));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPt(
    <QueryClientProvider client={client}>
      <EmailDetalheDialog id={detalhe.id} podeReenviar={podeReenviar} onHide={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('EmailDetalheDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the mail with its error and origin, the HTML only inside a sandboxed srcdoc iframe', async () => {
    abrir(email());
    await screen.findByText('connect ECONNREFUSED 10.0.0.25:587');
    expect(screen.getByText('Solicitação de pessoal liberada')).toBeInTheDocument();
    expect(screen.getByText('roberto@exemplo.com.br')).toBeInTheDocument();
    const iframe = screen.getByTitle('Corpo do e-mail');
    expect(iframe.getAttribute('sandbox')).toBe('');
    expect(iframe.getAttribute('srcdoc')).toBe(HOSTIL);
    // Nothing of the body became part of the page.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { __invadido?: boolean }).__invadido).toBeUndefined();
  });

  it("offers 'Reenviar' for a failed mail to who may resend, and posts it", async () => {
    reenviado = email({ status: 'PENDENTE' });
    abrir(email());
    const botao = await screen.findByRole('button', { name: 'Reenviar' });
    await userEvent.click(botao);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('POST', '/utilitario/emails/7/reenviar', {}, expect.anything()),
    );
  });

  it("has no 'Reenviar' for a sent mail, nor without the authority", async () => {
    const { unmount } = abrir(
      email({ status: 'ENVIADO', ultimoErro: null, enviadoAt: '2026-11-20T12:01:00Z' }),
    );
    await screen.findByText('Enviado');
    expect(screen.queryByRole('button', { name: 'Reenviar' })).toBeNull();
    unmount();
    abrir(email(), false);
    await screen.findByText('Erro');
    expect(screen.queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });
});

describe('resumoPara', () => {
  it('cuts a long recipient list after three addresses', async () => {
    const { resumoPara } = await import('./EmailsPage.tsx');
    expect(resumoPara(['a@x.com'])).toBe('a@x.com');
    expect(resumoPara(['a@x.com', 'b@x.com', 'c@x.com'])).toBe('a@x.com, b@x.com, c@x.com');
    expect(resumoPara(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'])).toBe(
      'a@x.com, b@x.com, c@x.com e mais 2',
    );
  });
});
