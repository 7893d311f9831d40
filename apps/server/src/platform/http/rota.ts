/**
 * Registers a special route from its contract (packages/domain/src/contrato.ts):
 *
 *   rota(app, cidadesDoEstado, { config: { access: 'authenticated' } }, async (req) =>
 *     db.select(...).where(eq(cidade.estadoId, req.params.id)));
 *
 * Fastify validates params, query and body with the contract's schemas (req is typed by their parsed
 * types), serialises the answer through `response` (the handler must return its type) and documents
 * the route in the OpenAPI document. A file answer (`arquivo(...)`) is sent as the handler sends it; with
 * `arquivoOuJson(schema, ...)` the handler either sends the file or returns the JSON, serialised through
 * `schema` (Fastify picks the serialiser by the answer's media type).
 */
import {
  type ContratoBase,
  eArquivo,
  eArquivoOuJson,
  eSemConteudo,
  type SaidaDe,
  statusDe,
} from '@ipe/domain/contrato';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { validatorCompiler as zodValidator } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Success statuses of a contract route's JSON answer (checked in API tests: serializar.ts). */
    statusDoContrato?: readonly number[];
  }
}

type Saida<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RequisicaoDe<C extends ContratoBase> = FastifyRequest<{
  Params: Saida<C['params']>;
  Querystring: Saida<C['query']>;
  Body: Saida<C['body']>;
}>;

/** Route options beside the contract (access, limits, hooks); the schema comes from the contract. */
export type OpcoesRota = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: { tags?: string[]; description?: string; hide?: boolean; consumes?: string[] };
};

/** What a handler may give back: the contract's answer, or the reply it already sent (files, 204). */
export type RetornoDe<C extends ContratoBase> = SaidaDe<C> | FastifyReply;

/** The Fastify `response` schema of a contract. */
export function esquemaDeResposta(c: Pick<ContratoBase, 'response' | 'status'>): Record<string, unknown> {
  const r = c.response;
  if (eSemConteudo(r)) return { 204: z.null().describe('Sem conteúdo') };
  if (eArquivo(r)) {
    const arquivos = r.arquivo.map((tipo) => [tipo, { schema: z.string().meta({ format: 'binary' }) }]);
    const json = eArquivoOuJson(r) ? [['application/json', { schema: r.json }]] : [];
    return {
      200: {
        description: eArquivoOuJson(r)
          ? `Arquivo, ou JSON: ${r.json.description ?? 'a resposta'}`
          : 'Arquivo',
        content: Object.fromEntries([...arquivos, ...json]),
      },
    };
  }
  return Object.fromEntries(statusDe(c).map((status) => [status, r]));
}

/**
 * Route option: the contract documents the body, the handler checks it (with the domain schema's own
 * field entries, e.g. answers' errors named by question instead of by index).
 */
export const corpoValidadoPeloHandler: Pick<OpcoesRota, 'validatorCompiler'> = {
  validatorCompiler: (route) =>
    route.httpPart === 'body' ? (value: unknown) => ({ value }) : zodValidator(route as never),
};

export function rota<C extends ContratoBase>(
  app: FastifyInstance,
  contrato: C,
  opcoes: OpcoesRota,
  handler: (req: RequisicaoDe<C>, reply: FastifyReply) => Promise<RetornoDe<C>>,
): void {
  const { schema: extra, ...resto } = opcoes;
  const json = !eArquivo(contrato.response) && !eSemConteudo(contrato.response);
  app.route({
    ...resto,
    config: { ...resto.config, ...(json ? { statusDoContrato: statusDe(contrato) } : {}) },
    method: contrato.method,
    url: contrato.path,
    schema: {
      summary: contrato.summary,
      ...extra,
      ...(contrato.params ? { params: contrato.params } : {}),
      ...(contrato.query ? { querystring: contrato.query } : {}),
      ...(contrato.body ? { body: contrato.body } : {}),
      response: esquemaDeResposta(contrato),
    },
    handler: (eSemConteudo(contrato.response)
      ? async (req: RequisicaoDe<C>, reply: FastifyReply) => {
          await handler(req, reply);
          if (!reply.sent) return reply.code(204).send();
          return reply;
        }
      : handler) as never,
  });
}
