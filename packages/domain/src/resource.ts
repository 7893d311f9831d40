/**
 * One declaration per resource. A resource's fields drive the zod schema (used by the form and by
 * the API), the generic list/get/create/update/delete routes, the list and form screens, the
 * OpenAPI document and the menu entry. Special behaviour is added beside it, never instead of it.
 */
import { z } from 'zod';
import type { AccessRule, ModuloId } from './authorities.ts';
import { MSG } from './messages.ts';
import {
  isValidCep,
  isValidCnpj,
  isValidColor,
  isValidCpf,
  isValidEmail,
  onlyDigits,
} from './validators/index.ts';

/** A phone number without area code: landline 8 or 9 digits, mobile 9 digits. */
const isValidPhoneNumber = (v: string) => /^\d{8,9}$/.test(v);

interface BaseField {
  name: string;
  label: string;
  required?: boolean;
  /** Grammatical gender of the label, for '{label} é obrigatória'. */
  feminine?: boolean;
  /** Message for a missing value when the spec gives a specific one. */
  requiredMessage?: string;
  /** Form tab holding the field (first tab when absent). */
  tab?: string;
  /** Shown in the form but not sent (computed by the server). */
  readOnly?: boolean;
  /** Width in the form grid, 1-12 columns (default 6). */
  span?: number;
}

export interface TextField extends BaseField {
  kind: 'text' | 'textarea' | 'email' | 'color';
  max?: number;
}
export interface DigitsField extends BaseField {
  kind: 'cpf' | 'cnpj' | 'cep' | 'phone';
}
export interface NumberField extends BaseField {
  kind: 'integer' | 'decimal' | 'money';
  min?: number;
  max?: number;
  /** Value of a new record, and of a value a request leaves out (not of one it sends as null). */
  default?: number;
}
export interface DateField extends BaseField {
  kind: 'date';
}
export interface BooleanField extends BaseField {
  kind: 'boolean';
  default?: boolean;
}
export interface EnumField extends BaseField {
  kind: 'enum';
  options: readonly { value: string; label: string }[];
  default?: string;
}
export interface ReferenceField extends BaseField {
  kind: 'reference';
  /** Name of the referenced resource in the registry; the value is its id. */
  resource: string;
  /** Field of the referenced row shown as its label (default: the resource's `resumo`). */
  labelField?: string;
  /** Filters the options by another field of this form: `{ field: 'estadoId', param: 'estadoId' }`. */
  dependsOn?: { field: string; param: string };
}

/** Several values from a fixed catalogue, edited with the Checklist box; stored as a text array. */
export interface ChecklistField extends BaseField {
  kind: 'checklist';
  options: readonly { value: string; label: string; group?: string }[];
}

/**
 * Several rows of another resource (many-to-many), e.g. the areas of a cargo. The value is an array of
 * ids; the server keeps it in a link table (RESOURCE_LINKS) written in the record's transaction.
 */
export interface ReferencesField extends BaseField {
  kind: 'references';
  resource: string;
  labelField?: string;
  /** Minimum number of ids; the failure message is `minMessage` (or the required message). */
  min?: number;
  minMessage?: string;
}

/**
 * Rows owned by the record and saved with it (a history, behaviours, notification e-mails): an array
 * of objects with the sub-fields plus an optional `id`. The server keeps them in a child table
 * (RESOURCE_ITEMS): rows with an id are updated, rows without are inserted, missing ones deleted.
 */
export interface ItemsField extends BaseField {
  kind: 'items';
  /** Sub-fields of one row (no `items` inside `items`). */
  fields: readonly Field[];
  /** Label of one row, for 'Inserir {itemLabel}'. */
  itemLabel: string;
  min?: number;
  minMessage?: string;
  /** Sub-field the rows are ordered by when read (default: id). 'data,desc' allowed. */
  orderBy?: string;
  /** Cross-field rules of one row (issues' paths are relative to the row). */
  refine?: (row: Record<string, unknown>, ctx: z.RefinementCtx) => void;
}

