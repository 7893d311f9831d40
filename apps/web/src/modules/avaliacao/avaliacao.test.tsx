import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../platform/resource/test-helpers.tsx';

const MODELO = {
  id: 7,
  titulo: 'Acompanhamento 45',
  tipo: 'A',
  periodoAcompanhamentoExperienciaId: 1,
  observacao: null,
  percentualMinimoAprovacao: null,
  ativo: true,
};

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('evaluation models', { timeout: 30_000 }, () => {
  it("opens a model of the API path on its kind's screen, with its question set", async () => {
    stubApi((c) => {
      if (
        c.method === 'GET' &&
        /^\/api\/avaliacao\/(avaliacoes|modelos-avaliacao-desempenho-experiencia)\/7$/.test(c.path)
      )
        return [200, MODELO];
      if (c.method === 'GET' && c.path === '/api/avaliacao/avaliacoes/7/perguntas') return [200, []];
      if (c.method === 'GET' && c.path === '/api/avaliacao/periodos-experiencia')
        return [200, [{ id: 1, nome: '45 dias' }]];
      return undefined;
    });
    renderRoute('/avaliacao/avaliacoes/7');
    await screen.findByRole('heading', {
      name: 'Editar Modelo de Acompanhamento do Período de Experiência',
    });
    await screen.findByRole('heading', { name: 'Perguntas (0 perguntas)' });
  });
});
