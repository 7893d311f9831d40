import { defineContrato } from '@ipe/domain/contrato';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { caminhoDe, chamar } from './chamar.ts';

const contrato = defineContrato({
  method: 'POST',
  path: '/api/teste/:id/itens/:nome',
  summary: 'teste',
  query: z.object({ todos: z.coerce.boolean().optional() }),
  body: z.object({ valor: z.number() }),
  response: z.object({ ok: z.boolean() }),
});

describe('chamar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path parameters, encoded, without the /api prefix', () => {
    expect(caminhoDe(contrato.path, { id: 7, nome: 'a b/c' })).toBe('/teste/7/itens/a%20b%2Fc');
    expect(() => caminhoDe(contrato.path, { id: 7 })).toThrow('nome');
  });

  it('sends the query and the body and answers the typed JSON', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const r: { ok: boolean } = await chamar(contrato, {
      params: { id: 1, nome: 'x' },
      query: { todos: true },
      body: { valor: 2 },
    });
    expect(r).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/teste/1/itens/x?todos=true',
      expect.objectContaining({ method: 'POST', body: '{"valor":2}' }),
    );
  });
});
