import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  login,
  renderRoute,
  renderWithProviders,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';
import { type Cbo, CboAutocomplete } from './CboAutocomplete.tsx';
import type { NoOrganograma } from '@ipe/domain/resources/cargoSalario/areas/contratos';

const no = (id: number, nome: string, filhas: NoOrganograma[] = [], extra: Partial<NoOrganograma> = {}) => ({
  id,
  nome,
  ativo: true,
  responsaveis: [],
  coResponsaveis: [],
  filhas,
  ...extra,
});

const ARVORE = [
  no(1, 'Diretoria', [
    no(2, 'Comercial', [no(3, 'Vendas')], { responsaveis: [{ id: 9, nome: 'Ana Souza' }] }),
    no(4, 'RH', [], { ativo: false, coResponsaveis: [{ id: 8, nome: 'Bia Lima' }] }),
  ]),
];

beforeEach(() => login());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.classList.remove('ipe-imprime-organograma');
});

describe('OrganogramaPage', () => {
  it('draws the tree with responsibles, asks for inactive areas on request and prints', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/api/cargo-salario/areas-organizacionais/organogramas') return [200, ARVORE];
      if (c.path === '/api/cargo-salario/areas-organizacionais')
        return [200, [{ id: 1, descricaoHierarquia: 'Diretoria' }]];
      return undefined;
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute('/cargo-salario/areas-organizacionais/organograma');
    const chart = await screen.findByRole('list', { name: 'Organograma' });
    const diretoria = await within(chart).findByRole('link', { name: /^Diretoria/ });
    expect(diretoria).toHaveAttribute('href', '/cargo-salario/areas-organizacionais/1');
    expect(within(chart).getByRole('link', { name: /^Comercial/ })).toHaveTextContent(
      'Responsáveis: Ana Souza',
    );
    expect(within(chart).getByRole('link', { name: /^RH/ })).toHaveTextContent(
      'InativaCorresponsáveis: Bia Lima',
    );
    // Vendas is drawn inside Comercial's list.
    const comercial = within(chart)
      .getByRole('link', { name: /^Comercial/ })
      .closest('li') as HTMLElement;
    expect(within(comercial).getByRole('link', { name: 'Vendas' })).toBeInTheDocument();
    expect(document.body).toHaveClass('ipe-imprime-organograma');

    const organo = () => calls.filter((c) => c.path.endsWith('/organogramas'));
    expect(organo()[0].query.get('ativa')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Exibir áreas inativas' }));
    await waitFor(() => expect(organo().length).toBe(2));
    expect(organo()[1].query.has('ativa')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing to draw', async () => {
    stubApi((c) => (c.path.endsWith('/organogramas') ? [200, []] : [200, []]));
    renderRoute('/cargo-salario/areas-organizacionais/organograma');
    expect(await screen.findByText('Não existem dados para o gráfico.')).toBeInTheDocument();
  });
});

describe('CboAutocomplete', () => {
  const ANALISTA: Cbo = {
    codigo: '212405',
    descricao: 'Analista de desenvolvimento de sistemas',
    descricaoCompleta: '2124-05 - Analista de desenvolvimento de sistemas',
  };

  function Host({ inicial = null as string | null, onPick = (_: Cbo | null) => {} }) {
    const [codigo, setCodigo] = useState<string | null>(inicial);
    return (
      <>
        <label htmlFor="cbo">CBO</label>
        <CboAutocomplete
          id="cbo"
          value={codigo}
          onChange={(c) => {
            setCodigo(c?.codigo ?? null);
            onPick(c);
          }}
        />
        <output data-testid="codigo">{codigo ?? ''}</output>
      </>
    );
  }

  it('suggests occupations by code or description and hands over the chosen one', async () => {
    const calls = stubApi((c) =>
      c.path === '/api/cargo-salario/codigos-cbos' ? [200, [ANALISTA]] : undefined,
    );
    const onPick = vi.fn();
    renderWithProviders(<Host onPick={onPick} />);
    await userEvent.type(screen.getByLabelText('CBO'), 'analista sis');
    const option = await screen.findByRole('option', {
      name: '2124-05 - Analista de desenvolvimento de sistemas',
    });
    expect(calls.at(-1)?.query.get('codigoOudescricao')).toBe('analista sis');
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith(ANALISTA);
    expect(screen.getByTestId('codigo')).toHaveTextContent('212405');
    expect(screen.getByLabelText('CBO')).toHaveValue('2124-05 - Analista de desenvolvimento de sistemas');
  });

  it('shows a stored code with its description', async () => {
    stubApi((c) =>
      c.path === '/api/cargo-salario/codigos-cbos' && c.query.get('codigoOudescricao') === '212405'
        ? [200, [ANALISTA]]
        : undefined,
    );
    renderWithProviders(<Host inicial="212405" />);
    await waitFor(() =>
      expect(screen.getByLabelText('CBO')).toHaveValue('2124-05 - Analista de desenvolvimento de sistemas'),
    );
  });
});
