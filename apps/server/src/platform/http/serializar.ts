/**
 * Serialises answers through the route's zod response schema (fastify-type-provider-zod encodes, then
 * JSON.stringify). Encoding drops keys the schema does not declare; with `estrito` (the API tests) a
 * dropped key is an error naming it, so an incomplete contract fails its route's tests instead of
 * silently removing a field from the answer in production.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodType, safeEncode } from 'zod/v4/core';

const simples = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Paths of keys present (and defined) in `antes` but absent from `depois`. */
export function chavesDescartadas(antes: unknown, depois: unknown, caminho = ''): string[] {
  if (Array.isArray(antes) && Array.isArray(depois))
    return antes.flatMap((v, i) => chavesDescartadas(v, depois[i], `${caminho}[${i}]`));
  if (!simples(antes) || !simples(depois)) return [];
  const fora: string[] = [];
  for (const [k, v] of Object.entries(antes)) {
    const aqui = caminho ? `${caminho}.${k}` : k;
    if (!(k in depois)) {
      if (v !== undefined) fora.push(aqui);
    } else fora.push(...chavesDescartadas(v, depois[k], aqui));
  }
  return fora;
}

export function serializadorZod(estrito: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const s = schema as $ZodType;
    return (data) => {
      const r = safeEncode(s, data);
      if (r.error) throw new ResponseSerializationError(method, url, { cause: r.error });
      if (estrito) {
        const fora = chavesDescartadas(data, r.data);
        if (fora.length)
          throw new Error(
            `${method} ${url}: resposta com chaves fora do contrato: ${fora.slice(0, 10).join(', ')}`,
          );
      }
      return JSON.stringify(r.data);
    };
  };
}

/**
 * In strict mode (API tests): a contract route's JSON answer sent with a success status its contract does
 * not list fails, naming it. Fastify would send it through no response schema (unchecked, extra keys kept).
 */
export function exigirStatusDoContrato(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload) => {
    const declarados = req.routeOptions.config.statusDoContrato;
    if (declarados && reply.statusCode < 300 && !declarados.includes(reply.statusCode))
      throw new Error(
        `${req.method} ${req.routeOptions.url}: status ${reply.statusCode} fora do contrato (${declarados.join(', ')})`,
      );
    return payload;
  });
}
