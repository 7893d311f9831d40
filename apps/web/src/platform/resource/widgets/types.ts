import type { Field, FieldKind } from '@ipe/domain';

/**
 * The declaration of a field of one kind. `Extract<Field, { kind: K }>` would be `never` for the
 * interfaces that serve several kinds (TextField: text | textarea | email | color), so the union is
 * narrowed member by member instead.
 */
type Narrow<F, K> = F extends { kind: infer FK } ? (K extends FK ? F & { kind: K } : never) : never;
export type FieldOf<K extends FieldKind> = Narrow<Field, K>;

/** The form value each kind edits (what `resourceDefaults` and the API rows hold). */
export interface ValueOfKind {
  text: string | null;
  textarea: string | null;
  email: string | null;
  color: string | null;
  cpf: string | null;
  cnpj: string | null;
  cep: string | null;
  phone: string | null;
  integer: number | null;
  decimal: number | null;
  money: number | null;
  date: string | null;
  boolean: boolean;
  enum: string | null;
  reference: number | null;
  checklist: string[];
  references: number[];
  items: ItemRow[];
}

/** One row of an `items` field: its sub-fields' values and, once saved, the row's id. */
export type ItemRow = { id?: number | null } & Record<string, unknown>;
// A new kind in the domain without a value type here is a compile error.
type MissingValueKinds = Exclude<FieldKind, keyof ValueOfKind>;
const _allKindsHaveValues: MissingValueKinds extends never ? true : never = true;
void _allKindsHaveValues;

/** What every widget receives from the form: the field, its value and how to change it. */
export interface WidgetProps<F extends Field> {
  field: F;
  /** Id of the focusable element (the field name, so the invalid-form alert can focus it). */
  id: string;
  value: ValueOfKind[F['kind']];
  onChange: (value: ValueOfKind[F['kind']]) => void;
  onBlur: () => void;
  /** The validation message shown under the field, if any. */
  error?: string;
  disabled: boolean;
}
