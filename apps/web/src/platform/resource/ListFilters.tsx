import { campoAtivo, type Field, fieldOf, type ResourceDef } from '@ipe/domain';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FieldShell, fieldAria } from '../components/index.ts';
import { type RefField, useReferenceOptions } from './options.ts';
import { T } from './texts.ts';
import { DROPDOWN_PT } from './widgets/choice.tsx';

export type FilterValues = Record<string, string | null>;

interface FilterProps {
  field: Field;
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Other filters' values, for a reference filtered by another filter (city by state). */
  values: FilterValues;
}

const SPAN = 4;

/** One row of another resource; for a `references` field, the rows holding that one among theirs. */
function ReferenceFilter({ field, id, value, onChange, values }: FilterProps & { field: RefField }) {
  const dependsOn = field.kind === 'reference' ? field.dependsOn : undefined;
  const parent = dependsOn ? values[dependsOn.field] : undefined;
  const waiting = parent === null; // the parent is a filter too, still empty
  const params = dependsOn && parent ? { [dependsOn.param]: parent } : {};
  const { data: options = [], isFetching } = useReferenceOptions(field, params, !waiting);
  const { id: inputId, ...aria } = fieldAria(id);
  return (
    <Dropdown
      inputId={inputId}
      {...aria}
      options={options}
      optionLabel="label"
      optionValue="value"
      filter
      showClear
      resetFilterOnHide
      pt={DROPDOWN_PT}
      placeholder={T.todos}
      loading={isFetching}
      disabled={waiting}
      virtualScrollerOptions={options.length > 100 ? { itemSize: 38 } : undefined}
      value={value === null ? null : Number(value)}
      onChange={(e) => onChange(e.value == null ? null : String(e.value))}
    />
  );
}

function ListFilter(props: FilterProps) {
  const { field, id, value, onChange } = props;
  if (field.kind === 'reference' || field.kind === 'references')
    return <ReferenceFilter {...props} field={field} />;
  const { id: inputId, ...aria } = fieldAria(id);
  const choices =
    field.kind === 'enum'
      ? [...field.options]
      : field.kind === 'boolean'
        ? [
            { value: 'true', label: T.sim },
            { value: 'false', label: T.nao },
          ]
        : null;
  if (choices)
    return (
      <Dropdown
        inputId={inputId}
        {...aria}
        options={choices}
        optionLabel="label"
        optionValue="value"
        showClear
        placeholder={T.todos}
        pt={DROPDOWN_PT}
        value={value}
        onChange={(e) => onChange((e.value as string | undefined) ?? null)}
      />
    );
  return (
    <InputText
      id={inputId}
      {...aria}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
    />
  );
}

/** Filters come after the filters they depend on (state before city), whatever the declared order. */
export function orderedFilters(def: ResourceDef): Field[] {
  // The 'Ativo' flag has a filter of its own (filtroAtivo in ResourceListPage: Sim by default).
  const names = (def.list.filters ?? []).filter((n) => n !== campoAtivo(def)?.name);
  const fields = names.map((n) => fieldOf(def, n));
  const depth = (f: Field): number =>
    f.kind === 'reference' && f.dependsOn && names.includes(f.dependsOn.field)
      ? 1 + depth(fieldOf(def, f.dependsOn.field))
      : 0;
  return fields
    .map((f, i) => ({ f, i, d: depth(f) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.f);
}

/** The equality filters of a list (def.list.filters), each a dropdown or a text box, for a FormGrid. */
export function ListFilters({
  def,
  values,
  onChange,
}: {
  def: ResourceDef;
  values: FilterValues;
  onChange: (name: string, value: string | null) => void;
}) {
  return (
    <>
      {orderedFilters(def).map((f) => (
        <FieldShell key={f.name} id={`filtro-${f.name}`} label={f.label} span={SPAN}>
          <ListFilter
            field={f}
            id={`filtro-${f.name}`}
            value={values[f.name] ?? null}
            values={values}
            onChange={(v) => onChange(f.name, v)}
          />
        </FieldShell>
      ))}
    </>
  );
}
