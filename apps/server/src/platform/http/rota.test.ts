import { defineContrato } from '@ipe/domain/contrato';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { esquemaDeResposta, rota } from './rota.ts';
import { exigirStatusDoContrato, serializadorZod } from './serializar.ts';

/** A save that creates the first time (201) and updates after (200), as the evaluations' answers. */
const salvar = defineContrato({
  method: 'POST',
  path: '/api/teste/salvar',
  summary: 'Salva',
  query: z.object({ status: z.coerce.number(), extra: z.string().optional() }),
  status: [201, 200],
  response: z.object({ id: z.number() }),
});

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializadorZod(true));
  exigirStatusDoContrato(app);
  rota(app, salvar, { config: { access: 'public' } }, async (req, reply) => {
    reply.status(req.query.status);
    return { id: 1, ...(req.query.extra ? { extra: req.query.extra } : {}) };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (query: string) => app.inject({ method: 'POST', url: `/api/teste/salvar?${query}` });

describe('a contract with more than one success status', () => {
  it('documents the answer under each status', () => {
    expect(Object.keys(esquemaDeResposta(salvar))).toEqual(['200', '201']);
    expect(esquemaDeResposta({ response: salvar.response })).toEqual({ 200: salvar.response });
  });

  it('checks the answer sent with any of them (strict: an undeclared key fails)', async () => {
    for (const status of [201, 200]) {
      const ok = await post(`status=${status}`);
      expect([ok.statusCode, ok.json()]).toEqual([status, { id: 1 }]);
      expect((await post(`status=${status}&extra=x`)).statusCode).toBe(500);
    }
  });

  it('fails in strict mode when the answer goes with a status the contract does not list', async () => {
    const res = await post('status=202');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('status 202 fora do contrato (201, 200)');
  });
});
