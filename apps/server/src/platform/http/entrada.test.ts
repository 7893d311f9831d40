import { ERROR_CODES, MSG, RESOURCES, SESSION_COOKIE } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { MSG_CARACTERE_NULO } from './entrada.ts';

/**
 * What reaches the API before any route: a NUL character anywhere in the input, and bodies above a
 * parser's limit. Both are the client's mistake: a 4xx with the usual {code, message}, never a 500 or a
 * reset connection.
 */

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const nulError = (field: string) => ({
  code: ERROR_CODES.fieldValidation,
  message: MSG.preenchaCamposIndicados,
  entries: [{ field, message: MSG_CARACTERE_NULO }],
});

describe('a NUL character (U+0000)', () => {
  const listed = RESOURCES.filter((def) => (def.operations ?? ['list']).includes('list'));

  it('in the search of every list route of the registry answers 400 FIELD_VALIDATION_VIOLATION', async () => {
    const wrong: string[] = [];
    for (const def of listed) {
      const res = await admin.get(`/api${def.path}?page=0&q=%00`);
      if (res.statusCode !== 400 || res.json().entries?.[0]?.field !== 'q')
        wrong.push(`${def.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect((await admin.get('/api/geral/bairros?page=0&q=a%00b')).json()).toEqual(nulError('q'));
  });

  it('in a path, a JSON body (values and keys) or a form-encoded body answers 400', async () => {
    const inPath = await admin.get('/api/geral/bairros/1%00');
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual(nulError('id'));

    const inBody = await admin.post('/api/geral/bairros', { nome: 'Centro\u0000', cidadeId: 1 });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual(nulError('nome'));
    const nested = await admin.post('/api/geral/bairros', { nome: 'Centro', x: [{ 'a\u0000': 1 }] });
    expect(nested.json()).toEqual(nulError('x.0.a\u0000'));

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/externo/login',
      payload: 'cpf=123%00&senha=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-page-path': '/externo/login' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(nulError('cpf'));
  });

  it('in a multipart text field answers 400', async () => {
    const boundary = 'fronteira';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="descricao"',
      '',
      'nota\u0000',
      `--${boundary}`,
      'Content-Disposition: form-data; name="arquivo"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'texto',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/captacao/candidatos/1/documentos-anexos',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-page-path': '/teste',
        'x-empresa-id': '1',
      },
      cookies: { [SESSION_COOKIE]: admin.cookie as string },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulError('descricao'));
  });
});

describe('a body above the limit', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Sends over a real socket: a reset connection is what the browser would have met. */
  const send = (url: string, contentType: string, body: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, 'x-page-path': '/externo/login' },
    });

  it('answers 413 with {code, message} to a 5 MB form-encoded candidate login, not a reset', async () => {
    const res = await send(
      '/api/externo/login',
      'application/x-www-form-urlencoded',
      `cpf=1&senha=${'x'.repeat(5 * 1024 * 1024)}`,
    );
    expect(res.status).toBe(413);
    // The rest of the body is read, not refused by closing: a client still sending meets no reset.
    expect(res.headers.get('connection')).not.toBe('close');
    expect(await res.json()).toEqual({
      code: 'REQUISICAO_GRANDE_DEMAIS',
      message: 'Requisição grande demais.',
    });
  });

  it('answers an image above its 2 MB limit with the upload message, keeping the connection', async () => {
    const res = await fetch(`${base}/api/utilitario/empresas/1/logo`, {
      method: 'PUT',
      body: Buffer.alloc(3 * 1024 * 1024),
      headers: {
        'content-type': 'image/png',
        'x-page-path': '/teste',
        'x-empresa-id': '1',
        cookie: `${SESSION_COOKIE}=${admin.cookie}`,
      },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('connection')).not.toBe('close');
    expect(((await res.json()) as { message: string }).message).toBe(MSG.arquivoMenorQue('2 MB'));
  });

  it('answers 413 the same way to JSON above the 10 MB limit', async () => {
    const res = await send('/api/login', 'application/json', JSON.stringify({ cpf: 'x'.repeat(11e6) }));
    expect(res.status).toBe(413);
    // The rest of the body is read, not refused by closing: a client still sending meets no reset.
    expect(res.headers.get('connection')).not.toBe('close');
    expect(await res.json()).toEqual({
      code: 'REQUISICAO_GRANDE_DEMAIS',
      message: 'Requisição grande demais.',
    });
  });
});
