import { type Field, type Operation, type ResourceDef, resourceDefaults } from '@ipe/domain';
import { T } from './texts.ts';

export interface FormTab {
  title: string;
  fields: Field[];
}

/**
 * The form's tabs in the order their names first appear; fields without `tab` go to the first one.
 * A resource without named tabs has one group, shown without a TabView.
 */
export function formTabs(def: ResourceDef): FormTab[] {
  const names: string[] = [];
  for (const f of def.fields) if (f.tab && !names.includes(f.tab)) names.push(f.tab);
  if (names.length === 0) return [{ title: T.dadosGerais, fields: [...def.fields] }];
  return names.map((title) => ({ title, fields: def.fields.filter((f) => (f.tab ?? names[0]) === title) }));
}

/** Field names in screen order (tab by tab), for focusing the first failing one. */
export const fieldOrder = (def: ResourceDef): string[] =>
  formTabs(def).flatMap((t) => t.fields.map((f) => f.name));

/** Index of the tab holding a field (a nested path such as 'itens.0.nome' counts as its root). */
export function tabIndexOf(def: ResourceDef, field: string): number | undefined {
  const root = field.split('.')[0];
  const i = formTabs(def).findIndex((t) => t.fields.some((f) => f.name === root));
  return i < 0 ? undefined : i;
}

export const hasOperation = (def: ResourceDef, op: Operation) =>
  (def.operations ?? ['list', 'get', 'create', 'update', 'delete']).includes(op);

/** Values of a new row of an `items` field: the defaults of its sub-fields, as for a new record. */
export const itemDefaults = (fields: readonly Field[]): Record<string, unknown> =>
  resourceDefaults({ fields } as Pick<ResourceDef, 'fields'> as ResourceDef);

/** Form values of the fields from API values: every field present, missing values as in a new record. */
function valuesOf(fields: readonly Field[], row: Record<string, unknown>): Record<string, unknown> {
  const out = itemDefaults(fields);
  for (const f of fields) {
    const v = row[f.name];
    if (v === undefined || v === null) continue;
    if (f.kind === 'date' && typeof v === 'string') out[f.name] = v.slice(0, 10);
    else if (f.kind === 'items' && Array.isArray(v))
      // Rows keep their id (update, not insert) besides the sub-fields.
      out[f.name] = v.map((r: Record<string, unknown>) => ({ id: r.id ?? null, ...valuesOf(f.fields, r) }));
    else out[f.name] = v;
  }
  return out;
}

/** Form values of a row answered by GET /{id}: every field present, missing values as in a new record. */
export const rowToValues = (def: ResourceDef, row: Record<string, unknown>) => valuesOf(def.fields, row);

/** Where the list of a resource was last left (page, sort, search), to go back to it from the form. */
const lastListSearch = new Map<string, string>();
export const rememberListSearch = (def: ResourceDef, search: string) => lastListSearch.set(def.path, search);
export const listUrl = (def: ResourceDef) => `${def.path}${lastListSearch.get(def.path) ?? ''}`;