export type Field =
  | ReferencesField
  | ItemsField
  | ChecklistField
  | TextField
  | DigitsField
  | NumberField
  | DateField
  | BooleanField
  | EnumField
  | ReferenceField;
export type FieldKind = Field['kind'];

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface ResourceDef {
  /** Unique key in the registry, the last segment of `path`: 'bairros'. */
  name: string;
  /** Screen route and API path (under /api): '/geral/bairros'. */
  path: string;
  label: string;
  labelPlural: string;
  feminine?: boolean;
  modulo: ModuloId;
  /** Menu breadcrumb, e.g. ['Geral', 'Cadastros', 'Bairros']; absent = not in the menu. */
  menu?: string[];
  access: { read: AccessRule; write: AccessRule };
  /** Rows belong to the session's company (column empresa_id, never taken from the request). */
  empresaScoped: boolean;
  fields: readonly Field[];
  list: {
    columns: readonly string[];
    /** Default order: 'nome' or 'nome,desc'. */
    sort: string;
    /** Fields matched (accent- and case-insensitive) by the `q` search parameter. */
    search?: readonly string[];
    /** Fields accepted as equality filters in the query string (comma-separated = any of). */
    filters?: readonly string[];
    /**
     * Fields a row of a paged list carries beside `columns`, because the list screen reads them (the DDD
     * beside a phone, the flags of a computed situation). A paged list answers only the id, the columns and
     * these (with the labels of the references among them); an unpaged list answers whole rows.
     */
    rowFields?: readonly string[];
  };
  /** Field returned by `resumido` lists and used as the label of references: 'nome' | 'descricao'. */
  resumo: string;
  /** Operations served by the generic routes (default: all). */
  operations?: readonly Operation[];
  /**
   * Record every create, update and delete in the audit log (who, when, before/after, items and links
   * included), inside the write transaction. Shown at /utilitario/log.
   */
  audit?: boolean;
  /** Cross-field rules, added to the schema built from the fields. */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /**
   * Name of the resource this one is a view of (see defineView): same rows, table, link and child
   * tables and server hooks, under another module's path, menu and authorities.
   */
  viewOf?: string;
  /**
   * Values the module's server hooks add to the rows the generic routes answer beside the declared fields
   * (`completarRespostas`: every row of a page or an unpaged list, the get and the saved record; not the
   * `resumido` rows), each with the zod schema of its value: `{ expirado: z.boolean() }`. The web's typed
   * client reads them typed (`CalculadosDe`), the OpenAPI document lists them, and the API tests check
   * that every answer carries them with these types (registros.test.ts). A view has its own (its path's).
   */
  computed?: Readonly<Record<string, z.ZodType>>;
}

export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

/**
 * Another module's view of an existing resource (recruitment's view of the positions or of the
 * competence levels of Cargos & Salários): no table of its own, the same rows and rules, with its own
 * path, menu entry and authorities, and the base's fields it shows (all by default), in that order.
 * The name is '<modulo>-<last segment of the path>' (the base already owns the plain one).
 */
export function defineView<const V extends VistaDeclarada>(
  base: ResourceDef,
  view: V,
): ResourceDef & { computed: V['computed'] } {
  const names = view.fields ?? base.fields.map((f) => f.name);
  const keep = (xs: readonly string[] | undefined) => xs?.filter((x) => names.includes(x));
  const { fields: _fields, list, ...rest } = view;
  const vista: ResourceDef = {
    ...base,
    ...rest,
    name: `${view.modulo}-${view.path.split('/').at(-1)}`,
    viewOf: base.name,
    fields: names.map((n) => fieldOf(base, n)),
    list: {
      columns: keep(list?.columns ?? base.list.columns) ?? [],
      sort: list?.sort ?? base.list.sort,
      search: keep(list?.search ?? base.list.search),
      filters: keep(list?.filters ?? base.list.filters),
      rowFields: keep(list?.rowFields ?? base.list.rowFields),
    },
  };
  // The base's computed values are added on the base's path only: a view has its own, if any.
  return { ...vista, computed: view.computed };
}

