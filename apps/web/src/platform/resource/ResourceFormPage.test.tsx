import { defineResource, type FieldKind, type ResourceDef } from '@ipe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResourceFields } from './ResourceFields.tsx';
import { ResourceFormFrame } from './ResourceFormPage.tsx';
import {
  type ApiCall,
  type Answer,
  dropdownText,
  json,
  labelOf,
  login,
  preloadScreens,
  renderRoute,
  renderWithProviders,
  stubApi,
} from './test-helpers.tsx';
import { useResourceForm } from './useResourceForm.ts';
import { mascaraDe } from './widgets/digits.tsx';
import { WIDGETS } from './widgets/index.ts';

/** A resource with one field of every kind. */
const tudo = defineResource({
  name: 'tudo',
  path: '/teste/tudo',
  label: 'Registro',
  labelPlural: 'Registros',
  modulo: 'geral',
  access: { read: 'authenticated', write: 'authenticated' },
  empresaScoped: false,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 20 },
    { name: 'obs', label: 'Observações', kind: 'textarea' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'cor', label: 'Cor', kind: 'color', feminine: true },
    { name: 'cpf', label: 'CPF', kind: 'cpf' },
    { name: 'cnpj', label: 'CNPJ', kind: 'cnpj' },
    { name: 'cep', label: 'CEP', kind: 'cep' },
    { name: 'logradouro', label: 'Logradouro', kind: 'text' },
    { name: 'telefone', label: 'Telefone', kind: 'phone' },
    { name: 'quantidade', label: 'Quantidade', kind: 'integer' },
    { name: 'peso', label: 'Peso', kind: 'decimal' },
    { name: 'salario', label: 'Salário', kind: 'money' },
    { name: 'admissao', label: 'Admissão', kind: 'date', feminine: true },
    { name: 'ativo', label: 'Ativo', kind: 'boolean' },
    {
      name: 'sexo',
      label: 'Sexo',
      kind: 'enum',
      options: [
        { value: 'F', label: 'Feminino' },
        { value: 'M', label: 'Masculino' },
      ],
    },
    { name: 'estadoId', label: 'Estado', kind: 'reference', resource: 'estados' },
    {
      name: 'cidadeId',
      label: 'Cidade',
      kind: 'reference',
      resource: 'cidades',
      dependsOn: { field: 'estadoId', param: 'estadoId' },
    },
    {
      name: 'papeis',
      label: 'Papéis',
      kind: 'checklist',
      options: [
        { value: 'A', label: 'Alfa', group: 'G1' },
        { value: 'B', label: 'Beta', group: 'G2' },
      ],
    },
    { name: 'estadosIds', label: 'Estados atendidos', kind: 'references', resource: 'estados' },
    {
      name: 'contatos',
      label: 'Contatos',
      kind: 'items',
      itemLabel: 'Contato',
      fields: [{ name: 'email', label: 'E-mail do contato', kind: 'email' }],
    },
  ],
  list: { columns: ['nome'], sort: 'nome' },
  resumo: 'nome',
});

function Harness({ def, id = null }: { def: ResourceDef; id?: number | null }) {
  const state = useResourceForm(def, id);
  return (
    <ResourceFormFrame def={def} state={state}>
      <ResourceFields def={def} disabled={state.readOnly} tab={state.tab} onTabChange={state.setTab} />
    </ResourceFormFrame>
  );
}

const row = {
  id: 5,
  nome: 'Centro',
  estadoId: 6,
  cidadeId: 100,
  estado: { id: 6, sigla: 'CE' },
  cidade: { id: 100, nome: 'Fortaleza' },
};

function geralApi(extra?: (c: ApiCall) => Answer | Promise<Answer>) {
  return stubApi((c) => {
    const other = extra?.(c);
    if (other) return other;
    if (c.path === '/api/geral/estados') return [200, json.estados];
    if (c.path === '/api/geral/cidades') return [200, json.cidades(c.query.get('estadoId'))];
    if (c.method === 'GET' && c.path === '/api/geral/bairros/5') return [200, row];
    return undefined;
  });
}

beforeAll(preloadScreens, 60_000);
beforeEach(() => login());

