import { arquivoOuJson, defineContrato } from '@ipe/domain/contrato';
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

  it('answers a file (named by the server) or the JSON beside it for arquivoOuJson', async () => {
    const relatorio = defineContrato({
      method: 'POST',
      path: '/api/teste/relatorio',
      summary: 'teste',
      body: z.object({ pdf: z.boolean() }),
      response: arquivoOuJson(z.object({ code: z.literal('VAZIO') }), 'application/pdf'),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="teste-2026-11-27.pdf"',
              'x-linhas': '7',
            },
          }),
      ),
    );
    const vistos: [number, string | null][] = [];
    const arquivo = await chamar(
      relatorio,
      { body: { pdf: true } },
      { progresso: (bytes, cabecalhos) => vistos.push([bytes, cabecalhos.get('x-linhas')]) },
    );
    expect(arquivo).toBeInstanceOf(File);
    expect(arquivo instanceof File && arquivo.name).toBe('teste-2026-11-27.pdf');
    expect(arquivo instanceof Blob && arquivo.type).toBe('application/pdf');
    expect(vistos).toEqual([[4, '7']]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'VAZIO' })),
    );
    const json = await chamar(relatorio, { body: { pdf: true } });
    expect(json).toEqual({ code: 'VAZIO' });
  });
});