/** What defineView takes: the view's path, menu, authorities and module, and what it changes. */
type VistaDeclarada = Pick<ResourceDef, 'path' | 'menu' | 'access' | 'modulo'> &
  Partial<Pick<ResourceDef, 'operations' | 'label' | 'labelPlural' | 'computed'>> & {
    fields?: readonly string[];
    list?: Partial<ResourceDef['list']>;
  };

export function fieldOf(def: ResourceDef, name: string): Field {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`${def.name}: campo desconhecido ${name}`);
  return f;
}

/**
 * The register's 'Ativo' flag (a boolean field named `ativo`), if it has one. Its list shows active rows
 * unless the query says otherwise: `ativo=false` the inactive ones, `ativo=todos` (ATIVO_TODOS) all; a
 * query by `ids` (a record's current values) is never narrowed.
 */
export function campoAtivo(def: ResourceDef): Field | undefined {
  return def.fields.find((f) => f.name === 'ativo' && f.kind === 'boolean');
}
export const ATIVO_TODOS = 'todos';

const requiredMsg = (f: Field) =>
  f.requiredMessage ?? `${f.label} é ${f.feminine ? 'obrigatória' : 'obrigatório'}`;

/** Fails with the field's required message when the value is missing, else zod's pt-BR default. */
const errorFor = (f: Field) => ({
  error: (iss: { input?: unknown }) => (iss.input == null || iss.input === '' ? requiredMsg(f) : undefined),
});

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

function fieldSchema(f: Field): z.ZodType {
  let s: z.ZodType;
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'color': {
      let t = z.string(errorFor(f)).trim();
      if (f.required) t = t.min(1, requiredMsg(f));
      if (f.max) t = t.max(f.max, `${f.label} deve ter no máximo ${f.max} caracteres`);
      if (f.kind === 'email') t = t.refine((v) => v === '' || isValidEmail(v), 'E-mail inválido');
      if (f.kind === 'color') t = t.refine((v) => v === '' || isValidColor(v), 'Cor inválida');
      s = t;
      break;
    }
    case 'cpf':
    case 'cnpj':
    case 'cep':
    case 'phone': {
      const check = { cpf: isValidCpf, cnpj: isValidCnpj, cep: isValidCep, phone: isValidPhoneNumber }[
        f.kind
      ];
      const msg = { cpf: MSG.cpfInvalido, cnpj: MSG.invalido, cep: 'CEP inválido', phone: MSG.invalido }[
        f.kind
      ];
      s = z
        .string(errorFor(f))
        .transform((v) => (f.kind === 'cnpj' ? v.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : onlyDigits(v)))
        .pipe(f.required ? z.string().min(1, requiredMsg(f)) : z.string())
        .refine((v) => v === '' || check(v), msg);
      break;
    }
    case 'integer':
    case 'decimal':
    case 'money': {
      let n =
        f.kind === 'integer' ? z.number(errorFor(f)).int('Informe um número inteiro') : z.number(errorFor(f));
      if (f.min !== undefined) n = n.min(f.min, `${f.label} deve ser no mínimo ${f.min}`);
      if (f.max !== undefined) n = n.max(f.max, `${f.label} deve ser no máximo ${f.max}`);
      // The default fills a value the request leaves out; a value cleared in the form stays missing.
      if (f.default !== undefined && f.required)
        return z.preprocess((v) => (v === undefined ? f.default : v === '' ? undefined : v), n);
      if (f.default !== undefined)
        return z.preprocess((v) => (v === undefined ? f.default : emptyToNull(v)), n.nullable());
      s = n;
      break;
    }
    case 'date':
      s = z.string(errorFor(f)).regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
      break;
    case 'boolean':
      // A required flag has no default: the user must answer yes or no (spec 2 §5 'Informe se …').
      if (f.required && f.default === undefined) return z.boolean(errorFor(f));
      return z.boolean(errorFor(f)).default(f.default ?? false);
    case 'enum':
      s = z.enum(f.options.map((o) => o.value) as [string, ...string[]], errorFor(f));
      if (f.default !== undefined)
        return z.preprocess(emptyToNull, s.nullable()).transform((v) => v ?? f.default);
      break;
    case 'checklist': {
      const values = f.options.map((o) => o.value) as [string, ...string[]];
      const arr = z.array(z.enum(values), errorFor(f));
      return f.required ? arr.min(1, requiredMsg(f)) : arr.default([]);
    }
    case 'reference':
      s = z.number(errorFor(f)).int().positive(requiredMsg(f));
      break;
    case 'references': {
      const msg = f.minMessage ?? requiredMsg(f);
      const arr = z.preprocess((v) => v ?? [], z.array(z.number().int().positive(), errorFor(f)));
      const min = f.min ?? (f.required ? 1 : 0);
      return min > 0 ? arr.pipe(z.array(z.number()).min(min, msg)) : arr.transform((v) => [...new Set(v)]);
    }
    case 'items': {
      const obj = z.object({
        id: z.preprocess(emptyToNull, z.number().int().positive().nullable()).optional(),
        ...objectShape(f.fields),
      });
      const { refine } = f;
      const row = refine ? obj.superRefine((v, ctx) => refine(v, ctx)) : obj;
      const arr = z.preprocess((v) => v ?? [], z.array(row, errorFor(f)));
      const min = f.min ?? (f.required ? 1 : 0);
      return min > 0 ? arr.pipe(z.array(z.any()).min(min, f.minMessage ?? requiredMsg(f))) : arr;
    }
  }
  return f.required
    ? z.preprocess((v) => (v === '' ? undefined : v), s)
    : z.preprocess(emptyToNull, s.nullable());
}

