import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelOf, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

/** The evaluations' list (row actions) and the two-step wizard: §5 messages, Sim/Não radios, step change. */
const API = '/api/avaliacao/avaliacoes-desempenho';
const Q = '/api/avaliacao/avaliacoes-desempenhos-questionarios';
const LINHAS = [
  {
    id: 5,
    titulo: 'Avaliação 360° 2026',
    dataIni: '2026-01-01',
    dataFim: '2026-12-31',
    anonima: false,
    liberada: false,
  },
  {
    id: 6,
    titulo: 'Avaliação anônima',
    dataIni: '2026-01-01',
    dataFim: '2026-12-31',
    anonima: true,
    liberada: true,
  },
];
const SALVA = {
  id: 9,
  titulo: 'Ciclo 2027',
  dataIni: '2027-01-01',
  dataFim: '2027-03-31',
  tipo: '1.0',
  avaliarSomenteCompetencias: true,
  permiteAutoAvaliacao: false,
  anonima: true,
  liberada: false,
  possuiResposta: false,
};

function api() {
  return stubApi((c) => {
    if (c.method === 'GET' && c.path === API)
      return [200, { content: LINHAS, totalElements: 2, totalPages: 1, number: 0, size: 20 }];
    if (c.method === 'PUT' && c.path === `${API}/5/liberada/true`)
      return [200, { ...LINHAS[0], liberada: true }];
    if (c.method === 'POST' && c.path === API) return [201, SALVA];
    if (c.method === 'GET' && c.path === `${API}/9`) return [200, SALVA];
    if (c.path === `${API}/avaliados`)
      return [
        200,
        {
          content: [
            {
              id: 1,
              colaborador: { id: 101, nome: 'Ana Avaliada' },
              area: { id: 3, nome: 'Contabilidade' },
              cargo: { id: 4, nome: 'Analista' },
              avaliadores: [
                {
                  id: 11,
                  colaboradorId: 1011,
                  usuarioId: null,
                  nome: 'Bruna Par',
                  papel: 'P',
                  situacao: null,
                },
                {
                  id: 12,
                  colaboradorId: 1012,
                  usuarioId: null,
                  nome: 'Caio Par',
                  papel: 'P',
                  situacao: null,
                },
              ],
              respondidos: 1,
            },
          ],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 100,
        },
      ];
    if (c.path === `${API}/participantes/areas-organizacionais`) return [200, []];
    if (c.path === `${API}/5/resultados`)
      return [
        200,
        {
          avaliacao: { id: 5, nome: 'Avaliação 360° 2026', anonima: true },
          resultados: [
            {
              avaliado: { id: 101, nome: 'Ana Avaliada' },
              avaliadores: 3,
              questionario: 80,
              competencias: 60,
              resultado: 70,
              oculto: false,
            },
          ],
        },
      ];
    if (c.path === `${Q}/5/101/comparativa`)
      return [
        200,
        {
          avaliacao: { id: 5, nome: 'Avaliação 360° 2026' },
          avaliado: { id: 101, nome: 'Ana Avaliada' },
          avaliadores: 2,
          perguntas: [{ id: 1, texto: 'Colabora com a equipe?', autoavaliacao: null, demais: 75 }],
          competencias: [{ tipo: 'C', id: 4, nome: 'Excel', exigido: 2, autoavaliacao: null, demais: 2.5 }],
        },
      ];
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('performance evaluations: list and wizard', { timeout: 30_000 }, () => {
  beforeEach(() => login());

  it('lists the evaluations and releases one from its row', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/avaliacoes-desempenho');
    const linha = await screen.findByRole('row', { name: /Avaliação 360° 2026/ });
    // More than five actions: four inline, the rest in the row's 'Mais ações' menu. Released: Bloquear
    // inline, the e-mail in the menu; blocked: Liberar inline, neither Bloquear nor the e-mail.
    const anonima = screen.getByRole('row', { name: /Avaliação anônima/ });
    expect(within(anonima).getByRole('button', { name: 'Bloquear' })).toBeInTheDocument();
    await user.click(within(anonima).getByRole('button', { name: 'Mais ações' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(expect.arrayContaining(['Enviar e-mail aos avaliadores']));
    await user.keyboard('{Escape}');
    expect(within(linha).queryByRole('button', { name: 'Bloquear' })).toBeNull();
    await user.click(within(linha).getByRole('button', { name: 'Mais ações' }));
    const doBloqueado = within(await screen.findByRole('menu', { hidden: true }))
      .getAllByRole('menuitem', { hidden: true })
      .map((i) => i.textContent);
    expect(doBloqueado).not.toContain('Enviar e-mail aos avaliadores');
    await user.keyboard('{Escape}');
    await user.click(within(linha).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Avaliação liberada com sucesso!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === `${API}/5/liberada/true`)).toBe(true);
  });

  it('shows the §5 messages, with yes/no fields as Sim/Não radios none chosen', async () => {
    api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/avaliacoes-desempenho/new');
    const auto = await screen.findByRole('radiogroup', { name: 'Permite autoavaliação' });
    expect(
      within(auto)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false]);
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Informe se a avaliação permite autoavaliação')).toBeInTheDocument();
    expect(screen.getByText('Informe se a avaliação é anônima.')).toBeInTheDocument();
    expect(screen.getByText('Tipo de avaliação é obrigatório')).toBeInTheDocument();
    // The participants step waits for the data to be saved.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Participantes' })).toBeNull();
    await user.click(within(auto).getByLabelText('Não'));
    await waitFor(() =>
      expect(screen.queryByText('Informe se a avaliação permite autoavaliação')).toBeNull(),
    );
  });

  it('saves the data, then goes on to the participants step', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/avaliacoes-desempenho/new');
    await user.type(await screen.findByLabelText(labelOf('Título')), 'Ciclo 2027');
    await user.type(screen.getByLabelText(labelOf('Data Inicial')), '01/01/2027');
    await user.type(screen.getByLabelText(labelOf('Data Final')), '31/03/2027');
    await user.click(document.getElementById('tipo')?.closest('.p-dropdown') as HTMLElement);
    // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
    await user.click(await screen.findByRole('option', { name: '1.0', hidden: true }));
    await user.click(screen.getByLabelText(labelOf('Avaliar somente competências')));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Permite autoavaliação' })).getByLabelText('Não'),
    );
    await user.click(within(screen.getByRole('radiogroup', { name: 'Anônima' })).getByLabelText('Sim'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/avaliacao/avaliacoes-desempenho/9?etapa=participantes',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      titulo: 'Ciclo 2027',
      dataIni: '2027-01-01',
      dataFim: '2027-03-31',
      tipo: '1.0',
      permiteAutoAvaliacao: false,
      anonima: true,
    });
    // Step 2: the matrix; an anonymous evaluation shows how many answered, not who.
    const linha = await screen.findByRole('article', { name: 'Ana Avaliada' });
    expect(linha).toHaveTextContent('1 de 2 responderam');
    // Back to the data step through the steps bar.
    await user.click(screen.getByText('Dados da avaliação'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/avaliacao\/avaliacoes-desempenho\/9$/),
    );
    expect(await screen.findByLabelText(labelOf('Título'))).toHaveValue('Ciclo 2027');
  });

  it("opens a talent's comparative from the results", async () => {
    api();
    const user = userEvent.setup();
    renderRoute('/avaliacao/avaliacoes-desempenho/5/resultados');
    const linha = await screen.findByRole('row', { name: /Ana Avaliada/ });
    await user.click(within(linha).getByRole('button', { name: 'Comparativo' }));
    expect(
      await screen.findByRole('heading', { name: 'Comparativo: Ana Avaliada', level: 1 }),
    ).toBeInTheDocument();
    const perguntas = await screen.findByRole('table', { name: 'Perguntas' });
    expect(within(perguntas).getByRole('row', { name: /Colabora com a equipe/ })).toHaveTextContent(
      /—.*75,00%/,
    );
    expect(screen.getByRole('table', { name: 'Níveis de competência' })).toHaveTextContent(
      /Excel.*2.*—.*2,5/,
    );
    expect(screen.getByRole('link', { name: 'Avaliação 360° 2026' })).toHaveAttribute(
      'href',
      '/avaliacao/avaliacoes-desempenho/5/resultados',
    );
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });
});
