import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldShell, FormGrid, fieldAria } from './FieldShell.tsx';
import { renderPt } from './test-utils.tsx';

describe('fieldAria', () => {
  it('ties a control to its shell', () => {
    expect(fieldAria('nome', undefined)).toEqual({
      id: 'nome',
      'aria-invalid': false,
      'aria-describedby': undefined,
    });
    expect(fieldAria('nome', 'Nome é obrigatório', true)).toEqual({
      id: 'nome',
      'aria-invalid': true,
      'aria-describedby': 'nome-error',
      'aria-required': true,
    });
  });
});

describe('FieldShell', () => {
  it('labels the control, hides the required marker from assistive technology and shows the error', () => {
    const error = 'Nome é obrigatório';
    const { container } = renderPt(
      <FormGrid>
        <FieldShell id="nome" label="Nome" required error={error} span={6}>
          <input {...fieldAria('nome', error, true)} />
        </FieldShell>
      </FormGrid>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(error);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(error);
    expect(alert).toHaveAttribute('id', 'nome-error');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const shell = container.querySelector('[data-field="nome"]') as HTMLElement;
    expect(shell.style.getPropertyValue('--ipe-span')).toBe('6');
    expect(container.querySelector('.ipe-form-grid')).toContainElement(shell);
  });

  it('has no marker nor error text when not required and valid, and clamps the span', () => {
    const { container } = renderPt(
      <FieldShell id="obs" label="Observação" span={40}>
        <textarea {...fieldAria('obs', null)} />
      </FieldShell>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Observação' });
    expect(textarea).not.toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      (container.querySelector('[data-field="obs"]') as HTMLElement).style.getPropertyValue('--ipe-span'),
    ).toBe('12');
  });
});
