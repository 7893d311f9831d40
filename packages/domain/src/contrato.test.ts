import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineContrato, type ParamsDe, paramsId, semConteudo } from './contrato.ts';

describe('defineContrato', () => {
  it('reads method and path from the request line, the same contract as written out', () => {
    const base = '/api/teste';
    const curto = defineContrato(`PUT ${base}/:id/itens`, {
      summary: 'Altera',
      params: paramsId,
      body: z.object({ valor: z.number() }),
      status: 202,
      response: semConteudo,
    });
    expect(curto).toEqual(
      defineContrato({
        method: 'PUT',
        path: '/api/teste/:id/itens',
        summary: 'Altera',
        params: paramsId,
        body: z.object({ valor: z.number() }),
        status: 202,
        response: semConteudo,
      }),
    );
    expect(curto.params).toBe(paramsId);
    expectTypeOf(curto.method).toEqualTypeOf<'PUT'>();
    expectTypeOf(curto.path).toEqualTypeOf<'/api/teste/:id/itens'>();
    expectTypeOf<ParamsDe<typeof curto>>().toEqualTypeOf<{ id: string | number }>();
  });
});
