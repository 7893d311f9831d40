import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (Helmet's: CSP, HSTS, X-Frame-Options, …), computed once at
 * start-up. @fastify/helmet built Helmet's middleware anew on every request (its CSP directives parsed
 * each time: ~3 % of the server's CPU on a cheap list, issue 18); none of these headers depends on the
 * request, so they are captured from one run of the middleware and set from that copy.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
