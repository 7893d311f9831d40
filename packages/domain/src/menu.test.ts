import { describe, expect, it } from 'vitest';
import { type MenuItem, searchMenu } from './menu.ts';

describe('searchMenu', () => {
  it("finds the company's extra menu links (outside sites) with their address", () => {
    const menu: MenuItem[] = [
      { label: 'Geral', items: [{ label: 'Bairros', spaUrl: '/geral/bairros' }] },
      {
        label: 'Menu Extras',
        items: [
          {
            label: 'Portal do Colaborador',
            items: [
              { label: 'Intranet', externalUrl: 'https://intranet.exemplo.com.br' },
              { label: 'Ponto', url: 'https://ponto.exemplo.com.br' },
            ],
          },
        ],
      },
    ];
    expect(searchMenu(menu, 'intranet')).toEqual([
      {
        breadcrumb: 'Menu Extras > Portal do Colaborador > Intranet',
        externalUrl: 'https://intranet.exemplo.com.br',
      },
    ]);
    expect(searchMenu(menu, 'portal').map((h) => h.url ?? h.externalUrl)).toEqual([
      'https://intranet.exemplo.com.br',
      'https://ponto.exemplo.com.br',
    ]);
  });
});
