import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const BASE = '/api/gestao-talentos/configuracoes-niveis-competencia-colaborador';
const NIVEIS = [
  { id: 1, descricao: 'Básico', ordem: 1 },
  { id: 2, descricao: 'Avançado', ordem: 2 },
];
const EXIGIDA = {
  tipo: 'C',
  competenciaId: 9,
  competencia: { id: 9, nome: 'Excel' },
  competenciaPeso: 2,
  nivelCompetencia: NIVEIS[1],
};
const REGISTRO = {
  id: 5,
  colaboradorId: 3,
  colaborador: { id: 3, nome: 'Ana Lima', matricula: null, dataAdmissao: '2020-01-01' },
  data: '2026-01-10',
  faixa: { id: 4, nome: 'I', cargoNome: 'Analista' },
  competencias: [],
  naoRegistradas: [EXIGIDA],
  percentualCompetencias: 0,
};

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe("talents' competence levels", { timeout: 30_000 }, () => {
  it('lists the records and edits one against the band’s required levels', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === `${BASE}/registros`)
        return [
          200,
          {
            content: [
              {
                id: 5,
                data: '2026-01-10',
                colaborador: REGISTRO.colaborador,
                faixa: REGISTRO.faixa,
                quantidadeCompetencias: 0,
              },
            ],
            totalElements: 1,
            totalPages: 1,
            number: 0,
            size: 15,
          },
        ];
      if (c.method === 'GET' && c.path === `${BASE}/registros/5`) return [200, REGISTRO];
      if (c.method === 'GET' && c.path === `${BASE}/info`)
        return [
          200,
          {
            colaborador: REGISTRO.colaborador,
            faixa: REGISTRO.faixa,
            niveis: NIVEIS,
            exigidas: [EXIGIDA],
            anterior: null,
          },
        ];
      if (c.method === 'PUT') return [200, REGISTRO];
      return undefined;
    });
    renderRoute('/gestao-talentos/configuracoes-niveis-competencia-colaborador');
    await screen.findByRole('link', { name: 'Ana Lima' });
    renderRoute('/gestao-talentos/configuracoes-niveis-competencia-colaborador/5');
    const nivel = await screen.findByRole('combobox', { name: 'Nível de Excel' });
    await screen.findByText('Faixa salarial na data: Analista (I)');
    const user = userEvent.setup();
    await user.selectOptions(nivel, 'Avançado');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      colaboradorId: 3,
      data: '2026-01-10',
      competencias: [{ tipo: 'C', competenciaId: 9, nivelCompetenciaId: 2 }],
    });
  });
});
