import { instante } from '@ipe/domain/contrato';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chavesDescartadas, serializadorZod } from './serializar.ts';

const esquema = z.array(z.object({ id: z.number(), quando: instante, filho: z.object({ a: z.string() }) }));
const serializar = (estrito: boolean) =>
  serializadorZod(estrito)({ schema: esquema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('the response serialiser', () => {
  const linha = { id: 1, quando: new Date('2026-01-02T03:04:05.000Z'), filho: { a: 'x', b: 2 }, extra: 1 };

  it('names every key the contract does not declare', () => {
    const r = esquema.encode([{ ...linha }]);
    expect(chavesDescartadas([linha], r)).toEqual(['[0].filho.b', '[0].extra']);
  });

  it('fails in strict mode (tests) and drops the keys otherwise, encoding instants as ISO strings', () => {
    expect(() => serializar(true)([linha])).toThrow('[0].filho.b, [0].extra');
    expect(JSON.parse(serializar(false)([linha]) as string)).toEqual([
      { id: 1, quando: '2026-01-02T03:04:05.000Z', filho: { a: 'x' } },
    ]);
  });

  it('refuses an answer of the wrong type', () => {
    expect(() => serializar(false)([{ ...linha, id: '1' }])).toThrow();
  });
});
