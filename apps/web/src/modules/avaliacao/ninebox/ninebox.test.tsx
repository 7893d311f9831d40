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
