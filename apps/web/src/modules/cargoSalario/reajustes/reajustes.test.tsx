import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

/**
 * The realignment screens as a user meets them (API stubbed): the planning table's payroll before and
 * after, its records edited in place with the §5 messages, the actions of an applied table, and the
 * collective screens' messages and locked 'Incluir reajustes'.
 */
const CS = '/api/cargo-salario';
const TAB = `${CS}/tabelas-reajustes-colaboradores`;
const REG = `${CS}/reajustes-colaboradores`;

const tabela = (aprovada: boolean, tipoReajuste = 'C') => ({
  id: 7,
  nome: 'Dissídio 2026',
  data: '2026-05-01',
  tipoReajuste,
  dissidio: true,
  aprovada,
  observacao: null,
});
const FOLHA = {
  message: 'Valor total da folha em 01/05/2026: R$ 7.700,00',
  totalAtual: 7000,
  totalProposto: 7700,
  diferenca: 700,
  percentual: 10,
  talentos: 2,
  reajustados: 2,
};
const idNome = (id: number, nome: string) => ({ id, nome });
const linhaC = (id: number, nome: string, atual: number, proposto: number, tipo = '3') => ({
  id,
  colaborador: { id: id * 10, nome, matricula: null },
  estabelecimentoAtual: idNome(1, 'Sede'),
  estabelecimentoProposto: idNome(1, 'Sede'),
  areaOrganizacionalAtual: idNome(2, 'Vendas'),
  areaOrganizacionalProposta: idNome(2, 'Vendas'),
  faixaSalarialAtual: idNome(3, 'A'),
  faixaSalarialProposta: idNome(3, 'A'),
  cargoAtual: idNome(4, 'Vendedor Interno'),
  cargoProposto: idNome(4, 'Vendedor Interno'),
  tipoSalarioAtual: '3',
  tipoSalarioProposto: tipo,
  salarioAtual: atual,
  salarioProposto: proposto,
  valorDiferenca: proposto - atual,
  percentualDiferenca: ((proposto - atual) / atual) * 100,
  observacao: null,
});
const pagina = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 50,
});
const REGISTROS = [linhaC(1, 'Ana Souza', 3000, 3300), linhaC(2, 'Bruno Lima', 4000, 4400, '2')];

type Respostas = (c: ApiCall) => [number, unknown?] | undefined;
/** The planning table 7 (kind C) with its two records and payroll; `extra` answers first. */
function stubPlanejamento(aprovada: boolean, extra: Respostas = () => undefined) {
  return stubApi((c) => {
    const e = extra(c);
    if (e) return e;
    if (c.path === `${TAB}/7`) return [200, tabela(aprovada)];
    if (c.path === `${TAB}/7/total-folha`) return [200, FOLHA];
    if (c.path === `${TAB}/7/colaboradores`) return [200, pagina(REGISTROS)];
    return undefined;
  });
}
const linha = (nome: string) => screen.findByRole('row', { name: new RegExp(nome) });

afterEach(() => vi.unstubAllGlobals());

