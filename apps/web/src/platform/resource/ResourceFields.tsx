import type { Field, ResourceDef } from '@ipe/domain';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ComponentType, CSSProperties } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { FieldShell, FormGrid } from '../components/index.ts';
import { formTabs } from './form.ts';
import { WIDGETS, type WidgetProps } from './widgets/index.ts';

export interface ResourceFieldsProps {
  def: ResourceDef;
  /** Every field disabled (read-only screen). */
  disabled?: boolean;
  /** Active tab (controlled), for the invalid-form alert to switch to the failing field's tab. */
  tab?: number;
  onTabChange?: (index: number) => void;
}

/** Default width of a field in the 12-column grid: half, or the whole row for lists of values. */
const spanOf = (field: Field) =>
  field.span ?? (field.kind === 'items' || field.kind === 'references' ? 12 : 6);

/**
 * The error of an `items` list as a whole (too few rows). react-hook-form keeps it on the array itself or,
 * once cells are known, under `root`; the cells' own errors are shown by the widget.
 */
const listError = (error: unknown): string | undefined => {
  const e = error as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' ? m : undefined;
};

/**
 * One field of the form: its widget, chosen by kind, inside a FieldShell with label, '*' and error. Special
 * forms that lay out their own tabs draw the declared fields with it.
 */
export function ResourceField({
  def,
  field,
  disabled,
}: {
  def: ResourceDef;
  field: Field;
  disabled: boolean;
}) {
  const form = useFormContext<FieldValues>();
  // The typed map guarantees a widget per kind; here the field's kind and its widget's props agree.
  const Widget = WIDGETS[field.kind] as ComponentType<WidgetProps<Field>>;
  const dependants = def.fields.filter((f) => f.kind === 'reference' && f.dependsOn?.field === field.name);
  return (
    <Controller
      name={field.name}
      control={form.control}
      render={({ field: ctl, fieldState }) => {
        const widget = (error: string | undefined) => (
          <Widget
            field={field}
            id={field.name}
            value={ctl.value as never}
            onChange={(v) => {
              ctl.onChange(v);
              // A field that filters others (state → city) clears them when the user changes it.
              if (v !== ctl.value)
                for (const d of dependants) form.setValue(d.name, null, { shouldDirty: true });
            }}
            onBlur={ctl.onBlur}
            error={error}
            disabled={disabled || !!field.readOnly}
          />
        );
        // A table of rows brings its own heading and error texts.
        if (field.kind === 'items')
          return (
            <div
              className="ipe-field ipe-items-field"
              style={{ '--ipe-span': spanOf(field) } as CSSProperties}
              data-field={field.name}
            >
              {widget(listError(fieldState.error))}
            </div>
          );
        return (
          <FieldShell
            id={field.name}
            label={field.label}
            required={field.required || (field.kind === 'references' && (field.min ?? 0) > 0)}
            error={fieldState.error?.message}
            span={spanOf(field)}
          >
            {widget(fieldState.error?.message)}
          </FieldShell>
        );
      }}
    />
  );
}

/**
 * The fields of a resource, rendered from its declaration inside the surrounding react-hook-form
 * FormProvider: a 12-column grid, in tabs when the fields declare more than one. Embeddable in special
 * forms (Usuários) that add their own sections around it.
 */
export function ResourceFields({ def, disabled = false, tab = 0, onTabChange }: ResourceFieldsProps) {
  const tabs = formTabs(def);
  const grid = (fields: Field[]) => (
    <FormGrid>
      {fields.map((f) => (
        <ResourceField key={f.name} def={def} field={f} disabled={disabled} />
      ))}
    </FormGrid>
  );
  if (tabs.length === 1) return grid(tabs[0].fields);
  return (
    <TabView activeIndex={tab} onTabChange={(e) => onTabChange?.(e.index)} renderActiveOnly={false}>
      {tabs.map((t) => (
        <TabPanel key={t.title} header={t.title}>
          {grid(t.fields)}
        </TabPanel>
      ))}
    </TabView>
  );
}
