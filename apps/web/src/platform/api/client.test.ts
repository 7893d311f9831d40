import { ERROR_CODES, MSG } from '@ipe/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession, sessionState } from '../session/state.ts';
import { ApiError, api, baixar, http, toQuery } from './client.ts';
import { LOADING_HIDE_DELAY_MS, loadingVisible, pendingCalls } from './loading.ts';
import { notices, popup } from './notify.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; init: RequestInit }[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  notices.set([]);
  popup.set(null);
  sessionState.set({ ...initialSession, status: 'authenticated', empresaId: 7 });
  // The network boundary: the real client runs against this fetch.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends the page path and the company id headers and JSON bodies', async () => {
    handler = () => json(200, { ok: true });
    window.history.pushState({}, '', '/geral/bairros/new');
    await http.post('/geral/bairros', { nome: 'Centro' });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].url).toBe('/api/geral/bairros');
    expect(headers['x-page-path']).toBe('/geral/bairros/new');
    expect(headers['x-empresa-id']).toBe('7');
    expect(calls[0].init.body).toBe('{"nome":"Centro"}');
  });

  it('sends query arrays comma-separated and drops empty values', () => {
    expect(toQuery({ ids: [1, 2, 3], q: '', page: 0, x: null })).toBe('?ids=1%2C2%2C3&page=0');
  });

  it('answers a download as a Blob', async () => {
    handler = () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } });
    const blob: Blob = await baixar('/x/1/foto', { loading: 'none' });
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(3);
    expect(calls[0].init.method).toBe('GET');
  });
});

describe('errors (spec 1 §8)', () => {
  it('shows a 400 as a warning headed Aviso and other errors as Erro', async () => {
    handler = () => json(400, { code: 'X', message: 'Valor inválido.' });
    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    handler = () => json(500, { code: 'ERRO_INTERNO', message: 'Erro interno do servidor.', id: 'abc' });
    await expect(http.get('/b')).rejects.toMatchObject({ status: 500, errorId: 'abc' });
    expect(notices.get().map((n) => [n.severity, n.summary, n.detail])).toEqual([
      ['warn', 'Aviso', 'Valor inválido.'],
      ['error', 'Erro', 'Erro interno do servidor.'],
    ]);
  });

  it('turns an answer without a message into code 500 Erro', async () => {
    handler = () => new Response('<html>proxy</html>', { status: 502 });
    await expect(http.get('/a')).rejects.toMatchObject({ code: '500', message: 'Erro' });
  });

  it('marks the session expired on 401 without a toast', async () => {
    handler = () => json(401, { code: ERROR_CODES.sessaoExpirada, message: MSG.sessaoExpirada });
    await expect(http.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(sessionState.get().expired).toBe(true);
    expect(notices.get()).toEqual([]);
  });

  it('flags the company changed in another tab', async () => {
    handler = () => json(409, { code: ERROR_CODES.empresaAlterada, message: MSG.empresaAlteradaOutraAba });
    await expect(http.post('/a', {})).rejects.toBeInstanceOf(ApiError);
    expect(sessionState.get().empresaAlterada).toBe(true);
  });

  it('shows 403 as Não autorizado and 404 as a 3-second warning', async () => {
    handler = () => json(403, { code: 'NAO_AUTORIZADO', message: 'x' });
    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    handler = () => json(404, { code: ERROR_CODES.naoEncontrado, message: MSG.recursoNaoEncontrado });
    await expect(http.get('/b')).rejects.toBeInstanceOf(ApiError);
    const [forbidden, notFound] = notices.get();
    expect(forbidden.detail).toBe(MSG.naoAutorizado);
    expect(notFound).toMatchObject({ severity: 'warn', detail: MSG.recursoNaoEncontrado, life: 3000 });
  });

  it('reports an unreachable API with code api-unreachable', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(http.get('/a')).rejects.toMatchObject({
      code: ERROR_CODES.apiUnreachable,
      message: MSG.apiInacessivel,
    });
  });

  it('replaces duplicate messages instead of stacking them', async () => {
    handler = () => json(400, { code: 'X', message: 'Mesmo erro.' });
    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(notices.get()).toHaveLength(1);
  });

  it('shows only one popup at a time in popup mode', async () => {
    handler = () => json(400, { code: 'X', message: 'Primeiro.' });
    await expect(http.get('/a', { errors: 'popup' })).rejects.toBeInstanceOf(ApiError);
    handler = () => json(400, { code: 'Y', message: 'Segundo.' });
    await expect(http.get('/b', { errors: 'popup' })).rejects.toBeInstanceOf(ApiError);
    expect(popup.get()?.detail).toBe('Primeiro.');
  });

  it('parses a JSON error inside a blob answer', async () => {
    handler = () => json(400, { code: 'SEM_DADOS', message: MSG.naoExistemDados });
    await expect(api('POST', '/relatorio', {}, { blob: true })).rejects.toMatchObject({
      message: MSG.naoExistemDados,
    });
  });

  it('lists field entries for non-field errors and not for FIELD_VALIDATION_VIOLATION', async () => {
    handler = () =>
      json(400, {
        code: ERROR_CODES.fieldValidation,
        message: MSG.preenchaCamposIndicados,
        entries: [{ field: 'nome', message: 'Nome é obrigatório' }],
      });
    const err = (await http.post('/a', {}).catch((e) => e)) as ApiError;
    expect(err.entries).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
    expect(notices.get()[0].lines).toEqual([]);
  });
});

describe('global loading', () => {
  it('counts pending saves and hides 500 ms after the last one ends; reads and loading none stay local', async () => {
    vi.useFakeTimers();
    const release: (() => void)[] = [];
    handler = () => new Promise<Response>((r) => release.push(() => r(json(200, {}))));
    const a = http.post('/a');
    const b = http.put('/b', {}, { loading: 'none' });
    const c = http.get('/c');
    const d = http.delete('/d');
    expect(pendingCalls.get()).toBe(2);
    expect(loadingVisible.get()).toBe(true);
    for (const r of release) r();
    await Promise.all([a, b, c, d]);
    expect(pendingCalls.get()).toBe(0);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
    expect(loadingVisible.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingVisible.get()).toBe(false);
  });

  it("shows the overlay for a read only with loading 'global'", async () => {
    vi.useFakeTimers();
    const release: (() => void)[] = [];
    handler = () => new Promise<Response>((r) => release.push(() => r(json(200, {}))));
    const a = http.get('/a', { loading: 'global' });
    const b = http.get('/b');
    expect(pendingCalls.get()).toBe(1);
    expect(loadingVisible.get()).toBe(true);
    for (const r of release) r();
    await Promise.all([a, b]);
    expect(pendingCalls.get()).toBe(0);
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1);
    expect(loadingVisible.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingVisible.get()).toBe(false);
  });
});
