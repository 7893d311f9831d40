import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, login, renderRoute, stubApi } from '../../../platform/resource/test-helpers.tsx';

const PATH = '/captacao/anuncios';
const API = `/api${PATH}`;
const base = {
  solicitacaoId: 3,
  solicitacao: { id: 3, descricao: 'Analista de RH' },
  descricao: 'Texto',
  exibirModuloExterno: true,
  diasEsperaNovaAplicacao: null,
  utilizarAvaliacoesEtapaSeletiva: false,
  avaliacoesIds: [],
};
const VIGENTE = {
  ...base,
  id: 1,
  titulo: 'Analista de RH',
  previsaoEncerramento: '2026-12-20',
  expirado: false,
  situacaoSolicitacao: 'A',
};
const EXPIRADO = {
  ...base,
  id: 2,
  titulo: 'Vendedor',
  previsaoEncerramento: null,
  expirado: true,
  situacaoSolicitacao: 'E',
};
const pagina = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 15,
});

function api(extra: (c: ApiCall) => [number, unknown?] | undefined = () => undefined) {
  return stubApi((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === API)
      return [200, pagina(c.query.get('situacao') === 'EXPIRADOS' ? [EXPIRADO] : [VIGENTE])];
    return undefined;
  });
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('anúncios: lista', { timeout: 30_000 }, () => {
  it('shows current ads by default, expired ones with why when asked, and their actions', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderRoute(PATH);
    const vigente = (await screen.findByText('Vigente')).closest('tr') as HTMLElement;
    expect(calls.find((c) => c.path === API)?.query.get('situacao')).toBeNull();
    expect(within(vigente).getByRole('button', { name: 'Enviar por e-mail' })).toBeInTheDocument();
    expect(within(vigente).getByRole('button', { name: 'Ver na Área do Candidato' })).toBeInTheDocument();

    await user.click(document.getElementById('filtro-situacao')?.closest('.p-dropdown') as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Expirados', hidden: true }));
    const expirado = (await screen.findByText('Expirado')).closest('tr') as HTMLElement;
    expect(within(expirado).getByText('Solicitação encerrada')).toBeInTheDocument();
    expect(within(expirado).queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    expect(calls.at(-1)?.query.get('situacao')).toBe('EXPIRADOS');
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?situacao=EXPIRADOS`);
  });

  it('e-mails an ad: the schema’s messages, then the server’s answer', async () => {
    const user = userEvent.setup();
    const calls = api((c) =>
      c.method === 'POST' && c.path === `${API}/1/email`
        ? [200, { message: 'Anúncio enviado para 2 e-mails.' }]
        : undefined,
    );
    renderRoute(PATH);
    await screen.findByText('Vigente');
    await user.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    const dlg = await screen.findByRole('dialog', { name: 'Enviar por e-mail: Analista de RH' });
    const emails = within(dlg).getByRole('textbox', { name: /^E-mails/ });
    await user.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(within(dlg).getByText('Informe pelo menos um e-mail')).toBeInTheDocument();
    await user.type(emails, 'ana@x.com; ruim@');
    await user.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    expect(within(dlg).getByText('E-mail inválido: ruim@')).toBeInTheDocument();
    await user.clear(emails);
    await user.type(emails, 'ana@x.com\nbia@x.com');
    await user.click(within(dlg).getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Anúncio enviado para 2 e-mails.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      assunto: 'Vaga: Analista de RH',
      emails: ['ana@x.com', 'bia@x.com'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no sending to users who may only read ads', async () => {
    login(['ROLE_CAP_ANUNCIOS']);
    api();
    renderRoute(PATH);
    const vigente = (await screen.findByText('Vigente')).closest('tr') as HTMLElement;
    expect(within(vigente).getByRole('button', { name: 'Visualizar' })).toBeInTheDocument();
    expect(within(vigente).queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo' })).toBeNull();
  });
});

describe('anúncios: editor e pré-visualização', { timeout: 30_000 }, () => {
  const REGISTRO = {
    ...VIGENTE,
    titulo: 'Analista de RH',
    descricao: 'Sobre a vaga\n\nRequisitos:\n- Excel',
    modeloTrabalho: 'HIBRIDO',
    tipoContrato: 'ESTAGIO',
    pcd: true,
    estadoId: 6,
    estado: { id: 6, sigla: 'CE' },
    cidadeId: 10,
    cidade: { id: 10, nome: 'Fortaleza' },
    salarioMinimo: null,
    salarioMaximo: null,
    salarioACombinar: false,
    beneficios: ['VT'],
  };
  const disponiveis = [
    {
      value: 3,
      label: 'Analista de RH',
      tituloSugerido: 'Analista de RH',
      cargo: null,
      previsaoEncerramento: null,
      remuneracao: 2750,
      estadoId: null,
      cidadeId: null,
      tipoContrato: 'CLT',
    },
  ];
  function apiEditor() {
    return api((c) => {
      if (c.path === `${API}/1`) return [200, REGISTRO];
      if (c.path === `${API}/solicitacoes-disponiveis`) return [200, disponiveis];
      if (c.path === '/api/geral/cidades/10')
        return [200, { id: 10, nome: 'Fortaleza', estadoId: 6, estado: { id: 6, sigla: 'CE' } }];
      return undefined;
    });
  }

  it('previews the ad as candidates see it, following what is typed', async () => {
    const user = userEvent.setup();
    apiEditor();
    renderRoute(`${PATH}/1`);
    const previa = await screen.findByRole('region', { name: 'Pré-visualização na Área do Candidato' });
    await within(previa).findByRole('heading', { level: 3, name: 'Analista de RH' });
    // The requisition's pay stands in for the ad's missing range, as on the public page.
    await waitFor(() =>
      expect([...previa.querySelectorAll('.ipe-anuncio-fato')].map((f) => f.textContent)).toEqual([
        'LocalFortaleza/CE',
        'Modelo de trabalhoHíbrido',
        'ContratoEstágio',
        'SalárioR$ 2.750,00',
        'PcDVaga aberta a pessoas com deficiência',
        'BenefíciosVale-transporte',
      ]),
    );
    expect(within(previa).getByRole('listitem').textContent).toBe('Excel');
    const titulo = screen.getByRole('textbox', { name: /^Título/ });
    await user.clear(titulo);
    await user.type(titulo, 'Assistente de DP');
    await within(previa).findByRole('heading', { level: 3, name: 'Assistente de DP' });
  });

  it('names the structured fields’ rules in pt-BR before sending', async () => {
    const user = userEvent.setup();
    const calls = apiEditor();
    // From the requisition's shortcut: requisition and title come filled; a description is typed.
    renderRoute(`${PATH}/new?solicitacaoId=3`);
    const previa = await screen.findByRole('region', { name: 'Pré-visualização na Área do Candidato' });
    await within(previa).findByRole('heading', { level: 3, name: 'Analista de RH' });
    await user.type(screen.getByRole('textbox', { name: /^Descrição/ }), 'Texto da vaga');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Informe o estado (UF) da vaga')).toBeInTheDocument();
    expect(
      screen.getByText('Informe a cidade da vaga (obrigatória para vagas presenciais ou híbridas)'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