// Screens render through lazy routes and PrimeReact: generous limits when the whole suite runs in parallel.
describe('ResourceFormPage', { timeout: 30_000 }, () => {
  it('has a widget for every field kind, each labelled and focusable by the field name', async () => {
    geralApi();
    renderWithProviders(<Harness def={tudo} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Registro' })).toBeInTheDocument();
    expect(new Set(tudo.fields.map((f) => f.kind))).toEqual(new Set(Object.keys(WIDGETS) as FieldKind[]));
    for (const f of tudo.fields) {
      if (f.kind === 'items') continue;
      const control = screen.getByLabelText(labelOf(f.label), { selector: `#${f.name}` });
      expect(control.id).toBe(f.name);
    }
    // Rows: a table under a heading; its 'Inserir' button carries the field's id.
    expect(screen.getByRole('heading', { level: 2, name: 'Contatos' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Contatos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inserir Contato' })).toHaveAttribute('id', 'contatos');
    expect(screen.getByRole('button', { name: 'Buscar CEP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar Todos' })).toBeInTheDocument();
    expect(screen.getByText('G1')).toBeInTheDocument();
    // The city waits for the state it depends on.
    expect(screen.getByLabelText(labelOf('Cidade'), { selector: '#cidadeId' })).toBeDisabled();
  });

  it('shows a stored mobile number as 99999-9999 and a landline as 9999-9999', async () => {
    const mascara = (f: string) => mascaraDe('phone', f);
    expect([mascara('988887777'), mascara('98888-7777'), mascara('33334444'), mascara('9888')]).toEqual([
      '99999-9999',
      '99999-9999',
      '9999-9999?9',
      '9999-9999?9',
    ]);
    geralApi((c) =>
      c.path === '/api/teste/tudo/9'
        ? [200, { id: 9, nome: 'X', telefone: '988887777', ativo: false, papeis: [] }]
        : undefined,
    );
    renderWithProviders(<Harness def={tudo} id={9} />);
    const fone = await screen.findByLabelText('Telefone', { selector: '#telefone' });
    await waitFor(() => expect(fone).toHaveValue('98888-7777'));
  });

  it('shows the required messages and the invalid-form alert on an empty submit', async () => {
    const user = userEvent.setup();
    const calls = geralApi();
    renderRoute('/geral/bairros/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Bairro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Preencha os campos indicados')).toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Estado é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Cidade é obrigatória')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('nome'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server FIELD_VALIDATION_VIOLATION entries under their fields', async () => {
    const user = userEvent.setup();
    const entries = [
      { field: 'cidadeId', message: 'Cidade não pertence ao estado selecionado' },
      { field: 'nome', message: 'Nome já cadastrado' },
    ];
    geralApi((c) =>
      c.method === 'PUT'
        ? [400, { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', entries }]
        : undefined,
    );
    renderRoute('/geral/bairros/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Bairro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Centro'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Cidade não pertence ao estado selecionado')).toHaveAttribute(
      'id',
      'cidadeId-error',
    );
    expect(screen.getByText('Nome já cadastrado')).toHaveAttribute('id', 'nome-error');
    expect(screen.getByLabelText(labelOf('Nome'))).toHaveAttribute('aria-invalid', 'true');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The first of them in screen order gets the focus.
    await waitFor(() => expect(document.activeElement?.id).toBe('nome'));
  });

  it('shows a skeleton and takes no input until the record is loaded, then its values', async () => {
    let chegar = () => {};
    const registro = new Promise<void>((resolve) => {
      chegar = resolve;
    });
    geralApi((c) =>
      c.method === 'GET' && c.path === '/api/geral/bairros/5'
        ? registro.then((): Answer => [200, row])
        : undefined,
    );
    renderRoute('/geral/bairros/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Bairro' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando o registro...' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeDisabled();
    chegar();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Centro'));
    expect(screen.queryByRole('status', { name: 'Carregando o registro...' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled();
  });

  it('saves with PUT without the id, tells it and goes back to the list', async () => {
    const user = userEvent.setup();
    const calls = geralApi((c) =>
      c.method === 'PUT'
        ? [200, row]
        : c.path === '/api/geral/bairros'
          ? [200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 15 }]
          : undefined,
    );
    renderRoute('/geral/bairros/5');
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Centro'));
    await user.clear(screen.getByLabelText(labelOf('Nome')));
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Aldeota');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Bairro salvo com sucesso.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/geral/bairros/5');
    expect(put?.body).toEqual({ nome: 'Aldeota', estadoId: 6, cidadeId: 100 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/geral\/bairros$/));
  });

  it('clears the city when the user changes the state', async () => {
    const user = userEvent.setup();
    geralApi();
    renderRoute('/geral/bairros/5');
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Centro'));
    await waitFor(() => expect(dropdownText('cidadeId')).toBe('Fortaleza'));
    await waitFor(() => expect(dropdownText('estadoId')).toBe('CE'));
    await user.click(screen.getByLabelText(labelOf('Estado')).closest('.p-dropdown') as HTMLElement);
    // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
    await user.click(await screen.findByRole('option', { name: 'SP', hidden: true }));
    await waitFor(() => expect(dropdownText('estadoId')).toBe('SP'));
    expect(dropdownText('cidadeId')).toBe('Selecione');
  });

  it('fills the address from Buscar CEP and keeps the form editable when the CEP is not found', async () => {
    const user = userEvent.setup();
    let found = true;
    geralApi((c) => {
      if (c.path === '/api/teste/tudo/9')
        return [200, { id: 9, nome: 'X', cep: '60000000', ativo: false, papeis: [] }];
      if (c.path === '/api/geral/cep/60000000')
        return found
          ? [
              200,
              {
                cep: '60000000',
                logradouro: 'Rua das Flores',
                bairro: 'Centro',
                cidade: 'Fortaleza',
                uf: 'CE',
                cidadeId: 100,
                estadoId: 6,
              },
            ]
          : [404, { code: 'NAO_ENCONTRADO', message: 'CEP não encontrado.' }];
      return undefined;
    });
    renderWithProviders(<Harness def={tudo} id={9} />);
    await waitFor(() =>
      expect(screen.getByLabelText(labelOf('Nome'), { selector: '#nome' })).toHaveValue('X'),
    );
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(screen.getByLabelText(labelOf('Logradouro'))).toHaveValue('Rua das Flores'));
    await waitFor(() => expect(dropdownText('cidadeId')).toBe('Fortaleza'));
    expect(dropdownText('estadoId')).toBe('CE');

    found = false;
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(labelOf('Logradouro'))).toBeEnabled();
    expect(screen.getByLabelText(labelOf('Logradouro'))).toHaveValue('Rua das Flores');
  });

  it('answers a non-numeric id with the not-found page', async () => {
    const calls = geralApi();
    renderRoute('/geral/bairros/abc');
    expect(
      await screen.findByRole('heading', { name: 'ERRO 404 - PÁGINA NÃO ENCONTRADA' }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/geral/bairros'))).toBe(false);
  });

  it('is read-only without write access', async () => {
    login(['ROLE_GERAL_BAIRROS']);
    geralApi();
    renderRoute('/geral/bairros/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visualizar Bairro' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Centro'));
    expect(screen.getByLabelText(labelOf('Nome'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('edits the authorities of a profile in a checklist grouped by module', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === '/api/utilitario/perfis/1')
        return [200, { id: 1, nome: 'Administrador', authorities: ['ROLE_GERAL_BAIRROS'] }];
      if (c.method === 'PUT') return [200, {}];
      if (c.path === '/api/utilitario/perfis')
        return [200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 15 }];
      return undefined;
    });
    renderRoute('/utilitario/perfis/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeInTheDocument();
    const box = await screen.findByRole('group', { name: 'Permissões' });
    expect(within(box).getByRole('group', { name: 'Geral' })).toBeInTheDocument();
    expect(within(box).getByRole('group', { name: 'Utilitários' })).toBeInTheDocument();
    await waitFor(() => expect(within(box).getByLabelText(labelOf('Bairros: consultar'))).toBeChecked());
    await user.click(within(box).getByLabelText(labelOf('Perfis: consultar')));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        nome: 'Administrador',
        authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_UTI_PERFIS'],
      }),
    );
  });
});
