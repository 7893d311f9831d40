import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const QUADRO = {
  solicitacao: { id: 7, descricao: 'Vendedor interno', quantidade: 1, qtdVagasPreenchidas: 0, situacao: 'A' },
  etapas: [
    { id: 1, ordem: 1, nome: 'Triagem' },
    { id: 2, ordem: 2, nome: 'Entrevista' },
  ],
  candidatos: [
    {
      id: 11,
      candidato: { id: 101, nome: 'Ana Lima', cpf: '***.982.247-**', origem: 'LinkedIn' },
      contratado: false,
      dataContratacao: null,
      talentoInserido: false,
      createdAt: '2026-03-02T12:00:00Z',
      atual: null,
      avaliacoes: [],
    },
    {
      id: 12,
      candidato: { id: 102, nome: 'Bruno Melo', cpf: null, origem: null },
      contratado: false,
      dataContratacao: null,
      talentoInserido: false,
      createdAt: '2026-03-02T12:00:00Z',
      atual: {
        id: 55,
        etapa: { id: 1, ordem: 1, nome: 'Triagem' },
        data: '2026-03-03',
        responsavel: 'Camila',
        apto: 'N',
        observacao: 'Sem experiência',
        dataHoraExpiracao: null,
      },
      avaliacoes: [],
    },
  ],
};
const URL_QUADRO = '/api/captacao/solicitacoes-pessoal/7/candidato';

beforeEach(() => login());

/** Opens the card's 'Ações' menu and picks an item (jsdom has no layout: the overlay counts as hidden). */
async function acao(nome: string, item: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name: `Ações: ${nome}` }));
  const menu = await screen.findByRole('menu', { hidden: true });
  await userEvent.click(within(menu).getByRole('menuitem', { name: item, hidden: true }));
}
afterEach(() => vi.unstubAllGlobals());

