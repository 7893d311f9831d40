import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../../platform/resource/test-helpers.tsx';

const PATH = '/captacao/candidatos';
const API = `/api${PATH}`;
const linha = (id: number, nome: string, extra: Record<string, unknown> = {}) => ({
  id,
  nome,
  cpf: '52998224725',
  dddCelular: '11',
  foneCelular: '987654321',
  disponivel: true,
  contratado: false,
  qualificacaoCadastral: 'DADOS_INCOMPLETOS',
  mensagemQualificacao: 'Dados incompletos: CPF.',
  cidade: { id: 200, nome: 'São Paulo' },
  uf: { id: 25, sigla: 'SP' },
  ...extra,
});
const PAGINA = {
  content: [
    linha(5, 'Zélia Prado'),
    linha(6, 'Otávio Lima', { disponivel: false, qualificacaoCadastral: 'QUALIFICADO' }),
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 15,
};

function api(extra: (c: ApiCall) => [number, unknown?] | undefined = () => undefined) {
  return stubApi((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === API) return [200, PAGINA];
    if (c.method === 'GET') return [200, []];
    return undefined;
  });
}
const listagens = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === API);

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('candidate search screen', () => {
  it('lists the first page with formatted columns and the honest footer', async () => {
    const calls = api();
    renderRoute(PATH);
    expect(await screen.findByText('Zélia Prado')).toBeTruthy();
    const tabela = screen.getByRole('table', { name: 'Candidatos' });
    expect(within(tabela).getAllByText('529.982.247-25')).toHaveLength(2);
    expect(within(tabela).getAllByText('São Paulo/SP')).toHaveLength(2);
    expect(within(tabela).getByText('Qualificado')).toBeTruthy();
    expect(within(tabela).getByText('Indisponível')).toBeTruthy();
    expect(screen.getByText('2 registro(s) encontrado(s).')).toBeTruthy();
    const q = listagens(calls)[0].query;
    expect(Object.fromEntries(q)).toEqual({ page: '0', size: '15' });
  });

  it('sends the filters typed and says the order is by relevance', async () => {
    const calls = api();
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nome' }), 'zelia');
    await userEvent.click(screen.getByRole('button', { name: 'Exibir Filtro' }));
    await userEvent.type(screen.getByLabelText('Busca no currículo'), 'empilhadeira');
    await userEvent.type(screen.getByLabelText('Idade de'), '2a5');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(listagens(calls).length).toBe(2));
    expect(Object.fromEntries(listagens(calls)[1].query)).toEqual({
      page: '0',
      size: '15',
      nome: 'zelia',
      texto: 'empilhadeira',
      idadeMin: '25',
    });
    expect(
      await screen.findByText('Resultados ordenados pela relevância da busca no currículo.'),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('texto=empilhadeira');
  });

  it('opens with the name as the quick search and the other filters collapsed, open from a URL filter', async () => {
    api();
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exibir Filtro' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Busca no currículo')).not.toBeVisible();
    cleanup();
    // Only the name applied: the panel stays collapsed; a panel filter in the URL opens it.
    renderRoute(`${PATH}?nome=zelia`);
    expect(await screen.findByRole('button', { name: 'Exibir Filtro' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('searchbox', { name: 'Nome' })).toHaveValue('zelia');
    cleanup();
    renderRoute(`${PATH}?texto=empilhadeira`);
    expect(await screen.findByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Busca no currículo')).toBeVisible();
  });

  it('says "more than" when the server capped the count', async () => {
    api((c) =>
      c.method === 'GET' && c.path === API
        ? [200, { ...PAGINA, totalElements: 10000, totalPages: 667, totalLimitado: true }]
        : undefined,
    );
    renderRoute(PATH);
    expect(await screen.findByText('Mais de 10.000 registros encontrados.')).toBeTruthy();
  });

  it('opens the documents and the history of a row', async () => {
    api();
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    await userEvent.click(screen.getAllByRole('button', { name: 'Documentos' })[0]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/captacao/candidatos/5/documentos-anexos'),
    );
  });

  it('removes the selected rows after confirmation, in one call', async () => {
    const calls = api((c) =>
      c.method === 'POST' && c.path === `${API}/remove-candidato-em-lote`
        ? [200, { removidos: 2, mensagem: '2 candidatos removidos com sucesso.' }]
        : undefined,
    );
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    const remover = screen.getByRole('button', { name: 'Remover selecionados' });
    expect(remover).toHaveProperty('disabled', true);
    const [cabecalho] = screen.getAllByRole('row');
    // The header's box: every row of the page.
    await userEvent.click(cabecalho.querySelector('input[type="checkbox"]') as HTMLElement);
    expect(await screen.findByText('2 candidatos selecionados')).toBeTruthy();
    await userEvent.click(remover);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.path === `${API}/remove-candidato-em-lote`)).toBe(true));
    expect(calls.find((c) => c.path === `${API}/remove-candidato-em-lote`)?.body).toEqual({ ids: [5, 6] });
    expect(await screen.findByText('2 candidatos removidos com sucesso.')).toBeTruthy();
  });

  it('verifies pending data of the selection and reports the summary', async () => {
    const calls = api((c) =>
      c.method === 'POST' && c.path === `${API}/verificar-pendencias-em-lote`
        ? [200, { verificados: 1, qualificados: 0, dadosIncompletos: 1, candidatos: [] }]
        : undefined,
    );
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    const zelia = screen.getByText('Zélia Prado').closest('tr') as HTMLElement;
    await userEvent.click(zelia.querySelector('input[type="checkbox"]') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar pendências' }));
    expect(
      await screen.findByText('1 candidato(s) verificado(s): 0 qualificado(s), 1 com dados incompletos.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === `${API}/verificar-pendencias-em-lote`)?.body).toEqual({ ids: [5] });
  });

  it('offers no selection nor batch actions to a reader', async () => {
    login(['ROLE_CAP_CANDIDATOS']);
    api();
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover selecionados' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Visualizar' })).toHaveLength(2);
    // Neither including in a requisition nor hiring without the selection authorities.
    expect(screen.queryByRole('button', { name: 'Mais ações' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Incluir em Solicitação|Contratar/ })).toBeNull();
  });

  it("hides 'Contratar' on a hired candidate's row", async () => {
    api((c) =>
      c.method === 'GET' && c.path === API
        ? [200, { ...PAGINA, content: [linha(5, 'Zélia Prado', { contratado: true })] }]
        : undefined,
    );
    renderRoute(PATH);
    const zelia = (await screen.findByText('Zélia Prado')).closest('tr') as HTMLElement;
    await userEvent.click(within(zelia).getByRole('button', { name: 'Mais ações' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['Incluir em Solicitação', 'Remover']);
  });

  it("row actions 'Incluir em Solicitação' and 'Contratar' under the row's 'Mais ações' menu (issue 24 §4)", async () => {
    const calls = api((c) => {
      if (c.method === 'GET' && c.path === '/api/captacao/solicitacoes-pessoal/candidato')
        return [
          200,
          [
            {
              id: 8,
              descricao: 'Vendedor externo',
              data: '2026-03-05',
              quantidade: 2,
              qtdVagasPreenchidas: 0,
              participa: false,
            },
            {
              id: 9,
              descricao: 'Caixa',
              data: '2026-03-06',
              quantidade: 1,
              qtdVagasPreenchidas: 0,
              participa: true,
            },
          ],
        ];
      if (c.method === 'POST' && c.path === '/api/captacao/candidato-solicitacoes')
        return [201, [{ id: 31 }]];
      if (c.method === 'GET' && c.path === '/api/captacao/candidato-solicitacoes')
        return [
          200,
          [
            {
              id: 31,
              solicitacao: { id: 8, descricao: 'Vendedor externo' },
              etapa: null,
              contratado: false,
              createdAt: '2026-03-07T12:00:00Z',
            },
          ],
        ];
      return undefined;
    });
    renderRoute(PATH);
    await screen.findByText('Zélia Prado');
    const zelia = screen.getByRole('row', { name: /Zélia Prado/ });
    // Four actions inline, the rest in the row's menu; nothing needs selecting first.
    expect(
      within(zelia)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Editar', 'Avaliações', 'Documentos', 'Histórico', 'Mais ações']);
    const menuDe = async (row: HTMLElement) => {
      await userEvent.click(within(row).getByRole('button', { name: 'Mais ações' }));
      return screen.findByRole('menu', { hidden: true, name: 'Mais ações' });
    };
    let menu = await menuDe(zelia);
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['Incluir em Solicitação', 'Contratar', 'Remover']);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Incluir em Solicitação', hidden: true }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Incluir Zélia Prado em solicitação' });
    // Only the requisitions the candidate is not in yet.
    await userEvent.click(await within(dialogo).findByRole('checkbox', { name: '8 – Vendedor externo' }));
    expect(within(dialogo).queryByText('9 – Caixa')).toBeNull();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Incluir' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        empresaId: 1,
        candidatoId: 5,
        solicitacoesIds: [8],
      }),
    );
    // 'Contratar': the requisition the candidate is in, then the pre-filled talent form.
    menu = await menuDe(zelia);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Contratar', hidden: true }));
    const contratar = await screen.findByRole('dialog', { name: 'Contratar Zélia Prado' });
    await userEvent.click(await within(contratar).findByRole('radio', { name: '8 – Vendedor externo' }));
    await userEvent.click(within(contratar).getByRole('button', { name: 'Inserir Talento' }));
    // The talent form asked for the hiring's values.
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/captacao/candidato-solicitacoes/31/talento')).toBe(true),
    );
    expect(screen.queryByRole('table', { name: 'Candidatos' })).toBeNull();
  });
});
