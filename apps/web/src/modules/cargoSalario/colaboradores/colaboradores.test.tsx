import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  login,
  renderRoute,
  renderWithProviders,
  stubApi,
} from '../../../platform/resource/test-helpers.tsx';
import { ColaboradorAutocomplete, type ColaboradorOpcao } from './ColaboradorAutocomplete.tsx';

const BASE = '/api/cargo-salario/colaboradores';
const ana = {
  id: 7,
  nome: 'Ana Souza',
  cpf: '52998224725',
  situacao: 'A',
  cargo: { id: 3, nomeMercado: 'Analista' },
};
const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

function Picker({ onPick, situacao }: { onPick: (c: ColaboradorOpcao | null) => void; situacao?: string }) {
  const [v, setV] = useState<ColaboradorOpcao | null>(null);
  return (
    <>
      <label htmlFor="talento">Talento</label>
      <ColaboradorAutocomplete
        id="talento"
        value={v}
        situacao={situacao}
        onChange={(c) => {
          setV(c);
          onPick(c);
        }}
      />
    </>
  );
}

beforeEach(() => login());
afterEach(() => vi.unstubAllGlobals());

describe('ColaboradorAutocomplete', () => {
  it('searches page 0 of 20 active talents by the typed name and hands the chosen one over', async () => {
    const calls = stubApi((c) => (c.path === BASE ? [200, page([ana])] : undefined));
    const onPick = vi.fn();
    renderWithProviders(<Picker onPick={onPick} />);
    await userEvent.type(screen.getByLabelText('Talento'), 'ana');
    const option = await screen.findByText('Ana Souza');
    expect(screen.getByText('Analista · 529.982.247-25')).toBeInTheDocument();
    const last = calls.at(-1) as ApiCall;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'ana',
      page: '0',
      size: '20',
      situacao: 'A',
      sort: 'nome',
    });
    // The 250 ms delay: typing three letters quickly makes one call.
    expect(calls).toHaveLength(1);
    await userEvent.click(option);
    expect(onPick).toHaveBeenLastCalledWith(ana);
    expect(screen.getByLabelText('Talento')).toHaveValue('Ana Souza');
  });

  it('searches a masked CPF by its digits, in the situations asked for, and says when nothing matches', async () => {
    const calls = stubApi((c) => (c.path === BASE ? [200, page([])] : undefined));
    renderWithProviders(<Picker onPick={() => {}} situacao="A,D" />);
    await userEvent.type(screen.getByLabelText('Talento'), '529.982');
    expect(await screen.findByText('Nenhum talento encontrado')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('q')).toBe('529982');
    expect(calls.at(-1)?.query.get('situacao')).toBe('A,D');
  });

  it('answers null when the text is cleared', async () => {
    stubApi((c) => (c.path === BASE ? [200, page([ana])] : undefined));
    const onPick = vi.fn();
    renderWithProviders(<Picker onPick={onPick} />);
    const input = screen.getByLabelText('Talento');
    await userEvent.type(input, 'ana');
    await userEvent.click(await screen.findByText('Ana Souza'));
    await userEvent.clear(input);
    expect(onPick).toHaveBeenLastCalledWith(null);
  });
});