describe('requisition candidates board', () => {
  it('shows a column per selection step and moves a candidate to the next step', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST' && c.path === '/api/captacao/candidato-solicitacoes/11/etapa') return [201, {}];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    const inscritos = await screen.findByRole('region', { name: /^Inscritos/ });
    expect(within(inscritos).getByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
    const triagem = screen.getByRole('region', { name: /^1\. Triagem/ });
    expect(within(triagem).getByText('Não apto')).toBeTruthy();
    expect(within(triagem).getByText('Sem experiência')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Contratados/ })).toBeTruthy();
    expect(screen.getByText('0 de 1 vaga preenchida')).toBeTruthy();

    // Compact card: the days in the step, the source and one labelled menu instead of icon buttons.
    expect(within(inscritos).getByText('Origem: LinkedIn')).toBeTruthy();
    expect(within(triagem).getByText('Origem: não informada')).toBeTruthy();
    expect(within(triagem).getByText(/dias nesta etapa$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Próxima etapa/ })).toBeNull();
    await acao('Ana Lima', 'Próxima etapa (Triagem)');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ etapaSeletivaId: 1 }));
    expect(await screen.findByText('Candidato movido para a etapa "Triagem".')).toBeTruthy();
  });

  it('moves a candidate dropped on a step column', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST' && c.path === '/api/captacao/candidato-solicitacoes/11/etapa') return [201, {}];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    const entrevista = await screen.findByRole('region', { name: /^2\. Entrevista/ });
    fireEvent.drop(entrevista, { dataTransfer: { getData: () => '11' } });
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ etapaSeletivaId: 2 }));
  });

  it('is read-only for a closed requisition and without the editing authority', async () => {
    stubApi((c) =>
      c.path === URL_QUADRO
        ? [200, { ...QUADRO, solicitacao: { ...QUADRO.solicitacao, situacao: 'E' } }]
        : undefined,
    );
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByText(
      'Solicitação com situação "Encerrada": o processo seletivo está disponível apenas para consulta.',
    );
    expect(screen.queryByRole('button', { name: 'Incluir candidatos' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ações: Ana Lima' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: /Próxima etapa/, hidden: true })).toBeNull();
    // Asking for documents is not a selection move: after the closing it is when admission papers are asked.
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['Solicitar documentos', 'Histórico']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Histórico', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/captacao/candidatos/101/historico'),
    );
  });

  it('checks the step result with the API schema before sending', async () => {
    login(['ROLE_CAP_SELECAO', 'ROLE_CAP_SELECAO_EDITAR']);
    const calls = stubApi((c) => (c.path === URL_QUADRO ? [200, QUADRO] : undefined));
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    // Without the hiring authority there is no 'Contratar'.
    await userEvent.click(screen.getByRole('button', { name: 'Ações: Bruno Melo' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Contratar', hidden: true })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Registrar resultado', hidden: true }));
    const dialogo = await screen.findByRole('dialog', { name: 'Resultado da etapa "Triagem"' });
    await userEvent.clear(within(dialogo).getByRole('combobox', { name: /Data/ }));
    await userEvent.click(within(dialogo).getByRole('radio', { name: 'Apto' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Gravar' }));
    expect(await within(dialogo).findByText('Data é obrigatória')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("'Contratar' offers 'Inserir Talento' (the pre-filled form) or 'Só marcar como contratado' (issue 24 §4)", async () => {
    const contratados = {
      ...QUADRO,
      candidatos: [
        { ...QUADRO.candidatos[0], contratado: true, dataContratacao: '2026-03-04' },
        { ...QUADRO.candidatos[1], contratado: true, dataContratacao: '2026-03-04', talentoInserido: true },
      ],
    };
    let quadro: object = QUADRO;
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, quadro];
      if (c.method === 'POST' && c.path.endsWith('/contratar')) return [200, { todasPreenchidas: false }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    // Before hiring, 'Inserir Talento' is reached through 'Contratar' only.
    await userEvent.click(screen.getByRole('button', { name: 'Ações: Bruno Melo' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Inserir Talento', hidden: true })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Contratar', hidden: true }));
    let dialogo = await screen.findByRole('dialog', { name: 'Contratar Bruno Melo' });
    // 'Só marcar como contratado': hired at once, no second confirmation.
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Só marcar como contratado' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe(
        '/api/captacao/candidato-solicitacoes/12/contratar',
      ),
    );
    expect(await screen.findByText('Candidato contratado com sucesso.')).toBeTruthy();
    expect(screen.queryByText('Confirma a contratação de Bruno Melo?')).toBeNull();

    // 'Inserir Talento': the talent form of the hiring, nothing hired before it is saved.
    await acao('Ana Lima', 'Contratar');
    dialogo = await screen.findByRole('dialog', { name: 'Contratar Ana Lima' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Inserir Talento' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/cargo-salario/colaboradores/new?candidatoSolicitacao=11',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    // A card hired without its talent offers 'Inserir Talento'; once inserted, no more.
    quadro = contratados;
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Contratados/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações: Ana Lima' }));
    expect(
      within(await screen.findByRole('menu', { hidden: true })).getByRole('menuitem', {
        name: 'Inserir Talento',
        hidden: true,
      }),
    ).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Ações: Bruno Melo' }));
    expect(
      within(await screen.findByRole('menu', { hidden: true })).queryByRole('menuitem', {
        name: 'Inserir Talento',
        hidden: true,
      }),
    ).toBeNull();
  });

  it("without the talents' authority, 'Contratar' just confirms and hires", async () => {
    login(['ROLE_CAP_SELECAO', 'ROLE_CAP_SELECAO_EDITAR', 'ROLE_CAP_SELECAO_CONTRATAR']);
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST' && c.path.endsWith('/contratar')) return [200, { todasPreenchidas: false }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    await acao('Ana Lima', 'Contratar');
    await screen.findByText('Confirma a contratação de Ana Lima?');
    expect(screen.queryByRole('button', { name: 'Inserir Talento' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contratar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe(
        '/api/captacao/candidato-solicitacoes/11/contratar',
      ),
    );
  });

  it('confirms before removing a candidate from the requisition', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'DELETE') return [204, undefined];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    await acao('Ana Lima', 'Remover da solicitação');
    expect(
      await screen.findByText(
        'Remover Ana Lima desta solicitação? O histórico do candidato nas etapas é mantido.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/captacao/candidato-solicitacoes/11'),
    );
  });

  it('filters the cards by name, without accents, on the client', async () => {
    const calls = stubApi((c) => (c.path === URL_QUADRO ? [200, QUADRO] : undefined));
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('heading', { name: 'Ana Lima' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar candidato no quadro' }), 'BRÚNO');
    expect(screen.queryByRole('heading', { name: 'Ana Lima' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bruno Melo' })).toBeTruthy();
    expect(calls.filter((c) => c.path === URL_QUADRO)).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar candidato no quadro' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar candidato no quadro' }), 'zz');
    expect(screen.getByText('Nenhum candidato com "zz" neste quadro.')).toBeTruthy();
  });

  it('selects cards (box, shift-click, the whole step) and moves them in one call with the report', async () => {
    const tres = {
      ...QUADRO,
      candidatos: [
        QUADRO.candidatos[0],
        {
          ...QUADRO.candidatos[0],
          id: 13,
          candidato: { id: 103, nome: 'Caio Reis', cpf: null, origem: null },
        },
        {
          ...QUADRO.candidatos[0],
          id: 14,
          candidato: { id: 104, nome: 'Dora Paz', cpf: null, origem: null },
        },
        QUADRO.candidatos[1],
      ],
    };
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, tres];
      if (c.method === 'POST' && c.path === '/api/captacao/solicitacoes-pessoal/7/candidatos/lote')
        return [
          200,
          {
            feitos: [
              { id: 11, nome: 'Ana Lima' },
              { id: 13, nome: 'Caio Reis' },
            ],
            recusados: [{ id: 14, nome: 'Dora Paz', motivo: 'O candidato já está na etapa "Entrevista".' }],
          },
        ];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('heading', { name: 'Ana Lima' });
    expect(screen.queryByRole('region', { name: 'Ações com os selecionados' })).toBeNull();
    // Box on Ana, shift-click on Dora: the range Ana–Dora of the column.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Lima' }));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Dora Paz' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 candidatos selecionados')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos da etapa Inscritos' })).toHaveProperty(
      'checked',
      true,
    );
    // The step's box adds Bruno's column.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos da etapa 1. Triagem' }));
    expect(screen.getByText('4 candidatos selecionados')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Melo' }));
    const barra = screen.getByRole('region', { name: 'Ações com os selecionados' });
    expect(barra.querySelector('label[for="lote-etapa"]')?.textContent).toBe('Etapa de destino');
    await userEvent.click(document.getElementById('lote-etapa')?.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: '2. Entrevista', hidden: true }));
    await userEvent.click(within(barra).getByRole('button', { name: 'Mover selecionados' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        acao: 'mover',
        etapaSeletivaId: 2,
        vinculosIds: [11, 13, 14],
      }),
    );
    const relatorio = await screen.findByRole('dialog', { name: 'Resultado da ação em lote' });
    expect(within(relatorio).getByText('2 candidatos atualizados; 1 recusado.')).toBeTruthy();
    expect(
      within(relatorio).getByText(': O candidato já está na etapa "Entrevista".', { exact: false }),
    ).toBeTruthy();
    // The refused one stays selected for another try.
    expect(screen.getByText('1 candidato selecionado')).toBeTruthy();
  });

  it('rejects the selected after confirmation', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST') return [200, { feitos: [{ id: 12, nome: 'Bruno Melo' }], recusados: [] }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Bruno Melo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprovar' }));
    expect(
      await screen.findByText('Reprovar o candidato selecionado? Ele fica não apto na etapa atual.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getAllByRole('button', { name: 'Reprovar' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ acao: 'reprovar', vinculosIds: [12] }),
    );
    expect(await screen.findByText('1 candidato atualizado.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Resultado da ação em lote' })).toBeNull();
  });

  it("records the selected as 'Apto' in their current step in one call", async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'POST') return [200, { feitos: [{ id: 12, nome: 'Bruno Melo' }], recusados: [] }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Bruno Melo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar apto' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        acao: 'resultado',
        apto: 'S',
        vinculosIds: [12],
      }),
    );
    expect(await screen.findByText('1 candidato atualizado.')).toBeTruthy();
  });

  it('transfers the selected to another requisition in progress (issue 24 §4)', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'GET' && c.path === '/api/captacao/solicitacoes-pessoal/candidato')
        return [
          200,
          [
            {
              id: 7,
              descricao: 'Vendedor interno',
              data: '2026-03-01',
              quantidade: 1,
              qtdVagasPreenchidas: 0,
              participa: false,
            },
            {
              id: 8,
              descricao: 'Vendedor externo',
              data: '2026-03-05',
              quantidade: 2,
              qtdVagasPreenchidas: 0,
              participa: false,
            },
          ],
        ];
      if (c.method === 'POST' && c.path === '/api/captacao/solicitacoes-pessoal/7/candidatos/transferir')
        return [200, { feitos: [{ id: 11, nome: 'Ana Lima' }], recusados: [] }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Ana Lima' }));
    const barra = screen.getByRole('region', { name: 'Transferir candidatos' });
    expect(within(barra).getByRole('button', { name: 'Transferir selecionados' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(document.getElementById('lote-destino')?.closest('.p-dropdown') as HTMLElement);
    // The board's own requisition is not offered.
    expect(screen.queryByRole('option', { name: '7 – Vendedor interno', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '8 – Vendedor externo', hidden: true }));
    await userEvent.click(within(barra).getByRole('button', { name: 'Transferir selecionados' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ destinoId: 8, vinculosIds: [11] }),
    );
    expect(await screen.findByText('1 candidato(s) transferido(s) com o histórico.')).toBeTruthy();
  });

  it("asks a candidate for documents from the card's menu (issue 24 §4)", async () => {
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === URL_QUADRO) return [200, QUADRO];
      if (c.method === 'GET' && c.path === '/api/captacao/tipos-documento-candidato')
        return [200, [{ id: 4, nome: 'RG', obrigatorio: true, ativo: true, instrucoes: null }]];
      if (c.method === 'POST' && c.path === '/api/captacao/candidatos/101/pedidos-documentos')
        return [201, { emailEnviado: true }];
      return undefined;
    });
    renderRoute('/captacao/solicitacoes-pessoal/7/candidatos');
    await screen.findByRole('region', { name: /^Inscritos/ });
    await acao('Ana Lima', 'Solicitar documentos');
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitar documentos: Ana Lima' });
    expect(((await within(dialogo).findByRole('checkbox', { name: 'RG' })) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Solicitar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        tiposIds: [4],
        mensagem: null,
        prazo: null,
      }),
    );
    expect(await screen.findByText('Documentos solicitados com sucesso.')).toBeTruthy();
  });
});

