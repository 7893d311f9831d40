import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelOf, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('Nine Box configuration form', { timeout: 30_000 }, () => {
  it('starts a new configuration from the defaults and checks the thresholds before any call', async () => {
    const calls = stubApi(() => undefined);
    renderRoute('/avaliacao/ninebox/new');
    await screen.findByRole('heading', { name: 'Nova Configuração do Nine Box' });
    const baixo = await screen.findByLabelText(labelOf('Baixo potencial até (%)'));
    expect(baixo).toHaveValue('33');
    expect(screen.getByLabelText(labelOf('Alto desempenho a partir de (%)'))).toHaveValue('66');
    expect(screen.getByDisplayValue('ENIGMA')).toBeInTheDocument();
    expect(screen.getByDisplayValue('COMPROMETIDO')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(baixo);
    await user.type(baixo, '70');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await screen.findAllByText(
      'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.',
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0));
  });
});

const BOXES = [
  'ENIGMA',
  'FORTE POTENCIAL',
  'ALTA CAPACIDADE',
  'QUESTIONÁVEL',
  'MANTENEDOR',
  'FORTE DESEMPENHO',
  'INSUFICIENTE',
  'EFICAZ',
  'COMPROMETIDO',
];
const GRAFICO = {
  avaliacao: { id: 7, nome: 'Avaliação 2026', anonima: false },
  origem: 'resultado',
  data: '2026-06-30',
  configuracao: {
    id: null,
    data: null,
    percentualBaixoPotencial: 33,
    percentualAltoPotencial: 66,
    percentualBaixoDesempenho: 33,
    percentualAltoDesempenho: 66,
    eixoInvertido: false,
  },
  boxes: BOXES.map((nomeclatura, i) => ({
    posicao: i + 1,
    potencial: ['A', 'M', 'B'][Math.floor(i / 3)],
    desempenho: ['B', 'M', 'A'][i % 3],
    nomeclatura,
    descricao: i === 2 ? `${'x'.repeat(200)}FIM` : `Descrição ${i + 1}`,
    quantidade: i === 2 ? 2 : 0,
    selecionado: false,
    colaboradorIds: i === 2 ? [11, 12] : [],
  })),
  posicoes: [
    { colaboradorId: 11, box: 3, desempenho: 80, potencial: 90 },
    { colaboradorId: 12, box: 3, desempenho: 70.5, potencial: 66 },
  ],
  naoPosicionados: [{ colaboradorId: 13, nome: 'Caio', motivo: 'Sem resultado concluído na avaliação' }],
};

describe('Nine Box chart', { timeout: 30_000 }, () => {
  it('draws the grid with counts and cut tooltips; a click lists the box’s talents', async () => {
    stubApi((c) => {
      if (c.path === '/api/avaliacao/ninebox/avaliacoes') return [200, []];
      if (c.path === '/api/avaliacao/ninebox/chart/7') return [200, GRAFICO];
      if (c.path === '/api/avaliacao/ninebox/talentos')
        return [
          200,
          [
            { id: 11, nome: 'Ana', cargo: 'Analista', fotoUrl: '/api/avaliacao/ninebox/talentos/11/foto' },
            { id: 12, nome: 'Bia', cargo: null, fotoUrl: '/api/avaliacao/ninebox/talentos/12/foto' },
          ],
        ];
      return undefined;
    });
    renderRoute('/avaliacao/ninebox/chart?avaliacao=7');
    const alta = await screen.findByRole('button', { name: /^ALTA CAPACIDADE: 2 talentos/ });
    expect(alta).toHaveAttribute('title', `${'x'.repeat(200)}...`);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(9);
    await userEvent.setup().click(alta);
    expect(alta).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Analista')).toBeInTheDocument();
    expect(screen.getByText('Sem cargo')).toBeInTheDocument();
    expect(screen.getByText('Desempenho 70,50%, potencial 66,00%')).toBeInTheDocument();
    expect(screen.getByText('Talentos não posicionados (1)')).toBeInTheDocument();
  });
});
