/**
 * Calls a special route through its contract (packages/domain/src/contrato.ts): the path's `:params`,
 * the query and the body are typed by the contract, and so is the answer (the schema's wire type, a
 * Blob for a file, the Blob or the JSON for `arquivoOuJson`, nothing for a 204), so a field changed on
 * the server is a compile error here.
 *
 *   const cidades = await chamar(cidadesDoEstado, { params: { id: estadoId } });
 */
// Types only: contrato.ts builds zod schemas at load, and this file is in the entry chunk (chamarRota).
import type { ContratoBase, CorpoDe, ParamsDe, QueryDe, RespostaDe } from '@ipe/domain/contrato';
import { api, type CallOptions } from './client.ts';

type Vazio<T> = keyof T extends never ? true : false;

/** params when the path has any, query and body when the contract declares them. */
export type EntradaDe<C extends ContratoBase> = (Vazio<ParamsDe<C>> extends true
  ? { params?: undefined }
  : { params: ParamsDe<C> }) &
  (C['query'] extends object ? { query?: QueryDe<C> } : { query?: undefined }) &
  (C['body'] extends object ? { body: CorpoDe<C> | FormData } : { body?: FormData });

/** The input may be left out when nothing in it is required. */
type Args<C extends ContratoBase> =
  Vazio<ParamsDe<C>> extends true
    ? C['body'] extends object
      ? [entrada: EntradaDe<C>, opts?: Omit<CallOptions, 'query' | 'blob'>]
      : [entrada?: EntradaDe<C>, opts?: Omit<CallOptions, 'query' | 'blob'>]
    : [entrada: EntradaDe<C>, opts?: Omit<CallOptions, 'query' | 'blob'>];

/** The contract's path with its `:params` filled in, without the /api prefix the client adds. */
export function caminhoDe(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)/g, (_, nome: string) => {
    const v = params[nome];
    if (v === undefined) throw new Error(`${path}: falta o parâmetro ${nome}`);
    return encodeURIComponent(String(v));
  });
}

export function chamar<C extends ContratoBase>(
  contrato: C,
  ...[entrada, opts]: Args<C>
): Promise<RespostaDe<C>> {
  // eArquivo() and eArquivoOuJson(), written out: contrato.ts is not imported at run time.
  const r = contrato.response;
  const blob = 'arquivo' in r ? ('json' in r ? 'ouJson' : true) : false;
  return enviar<C>(contrato.method, contrato.path, blob, entrada, opts);
}

/**
 * `chamar` for the entry chunk (session start, login), which must not load zod: the contract is named by
 * its type alone (`import type`) and the request line is written out, checked against the contract's
 * method and path at compile time. JSON answers only.
 *
 *   await chamarRota<typeof userinfo>('GET /api/userinfo', {}, { errors: 'silent' });
 */
export function chamarRota<C extends ContratoBase>(
  rota: `${C['method']} ${C['path']}`,
  ...[entrada, opts]: Args<C>
): Promise<RespostaDe<C>> {
  const espaco = rota.indexOf(' ');
  return enviar<C>(rota.slice(0, espaco) as C['method'], rota.slice(espaco + 1), false, entrada, opts);
}

function enviar<C extends ContratoBase>(
  method: C['method'],
  path: string,
  blob: CallOptions['blob'],
  entrada: EntradaDe<C> | undefined,
  opts: Omit<CallOptions, 'query' | 'blob'> | undefined,
): Promise<RespostaDe<C>> {
  const e = (entrada ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const semCorpo = method === 'GET' || method === 'DELETE';
  return api<RespostaDe<C>>(method, caminhoDe(path, e.params), semCorpo ? undefined : (e.body ?? {}), {
    ...opts,
    query: e.query as Record<string, unknown> | undefined,
    blob,
  });
}