describe('talent list', () => {
  const row = {
    ...ana,
    faixaSalarial: { id: 4, nome: 'II' },
    areaOrganizacional: { id: 5, descricaoHierarquia: 'Diretoria > Comercial' },
  };

  it('lists active talents by default, and filters by the talent picked in the autocomplete', async () => {
    const calls = stubApi((c) => {
      if (c.path === BASE) return [200, page([row])];
      if (c.path === `${BASE}/by-ids`) return [200, [ana]];
      if (c.method === 'GET') return [200, []];
      return undefined;
    });
    renderRoute('/cargo-salario/colaboradores');
    expect(await screen.findByRole('heading', { name: 'Talentos' })).toBeInTheDocument();
    expect(await screen.findByText('Analista / II')).toBeInTheDocument();
    expect(screen.getByText('Diretoria > Comercial')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.path === BASE && c.query.get('size') === '15');
    expect(listCalls()[0].query.get('situacao')).toBe('A');

    // The name/CPF search stands above the list; the other filters wait behind 'Exibir Filtro'.
    expect(screen.getByRole('searchbox', { name: 'Nome ou CPF' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Filtro' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Exibir Filtro' }));
    await userEvent.type(screen.getByLabelText('Talento'), 'ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana Souza/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('colaboradorId=7'));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('ids')).toBe('7'));
  });

  it('shows every situation with Todas', async () => {
    const calls = stubApi((c) =>
      c.path === BASE ? [200, page([])] : c.method === 'GET' ? [200, []] : undefined,
    );
    renderRoute('/cargo-salario/colaboradores?situacao=T');
    await screen.findByRole('heading', { name: 'Talentos' });
    // A panel filter in the URL opens the panel by itself.
    expect(screen.getByRole('button', { name: 'Ocultar Filtro' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filtro' })).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.path === BASE)).toBe(true));
    expect(calls.find((c) => c.path === BASE)?.query.has('situacao')).toBe(false);
  });
});

describe('talent documents (issue 24 §4)', () => {
  const URL_DOCS = `${BASE}/7/documentos`;
  const doc = (id: number, descricao: string, nomeArquivo: string) => ({
    id,
    colaboradorId: 7,
    descricao,
    nomeArquivo,
    contentType: 'application/pdf',
    tamanho: 2048,
    dataCadastro: '2026-03-10T13:00:00Z',
  });
  const api = () =>
    stubApi((c) => {
      if (c.path === `${BASE}/by-ids`) return [200, [ana]];
      if (c.method === 'GET' && c.path === URL_DOCS)
        return [200, [doc(2, 'RG', 'rg.pdf'), doc(1, 'Currículo', 'curriculo.pdf')]];
      if (c.method === 'POST' && c.path === URL_DOCS) return [201, doc(3, 'CTPS', 'ctps.pdf')];
      if (c.method === 'DELETE') return [204];
      return undefined;
    });

  it('lists the carried-over files, attaches a new one and removes after a confirmation', async () => {
    const calls = api();
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/cargo-salario/colaboradores/7/documentos');
    expect(await screen.findByRole('heading', { name: 'Documentos do Talento', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    const tabela = screen.getByRole('table', { name: 'Documentos do Talento' });
    const rg = await within(tabela).findByRole('row', { name: /RG rg\.pdf/ });
    expect(within(tabela).getByRole('row', { name: /Currículo curriculo\.pdf/ })).toBeTruthy();
    expect(within(rg).getByRole('button', { name: 'Baixar' })).toBeTruthy();

    // Attaching needs a description and a file (the alert, then the marks on the fields).
    await user.click(screen.getByRole('button', { name: 'Anexar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Descrição é obrigatória')).toBeTruthy();
    expect(screen.getByText('Arquivo é obrigatório')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'CTPS');
    const pdf = new File(['%PDF-1.4\n% ctps\n'], 'ctps.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Arquivo *'), pdf);
    await screen.findByText('Arquivo ctps.pdf carregado com sucesso.', { selector: '[role="status"]' });
    await user.click(screen.getByRole('button', { name: 'Anexar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const corpo = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(corpo.get('descricao')).toBe('CTPS');
    expect((corpo.get('arquivo') as File).name).toBe('ctps.pdf');
    expect(await screen.findByText('Documento anexado com sucesso.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Descrição/ })).toHaveValue('');

    // Removing asks first.
    await user.click(within(rg).getByRole('button', { name: 'Remover' }));
    await screen.findByText('Remover o documento "RG" (rg.pdf)? O arquivo não poderá ser recuperado.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${URL_DOCS}/2`));
  });

  it('only lists and downloads for a reader of talents', async () => {
    login(['ROLE_CS_COLABORADORES']);
    api();
    renderRoute('/cargo-salario/colaboradores/7/documentos');
    const tabela = await screen.findByRole('table', { name: 'Documentos do Talento' });
    const rg = await within(tabela).findByRole('row', { name: /RG rg\.pdf/ });
    expect(within(rg).getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(within(rg).queryByRole('button', { name: 'Remover' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anexar' })).toBeNull();
  });
});
