import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  dropdownText,
  labelOf,
  login,
  renderRoute,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';

const PATH = '/captacao/solicitacoes-pessoal';
const API = `/api${PATH}`;
const NADA = {
  solPessoalExibirSalario: false,
  solPessoalExibirColabSubstituido: false,
  solPessoalObrigarDadosComplementares: false,
  solPessoalReabrirSolicitacao: false,
  obrigarAmbienteFuncao: false,
};
const SOLICITACAO = {
  id: 7,
  data: '2026-03-02',
  descricao: 'Vendedor interno',
  horarioComercial: '08:00 às 18:00',
  quantidade: 2,
  estabelecimentoId: 1,
  areaOrganizacionalId: 1,
  cargoId: 1,
  faixaSalarialId: 1,
  motivoSolicitacaoId: 1,
  remuneracao: 3000,
  vinculo: 'E',
  sexo: 'I',
  escolaridades: [],
  bairrosIds: [],
  avaliacoesIds: [],
  colaboradoresSubstituidos: [],
  status: 'L',
  suspensa: false,
  encerrada: false,
  cancelada: false,
  qtdVagasPreenchidas: 0,
};

function api(
  parametros: Record<string, boolean>,
  extra: (c: ApiCall) => [number, unknown?] | undefined = () => undefined,
) {
  return stubApi((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/utilitario/empresas/configuracao')
      return [
        200,
        { id: 1, nome: 'Ipê', corPrincipal: '#FF850A', corSecundaria: '#333', logoUrl: null, parametros },
      ];
    if (c.method === 'GET' && c.path === `${API}/7`) return [200, SOLICITACAO];
    // Every dropdown: no options.
    if (c.method === 'GET') return [200, []];
    return undefined;
  });
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('requisition form shaped by the company parameters', () => {
  it('hides the salary and the substitution tab when the company does not show them', async () => {
    api(NADA);
    renderRoute(`${PATH}/new`);
    await screen.findByRole('heading', { name: 'Nova Solicitação de Pessoal' });
    expect(screen.queryByLabelText(labelOf('Remuneração'))).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Substituição' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Situação' })).toBeNull();
  });

  it('requires supplementary data with the server messages, salary included when shown', async () => {
    const calls = api({ ...NADA, solPessoalObrigarDadosComplementares: true, solPessoalExibirSalario: true });
    renderRoute(`${PATH}/new`);
    await screen.findByRole('heading', { name: 'Nova Solicitação de Pessoal' });
    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Remuneração é obrigatória')).toBeTruthy();
    expect(screen.getByText('Informações complementares são obrigatórias')).toBeTruthy();
    expect(screen.getByText('Bairros são obrigatórios')).toBeTruthy();
    expect(screen.getByText('Data da solicitação é obrigatória')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers in the area dropdown only the areas the session may request for', async () => {
    const calls = api(NADA, (c) => {
      if (c.path === `${API}/areas-organizacionais`)
        return c.query.get('ids')
          ? [200, [{ id: 1, descricaoHierarquia: 'Comercial' }]]
          : [200, [{ id: 3, descricaoHierarquia: 'Comercial > Vendas' }]];
      // The area register's list (every area of the company) is not where the form reads.
      if (c.path === '/api/cargo-salario/areas-organizacionais')
        return [200, [{ id: 9, descricaoHierarquia: 'Financeiro' }]];
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute(`${PATH}/new`);
    await screen.findByRole('heading', { name: 'Nova Solicitação de Pessoal' });
    await user.click(document.getElementById('areaOrganizacionalId')?.closest('.p-dropdown') as HTMLElement);
    // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
    expect(await screen.findByRole('option', { name: 'Comercial > Vendas', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Financeiro', hidden: true })).toBeNull();
    expect(calls.some((c) => c.path === '/api/cargo-salario/areas-organizacionais')).toBe(false);
  });

  it("shows a saved requisition's area even when it is not among those offered", async () => {
    api(NADA, (c) => {
      if (c.path === `${API}/areas-organizacionais`)
        return c.query.get('ids') === '1'
          ? [200, [{ id: 1, descricaoHierarquia: 'Comercial' }]]
          : [200, [{ id: 3, descricaoHierarquia: 'Comercial > Vendas' }]];
      return undefined;
    });
    renderRoute(`${PATH}/7`);
    await waitFor(() => expect(dropdownText('areaOrganizacionalId')).toBe('Comercial'));
  });

  it('offers the actions of the situation and sends the closing date and note', async () => {
    const calls = api(NADA, (c) =>
      c.method === 'PUT' && c.path === `${API}/7/encerra`
        ? [200, { ...SOLICITACAO, encerrada: true }]
        : undefined,
    );
    renderRoute(`${PATH}/7`);
    expect(await screen.findByTestId('situacao')).toHaveProperty('textContent', 'Em andamento');
    expect(screen.queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar solicitação' });
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Observação' }), 'Vaga preenchida');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `${API}/7/encerra`)).toBe(true),
    );
    const put = calls.find((c) => c.path === `${API}/7/encerra`);
    expect(put?.body).toMatchObject({
      obsEncerra: 'Vaga preenchida',
      dataEncerramento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await screen.findByText('Solicitação encerrada com sucesso.')).toBeTruthy();
  });

  it('hides the release action from a user without its authority', async () => {
    login(['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACOES_EDITAR']);
    api(NADA, (c) =>
      c.method === 'GET' && c.path === `${API}/7` ? [200, { ...SOLICITACAO, status: 'I' }] : undefined,
    );
    renderRoute(`${PATH}/7`);
    expect(await screen.findByTestId('situacao')).toHaveProperty('textContent', 'Aguardando liberação');
    expect(screen.queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar solicitação' })).toBeTruthy();
  });
});

describe('requisition list', () => {
  const lista = (c: ApiCall): [number, unknown] | undefined =>
    c.method === 'GET' && c.path === API
      ? [200, { content: [SOLICITACAO], totalElements: 1, totalPages: 1, number: 0, size: 15 }]
      : undefined;

  it('opens with the description as the quick search and the filter panel collapsed', async () => {
    const calls = api(NADA, lista);
    renderRoute(PATH);
    await screen.findByText('Vendedor interno');
    expect(screen.getByRole('button', { name: 'Exibir Filtro' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filtro' })).toBeNull();
    const descricao = screen.getByRole('searchbox', { name: 'Descrição' });
    await userEvent.type(descricao, 'vendedor{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('descricao=vendedor'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === API)
          .at(-1)
          ?.query.get('descricao'),
      ).toBe('vendedor'),
    );
    // Only the quick search applied: the panel stays collapsed.
    expect(screen.getByRole('button', { name: 'Exibir Filtro' })).toBeInTheDocument();
  });

  it('opens the panel by itself when the URL applies one of its filters', async () => {
    api(NADA, lista);
    renderRoute(`${PATH}?status=A`);
    await screen.findByText('Vendedor interno');
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filtro' })).toBeVisible();
  });
});
