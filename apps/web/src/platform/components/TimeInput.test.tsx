import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPt } from './test-utils.tsx';
import { completeTime, maskTime, TimeInput } from './TimeInput.tsx';

function Harness({ initial = null, spy }: { initial?: string | null; spy?: (v: string | null) => void }) {
  const [v, setV] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="hora">Horário</label>
      <TimeInput
        id="hora"
        value={v}
        onChange={(x) => {
          spy?.(x);
          setV(x);
        }}
      />
      <button type="button">depois</button>
    </>
  );
}

describe('maskTime / completeTime', () => {
  it('place the colon and keep at most 9 digits (10 characters)', () => {
    expect(maskTime('')).toBe('');
    expect(maskTime('8')).toBe('8');
    expect(maskTime('083')).toBe('08:3');
    expect(maskTime('08:30')).toBe('08:30');
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('12030')).toBe('120:30');
    expect(maskTime('12a3b4')).toBe('12:34');
    expect(maskTime('123456789012')).toBe('1234567:89');
    expect(maskTime('123456789012')).toHaveLength(10);
    expect(completeTime('8')).toBe('08:00');
    expect(completeTime('12')).toBe('12:00');
    expect(completeTime('08:3')).toBe('08:3');
  });
});

describe('TimeInput', () => {
  it('masks what is typed as hh:mm, with 10 characters at most', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<Harness spy={spy} />);
    const input = screen.getByLabelText('Horário');
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveAttribute('placeholder', 'hh:mm');
    await user.type(input, '0830');
    expect(input).toHaveValue('08:30');
    expect(spy).toHaveBeenLastCalledWith('08:30');
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.type(input, '12030');
    expect(input).toHaveValue('120:30');
  });

  it('marks an impossible time invalid after leaving the field', async () => {
    const user = userEvent.setup();
    renderPt(<Harness />);
    const input = screen.getByLabelText('Horário');
    await user.type(input, '1275');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveValue('12:75');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '1245');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('completes hours typed alone when leaving the field', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<Harness spy={spy} />);
    await user.type(screen.getByLabelText('Horário'), '8');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('08:00');
    expect(screen.getByLabelText('Horário')).toHaveValue('08:00');
  });

  it('follows the invalid prop given by the form', () => {
    renderPt(<TimeInput id="h" value="10:00" onChange={vi.fn()} invalid ariaLabel="Hora" />);
    expect(screen.getByRole('textbox', { name: 'Hora' })).toHaveAttribute('aria-invalid', 'true');
  });
});
