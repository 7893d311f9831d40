import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  type Answer,
  dropdownText,
  login,
  renderRoute,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';

const BASE = '/api/cargo-salario/colaboradores';
const opcoes = {
  estabelecimentos: [{ value: 1, label: 'Matriz' }],
  areas: [
    { value: 2, label: 'Diretoria > Vendas', ativo: true },
    { value: 3, label: 'Diretoria > Antiga', ativo: false },
  ],
  cargos: [{ value: 4, label: 'Analista' }],
  faixas: [
    { value: 5, label: 'Analista / I', cargoId: 4 },
    { value: 6, label: 'Analista / II', cargoId: 4 },
  ],
  indices: [{ value: 7, label: 'Salário mínimo' }],
};
const historico = (over: Record<string, unknown>) => ({
  estabelecimentoId: 1,
  areaOrganizacionalId: 2,
  faixaSalarialId: 5,
  tipoSalario: '1',
  indiceId: null,
  quantidade: null,
  valor: null,
  observacao: null,
  ...over,
});
const ana = {
  id: 9,
  nome: 'Ana Souza',
  sexo: 'F',
  situacao: 'A',
  vinculo: 'E',
  dataAdmissao: '2020-03-02',
  estabelecimentoId: 1,
  estabelecimento: { id: 1, nome: 'Matriz' },
  areaOrganizacionalId: 2,
  areaOrganizacional: { id: 2, descricaoHierarquia: 'Diretoria > Vendas' },
  cargoId: 4,
  cargo: { id: 4, nomeMercado: 'Analista' },
  faixaSalarialId: 6,
  faixaSalarial: { id: 6, nome: 'II' },
  historicos: [
    historico({ id: 12, data: '2023-01-10', motivo: 'R', faixaSalarialId: 6, tipoSalario: '3', valor: 5000 }),
    historico({
      id: 11,
      data: '2021-05-01',
      motivo: 'P',
      faixaSalarialId: 6,
      tipoSalario: '2',
      indiceId: 7,
      quantidade: 3,
    }),
    historico({ id: 10, data: '2020-03-02', motivo: 'A' }),
  ],
};

function api(extra?: (c: ApiCall) => Answer) {
  return stubApi((c) => {
    const other = extra?.(c);
    if (other) return other;
    if (c.path === `${BASE}/opcoes`) return [200, opcoes];
    if (c.path === `${BASE}/9`) return [200, ana];
    if (c.path === `${BASE}/9/foto`) return [200, { avatar: true }];
    if (c.path === `${BASE}/9/salario`)
      return [
        200,
        {
          data: '2024-01-01',
          salario: 5000,
          historico: { id: 12, data: '2023-01-10', motivo: 'R', tipoSalario: '3' },
        },
      ];
    if (c.path === BASE) return [200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 15 }];
    if (c.method === 'GET') return [200, []];
    return undefined;
  });
}

beforeAll(async () => {
  await import('./ColaboradorFormPage.tsx');
}, 60_000);
beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('ColaboradorFormPage', { timeout: 30_000 }, () => {
  it('starts a new talent with its admission row and shows every required message', async () => {
    api();
    renderRoute('/cargo-salario/colaboradores/new');
    await screen.findByRole('heading', { name: 'Novo Talento' });
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const bloco = screen.getByRole('group', { name: /Novo histórico · Admissão/ });
    expect(within(bloco).getByLabelText(/^Tipo de Salário/)).toBeInTheDocument();
    // Salary type 1 follows the band: no index, quantity or value to fill.
    expect(within(bloco).queryByLabelText(/^Índice/)).not.toBeInTheDocument();
    expect(within(bloco).queryByLabelText(/^Valor/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Preencha os campos indicados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    for (const msg of ['Nome é obrigatório', 'Sexo é obrigatório', 'Data de Admissão é obrigatória'])
      expect(screen.getByText(msg)).toBeInTheDocument();
    for (const msg of ['Data é obrigatória', 'Estabelecimento é obrigatório', 'Faixa Salarial é obrigatória'])
      expect(within(bloco).getByText(msg)).toBeInTheDocument();
  });

  it('keeps the admission row on the admission date', async () => {
    api();
    renderRoute('/cargo-salario/colaboradores/new');
    await screen.findByRole('heading', { name: 'Novo Talento' });
    await userEvent.click(screen.getByRole('tab', { name: 'Dados Funcionais' }));
    const admissao = screen.getByLabelText(/^Data de Admissão/);
    await userEvent.type(admissao, '02/03/2020');
    await userEvent.tab();
    expect(admissao).toHaveValue('02/03/2020');
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    await waitFor(() => expect(document.getElementById('historicos.0.data')).toHaveValue('02/03/2020'));
  });

  it('shows the photo, the salary in force, the current position and the history by salary type', async () => {
    api();
    renderRoute('/cargo-salario/colaboradores/9');
    await screen.findByRole('heading', { name: 'Editar Talento' });
    expect(await screen.findByRole('img', { name: 'Foto de Ana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Selecionar imagem: Foto de Ana Souza' })).toBeEnabled();
    expect(await screen.findByText(/R\$\s5\.000,00 \(Reajuste, 10\/01\/2023\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dados Funcionais' }));
    const posicao = screen.getByRole('region', { name: /Posição atual/ });
    expect(within(posicao).getByText('Diretoria > Vendas')).toBeInTheDocument();
    expect(within(posicao).getByText('II')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const valor = screen.getByRole('group', { name: '10/01/2023 · Reajuste' });
    expect(within(valor).getByLabelText(/^Valor/)).toBeInTheDocument();
    expect(within(valor).queryByLabelText(/^Índice/)).not.toBeInTheDocument();
    const indice = screen.getByRole('group', { name: '01/05/2021 · Promoção' });
    expect(within(indice).getByLabelText(/^Quantidade/)).toBeInTheDocument();
    expect(dropdownText('historicos.1.indiceId')).toBe('Salário mínimo');
    expect(screen.getAllByRole('group', { name: /·/ })).toHaveLength(3);
  });

  it('inserts a row from the current position, saves the rows and shows server messages on their cells', async () => {
    const calls = api((c) =>
      c.method === 'PUT'
        ? [
            400,
            {
              code: 'FIELD_VALIDATION_VIOLATION',
              message: 'Preencha os campos indicados',
              entries: [
                {
                  field: 'historicos.0.areaOrganizacionalId',
                  message: 'A área organizacional selecionada está inativa',
                },
              ],
            },
          ]
        : undefined,
    );
    renderRoute('/cargo-salario/colaboradores/9');
    await screen.findByRole('heading', { name: 'Editar Talento' });
    await screen.findByRole('img', { name: 'Foto de Ana Souza' });
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inserir Histórico' }));
    const novo = screen.getByRole('group', { name: 'Novo histórico' });
    expect(dropdownText('historicos.0.faixaSalarialId')).toBe('Analista / II');
    expect(dropdownText('historicos.0.areaOrganizacionalId')).toBe('Diretoria > Vendas');
    expect(dropdownText('historicos.0.motivo')).toBe('Selecione');
    await userEvent.click(within(novo).getByRole('button', { name: /Remover histórico/ }));
    expect(screen.queryByRole('group', { name: 'Novo histórico' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as { historicos: { id: number }[] };
    expect(body.historicos.map((h) => h.id)).toEqual([12, 11, 10]);
    expect(await screen.findByText('A área organizacional selecionada está inativa')).toBeInTheDocument();
  });
});