/** The body schema of create and update (full replace): built from the fields, plus `refine`. */
function objectShape(fields: readonly Field[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) if (!f.readOnly) shape[f.name] = fieldSchema(f);
  return shape;
}

export function resourceSchema(def: Pick<ResourceDef, 'fields' | 'refine'>) {
  const obj = z.object(objectShape(def.fields));
  const { refine } = def;
  return refine ? obj.superRefine((v, ctx) => refine(v, ctx)) : obj;
}

/** Default values of a new record, for the form. */
export function resourceDefaults(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.kind === 'boolean')
      out[f.name] = f.required && f.default === undefined ? null : (f.default ?? false);
    else if (f.kind === 'checklist' || f.kind === 'references' || f.kind === 'items') out[f.name] = [];
    else if (
      (f.kind === 'enum' || f.kind === 'integer' || f.kind === 'decimal' || f.kind === 'money') &&
      f.default !== undefined
    )
      out[f.name] = f.default;
    else out[f.name] = null;
  }
  return out;
}

/** The value type of one field in a record the API answers (generic get/list). */
type ValorDe<F> = F extends { kind: 'integer' | 'decimal' | 'money' | 'reference' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'enum'; options: readonly { value: infer V }[] }
      ? V
      : F extends { kind: 'checklist'; options: readonly { value: infer V }[] }
        ? V[]
        : F extends { kind: 'references' }
          ? number[]
          : F extends { kind: 'items'; fields: infer S extends readonly Field[] }
            ? ({ id: number } & CamposDe<S>)[]
            : string;
/**
 * Whether the answer always has a value: a boolean, a list or an enum with a default (read-only ones
 * too: their columns are NOT NULL), or a required field the form sends.
 */
type Obrigatorio<F> = F extends { kind: 'boolean' | 'checklist' | 'references' | 'items' }
  ? true
  : F extends { kind: 'enum'; default: string }
    ? true
    : F extends { readOnly: true }
      ? false
      : F extends { required: true }
        ? true
        : false;
type CamposDe<S extends readonly Field[]> = {
  [F in S[number] as F['name']]: Obrigatorio<F> extends true ? ValorDe<F> : ValorDe<F> | null;
};

