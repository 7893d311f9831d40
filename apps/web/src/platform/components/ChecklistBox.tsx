import { MSG, normalizeSearch } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Checkbox } from './ChoiceInputs.tsx';
import { InputText } from 'primereact/inputtext';
import { Fragment, useId, useMemo, useState } from 'react';
import './components.css';

/** Default placeholder and accessible name of the filter. Not in MSG: defined here. */
export const FILTRAR = 'Filtrar';

export interface ChecklistOption {
  value: string;
  label: string;
  /** Items with the same group are listed under a heading with this text. */
  group?: string;
  disabled?: boolean;
  /** A note shown under the item's label and read with its checkbox (aria-describedby). */
  description?: string;
}

export interface ChecklistBoxProps {
  options: ChecklistOption[];
  value: string[];
  onChange: (v: string[]) => void;
  /** Most items that may be checked. */
  limit?: number;
  filterPlaceholder?: string;
  /** Accessible name of the box (a FieldShell label may point at `id`). */
  label: string;
  /** Id of the filter input: the focus target of a FieldShell label and of focusFirstError. */
  id?: string;
  invalid?: boolean;
}

interface Group {
  name: string | undefined;
  items: { option: ChecklistOption; index: number }[];
}

/**
 * A filterable list of checkboxes with 'Marcar Todos' / 'Desmarcar Todos' (acting on the items the filter
 * shows), an optional selection limit and the warning about checked items the filter hides (spec 1 §2).
 */
export function ChecklistBox({
  options,
  value,
  onChange,
  limit,
  filterPlaceholder,
  label,
  id,
  invalid,
}: ChecklistBoxProps) {
  const autoId = useId();
  const baseId = id ?? `checklist${autoId}`;
  const [filter, setFilter] = useState('');
  const selected = useMemo(() => new Set(value), [value]);

  const term = normalizeSearch(filter);
  const visible = useMemo(
    () =>
      term
        ? options.filter(
            (o) => normalizeSearch(o.label).includes(term) || normalizeSearch(o.group).includes(term),
          )
        : options,
    [options, term],
  );
  const visibleValues = useMemo(() => new Set(visible.map((o) => o.value)), [visible]);

  const groups = useMemo(() => {
    const list: Group[] = [];
    const byName = new Map<string | undefined, Group>();
    options.forEach((option, index) => {
      if (!visibleValues.has(option.value)) return;
      let g = byName.get(option.group);
      if (!g) {
        g = { name: option.group, items: [] };
        byName.set(option.group, g);
        list.push(g);
      }
      g.items.push({ option, index });
    });
    return list;
  }, [options, visibleValues]);

  const limitReached = limit !== undefined && value.length >= limit;
  const toAdd = visible.filter((o) => !o.disabled && !selected.has(o.value)).map((o) => o.value);
  const wouldExceed = limit !== undefined && value.length + toAdd.length > limit;
  const toRemove = new Set(visible.filter((o) => !o.disabled && selected.has(o.value)).map((o) => o.value));
  const hiddenChecked = options.filter((o) => selected.has(o.value) && !visibleValues.has(o.value)).length;

  const toggle = (v: string, checked: boolean) => {
    if (checked) {
      if (!selected.has(v) && !limitReached) onChange([...value, v]);
    } else onChange(value.filter((x) => x !== v));
  };

  const listId = `${baseId}-list`;
  return (
    <fieldset
      className={invalid ? 'ipe-checklist ipe-fieldset ipe-invalid' : 'ipe-checklist ipe-fieldset'}
      aria-label={label}
    >
      <div className="ipe-checklist-toolbar">
        <InputText
          id={baseId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={filterPlaceholder ?? FILTRAR}
          aria-label={`${filterPlaceholder ?? FILTRAR}: ${label}`}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
        />
        <Button
          type="button"
          label={MSG.marcarTodos}
          size="small"
          outlined
          disabled={toAdd.length === 0 || wouldExceed}
          title={wouldExceed ? MSG.limiteSelecionados : undefined}
          onClick={() => onChange([...value, ...toAdd])}
        />
        <Button
          type="button"
          label={MSG.desmarcarTodos}
          size="small"
          outlined
          disabled={toRemove.size === 0}
          onClick={() => onChange(value.filter((v) => !toRemove.has(v)))}
        />
      </div>
      <div className="ipe-checklist-list" id={listId}>
        {groups.map((g) => {
          const items = g.items.map(({ option, index }) => {
            const itemId = `${baseId}-opt-${index}`;
            const checked = selected.has(option.value);
            const blockedByLimit = !checked && limitReached;
            const disabled = !!option.disabled || blockedByLimit;
            return (
              <div
                key={option.value}
                className={disabled ? 'ipe-checklist-item ipe-disabled' : 'ipe-checklist-item'}
                title={blockedByLimit ? MSG.limiteSelecionados : undefined}
              >
                <Checkbox
                  inputId={itemId}
                  checked={checked}
                  disabled={disabled}
                  aria-describedby={option.description ? `${itemId}-nota` : undefined}
                  onChange={(e) => toggle(option.value, !!e.checked)}
                />
                <label htmlFor={itemId}>{option.label}</label>
                {option.description && (
                  <small id={`${itemId}-nota`} className="ipe-checklist-nota">
                    {option.description}
                  </small>
                )}
              </div>
            );
          });
          if (g.name === undefined) return <Fragment key="group:">{items}</Fragment>;
          return (
            <fieldset key={`group:${g.name}`} className="ipe-fieldset">
              <legend className="ipe-checklist-group-title">{g.name}</legend>
              {items}
            </fieldset>
          );
        })}
        {groups.length === 0 && <div className="ipe-checklist-item">{MSG.nenhumRegistro}</div>}
      </div>
      {hiddenChecked > 0 && (
        <small className="ipe-checklist-hidden" role="status">
          {MSG.itensOcultos(hiddenChecked)}
        </small>
      )}
    </fieldset>
  );
}
