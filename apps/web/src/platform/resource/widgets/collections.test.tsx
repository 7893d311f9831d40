import { defineResource, type ResourceDef } from '@ipe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellBody } from '../cells.tsx';
import { ResourceFields } from '../ResourceFields.tsx';
import { ResourceFormFrame } from '../ResourceFormPage.tsx';
import {
  type Answer,
  type ApiCall,
  json,
  labelOf,
  login,
  renderWithProviders,
  stubApi,
} from '../test-helpers.tsx';
import { useResourceForm } from '../useResourceForm.ts';

/** A salary band with its history rows (`items`) and the states it serves (`references`). */
const faixa = defineResource({
  name: 'faixas-teste',
  path: '/teste/faixas',
  label: 'Faixa',
  labelPlural: 'Faixas',
  feminine: true,
  modulo: 'geral',
  access: { read: 'authenticated', write: 'authenticated' },
  empresaScoped: false,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 30 },
    {
      name: 'estadosIds',
      label: 'Estados',
      kind: 'references',
      resource: 'estados',
      min: 1,
      minMessage: 'Selecione ao menos um estado',
    },
    {
      name: 'historicos',
      label: 'Histórico',
      kind: 'items',
      itemLabel: 'Histórico',
      min: 1,
      minMessage: 'Informe ao menos um histórico',
      fields: [
        { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true },
        { name: 'valor', label: 'Valor', kind: 'money', required: true },
        { name: 'observacao', label: 'Observação', kind: 'text', max: 20, feminine: true },
      ],
    },
  ],
  list: { columns: ['nome', 'estadosIds', 'historicos'], sort: 'nome' },
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

const saved = {
  id: 5,
  nome: 'Faixa A',
  estadosIds: [25],
  historicos: [
    { id: 11, data: '2024-01-01', valor: 1000, observacao: null },
    { id: 12, data: '2024-06-01', valor: 1100, observacao: 'reajuste' },
  ],
};

function api(extra?: (c: ApiCall) => Answer) {
  return stubApi((c) => {
    const other = extra?.(c);
    if (other) return other;
    if (c.path === '/api/geral/estados') return [200, json.estados];
    if (c.method === 'GET' && c.path === '/api/teste/faixas/5') return [200, saved];
    if (c.method === 'POST' || c.method === 'PUT') return [200, { id: 5 }];
    return undefined;
  });
}

const cell = (label: string, row: number) => screen.getByLabelText(`${label} (linha ${row})`);
const rowsOf = () =>
  within(screen.getByRole('table', { name: /Histórico/ }))
    .getAllByRole('row')
    .slice(1);

/** Opens the states multi-select and picks the options by name. */
async function pickStates(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  await user.click(document.getElementById('estadosIds')?.closest('.p-multiselect') as HTMLElement);
  // jsdom has no layout: PrimeReact leaves the open panel at display:none there, hence `hidden: true`.
  for (const name of names) await user.click(await screen.findByRole('option', { name, hidden: true }));
  await user.keyboard('{Escape}');
}

/** The invalid-form alert: its text, then OK. */
async function acceptInvalidFormAlert(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Preencha os campos indicados')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

beforeEach(() => login());

describe('references widget', { timeout: 30_000 }, () => {
  it('offers the referenced rows, shows the chosen ones as chips and sends their ids', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderWithProviders(<Harness def={faixa} />);
    const input = await screen.findByLabelText(labelOf('Estados'), { selector: '#estadosIds' });
    expect(input).toHaveAttribute('aria-required', 'true');
    await pickStates(user, 'CE', 'SP');
    const chips = document.querySelectorAll('#estadosIds ~ * .p-multiselect-token, .p-multiselect-token');
    expect([...chips].map((c) => c.textContent)).toEqual(['CE', 'SP']);
    await user.type(screen.getByLabelText(labelOf('Nome')), 'Faixa B');
    await user.click(screen.getByRole('button', { name: 'Inserir Histórico' }));
    await user.type(cell('Data', 1), '15/01/2024');
    await user.type(cell('Valor', 1), '1500');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nome: 'Faixa B',
      estadosIds: [6, 25],
      historicos: [{ data: '2024-01-15', valor: 1500, observacao: null }],
    });
    // One options request for the field, with the reference lists' parameters.
    const loads = calls.filter((c) => c.path === '/api/geral/estados');
    expect(loads).toHaveLength(1);
    expect(loads[0].query.get('resumido')).toBe('true');
    expect(loads[0].query.get('unpaged')).toBe('true');
  });

  it('shows its minimum message and the alert focuses it', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<Harness def={faixa} id={5} />);
    await waitFor(() => expect(screen.getByLabelText(labelOf('Nome'))).toHaveValue('Faixa A'));
    await waitFor(() => expect(document.querySelector('.p-multiselect-token')?.textContent).toBe('SP'));
    // Removing the only state with the chip's remove icon.
    await user.click(document.querySelector('.p-multiselect-token-icon') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await acceptInvalidFormAlert(user);
    expect(screen.getByText('Selecione ao menos um estado')).toHaveAttribute('id', 'estadosIds-error');
    await waitFor(() => expect(document.activeElement?.id).toBe('estadosIds'));
  });

  it('offers nothing when the options cannot be loaded', async () => {
    const user = userEvent.setup();
    api((c) => (c.path === '/api/geral/estados' ? [500, { code: 'ERRO', message: 'falhou' }] : undefined));
    renderWithProviders(<Harness def={faixa} />);
    await screen.findByLabelText(labelOf('Estados'), { selector: '#estadosIds' });
    await user.click(document.getElementById('estadosIds')?.closest('.p-multiselect') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).not.toBeNull());
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    // Silent: no error notice for a dropdown.
    expect(screen.queryByText('falhou')).toBeNull();
  });
});

