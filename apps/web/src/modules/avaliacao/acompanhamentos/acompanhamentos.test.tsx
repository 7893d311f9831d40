import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const API = '/api/avaliacao/acompanhamentos-periodos-experiencia';
const MODELOS = [
  { id: 7, titulo: 'Acompanhamento 45', periodoExperienciaId: 1, periodoNome: '45 dias', dias: 45 },
  { id: 8, titulo: 'Acompanhamento 90', periodoExperienciaId: 2, periodoNome: '90 dias', dias: 90 },
];
const periodo = (over: object) => ({
  periodoExperienciaId: 1,
  nome: '45 dias',
  dias: 45,
  prazo: '2026-11-15',
  modelo: { id: 7, titulo: 'Acompanhamento 45' },
  modeloDoTalento: false,
  registroId: null,
  situacao: null,
  percentual: null,
  aprovado: null,
  decisao: null,
  ...over,
});
const TALENTO = {
  id: 5,
  nome: 'Ana Souza Lima',
  area: { id: 3, nome: 'Contabilidade' },
  gestor: { id: 9, nome: 'Mateus Dias' },
  dataAdmissao: '2026-10-01',
  fimContrato: '2026-12-30',
  periodos: [
    periodo({ registroId: 41, situacao: 'C', percentual: 72.5, aprovado: true, decisao: 'M' }),
    periodo({ periodoExperienciaId: 2, nome: '90 dias', dias: 90, prazo: '2026-12-30', modelo: null }),
  ],
};

function api() {
  return stubApi((c) => {
    if (c.path === `${API}/modelos-acompanhamentos-periodo-experiencias`) return [200, MODELOS];
    if (c.path === `${API}/talentos`) return [200, [TALENTO]];
    if (c.method === 'GET' && c.path === `${API}/talentos/5/colaboradores-questionarios`)
      return [200, TALENTO];
    if (c.method === 'PUT' && c.path === `${API}/talentos/5/colaboradores-questionarios/41`)
      return [200, { ...TALENTO, periodos: [periodo({ registroId: 41, situacao: 'C', decisao: 'E' })] }];
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('experience follow-up screens', { timeout: 30_000 }, () => {
  beforeEach(() => login());

  it('lists a line per talent and period: due date, situation, result, contract end and decision', async () => {
    const calls = api();
    renderRoute('/avaliacao/acompanhamentos-periodos-experiencia');
    const tabela = await screen.findByRole('table', { name: 'Acompanhamento do Período de Experiência' });
    const linha = await within(tabela).findByRole('row', { name: /45 dias/ });
    expect(linha).toHaveTextContent('15/11/2026');
    expect(linha).toHaveTextContent('Respondido');
    expect(linha).toHaveTextContent('72,50 % · Aprovado');
    expect(linha).toHaveTextContent('30/12/2026');
    expect(linha).toHaveTextContent('Manter');
    expect(within(linha).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    const outra = within(tabela).getByRole('row', { name: /90 dias/ });
    expect(outra).toHaveTextContent('Sem modelo');
    expect(outra).toHaveTextContent('Não iniciado');
    // Every period with a model, on today's date, in one call.
    const talentos = calls.find((c) => c.path === `${API}/talentos`);
    expect(talentos?.query.get('periodosExperiencias')).toBe('1,2');
  });

  it("HR records the decision beside the result on the talent's page", async () => {
    const calls = api();
    renderRoute('/avaliacao/acompanhamentos-periodos-experiencia/5');
    const cartao = await screen.findByRole('article', { name: /45 dias/ });
    expect(within(cartao).getByRole('button', { name: 'Manter' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(cartao).getByRole('button', { name: 'Encerrar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ decisao: 'E' }));
    expect(within(cartao).getByRole('link', { name: 'Ver respostas' })).toHaveAttribute(
      'href',
      '/avaliacao/respostas?colaboradorQuestionarioId=41',
    );
  });

  it('a manager (read authority only) sees the decision but cannot change it', async () => {
    login(['ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA']);
    api();
    renderRoute('/avaliacao/acompanhamentos-periodos-experiencia/5');
    const cartao = await screen.findByRole('article', { name: /45 dias/ });
    expect(cartao).toHaveTextContent('Manter');
    expect(within(cartao).queryByRole('button', { name: 'Encerrar' })).toBeNull();
    expect(within(cartao).queryByRole('button', { name: /Remover/ })).toBeNull();
  });
});