describe('Modelos de Devolutiva', () => {
  const MODELOS = [
    {
      tipo: 'NAO_APTO',
      ativo: true,
      assunto: 'Retorno sobre {vaga}',
      corpo: 'Olá, {candidato}.',
      padrao: true,
    },
    {
      tipo: 'ENCERRAMENTO',
      ativo: true,
      assunto: 'Processo para {vaga} encerrado',
      corpo: 'Olá, {candidato}.',
      padrao: true,
    },
  ];
  const URL_MODELOS = '/api/captacao/devolutiva/modelos';

  it('edits both templates, shows the server’s message under its field, and saves', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => {
      if (c.path !== URL_MODELOS) return undefined;
      if (c.method === 'GET') return [200, MODELOS];
      const { modelos } = c.body as { modelos: { corpo: string }[] };
      if (modelos[1].corpo.includes('{nome}'))
        return [
          400,
          {
            code: 'FIELD_VALIDATION_VIOLATION',
            message: 'Preencha os campos indicados',
            entries: [
              {
                field: 'modelos.1.corpo',
                message: 'Marcador desconhecido: {nome}. Use {candidato}, {vaga} ou {empresa}.',
              },
            ],
          },
        ];
      return [
        200,
        c.body &&
          (c.body as { modelos: unknown[] }).modelos.map((m) => ({ ...(m as object), padrao: false })),
      ];
    });
    renderRoute('/captacao/devolutiva');
    const encerramento = await screen.findByRole('group', { name: 'Solicitação encerrada' });
    expect(screen.getByRole('heading', { name: 'Candidato não apto', level: 2 })).toBeInTheDocument();
    const corpo = within(encerramento).getByLabelText(/^Mensagem/);
    await waitFor(() => expect(corpo).toHaveValue('Olá, {candidato}.'));
    // Turning the first one off, and an unknown placeholder in the second.
    await user.click(
      within(screen.getByRole('group', { name: 'Candidato não apto' })).getByLabelText(
        'Enviar esta devolutiva',
      ),
    );
    await user.clear(corpo);
    fireEvent.change(corpo, { target: { value: 'Olá, {nome}.' } });
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    const erro = await within(encerramento).findByText(
      'Marcador desconhecido: {nome}. Use {candidato}, {vaga} ou {empresa}.',
    );
    expect(corpo).toHaveAttribute('aria-invalid', 'true');
    expect(corpo).toHaveAttribute('aria-describedby', erro.id);
    // Corrected: the mark goes as the text changes, and the save sends both templates.
    fireEvent.change(corpo, { target: { value: 'Olá, {candidato}. Obrigado.' } });
    expect(corpo).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Modelos de devolutiva salvos com sucesso.')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toEqual({
      modelos: [
        { tipo: 'NAO_APTO', ativo: false, assunto: 'Retorno sobre {vaga}', corpo: 'Olá, {candidato}.' },
        {
          tipo: 'ENCERRAMENTO',
          ativo: true,
          assunto: 'Processo para {vaga} encerrado',
          corpo: 'Olá, {candidato}. Obrigado.',
        },
      ],
    });
  });
});
