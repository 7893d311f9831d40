import { MSG } from '@ipe/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExternalLayout from './ExternalLayout.tsx';
import { mockApi, renderWithApp, setSession } from './test-helpers.tsx';

const render = (route: string) => renderWithApp(<ExternalLayout />, { route, path: '/externo/*' });

describe('ExternalLayout', () => {
  beforeEach(() => {
    setSession(null);
    mockApi({ 'GET /api/login/empresas': () => ({ body: [{ id: 12, nome: 'Ipê Filial Nordeste' }] }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a non-numeric empresaId instead of showing the page', async () => {
    render('/externo/login?empresaId=12a');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.empresaIdInvalido);
    expect(screen.queryByRole('heading', { name: 'Área do Candidato' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the placeholder candidate login, disabled, with a numeric empresaId', async () => {
    render('/externo/login?empresaId=12');
    expect(await screen.findByRole('heading', { name: 'Área do Candidato' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    expect(screen.getByLabelText('CPF')).toBeDisabled();
    expect(screen.getByText(/versão futura/)).toBeInTheDocument();
    expect(await screen.findByText('Ipê Filial Nordeste')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the external 404 for other paths, going back to the candidate start path', async () => {
    render('/externo/qualquer-coisa');
    expect(await screen.findByRole('heading', { name: MSG.erro404 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suporte@iperh.com.br' })).toHaveAttribute(
      'href',
      'mailto:suporte@iperh.com.br',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o início' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/externo/anuncios');
  });
});
