import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, DateRange, type DateRangeProps, dateToIso, isoToDate } from './DateRange.tsx';
import { renderPt } from './test-utils.tsx';

function RangeHarness(
  props: Partial<DateRangeProps> & { spy?: (s: string | null, e: string | null) => void },
) {
  const [range, setRange] = useState<[string | null, string | null]>([
    props.start ?? null,
    props.end ?? null,
  ]);
  return (
    <>
      <DateRange
        idPrefix="periodo"
        {...props}
        start={range[0]}
        end={range[1]}
        onChange={(s, e) => {
          props.spy?.(s, e);
          setRange([s, e]);
        }}
      />
      <button type="button">depois</button>
    </>
  );
}

describe('isoToDate / dateToIso', () => {
  it('convert without time-zone shift and reject impossible dates', () => {
    const d = isoToDate('2024-01-15');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(0);
    expect(d?.getDate()).toBe(15);
    expect(dateToIso(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
    expect(isoToDate('2024-02-30')).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(dateToIso(null)).toBeNull();
  });
});

describe('DateInput', () => {
  it('types a dd/mm/aaaa date and reports it as ISO', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPt(<DateInput id="admissao" value={null} onChange={onChange} ariaLabel="Data de Admissão" />);
    const input = screen.getByRole('combobox', { name: 'Data de Admissão' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(input).toHaveAttribute('inputmode', 'text');
    await user.type(input, '15/01/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-01-15');
  });

  it('shows an ISO value as dd/mm/yyyy and carries the aria attributes to the input', () => {
    renderPt(
      <DateInput
        id="d"
        value="2024-03-05"
        onChange={vi.fn()}
        ariaLabel="Data"
        invalid
        describedBy="d-error"
        required
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Data' });
    expect(input).toHaveValue('05/03/2024');
    expect(input).toHaveAttribute('id', 'd');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'd-error');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Escolher data' })).toBeInTheDocument();
  });

  it('opens the pt-BR calendar with ArrowDown and picks a day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPt(<DateInput id="d" value="2024-03-05" onChange={onChange} ariaLabel="Data" />);
    await user.click(screen.getByRole('combobox', { name: 'Data' }));
    await user.keyboard('{ArrowDown}');
    // jsdom has no layout: the overlay is positioned display:none, hence `hidden: true`.
    const panel = await screen.findByRole('dialog', { hidden: true });
    expect(within(panel).getByText('março')).toBeInTheDocument();
    await user.click(within(panel).getByText('20'));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
  });
});

describe('DateRange', () => {
  it('labels both dates, marks them required and reports changes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderPt(<RangeHarness required spy={spy} />);
    const start = screen.getByRole('combobox', { name: 'Data Inicial' });
    const end = screen.getByRole('combobox', { name: 'Data Fim' });
    expect(start).toHaveAttribute('id', 'periodo-inicio');
    expect(end).toHaveAttribute('id', 'periodo-fim');
    expect(start).toHaveAttribute('aria-required', 'true');
    await user.type(start, '01/02/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-02-01', null);
    await user.type(end, '29/02/2024');
    expect(spy).toHaveBeenLastCalledWith('2024-02-01', '2024-02-29');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the required messages once a field is touched', async () => {
    const user = userEvent.setup();
    renderPt(<RangeHarness required />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Data Inicial' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Data Inicial é obrigatória');
    expect(screen.getByRole('combobox', { name: 'Data Inicial' })).toHaveAttribute(
      'aria-describedby',
      'periodo-inicio-error',
    );
    await user.click(screen.getByRole('combobox', { name: 'Data Fim' }));
    await user.tab();
    expect(screen.getByText('Data Fim é obrigatória')).toBeInTheDocument();
  });

  it('shows the required messages at once with showErrors, and none without required', () => {
    const { unmount } = renderPt(<RangeHarness required showErrors />);
    expect(screen.getByText('Data Inicial é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Data Fim é obrigatória')).toBeInTheDocument();
    unmount();
    renderPt(<RangeHarness showErrors />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the end date is earlier than the start date', () => {
    renderPt(<RangeHarness start="2024-05-10" end="2024-05-09" startLabel="Início" endLabel="Fim" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Data final inferior a data inicial.');
    expect(screen.getByRole('combobox', { name: 'Fim' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Início' })).not.toHaveAttribute('aria-invalid');
  });
});
