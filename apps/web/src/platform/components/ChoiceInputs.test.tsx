import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox, RadioButton } from './ChoiceInputs.tsx';
import { FieldShell, fieldAria } from './FieldShell.tsx';
import { renderPt } from './test-utils.tsx';

describe('Checkbox and RadioButton', () => {
  it('put aria-required, aria-invalid, aria-describedby and aria-label on the input, never on the root div', () => {
    const { id, ...aria } = fieldAria('exibir', 'Obrigatório', true);
    const { container } = renderPt(
      <>
        <FieldShell id={id} label="Exibir na Área do Candidato" required error="Obrigatório">
          <Checkbox inputId={id} {...aria} checked={false} onChange={() => {}} />
        </FieldShell>
        <RadioButton inputId="nivel" aria-label="Nível básico" checked={false} onChange={() => {}} />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Exibir na Área do Candidato' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Obrigatório');
    expect(screen.getByRole('radio', { name: 'Nível básico' })).toBeInTheDocument();
    for (const root of container.querySelectorAll('.p-checkbox, .p-radiobutton'))
      expect(root.getAttributeNames().filter((n) => n.startsWith('aria-'))).toEqual([]);
  });
});
