/**
 * The generic CRUD routes of a resource, typed by its declaration (packages/domain/src/resources/**):
 *
 *   const cargos = recurso(cargosDef);
 *   const pagina = await cargos.pagina({ page: 0, size: 15, q: 'ana' });   // Pagina<LinhaPaginadaDe<…>>
 *   const todas = await cargos.listar({ ativa: true });                    // LinhaDe<…>[]
 *   const opcoes = await cargos.opcoes();                                  // {id, nome}[] (resumido)
 *   const cargo = await cargos.obter(5);                                   // RegistroLido<…>
 *   await cargos.criar(corpo); await cargos.alterar(5, corpo); await cargos.remover(5);
 *
 * Rows are `RegistroDe<D>` (packages/domain/src/resource.ts), plus the references' labels
 * (`estadoId` → `estado: {id, sigla}`) and the values the module's hooks add, typed by the declaration's
 * `computed` (`CalculadosDe<D>`; any other key is unknown until read). As
 * with `chamar`, the answers are not checked at run time: the declaration is the contract both sides
 * compile against, and the server's API tests check the rows it sends.
 */
import type { CalculadosDe, Field, RegistroDe, ResourceDef } from '@ipe/domain';
import { api, type CallOptions } from './client.ts';

/** The client's options for one call (the query and the answer's kind are the method's). */
export type Opcoes = Omit<CallOptions, 'query' | 'blob'>;

/** A page of a list (`?page=`). */
export interface Pagina<R> {
  content: R[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  /** Present (true) when the total was counted up to a limit (the candidate search). */
  totalLimitado?: boolean;
}

/**
 * A reference's label in a row: the referenced row's id and its label field (a text, a date or a
 * number: packages/domain/src/resources/rotulos.test.ts checks every declaration), or null.
 */
export type Rotulo = { id: number; [campo: string]: string | number | null } | null;
/** `estadoId` → `estado: Rotulo` for each reference field named in N (default: all). */
type RotulosDe<D extends ResourceDef, N = string> = {
  [F in D['fields'][number] as F extends { kind: 'reference'; name: `${infer P}Id` & N } ? P : never]: Rotulo;
};

/**
 * The declared fields of a record; just the id for a declaration whose field names are not literal
 * types (a `ResourceDef` in general, a view from defineView), so that any resource's record fits it.
 */
type CamposDe<D extends ResourceDef> = string extends D['fields'][number]['name']
  ? { id: number }
  : RegistroDe<D>;

/** A record as get, create and update answer it: the declared fields, labels and computed values. */
export type RegistroLido<D extends ResourceDef> = CamposDe<D> &
  RotulosDe<D> &
  CalculadosDe<D> &
  Record<string, unknown>;

/** Items fields the list does not show (not among `list.columns`): unpaged list rows leave them out. */
type ItensForaDaLista<D extends ResourceDef> =
  Extract<D['fields'][number], { kind: 'items' }> extends infer F
    ? F extends Field
      ? F['name'] extends D['list']['columns'][number]
        ? never
        : F['name']
      : never
    : never;

/** A row of an unpaged list (options, whole registers): every field but the items the list hides. */
export type LinhaDe<D extends ResourceDef> = { id: number } & Omit<CamposDe<D>, ItensForaDaLista<D>> &
  RotulosDe<D> &
  CalculadosDe<D> &
  Record<string, unknown>;

/** The fields a page's rows carry: the list's columns and its `rowFields`. */
type CamposDaPagina<D extends ResourceDef> =
  | D['list']['columns'][number]
  | (D['list'] extends { rowFields: readonly (infer R)[] } ? R : never);

/**
 * A row of a page of the list (a list screen's table): only the id, the list's columns and `rowFields`,
 * with the labels of the references among them (platform/crud/selection.ts, `pageFields`), and the
 * computed values.
 */
export type LinhaPaginadaDe<D extends ResourceDef> = { id: number } & Pick<
  CamposDe<D>,
  Extract<keyof CamposDe<D>, CamposDaPagina<D>>
> &
  RotulosDe<D, CamposDaPagina<D>> &
  CalculadosDe<D> &
  Record<string, unknown>;

/** A `resumido` row: the id and the field that names the record. */
export type ResumoDe<D extends ResourceDef> = { id: number } & {
  [K in D['resumo']]: K extends keyof CamposDe<D> ? CamposDe<D>[K] : unknown;
};

/** The list's query: filters by field, `q`, `sort`, `ids`… (arrays are sent comma-separated). */
export type ConsultaDaLista = Record<string, unknown>;

/**
 * A create or update body: the form's values, checked by the server with the resource's schema
 * (`resourceSchema(def)`, the same the form ran), whose errors come back per field.
 */
export type Corpo = Record<string, unknown>;

/** Area ids above this are split into several list calls, merged in order (spec 1 §7). */
export const AREA_CHUNK = 600;

/**
 * An unpaged list whose query may carry more area ids than a URL holds: more than AREA_CHUNK ids in
 * `areasIds` or `areasOrganizacionaisIds` become several calls of `ler`, their rows merged in order.
 */
export async function listarEmPartes<R>(
  query: ConsultaDaLista,
  ler: (query: ConsultaDaLista) => Promise<R[]>,
): Promise<R[]> {
  const key = ['areasIds', 'areasOrganizacionaisIds'].find(
    (k) => Array.isArray(query[k]) && (query[k] as unknown[]).length > AREA_CHUNK,
  );
  if (!key) return ler(query);
  const ids = query[key] as unknown[];
  const parts: Promise<R[]>[] = [];
  for (let i = 0; i < ids.length; i += AREA_CHUNK)
    parts.push(ler({ ...query, [key]: ids.slice(i, i + AREA_CHUNK) }));
  return (await Promise.all(parts)).flat();
}

/** The typed client of a resource's generic routes (GET list, GET/PUT/DELETE {id}, POST). */
export function recurso<const D extends ResourceDef>(def: D) {
  const path = def.path;
  return {
    /** One page of the list (`page` from 0, `size`, `sort`, `q`, filters). */
    pagina: (query: ConsultaDaLista & { page: number }, opts?: Opcoes) =>
      api<Pagina<LinhaPaginadaDe<D>>>('GET', path, undefined, { ...opts, query }),
    /** Every row the query selects, unpaged (area ids split in parts, see listarEmPartes). */
    listar: (query: ConsultaDaLista = {}, opts?: Opcoes) =>
      listarEmPartes(query, (q) => api<LinhaDe<D>[]>('GET', path, undefined, { ...opts, query: q })),
    /** Rows for a dropdown: `resumido=true`, unpaged (plus `query`'s filters). */
    opcoes: (query: ConsultaDaLista = {}, opts?: Opcoes) =>
      api<ResumoDe<D>[]>('GET', path, undefined, {
        ...opts,
        query: { resumido: true, unpaged: true, ...query },
      }),
    obter: (id: number, opts?: Opcoes) => api<RegistroLido<D>>('GET', `${path}/${id}`, undefined, opts),
    criar: (body: Corpo, opts?: Opcoes) => api<RegistroLido<D>>('POST', path, body, opts),
    alterar: (id: number, body: Corpo, opts?: Opcoes) =>
      api<RegistroLido<D>>('PUT', `${path}/${id}`, body, opts),
    remover: (id: number, opts?: Opcoes) => api<undefined>('DELETE', `${path}/${id}`, undefined, opts),
  };
}
