/**
 * Guards on what reaches every route, in one place instead of per route:
 * - a NUL character (U+0000) in the path parameters, the query or the body (JSON or form-encoded, keys
 *   and values, at any depth) answers 400 FIELD_VALIDATION_VIOLATION naming the field: PostgreSQL text
 *   cannot hold it, so it would otherwise fail as a 500 deep in a query. Multipart text fields are read
 *   by the route (`receberArquivo`), which applies `exigirSemNulo` to them;
 * - a body above a parser's limit answers 413 while the rest of the body is read and discarded (up to
 *   DESCARTE_MAXIMO), so the client reads the answer instead of meeting a reset connection.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors } from './errors.ts';

export const MSG_CARACTERE_NULO = 'Contém um caractere nulo (U+0000), que não é permitido.';

/** The path (`campo.0.sub`, as zod entries name it) of the first key or string holding U+0000, or null. */
export function caminhoComNulo(valor: unknown, caminho = ''): string | null {
  if (typeof valor === 'string') return valor.includes('\u0000') ? caminho : null;
  if (valor === null || typeof valor !== 'object' || Buffer.isBuffer(valor)) return null;
  for (const [chave, v] of Object.entries(valor)) {
    const aqui = caminho ? `${caminho}.${chave}` : chave;
    if (chave.includes('\u0000')) return aqui;
    const achado = caminhoComNulo(v, aqui);
    if (achado !== null) return achado;
  }
  return null;
}

/** Throws the 400 of a NUL character when `valores` (an object of fields) holds one. */
export function exigirSemNulo(valores: unknown): void {
  const campo = caminhoComNulo(valores);
  if (campo !== null) throw fieldErrors([{ field: campo, message: MSG_CARACTERE_NULO }]);
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    exigirSemNulo(req.params);
    exigirSemNulo(req.query);
    exigirSemNulo(req.body);
  });
}

/** Bytes of a refused body read and discarded to keep the connection; a bigger one closes it. */
const DESCARTE_MAXIMO = 64 * 1024 * 1024;

/**
 * Called with an error answer: when the body parser gave up mid-body (and asked Fastify to close the
 * connection), reads the rest of the body instead, so the answer reaches the client.
 */
export function descartarCorpoRestante(req: FastifyRequest, reply: FastifyReply): void {
  if (reply.getHeader('connection') !== 'close' || req.raw.complete) return;
  if (Number(req.headers['content-length']) > DESCARTE_MAXIMO) return;
  reply.removeHeader('connection');
  let lidos = 0;
  req.raw.on('data', (pedaco: Buffer) => {
    lidos += pedaco.length;
    if (lidos > DESCARTE_MAXIMO) req.raw.destroy();
  });
  req.raw.resume();
}