/**
 * A record of a resource as the generic routes answer it, inferred from its declaration:
 * `RegistroDe<typeof bairros>` is `{id: number; nome: string; cidadeId: number}`.
 */
export type RegistroDe<D extends { fields: readonly Field[] }> = { id: number } & CamposDe<D['fields']>;

/**
 * The values a resource's hooks add to the generic routes' rows (its `computed`), as the answers carry
 * them: `CalculadosDe<typeof anuncios>` is `{expirado: boolean; situacaoSolicitacao: Situacao}`.
 */
export type CalculadosDe<D extends ResourceDef> = D extends {
  computed: infer C extends Readonly<Record<string, z.ZodType>>;
}
  ? { [K in keyof C]: z.output<C[K]> }
  : Record<never, never>;

function valorDoCampo(f: Field): z.ZodType {
  switch (f.kind) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'reference':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'checklist':
      return z.array(z.string());
    case 'references':
      return z.array(z.number());
    case 'items':
      return z.array(z.looseObject({ id: z.number(), ...camposDoRegistro(f.fields) }));
    default:
      return z.string();
  }
}
function camposDoRegistro(fields: readonly Field[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    const v = valorDoCampo(f);
    // An enum with a default is filled on every write (its column is NOT NULL with that default).
    const sempre =
      (f.required && !f.readOnly) ||
      ['boolean', 'checklist', 'references', 'items'].includes(f.kind) ||
      (f.kind === 'enum' && f.default !== undefined);
    shape[f.name] = sempre ? v : v.nullable();
  }
  return shape;
}

/**
 * The response schema of a record as the generic get answers it (special routes that answer a
 * generic resource's rows): the declared fields typed as `RegistroDe`, other keys (reference labels,
 * computed values) kept as they are. Typed for the web (`z.input`) by the declaration; the server's rows
 * are checked at run time (the API tests fail on a field of the wrong type).
 */
export function esquemaDoRegistro<const D extends ResourceDef>(
  def: D,
): z.ZodType<{ id: number } & Record<string, unknown>, RegistroDe<D> & Record<string, unknown>> {
  return z.looseObject({ id: z.number(), ...camposDoRegistro(def.fields) }) as never;
}

/** A reference's label as the generic get answers it: `{id, <label field>}` or null. */
const rotuloDeReferencia = z.looseObject({ id: z.number() }).nullable();
/** The reference labels of a record: `estado` for `estadoId`. */
type RotulosDe<S extends readonly Field[]> = {
  [F in S[number] as F extends { kind: 'reference'; name: `${infer N}Id` } ? N : never]:
    | ({ id: number } & Record<string, unknown>)
    | null;
};
type Extras = Record<string, z.ZodType>;

/**
 * A row of declared fields (a record, or a row of an `items` field) and the route's own `extras`, and
 * nothing else: a key the route answers beyond them is dropped on the wire and fails the API tests (strict
 * serialiser), so the contract stays complete.
 */
export function esquemaDaLinha<const D extends { fields: readonly Field[] }, const E extends Extras>(
  def: D,
  extras: E,
): z.ZodType<{ id: number } & Record<string, unknown>, RegistroDe<D> & z.input<z.ZodObject<E>>> {
  return z.object({ id: z.number(), ...camposDoRegistro(def.fields), ...extras }) as never;
}

/**
 * esquemaDoRegistro made strict: the declared fields, their references' labels (named as the generic
 * get names them) and the route's own `extras`, nothing else.
 */
export function esquemaDoRegistroEstrito<const D extends ResourceDef, const E extends Extras>(
  def: D,
  extras: E,
): z.ZodType<
  { id: number } & Record<string, unknown>,
  RegistroDe<D> & RotulosDe<D['fields']> & z.input<z.ZodObject<E>>
> {
  const rotulos: Extras = {};
  for (const f of def.fields)
    if (f.kind === 'reference') rotulos[f.name.replace(/Id$/, '')] = rotuloDeReferencia;
  return esquemaDaLinha(def, { ...rotulos, ...extras }) as never;
}
