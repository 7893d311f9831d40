import type { Field } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type ComponentType, useMemo } from 'react';
import { type FieldValues, useFormContext, useFormState } from 'react-hook-form';
import { itemDefaults } from '../form.ts';
import { T } from '../texts.ts';
// A cycle by design: a sub-field is drawn with the widget of its kind, looked up at render time.
import { WIDGETS } from './index.ts';
import type { FieldOf, WidgetProps } from './types.ts';
import { messageAt, useItemRows } from './useItemRows.ts';

/**
 * Rows saved with the record (`items`): a table under a heading with the field's label, one column per
 * sub-field drawn with the sub-field's own widget, a 'Remover' button per row and 'Inserir {itemLabel}'
 * below, which appends a row of defaults and focuses its first cell.
 *
 * Cell ids are the form paths ('historicos.0.valor'), so the invalid-form alert focuses the failing cell;
 * errors of a cell (zod or server entries) show under it, errors of a whole row under the row, and the
 * list's own error (`error`, e.g. too few rows) under the table. The 'Inserir' button carries the field's
 * id: it is what the alert focuses for the list's own error.
 */
export function ItemsWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<'items'>>) {
  const form = useFormContext<FieldValues>();
  const { errors } = useFormState({ control: form.control, name: field.name });
  const rows = value ?? [];
  const edit = useItemRows(id, rows, onChange);
  const defaults = useMemo(() => itemDefaults(field.fields), [field.fields]);
  const columns = field.fields.filter((f) => f.kind !== 'items');
  // Sub-fields' spans become the columns' relative widths.
  const totalSpan = columns.reduce((n, c) => n + (c.span ?? 6), 0);
  const widthOf = (c: Field) => `${(((c.span ?? 6) / totalSpan) * 100).toFixed(2)}%`;
  const insertLabel = `${T.inserir} ${field.itemLabel}`;
  const headingId = `${id}-label`;
  const errorId = `${id}-error`;

  const append = () => edit.insert({ ...defaults }, { focus: columns[0]?.name });
  const remove = (index: number) => {
    edit.remove(index);
    onBlur();
  };

  return (
    <div className="ipe-items">
      <h2 id={headingId} className="ipe-items-title">
        {field.label}
        {(field.required || (field.min ?? 0) > 0) && (
          <span className="ipe-required" aria-hidden="true">
            *
          </span>
        )}
      </h2>
      <div className="ipe-items-scroll">
        <table className="ipe-items-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.name} scope="col" style={{ width: widthOf(c) }}>
                  {c.label}
                  {c.required && (
                    <span className="ipe-required" aria-hidden="true">
                      *
                    </span>
                  )}
                </th>
              ))}
              <th scope="col" className="ipe-items-actions">
                <span className="ipe-sr-only">{T.acoes}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="ipe-items-empty">
                  {T.nenhumRegistro}
                </td>
              </tr>
            )}
            {rows.map((row, i) => {
              const rowError = messageAt(errors, `${field.name}.${i}`);
              const key = edit.keys[i];
              return [
                <tr key={key} data-field={`${id}.${i}`}>
                  {columns.map((c) => {
                    const cellId = `${id}.${i}.${c.name}`;
                    const cellError = messageAt(errors, `${field.name}.${i}.${c.name}`);
                    const Widget = WIDGETS[c.kind] as ComponentType<WidgetProps<Field>>;
                    return (
                      <td key={c.name} data-field={cellId}>
                        <label htmlFor={cellId} className="ipe-sr-only">
                          {T.celula(c.label, i)}
                        </label>
                        <Widget
                          field={c}
                          id={cellId}
                          value={(row[c.name] ?? defaults[c.name]) as never}
                          onChange={(v) => edit.set(i, { [c.name]: v })}
                          onBlur={onBlur}
                          error={cellError}
                          disabled={disabled || !!c.readOnly}
                        />
                        {cellError && (
                          <small id={`${cellId}-error`} role="alert" className="ipe-field-error p-error">
                            {cellError}
                          </small>
                        )}
                      </td>
                    );
                  })}
                  <td className="ipe-items-actions">
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      severity="danger"
                      text
                      rounded
                      aria-label={T.remover}
                      title={T.remover}
                      disabled={disabled}
                      onClick={() => remove(i)}
                    />
                  </td>
                </tr>,
                rowError && (
                  <tr key={`${key}-error`}>
                    <td colSpan={columns.length + 1}>
                      <small role="alert" className="ipe-field-error p-error">
                        {rowError}
                      </small>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
      <div className="ipe-items-footer">
        <Button
          type="button"
          id={id}
          icon="pi pi-plus"
          label={insertLabel}
          outlined
          size="small"
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          onClick={append}
        />
      </div>
      {error && (
        <small id={errorId} role="alert" className="ipe-field-error p-error">
          {error}
        </small>
      )}
    </div>
  );
}
