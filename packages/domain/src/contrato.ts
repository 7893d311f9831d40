/**
 * Contracts of the special routes (everything the generic CRUD routes do not serve). A contract is
 * declared once, in the domain next to the resource it serves, and read by both sides:
 *
 *   export const cidadesDoEstado = defineContrato('GET /api/geral/estados/:id/cidades', {
 *     summary: 'Cidades de um estado',
 *     params: paramsId,
 *     response: z.array(z.object({ id: z.number(), nome: z.string(), codigoIbge: z.string() })),
 *   });
 *
 * (`'GET /api/…'` is the request line, method and path; `defineContrato({ method, path, summary, … })`
 * is the same contract written out.)
 *
 * - the server registers it with `rota(app, contrato, {config}, handler)` (platform/http/rota.ts):
 *   Fastify validates params/query/body and serialises the answer through `response` (undeclared keys
 *   are dropped, and API tests fail on them), and the OpenAPI document shows it;
 * - the web calls it with `chamar(contrato, {params, query, body})` (platform/api/chamar.ts), typed
 *   by the same schemas, so a changed field is a compile error on both sides.
 *
 * The answer on the wire is `z.input` of `response` (the serialiser *encodes*): use `instante` for
 * timestamps (a Date on the server, an ISO string on the wire). A file answer is `arquivo(...)`, an
 * empty one `semConteudo`, a file or (status 200 too) a JSON body `arquivoOuJson(schema, ...)` (the
 * reports: the file, or the no-data info).
 */
import { z } from 'zod';

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file answer (PDF, XLSX, image…): the web receives a Blob. */
export interface Arquivo {
  readonly arquivo: readonly string[];
}
/** A file of one of these media types. */
export const arquivo = (...tipos: string[]): Arquivo => ({
  arquivo: tipos.length ? tipos : ['application/octet-stream'],
});
/**
 * A file of one of these media types, or a JSON answer of `json` with the same status 200 (a report: the
 * file, or the no-data info). The server picks by what it sends; the web receives a Blob or the JSON.
 */
export interface ArquivoOuJson<S extends z.ZodType = z.ZodType> extends Arquivo {
  readonly json: S;
}
export const arquivoOuJson = <S extends z.ZodType>(json: S, ...tipos: string[]): ArquivoOuJson<S> => ({
  ...arquivo(...tipos),
  json,
});
/** An answer without body (204). */
export const semConteudo = { semConteudo: true } as const;
export type SemConteudo = typeof semConteudo;

export type Resposta = z.ZodType | Arquivo | ArquivoOuJson | SemConteudo;

export interface ContratoBase {
  method: Metodo;
  /** Fastify style, with `:params`, under /api. */
  path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Resposta;
  /**
   * Status of a successful JSON answer (default 200). A list when the route answers more than one with
   * this answer, e.g. `[201, 200]` for a save that creates the first time and updates after; in API tests
   * an answer sent with a status the contract does not list fails (serializar.ts).
   */
  status?: StatusSucesso | readonly [StatusSucesso, ...StatusSucesso[]];
}
export type StatusSucesso = 200 | 201 | 202;

/** The success statuses of a contract's JSON answer. */
export const statusDe = (c: Pick<ContratoBase, 'status'>): readonly StatusSucesso[] =>
  c.status === undefined ? [200] : typeof c.status === 'number' ? [c.status] : c.status;

/** Method and path as the HTTP request line writes them: `'GET /api/geral/estados/:id/cidades'`. */
export type Rota = `${Metodo} /api/${string}`;
/** Everything of a contract but its method and path. */
export type Detalhes = Omit<ContratoBase, 'method' | 'path'>;
type MetodoDe<R extends Rota> = R extends `${infer M extends Metodo} ${string}` ? M : never;
type CaminhoDe<R extends Rota> = R extends `${string} ${infer P extends ContratoBase['path']}` ? P : never;
/** The contract `defineContrato(rota, detalhes)` declares. */
export type ContratoDe<R extends Rota, D extends Detalhes> = {
  [K in 'method' | 'path' | keyof D]: K extends 'method'
    ? MetodoDe<R>
    : K extends 'path'
      ? CaminhoDe<R>
      : K extends keyof D
        ? D[K]
        : never;
};

export function defineContrato<const R extends Rota, const D extends Detalhes>(
  rota: R,
  detalhes: D,
): ContratoDe<R, D>;
export function defineContrato<const C extends ContratoBase>(c: C): C;
export function defineContrato(c: ContratoBase | Rota, detalhes?: Detalhes): ContratoBase {
  if (typeof c !== 'string') return c;
  const espaco = c.indexOf(' ');
  return {
    method: c.slice(0, espaco) as Metodo,
    path: c.slice(espaco + 1) as ContratoBase['path'],
    ...(detalhes as Detalhes),
  };
}

/** A file answer (`arquivo` or `arquivoOuJson`). */
export const eArquivo = (r: Resposta): r is Arquivo => 'arquivo' in r;
export const eArquivoOuJson = (r: Resposta): r is ArquivoOuJson => 'arquivo' in r && 'json' in r;
export const eSemConteudo = (r: Resposta): r is SemConteudo => 'semConteudo' in r;

/** What the web receives: the encoded answer, a Blob (or the JSON beside it) or nothing. */
export type RespostaDe<C extends ContratoBase> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : C['response'] extends ArquivoOuJson<infer S>
    ? Blob | z.input<S>
    : C['response'] extends Arquivo
      ? Blob
      : undefined;
/** What the server's handler returns (before encoding); a file is sent by the handler itself. */
export type SaidaDe<C extends ContratoBase> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : C['response'] extends ArquivoOuJson<infer S>
    ? z.output<S>
    : C['response'] extends Arquivo
      ? unknown
      : undefined;

/** Names of the `:params` of a path. */
type NomesDosParams<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | NomesDosParams<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
export type ParamsDoCaminho<P extends string> = { [K in NomesDosParams<P>]: string | number };

/**
 * What the web sends in a query: the schema's input type, except where coercion makes it `unknown`
 * (query values are strings on the wire), where the parsed type says what to pass.
 */
type EntradaDeQuery<I, O> = {
  [K in keyof I]: OuNulo<unknown extends I[K] ? (K extends keyof O ? O[K] | undefined : unknown) : I[K]>;
};
/** The client leaves null values out of the query string, as it does undefined ones. */
type OuNulo<V> = undefined extends V ? V | null : V;

export type ParamsDe<C extends ContratoBase> = ParamsDoCaminho<C['path']>;
export type QueryDe<C extends ContratoBase> = C['query'] extends z.ZodType
  ? EntradaDeQuery<z.input<C['query']>, z.output<C['query']>>
  : undefined;
export type CorpoDe<C extends ContratoBase> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;

// Shared pieces of answers.

/** An instant: a Date (or an ISO string) on the server, an ISO string on the wire. */
export const instante = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (v) => (v instanceof Date ? v.toISOString() : v),
});
/** A calendar date, 'YYYY-MM-DD'. */
export const dataIso = z.string();
/** `{id}` in the path, a positive integer. */
export const paramsId = z.object({ id: z.coerce.number().int().positive() });
/** `{id, nome}` pairs (dropdown options). */
export const idNome = z.object({ id: z.number(), nome: z.string() });
/** `{value, label}` pairs (dropdown options of a fixed list). */
export const opcao = z.object({ value: z.string(), label: z.string() });
/** An answer that is only a message for the user ('Senha alterada com sucesso'…). */
export const respostaMensagem = z.object({ message: z.string() });
/** An answer that only says it went through (login, logout). */
export const respostaOk = z.object({ ok: z.boolean() });
