// Deep imports, not '@ipe/domain': this file is in the entry chunk, which must not load zod (protocolo.ts).
import { MSG } from '@ipe/domain/messages';
import { type ApiErrorBody, ERROR_CODES, HEADER_EMPRESA_ID, HEADER_PAGE_PATH } from '@ipe/domain/protocolo';
import { sessionState } from '../session/state.ts';
import { callEnded, callStarted } from './loading.ts';
import { notify, showPopup } from './notify.ts';

/** An answered (or unanswered) call's error, with the server's code, message and field entries. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly entries: { field: string; message: string }[] = [],
    readonly errorId?: string,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /**
   * The global 'Carregando...' overlay covers the screen for saving (POST, PUT, PATCH, DELETE) and
   * navigation (a route's chunk, Suspense): 'none' hides it for such a call (a save the screen shows
   * itself), 'global' shows it for a read. Reads (GET) show no overlay by default: the list or section
   * that asked shows its own spinner or skeleton and the rest of the screen stays usable.
   */
  loading?: 'none' | 'global';
  /** How errors reach the user: toast (default), popup (one at a time) or silent (caller handles). */
  errors?: 'toast' | 'popup' | 'silent';
  /**
   * Answer as a Blob (downloads), a File when the server names it (Content-Disposition); JSON errors
   * inside it are still parsed. 'ouJson': a 200 JSON answer is parsed and returned instead (a contract's
   * `arquivoOuJson`, e.g. a report's no-data info).
   */
  blob?: boolean | 'ouJson';
  /** With `blob`: called as the file arrives, with the bytes so far and the answer's headers. */
  progresso?: (bytes: number, cabecalhos: Headers) => void;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Query string with arrays comma-separated, empty values dropped. */
export function toQuery(params: Record<string, unknown> = {}): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    sp.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

async function readError(res: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    // Blob answers carrying a JSON error are parsed the same way.
    body = JSON.parse(await res.text());
  } catch {}
  if (!body.message) return new ApiError(res.status, '500', 'Erro');
  return new ApiError(res.status, body.code ?? String(res.status), body.message, body.entries ?? [], body.id);
}

/** Shows an error per spec 1 §8: 400 warning 'Aviso', others 'Erro'; 401 expires the session. */
export function reportError(e: ApiError, mode: CallOptions['errors'] = 'toast') {
  if (e.status === 401) {
    sessionState.set((s) => ({ ...s, expired: true }));
    return;
  }
  if (e.code === ERROR_CODES.empresaAlterada) {
    sessionState.set((s) => ({ ...s, empresaAlterada: true }));
    return;
  }
  if (mode === 'silent') return;
  const message =
    e.status === 403
      ? MSG.naoAutorizado
      : e.status === 404 && e.code !== ERROR_CODES.naoEncontrado
        ? MSG.recursoNaoEncontrado
        : e.message;
  const notice = {
    id: `${e.code}:${message}`,
    severity: e.status === 400 || e.status === 404 ? ('warn' as const) : ('error' as const),
    summary: e.status === 400 || e.status === 404 ? 'Aviso' : 'Erro',
    detail: message,
    lines: e.code === ERROR_CODES.fieldValidation ? [] : e.entries.map((x) => x.message),
    life: e.status === 404 ? 3000 : undefined,
  };
  if (mode === 'popup') showPopup(notice);
  else notify(notice);
}

/** The file name of `Content-Disposition: attachment; filename="…"` (or `filename*=UTF-8''…`), else `padrao`. */
export function nomeDoArquivo(disposicao: string | null, padrao = ''): string {
  const m = disposicao ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposicao) : null;
  return m ? decodeURIComponent(m[1]) : padrao;
}

/** A downloaded body, read piece by piece for `progresso`; a File when the server names it. */
async function lerArquivo(res: Response, progresso?: CallOptions['progresso']): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  const nome = nomeDoArquivo(res.headers.get('content-disposition'));
  if (!res.body) return res.blob();
  const partes: Uint8Array[] = [];
  let bytes = 0;
  const leitor = res.body.getReader();
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    bytes += value.byteLength;
    progresso?.(bytes, res.headers);
  }
  // The stream's chunks are typed over ArrayBufferLike; fetch bodies are never shared memory.
  const corpo = partes as BlobPart[];
  return nome ? new File(corpo, nome, { type }) : new Blob(corpo, { type });
}

/** Calls the API with the session cookie, the page-path and company headers and (saving) the loading overlay. */
export async function api<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { [HEADER_PAGE_PATH]: window.location.pathname || '/' };
  const empresaId = sessionState.get().empresaId;
  if (empresaId) headers[HEADER_EMPRESA_ID] = String(empresaId);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const cobreATela = opts.loading ? opts.loading === 'global' : method !== 'GET';
  if (cobreATela) callStarted();
  try {
    let res: Response;
    try {
      res = await fetch(`/api${url}${toQuery(opts.query)}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: opts.signal,
      });
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      throw new ApiError(0, ERROR_CODES.apiUnreachable, MSG.apiInacessivel);
    }
    if (!res.ok) throw await readError(res);
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    if (opts.blob && !(opts.blob === 'ouJson' && json)) return (await lerArquivo(res, opts.progresso)) as T;
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (e) {
    if (e instanceof ApiError) reportError(e, opts.errors);
    throw e;
  } finally {
    if (cobreATela) callEnded();
  }
}

export const http = {
  get: <T>(url: string, opts?: CallOptions) => api<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: unknown, opts?: CallOptions) => api<T>('POST', url, body ?? {}, opts),
  put: <T>(url: string, body?: unknown, opts?: CallOptions) => api<T>('PUT', url, body ?? {}, opts),
  patch: <T>(url: string, body?: unknown, opts?: CallOptions) => api<T>('PATCH', url, body ?? {}, opts),
  delete: <T>(url: string, opts?: CallOptions) => api<T>('DELETE', url, undefined, opts),
};

/**
 * A file answer (an image, a PDF…) as a Blob: the typed call for a download whose route has no contract
 * of its own (the image routes of platform/images.ts); a contract's file answer goes through `chamar`.
 */
export const baixar = (url: string, opts?: Omit<CallOptions, 'blob'>) =>
  api<Blob>('GET', url, undefined, { ...opts, blob: true });