describe('items widget', { timeout: 30_000 }, () => {
  it('appends rows of defaults, focuses the new row and removes rows keeping the others', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<Harness def={faixa} />);
    expect(await screen.findByRole('heading', { level: 2, name: /^Histórico/ })).toBeInTheDocument();
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
    const inserir = screen.getByRole('button', { name: 'Inserir Histórico' });
    expect(inserir).toHaveAttribute('id', 'historicos');
    await user.click(inserir);
    await waitFor(() => expect(document.activeElement?.id).toBe('historicos.0.data'));
    await user.click(inserir);
    expect(rowsOf()).toHaveLength(2);
    expect(cell('Observação', 2)).toHaveValue('');
    await user.type(cell('Observação', 2), 'segunda');
    await user.type(cell('Observação', 1), 'primeira');
    await user.click(within(rowsOf()[0]).getByRole('button', { name: 'Remover' }));
    expect(rowsOf()).toHaveLength(1);
    expect(cell('Observação', 1)).toHaveValue('segunda');
    expect(cell('Observação', 1)).toHaveAttribute('id', 'historicos.0.observacao');
    await waitFor(() => expect(document.activeElement?.id).toBe('historicos'));
    await user.click(within(rowsOf()[0]).getByRole('button', { name: 'Remover' }));
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('shows the list minimum under the table and the alert focuses Inserir', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderWithProviders(<Harness def={faixa} />);
    await user.type(await screen.findByLabelText(labelOf('Nome')), 'Faixa B');
    await pickStates(user, 'CE');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await acceptInvalidFormAlert(user);
    const message = screen.getByText('Informe ao menos um histórico');
    expect(message).toHaveAttribute('id', 'historicos-error');
    expect(screen.getByRole('button', { name: 'Inserir Histórico' })).toHaveAttribute(
      'aria-describedby',
      'historicos-error',
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('historicos'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a failing cell`s message under it and the alert focuses that cell', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<Harness def={faixa} />);
    await user.type(await screen.findByLabelText(labelOf('Nome')), 'Faixa B');
    await pickStates(user, 'CE');
    await user.click(screen.getByRole('button', { name: 'Inserir Histórico' }));
    await user.type(cell('Data', 1), '15/01/2024');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await acceptInvalidFormAlert(user);
    expect(screen.getByText('Valor é obrigatório')).toHaveAttribute('id', 'historicos.0.valor-error');
    expect(cell('Valor', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Valor', 1)).toHaveAttribute('aria-describedby', 'historicos.0.valor-error');
    await waitFor(() => expect(document.activeElement?.id).toBe('historicos.0.valor'));
    // Fixing it clears the message.
    await user.type(cell('Valor', 1), '900');
    await waitFor(() => expect(screen.queryByText('Valor é obrigatório')).toBeNull());
  });

  it('loads the saved rows, shows the server`s cell errors and sends the rows with their ids', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = api((c) =>
      c.method === 'PUT' && refuse
        ? [
            400,
            {
              code: 'FIELD_VALIDATION_VIOLATION',
              message: 'Preencha os campos indicados',
              entries: [{ field: 'historicos.1.valor', message: 'Valor deve ser maior que o anterior' }],
            },
          ]
        : undefined,
    );
    renderWithProviders(<Harness def={faixa} id={5} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(cell('Observação', 2)).toHaveValue('reajuste');
    expect(cell('Data', 1)).toHaveValue('01/01/2024');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Valor deve ser maior que o anterior')).toHaveAttribute(
      'id',
      'historicos.1.valor-error',
    );
    await acceptInvalidFormAlert(user);
    await waitFor(() => expect(document.activeElement?.id).toBe('historicos.1.valor'));

    refuse = false;
    await user.click(within(rowsOf()[0]).getByRole('button', { name: 'Remover' }));
    await user.click(screen.getByRole('button', { name: 'Inserir Histórico' }));
    await user.type(cell('Data', 2), '01/12/2024');
    await user.type(cell('Valor', 2), '1200');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({
      nome: 'Faixa A',
      estadosIds: [25],
      historicos: [
        { id: 12, data: '2024-06-01', valor: 1100, observacao: 'reajuste' },
        { data: '2024-12-01', valor: 1200, observacao: null },
      ],
    });
  });

  it('is read-only without write access', async () => {
    login([]);
    const readOnly: ResourceDef = {
      ...faixa,
      access: { read: 'authenticated', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
    };
    api((c) => (c.path === '/api/teste/faixas/5' ? [200, saved] : undefined));
    renderWithProviders(<Harness def={readOnly} id={5} />);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Inserir Histórico' })).toBeDisabled();
    for (const b of screen.getAllByRole('button', { name: 'Remover' })) expect(b).toBeDisabled();
    expect(cell('Observação', 2)).toBeDisabled();
  });
});

describe('list cells', () => {
  it('names the references from one shared options request and counts the items', async () => {
    const calls = api();
    const rows = [
      { id: 1, nome: 'A', estadosIds: [6, 25], historicos: [{}, {}] },
      { id: 2, nome: 'B', estadosIds: [25], historicos: [] },
      { id: 3, nome: 'C', estadosIds: [], historicos: [{}] },
    ];
    const [, estados, historicos] = faixa.fields;
    renderWithProviders(
      <table>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{cellBody(estados, r)}</td>
              <td>{cellBody(historicos, r)}</td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
    expect(await screen.findByText('CE, SP')).toBeInTheDocument();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['CE, SP', '2', 'SP', '0', '', '1']);
    expect(calls.filter((c) => c.path === '/api/geral/estados')).toHaveLength(1);
  });
});
