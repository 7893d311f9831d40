import { defineResource } from '@ipe/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceFields } from '../ResourceFields.tsx';
import { ResourceFormFrame } from '../ResourceFormPage.tsx';
import { labelOf, login, renderWithProviders, stubApi } from '../test-helpers.tsx';
import { useResourceForm } from '../useResourceForm.ts';

const def = defineResource({
  name: 'numeros-teste',
  path: '/teste/numeros',
  label: 'Número',
  labelPlural: 'Números',
  modulo: 'geral',
  access: { read: 'authenticated', write: 'authenticated' },
  empresaScoped: false,
  fields: [{ name: 'percentual', label: 'Percentual', kind: 'decimal', required: true }],
  list: { columns: ['percentual'], sort: 'percentual' },
  resumo: 'percentual',
});

function Harness() {
  const state = useResourceForm(def, null);
  return (
    <ResourceFormFrame def={def} state={state}>
      <ResourceFields def={def} tab={state.tab} onTabChange={state.setTab} />
    </ResourceFormFrame>
  );
}

beforeEach(() => login());

describe('number widget', () => {
  it('keeps a value that arrived without key presses (paste, autofill, dictation) once the field loses focus', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => (c.method === 'POST' ? [201, { id: 1, percentual: 12.5 }] : undefined));
    renderWithProviders(<Harness />);
    const input = (await screen.findByLabelText(labelOf('Percentual'))) as HTMLInputElement;
    input.focus();
    input.value = '12,5';
    fireEvent.blur(input);
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ percentual: 12.5 }));
  });
});
