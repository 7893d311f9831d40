import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/sessions.ts';

export type Row = Record<string, unknown> & { id: number };

/** Adds computed values to rows of a resource answered by the generic routes. */
export type Completar = (rows: Row[], session: Session) => Promise<void>;

/**
 * Computed fields of a resource (names of responsibles, whether a cargo has salary bands) added to the
 * rows the generic routes answer — list, get, and the record returned by create and update — just
 * before serialisation, with one query per answer. `resumido` lists are left as they are.
 */
export function completarRespostas(app: FastifyInstance, base: string, completar: Completar) {
  const rotas = new Set([`GET ${base}`, `GET ${base}/:id`, `POST ${base}`, `PUT ${base}/:id`]);
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (!rotas.has(`${req.method} ${req.routeOptions.url}`) || reply.statusCode >= 300 || !req.session)
      return payload;
    if ((req.query as Record<string, string> | undefined)?.resumido === 'true') return payload;
    const p = payload as Row | Row[] | { content?: Row[] } | null;
    const rows = Array.isArray(p)
      ? p
      : p && Array.isArray((p as { content?: Row[] }).content)
        ? (p as { content: Row[] }).content
        : p && 'id' in p
          ? [p as Row]
          : [];
    if (rows.length) await completar(rows, req.session);
    return payload;
  });
}
