import { type MenuItem, MSG } from '@ipe/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuSearch } from './MenuSearch.tsx';
import { renderWithApp } from './test-helpers.tsx';

const MENU: MenuItem[] = [
  {
    label: 'Recrutamento & Seleção',
    items: [
      {
        label: 'Cadastros',
        items: [
          { label: 'Áreas de Interesse', spaUrl: '/captacao/areas-interesse' },
          { label: 'Áreas de Formação', spaUrl: '/captacao/areas-formacao' },
        ],
      },
    ],
  },
  {
    label: 'Geral',
    items: [{ label: 'Cadastros', items: [{ label: 'Bairros', spaUrl: '/geral/bairros' }] }],
  },
];

const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

describe('MenuSearch', () => {
  it('matches breadcrumbs ignoring accents and case, shown as A > B > C', async () => {
    renderWithApp(<MenuSearch menu={MENU} />);
    const input = screen.getByRole('combobox', { name: MSG.pesquisarMenu });
    expect(input).toHaveAttribute('placeholder', MSG.pesquisarMenu);
    await userEvent.type(input, 'area');
    expect(options().map((o) => o.textContent)).toEqual([
      'Recrutamento & Seleção > Cadastros > Áreas de Interesse',
      'Recrutamento & Seleção > Cadastros > Áreas de Formação',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'GERAL > CADASTROS');
    expect(options().map((o) => o.textContent)).toEqual(['Geral > Cadastros > Bairros']);
    await userEvent.clear(input);
    await userEvent.type(input, 'selecao formação');
    expect(options()).toHaveLength(0);
  });

  it('navigates with the keyboard: arrows move, Enter opens the route', async () => {
    renderWithApp(<MenuSearch menu={MENU} />);
    const input = screen.getByRole('combobox', { name: MSG.pesquisarMenu });
    await userEvent.type(input, 'áreas');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/captacao/areas-formacao');
    expect(input).toHaveValue('');
  });

  it('opens an entry on click and says when nothing matches', async () => {
    renderWithApp(<MenuSearch menu={MENU} />);
    const input = screen.getByRole('combobox', { name: MSG.pesquisarMenu });
    await userEvent.type(input, 'xyz');
    expect(screen.getByText('Nenhum item de menu encontrado.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'bair');
    await userEvent.click(screen.getByRole('option', { name: 'Geral > Cadastros > Bairros' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geral/bairros');
  });
});
