import { ApiError } from '../api/client.ts';

/** sessionStorage key of the error the /500 page shows. */
export const ERRO_STORAGE_KEY = 'ipe.erro500';

export interface ServerErrorInfo {
  /** Id shared with the server log (a 500 answer's id) or generated here for client errors. */
  id: string;
  message: string;
  details: string;
  /** Address where the error happened. */
  url: string;
}

/** RFC 4122 v4 id; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What the page and the report show of any thrown value; an API error keeps the server's id. */
export function describeError(error: unknown, url = window.location.href): ServerErrorInfo {
  if (error instanceof ApiError) {
    const details = [
      `HTTP ${error.status} ${error.code}`,
      error.message,
      ...error.entries.map((x) => x.message),
    ];
    return { id: error.errorId ?? uuid(), message: error.message, details: details.join('\n'), url };
  }
  if (error instanceof Error) {
    return { id: uuid(), message: error.message || error.name, details: error.stack ?? String(error), url };
  }
  return { id: uuid(), message: String(error), details: String(error), url };
}

export function storeError(info: ServerErrorInfo) {
  try {
    sessionStorage.setItem(ERRO_STORAGE_KEY, JSON.stringify(info));
  } catch {}
}

export function readStoredError(): ServerErrorInfo | null {
  try {
    const raw = sessionStorage.getItem(ERRO_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ServerErrorInfo) : null;
  } catch {
    return null;
  }
}

let routerNavigate: ((to: string) => void) | null = null;

/** The app registers the router's navigate here, so helpers outside React navigate without a reload. */
export function registerNavigate(fn: ((to: string) => void) | null) {
  routerNavigate = fn;
}

/**
 * Keeps the error for the /500 page and goes there (router navigation when the app registered it, else
 * a page load). For flows without a popup that meet a 500 answer, or any unexpected failure.
 */
export function navigateTo500(error: unknown) {
  storeError(describeError(error));
  if (routerNavigate) routerNavigate('/500');
  else window.location.assign('/500');
}
