import { defineRelatorio, filtroRelatorio, PERIODO } from '@ipe/domain/relatorios/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { notices } from '../api/notify.ts';
import { ConfirmHost } from '../components/confirm.tsx';
import { renderPt } from '../components/test-utils.tsx';
import { CampoOpcoes, CampoPeriodo } from './campos.tsx';
import { nomeDoArquivo, textoProgresso } from './download.ts';
import { RelatorioPage } from './RelatorioPage.tsx';

const def = defineRelatorio({
  id: 'vaga-teste',
  rota: 'vaga-teste',
  modulo: 'captacao',
  titulo: 'Vagas de Teste',
  filtro: filtroRelatorio({ ...PERIODO, status: z.enum(['T', 'E']).default('T') }),
  padrao: () => ({ dataIni: '2026-10-25', dataFim: '2026-11-25', status: 'T' as const }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});

interface Chamada {
  url: string;
  corpo: Record<string, unknown>;
}
function stubServidor(resposta: () => Response) {
  const chamadas: Chamada[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    chamadas.push({ url, corpo: JSON.parse(String(init.body)) });
    return resposta();
  });
  return chamadas;
}

const renderTela = (d = def, botoes?: Parameters<typeof RelatorioPage>[0]['botoes']) =>
  renderPt(
    <>
      <ConfirmHost />
      <RelatorioPage def={d} botoes={botoes}>
        <CampoPeriodo />
        <CampoOpcoes
          name="status"
          label="Status"
          options={[
            { value: 'T', label: 'Todas' },
            { value: 'E', label: 'Encerrada' },
          ]}
        />
      </RelatorioPage>
    </>,
  );

let baixados: string[];
beforeEach(() => {
  notices.set([]);
  baixados = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:teste', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RelatorioPage', () => {
  it("offers 'Exportar para XLS' only when the report declares XLSX", () => {
    const { unmount } = renderTela();
    expect(screen.getByRole('button', { name: 'Relatório' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar para XLS' })).toBeTruthy();
    unmount();
    renderTela({ ...def, xlsx: false });
    expect(screen.getByRole('button', { name: 'Relatório' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exportar para XLS' })).toBeNull();
  });

  it('starts from the defaults, sends them with pdf and saves the file with the server name', async () => {
    const chamadas = stubServidor(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="vaga-teste-2026-11-25.pdf"',
          },
        }),
    );
    renderTela();
    expect((screen.getByLabelText(/Data Inicial/) as HTMLInputElement).value).toBe('25/10/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Relatório' }));
    await waitFor(() => expect(baixados).toEqual(['vaga-teste-2026-11-25.pdf']));
    expect(chamadas).toEqual([
      {
        url: '/api/captacao/relatorios/vaga-teste',
        corpo: { dataIni: '2026-10-25', dataFim: '2026-11-25', status: 'T', pdf: true },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar para XLS' }));
    await waitFor(() => expect(chamadas).toHaveLength(2));
    expect(chamadas[1].corpo.pdf).toBe(false);
  });

  it('validates first with the shared schema: no request, the field message and the alert', async () => {
    const chamadas = stubServidor(() => new Response(null, { status: 500 }));
    renderTela({ ...def, padrao: () => ({ dataIni: '', dataFim: '2026-11-25', status: 'T' as const }) });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar para XLS' }));
    expect(await screen.findByText('Preencha os campos indicados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Once the alert is closed, the field shows the schema's message and gets the focus.
    expect(await screen.findByText('Data Inicial é obrigatória')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('dataIni'));
    expect(chamadas).toEqual([]);
  });

  it('custom buttons validate first, then download with their own values', async () => {
    const chamadas = stubServidor(() =>
      Response.json({
        code: 'RELATORIO_SEM_DADOS',
        message: 'Não existem dados para o filtro informado.',
        severity: 'info',
      }),
    );
    renderTela(def, [{ rotulo: 'Resumido', valores: { layout: 'RESUMIDO' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Resumido' }));
    await waitFor(() => expect(chamadas).toHaveLength(1));
    expect(chamadas[0].corpo).toMatchObject({ layout: 'RESUMIDO', pdf: true });
  });

  it("shows 'Não existem dados para o filtro informado.' as info, and saves nothing", async () => {
    stubServidor(() =>
      Response.json({
        code: 'RELATORIO_SEM_DADOS',
        message: 'Não existem dados para o filtro informado.',
        severity: 'info',
      }),
    );
    renderTela();
    await userEvent.click(screen.getByRole('button', { name: 'Relatório' }));
    await waitFor(() =>
      expect(notices.get()).toMatchObject([
        { severity: 'info', detail: 'Não existem dados para o filtro informado.' },
      ]),
    );
    expect(baixados).toEqual([]);
  });

  it('reads the JSON error inside a blob answer and shows it (error, or warning with the field messages)', async () => {
    stubServidor(() =>
      Response.json(
        { code: 'RELATORIO_FALHOU', message: 'Não foi possível gerar o relatório.', id: 'x' },
        { status: 500 },
      ),
    );
    renderTela();
    await userEvent.click(screen.getByRole('button', { name: 'Relatório' }));
    await waitFor(() =>
      expect(notices.get()).toMatchObject([
        { severity: 'error', summary: 'Erro', detail: 'Não foi possível gerar o relatório.' },
      ]),
    );
    notices.set([]);
    stubServidor(() =>
      Response.json(
        {
          code: 'FIELD_VALIDATION_VIOLATION',
          message: 'Preencha os campos indicados',
          entries: [{ field: 'dataFim', message: 'Data final inferior a data inicial.' }],
        },
        { status: 400 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Relatório' }));
    expect(await screen.findByText('Data final inferior a data inicial.')).toBeTruthy();
    expect(notices.get()).toMatchObject([{ severity: 'warn', summary: 'Aviso' }]);
    expect(baixados).toEqual([]);
  });
});

describe('download helpers', () => {
  it('reads the file name of Content-Disposition and writes the progress in pt-BR', () => {
    expect(nomeDoArquivo('attachment; filename="cargo-2026-11-25.xlsx"', 'x')).toBe('cargo-2026-11-25.xlsx');
    expect(nomeDoArquivo(null, 'padrao.pdf')).toBe('padrao.pdf');
    expect(textoProgresso(0)).toBe('Gerando relatório…');
    expect(textoProgresso(1_572_864)).toBe('Baixando relatório… 1,5 MB');
    expect(textoProgresso(1_572_864, 10_000)).toBe('Baixando relatório (10.000 linhas)… 1,5 MB');
  });
});