describe('/cargo-salario/tabelas-reajustes-colaboradores/:id', { timeout: 30_000 }, () => {
  it('shows the payroll before and after and the records; a draft offers the apply', async () => {
    login();
    stubPlanejamento(false);
    renderRoute('/cargo-salario/tabelas-reajustes-colaboradores/7');
    const totais = await screen.findByRole('region', { name: 'Folha de pagamento' });
    expect(totais).toHaveTextContent(FOLHA.message);
    expect(totais).toHaveTextContent(/Antes\s*R\$\s*7\.000,00/);
    expect(totais).toHaveTextContent(/Depois\s*R\$\s*7\.700,00/);
    expect(totais).toHaveTextContent(/R\$\s*700,00 \(10,00%\)/);
    expect(totais).toHaveTextContent('2 talento(s) na folha, 2 reajustado(s).');
    expect(await linha('Ana Souza')).toHaveTextContent(/R\$\s*3\.300,00/);
    expect(screen.getByRole('button', { name: 'Aplicar reajuste' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar reajuste' })).toBeNull();
  });

  it('edits a record’s proposed value in place: the percentage follows, §5 messages, then the PUT', async () => {
    login();
    const calls = stubPlanejamento(false, (c) => {
      if (c.path === `${REG}/1` && c.method === 'GET')
        return [200, { id: 1, tabelaReajusteColaboradorId: 7, colaboradorId: 10, tipoSalarioProposto: '3' }];
      if (c.path === `${REG}/1` && c.method === 'PUT') return [200, { id: 1, ...(c.body as object) }];
      return undefined;
    });
    renderRoute('/cargo-salario/tabelas-reajustes-colaboradores/7');
    const ana = await linha('Ana Souza');
    // A proposal by index is worked out from the index: no in-place editing.
    const bruno = await linha('Bruno Lima');
    expect(within(bruno).queryByRole('button', { name: 'Editar reajuste' })).toBeNull();

    fireEvent.click(within(ana).getByRole('button', { name: 'Editar reajuste' }));
    const pct = await screen.findByRole('spinbutton', { name: 'Reajuste (%)' });
    const valor = screen.getByRole('spinbutton', { name: 'Valor proposto (R$)' });
    expect(pct).toHaveValue('10%');
    // Another row cannot be edited at the same time.
    expect(within(await linha('Bruno Lima')).queryByRole('button', { name: 'Editar reajuste' })).toBeNull();

    // The percentage sets the value (3.000 + 15 %).
    await userEvent.clear(pct);
    await userEvent.type(pct, '15');
    fireEvent.blur(pct);
    await waitFor(() => expect(valor).toHaveValue('R$\u00a03.450,00'));

    // A percentage of 0 is refused with §5's message, before any call.
    await userEvent.clear(pct);
    await userEvent.type(pct, '0');
    fireEvent.blur(pct);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar reajuste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O percentual não pode ser 0 (zero)');

    // An empty value: 'Valor é obrigatório'.
    await userEvent.clear(valor);
    fireEvent.blur(valor);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar reajuste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Valor é obrigatório');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(valor, '3600');
    fireEvent.blur(valor);
    await waitFor(() => expect(pct).toHaveValue('20%'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar reajuste' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`${REG}/1`);
    expect(put?.body).toMatchObject({ id: 1, colaboradorId: 10, salarioProposto: 3600 });
    // Saved: the editor closes and the records and the payroll are read again.
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Valor proposto (R$)' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.path === `${TAB}/7/total-folha`).length).toBe(2));
  });

  it('shows the server’s refusal of an edit (the table was applied meanwhile)', async () => {
    login();
    stubPlanejamento(false, (c) => {
      if (c.path === `${REG}/1` && c.method === 'GET') return [200, { id: 1, colaboradorId: 10 }];
      if (c.path === `${REG}/1` && c.method === 'PUT')
        return [
          400,
          {
            code: 'PLANEJAMENTO_APLICADO',
            message: 'Este planejamento já foi aplicado e não pode ser alterado',
          },
        ];
      return undefined;
    });
    renderRoute('/cargo-salario/tabelas-reajustes-colaboradores/7');
    const ana = await linha('Ana Souza');
    fireEvent.click(within(ana).getByRole('button', { name: 'Editar reajuste' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar reajuste' }));
    expect(
      await screen.findByText('Este planejamento já foi aplicado e não pode ser alterado'),
    ).toHaveAttribute('role', 'alert');
    // Still editing: the user may cancel.
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar edição' }));
    expect(screen.queryByRole('spinbutton', { name: 'Valor proposto (R$)' })).toBeNull();
  });

  it('an applied table: no editing, no apply, the cancel instead; its fields are read-only', async () => {
    login();
    stubPlanejamento(true);
    renderRoute('/cargo-salario/tabelas-reajustes-colaboradores/7');
    const ana = await linha('Ana Souza');
    await screen.findByRole('heading', { name: 'Reajustes do planejamento (Aplicado)' });
    expect(within(ana).queryByRole('button', { name: 'Editar reajuste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicar reajuste' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar reajuste' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Reajuste coletivo' })).toBeNull();
  });

  it('without the edit authority the records are read-only', async () => {
    login(['ROLE_CS_REAJUSTES']);
    stubPlanejamento(false);
    renderRoute('/cargo-salario/tabelas-reajustes-colaboradores/7');
    const ana = await linha('Ana Souza');
    expect(within(ana).queryByRole('button', { name: 'Editar reajuste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicar reajuste' })).toBeNull();
  });
});

describe('collective adjustment screens', { timeout: 30_000 }, () => {
  const OPCOES = {
    estabelecimentos: [{ value: 1, label: 'Sede' }],
    areas: [{ value: 2, label: 'Vendas' }],
    cargos: [],
    faixas: [{ value: 3, label: 'Vendedor Interno / A' }],
    indices: [{ value: 5, label: 'Salário Mínimo' }],
  };
  const stubColetivo = (tabelas: unknown[], extra: Respostas = () => undefined) =>
    stubApi((c) => {
      const e = extra(c);
      if (e) return e;
      if (c.path === `${CS}/colaboradores/opcoes`) return [200, OPCOES];
      if (c.path === TAB) return [200, tabelas];
      if (c.path === `${TAB}/7/total-folha`) return [200, FOLHA];
      if (c.path.startsWith(`${TAB}/7/`)) return [200, pagina([])];
      return undefined;
    });

  it('talents: the §5 messages under their fields, then the records of the preview', async () => {
    login();
    const calls = stubColetivo([tabela(false)], (c) =>
      c.path === `${REG}/aplicar-dissidio`
        ? [
            400,
            {
              code: 'FIELD_VALIDATION_VIOLATION',
              message: 'Preencha os campos indicados.',
              entries: [
                { field: 'estabelecimentosIds', message: 'Selecione ao menos um estabelecimento' },
                { field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma área organizacional' },
                { field: 'valor', message: 'Valor é obrigatório' },
              ],
            },
          ]
        : undefined,
    );
    renderRoute('/cargo-salario/movimentacao-reajuste-coletivo-colaborador?tabela=7');
    await screen.findByRole('heading', { name: 'Reajuste Coletivo de Talentos', level: 1 });
    const incluir = await screen.findByRole('button', { name: 'Incluir reajustes' });
    await waitFor(() => expect(incluir).toBeEnabled());
    fireEvent.click(incluir);
    expect(await screen.findByText('Selecione ao menos um estabelecimento')).toBeInTheDocument();
    expect(screen.getByText('Selecione ao menos uma área organizacional')).toBeInTheDocument();
    expect(screen.getByText('Valor é obrigatório')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      tabelaReajusteColaboradorId: 7,
      estabelecimentosIds: [],
      areasOrganizacionaisIds: [],
      modo: 'V',
      forma: 'P',
      valor: null,
    });
    // The preview of the chosen table: its payroll before and after.
    expect(await screen.findByRole('region', { name: 'Folha de pagamento' })).toHaveTextContent(
      FOLHA.message,
    );
  });

  it('without a table, or with an applied one, nothing can be included', async () => {
    login();
    stubColetivo([tabela(true, 'F')]);
    renderRoute('/cargo-salario/movimentacao-reajuste-coletivo-faixas-salariais');
    await screen.findByRole('heading', { name: 'Reajuste Coletivo de Faixas Salariais', level: 1 });
    expect(await screen.findByRole('button', { name: 'Incluir reajustes' })).toBeDisabled();
  });

  it('an applied table chosen by its link: the include stays disabled, the cancel is offered', async () => {
    login();
    stubColetivo([tabela(true, 'I')]);
    renderRoute('/cargo-salario/movimentacao-reajuste-coletivo-indices?tabela=7');
    await screen.findByRole('heading', { name: 'Reajustes do planejamento (Aplicado)' });
    expect(screen.getByRole('button', { name: 'Incluir reajustes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar reajuste' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aplicar reajuste' })).toBeNull();
  });
});
