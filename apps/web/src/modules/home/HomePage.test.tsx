import { buildMenu } from '@ipe/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sampleInfo, setSession } from '../../platform/layout/test-helpers.tsx';
import HomePage from './HomePage.tsx';

describe('HomePage', () => {
  it('welcomes the user with the company and links the menu groups they hold', () => {
    const menu = buildMenu(new Set(['ROLE_GERAL_BAIRROS', 'ROLE_UTI_USUARIOS']));
    setSession(sampleInfo({ menu }));
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bem-vindo(a), Maria Consulta');
    expect(screen.getByText('Ipê Demonstração Ltda')).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.trim());
    expect(cards).toEqual(['Geral', 'Utilitários']);
    const geral = screen.getByRole('list', { name: 'Geral' });
    expect(within(geral).getByRole('link', { name: 'Cadastros › Bairros' })).toHaveAttribute(
      'href',
      '/geral/bairros',
    );
    expect(screen.queryByRole('link', { name: /Perfis/ })).not.toBeInTheDocument();
  });
});
