import { MSG } from '@ipe/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sampleInfo, setSession } from '../layout/test-helpers.tsx';
import { ApiError } from '../api/client.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import ForbiddenPage from './ForbiddenPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import ServerErrorPage from './ServerErrorPage.tsx';
import { ERRO_STORAGE_KEY, navigateTo500, readStoredError, registerNavigate } from './serverError.ts';

function Boom(): never {
  throw new Error('quebrou ao desenhar');
}

describe('error pages', () => {
  beforeEach(() => setSession(sampleInfo()));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('404: title, heading, hint, contact from the session and the button back to the start page', async () => {
    renderWithApp(<NotFoundPage />, { route: '/nao/existe' });
    expect(document.title).toBe(MSG.paginaNaoEncontrada);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ERRO 404 - PÁGINA NÃO ENCONTRADA');
    expect(screen.getByText(MSG.erro404Dica)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ajuda@empresa.com.br' })).toHaveAttribute(
      'href',
      'mailto:ajuda@empresa.com.br',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o início' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('403: Acesso Negado with the profile-registration contact', () => {
    renderWithApp(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acesso Negado');
    expect(screen.getByText(MSG.acessoNegadoDetalhe)).toBeInTheDocument();
    expect(MSG.acessoNegadoDetalhe).toMatch(/autorização/);
    expect(MSG.acessoNegadoDetalhe).toMatch(/cadastro de perfis/);
  });

  it('render errors show the 500 page; details in a dialog; Enviar posts the report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi({
      'POST /api/erros': () => ({
        status: 201,
        body: { id: 7, message: 'Relatório de erro enviado. Obrigado!' },
      }),
    });
    renderWithApp(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
      { route: '/teste/erro-render' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG.erro500);
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.detalhesErro });
    expect(dialog).toHaveTextContent('quebrou ao desenhar');
    expect(dialog.querySelector('pre')?.textContent).toMatch(/Boom/);
    await userEvent.click(screen.getByRole('button', { name: MSG.ok }));

    await userEvent.click(screen.getByRole('button', { name: MSG.enviar }));
    expect(await screen.findByText('Relatório de erro enviado. Obrigado!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG.enviar })).toBeDisabled();
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent.erroId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.mensagem).toBe('quebrou ao desenhar');
    expect(sent.url).toMatch(/^http/);
  });

  it('navigateTo500 keeps a server error with its id for the /500 page', async () => {
    const fetchMock = mockApi({ 'POST /api/erros': () => ({ status: 201, body: { message: 'ok' } }) });
    const navigate = vi.fn();
    registerNavigate(navigate);
    navigateTo500(new ApiError(500, 'ERRO_INTERNO', 'Erro interno.', [], 'abc-123'));
    registerNavigate(null);
    expect(navigate).toHaveBeenCalledWith('/500');
    expect(readStoredError()).toMatchObject({ id: 'abc-123', message: 'Erro interno.' });
    expect(sessionStorage.getItem(ERRO_STORAGE_KEY)).toContain('HTTP 500');

    renderWithApp(<ServerErrorPage />, { route: '/500' });
    expect(screen.getByText('Código do erro: abc-123')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MSG.enviar }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).erroId).toBe('abc-123');
  });
});
