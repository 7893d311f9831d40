import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoute, stubApi } from '../../../../platform/resource/test-helpers.tsx';

/** HR's 'Documentos solicitados' on a candidate's documents screen (issue 24 §4). */
const PEDIDOS = '/api/captacao/candidatos/5/pedidos-documentos';
const item = (id: number, nome: string, status: string, arquivo: string | null = null) => ({
  id,
  nome,
  instrucoes: null,
  obrigatorio: true,
  status,
  motivoRecusa: null,
  documentoId: arquivo ? id * 10 : null,
  nomeArquivo: arquivo,
  tamanho: arquivo ? 2048 : null,
  enviadoEm: arquivo ? '2026-11-27T13:00:00Z' : null,
});
const PEDIDO = {
  id: 3,
  candidatoId: 5,
  status: 'ABERTO',
  mensagem: 'Traga os originais.',
  prazo: '2020-12-10',
  criadoEm: '2026-11-26T12:00:00Z',
  solicitante: 'Camila RH',
  recebidos: 1,
  aceitos: 0,
  total: 2,
  itens: [item(31, 'RG', 'ENVIADO', 'rg.pdf'), item(32, 'ASO', 'PENDENTE')],
};
const TIPOS = [
  { id: 1, nome: 'ASO', obrigatorio: true, ativo: true, instrucoes: null },
  { id: 2, nome: 'CPF', obrigatorio: true, ativo: true, instrucoes: null },
  { id: 3, nome: 'Título de eleitor', obrigatorio: false, ativo: true, instrucoes: null },
];

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

function api(extra?: (c: { method: string; path: string }) => [number, unknown] | undefined) {
  return stubApi((c) => {
    const r = extra?.(c);
    if (r) return r;
    if (c.method === 'GET' && c.path === PEDIDOS) return [200, [PEDIDO]];
    if (c.method === 'GET' && c.path === '/api/captacao/candidatos/5/documentos-anexos') return [200, []];
    if (c.method === 'GET' && c.path === '/api/captacao/tipos-documento-candidato') return [200, TIPOS];
    return undefined;
  });
}

describe('documents asked of a candidate', () => {
  it('shows each request with its progress and accepts a file sent', async () => {
    const calls = api((c) =>
      c.method === 'PUT' && c.path === `${PEDIDOS}/3/itens/31/aceita`
        ? [200, { ...PEDIDO, aceitos: 1, itens: [{ ...PEDIDO.itens[0], status: 'ACEITO' }, PEDIDO.itens[1]] }]
        : undefined,
    );
    renderRoute('/captacao/candidatos/5/documentos-anexos');
    const pedido = await screen.findByRole('article', { name: /Solicitação de 26\/11\/2026.*Camila RH/ });
    expect(within(pedido).getByText('1 de 2 recebidos')).toBeTruthy();
    expect(within(pedido).getByRole('progressbar', { name: '1 de 2 recebidos' })).toBeTruthy();
    // Past its due date and still open: marked.
    expect(within(pedido).getByText('Prazo: 10/12/2020 (vencido)')).toBeTruthy();
    expect(within(pedido).getByText('Enviado, em análise')).toBeTruthy();
    expect(within(pedido).getByText('Aguardando envio')).toBeTruthy();
    // Only the file sent can be accepted or refused.
    expect(within(pedido).queryByRole('button', { name: 'Aceitar ASO' })).toBeNull();
    await userEvent.click(within(pedido).getByRole('button', { name: 'Aceitar RG' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/itens/31/aceita'))).toBe(true));
    expect(await screen.findByText('Documento aceito.')).toBeTruthy();
  });

  it('asks for documents: the required types come checked, the order is the checklist’s, none is refused', async () => {
    const calls = api((c) =>
      c.method === 'POST' && c.path === PEDIDOS ? [201, { ...PEDIDO, id: 4, emailEnviado: true }] : undefined,
    );
    renderRoute('/captacao/candidatos/5/documentos-anexos');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar documentos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitar documentos' });
    const aso = await within(dialogo).findByRole('checkbox', { name: 'ASO' });
    const cpf = within(dialogo).getByRole('checkbox', { name: 'CPF' });
    const titulo = within(dialogo).getByRole('checkbox', { name: /^Título de eleitor/ });
    expect([aso, cpf, titulo].map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, false]);

    await userEvent.click(aso);
    await userEvent.click(cpf);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Solicitar' }));
    expect(await within(dialogo).findByText('Selecione ao menos um documento')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(titulo);
    await userEvent.click(aso);
    await userEvent.type(within(dialogo).getByLabelText('Mensagem ao candidato'), 'Até sexta, por favor.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Solicitar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        tiposIds: [1, 3],
        mensagem: 'Até sexta, por favor.',
        prazo: null,
      }),
    );
    expect(await screen.findByText('Documentos solicitados com sucesso.')).toBeTruthy();
  });

  it('without the authority to ask, shows the progress but no action', async () => {
    login(['ROLE_CAP_CANDIDATOS']);
    api();
    renderRoute('/captacao/candidatos/5/documentos-anexos');
    const pedido = await screen.findByRole('article', { name: /Solicitação de/ });
    expect(within(pedido).getByText('1 de 2 recebidos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar documentos' })).toBeNull();
    expect(within(pedido).queryByRole('button', { name: 'Aceitar RG' })).toBeNull();
    expect(within(pedido).queryByRole('button', { name: 'Cancelar solicitação' })).toBeNull();
  });
});

describe("'Documentos a conferir' (the home's pending work opens it)", () => {
  it('lists the files waiting for review across candidates; Conferir opens the candidate documents', async () => {
    const linha = (itemId: number, candidatoId: number, candidato: string, documento: string) => ({
      pedidoId: 3,
      itemId,
      candidatoId,
      candidato,
      documento,
      nomeArquivo: `${documento.toLowerCase()}.pdf`,
      enviadoEm: '2026-11-27T13:00:00Z',
      prazo: itemId === 31 ? '2026-12-10' : null,
    });
    const calls = api((c) =>
      c.method === 'GET' && c.path === '/api/captacao/documentos-a-conferir'
        ? [
            200,
            {
              content: [linha(31, 5, 'André Marques', 'RG'), linha(41, 7, 'Bia Souza', 'ASO')],
              totalElements: 2,
              totalPages: 1,
              number: 0,
              size: 15,
            },
          ]
        : undefined,
    );
    renderRoute('/captacao/documentos-a-conferir');
    const tabela = await screen.findByRole('table', { name: 'Documentos a conferir' });
    const andre = (await within(tabela).findByText('André Marques')).closest('tr') as HTMLElement;
    expect(within(andre).getByText('rg.pdf')).toBeTruthy();
    expect(within(andre).getByText('10/12/2026')).toBeTruthy();
    expect(within(andre).getByRole('link', { name: 'André Marques' }).getAttribute('href')).toBe(
      '/captacao/candidatos/5/documentos-anexos',
    );
    const lista = calls.find((c) => c.path === '/api/captacao/documentos-a-conferir');
    expect([lista?.query.get('page'), lista?.query.get('size')]).toEqual(['0', '15']);
    const bia = within(tabela).getByText('Bia Souza').closest('tr') as HTMLElement;
    await userEvent.click(within(bia).getByRole('button', { name: 'Conferir' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/captacao/candidatos/7/documentos-anexos')).toBe(true),
    );
  });
});
