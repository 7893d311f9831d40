import swagger from '@fastify/swagger';
import { type AccessRule, HEADER_EMPRESA_ID, HEADER_PAGE_PATH, MODULOS, SESSION_COOKIE } from '@ipe/domain';
import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.0 document served at GET /api/docs, completed here for every operation at once so that a
 * route only declares its summary, tags and schemas: an operationId from the method and the path, the
 * security its `config.access` implies, the standard 4xx answers with the error body of errors.ts, the
 * headers a browser-less client must send, and the tags at the top level. openapi.test.ts holds it to two
 * validators and to Redocly's recommended rules.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  security?: Json[];
  parameters?: (Json & { in?: string; $ref?: string })[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  tags?: string[];
};

const SESSAO = 'sessao';
const CANDIDATO = 'candidato';
const MUTATIONS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The platform's tags, with what they hold (a module's tag is its id: see registerOpenApi). */
const TAGS: Record<string, string> = {
  sessao: 'Login, sessão e dados do usuário logado',
  captcha: 'Desafio ALTCHA (prova de trabalho) do login e dos formulários públicos',
  relatorios: 'Relatórios em PDF e em planilha',
};

const erro = {
  type: 'object',
  description: 'Corpo de toda resposta de erro',
  properties: {
    code: {
      type: 'string',
      description: 'Código estável do erro (FIELD_VALIDATION_VIOLATION, NAO_ENCONTRADO…)',
    },
    message: { type: 'string', description: 'Mensagem para o usuário, em português' },
    entries: {
      type: 'array',
      description: 'Campos recusados, com a mensagem de cada um',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
    id: { type: 'string', description: 'Id de um erro interno (500), o mesmo do log do servidor' },
  },
  required: ['code', 'message'],
};

/** The standard error answers, by status; each operation refers to those that apply to it. */
const ERROS: Record<string, [name: string, description: string]> = {
  400: ['RequisicaoInvalida', 'Requisição inválida (com `entries` quando são campos)'],
  401: ['NaoAutenticado', 'Sem sessão, ou sessão expirada'],
  403: ['Proibido', 'Sem a permissão, sem o cabeçalho x-page-path numa alteração, ou senha a trocar'],
  404: ['NaoEncontrado', 'Registro inexistente ou de outra empresa'],
  409: ['EmpresaAlterada', 'A empresa da sessão mudou em outra aba (cabeçalho x-empresa-id)'],
};

/** Schemas added by the generic routes (records, list rows), merged into components.schemas. */
const extraSchemas = new WeakMap<FastifyInstance, Record<string, unknown>>();

/** Adds component schemas to the app's document (named `#/components/schemas/<name>`). */
export function addOpenApiSchemas(app: FastifyInstance, schemas: Record<string, unknown>) {
  const all = extraSchemas.get(app) ?? {};
  extraSchemas.set(app, all);
  for (const [name, schema] of Object.entries(schemas)) {
    if (name in all && JSON.stringify(all[name]) !== JSON.stringify(schema))
      throw new Error(`OpenAPI: dois esquemas com o nome ${name}`);
    all[name] = schema;
  }
}

/** The security requirement of an access rule: none, the candidate's cookie or the user's session. */
export function securityOf(access: AccessRule | undefined): Record<string, string[]>[] {
  if (access === 'public') return [];
  return [{ [access === 'candidato' ? CANDIDATO : SESSAO]: [] }];
}

/**
 * A readable, stable operationId from the method and the path: `GET /api/geral/estados/{id}/cidades`
 * → `getGeralEstadosByIdCidades`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['By', param[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** First segments of /api paths that are not module ids, and the tag of their routes. */
const TAG_DO_CAMINHO: Record<string, string> = {
  login: 'sessao',
  logout: 'sessao',
  userinfo: 'sessao',
  erros: 'utilitario',
};

/** The tag of a route that declares none: its module, from the path (`/api/cargo-salario/…` → cargoSalario). */
export function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? '';
  return TAG_DO_CAMINHO[segment] ?? segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

const accessOf = (access: AccessRule): string => {
  if (access === 'public') return 'Público.';
  if (access === 'candidato') return `Sessão do candidato (cookie ${CANDIDATO_COOKIE}).`;
  if (access === 'authenticated') return 'Qualquer usuário logado.';
  if (typeof access === 'string') return `Permissão ${access}.`;
  if ('anyOf' in access) return `Uma das permissões ${access.anyOf.join(', ')}.`;
  return `Todas as permissões ${access.allOf.join(', ')}.`;
};

/** Completes one operation: operationId, 4xx answers and the headers of mutations. */
function completeOperation(path: string, method: string, op: Operation, ids: Set<string>) {
  if (!op.operationId) {
    let id = operationIdOf(method, path);
    // Never two equal ids (openapi.test.ts requires none to need this suffix).
    for (let n = 2; ids.has(id); n++) id = `${operationIdOf(method, path)}_${n}`;
    op.operationId = id;
  }
  ids.add(op.operationId);
  const params = op.parameters ?? [];
  const authenticated = (op.security ?? []).length > 0;
  const applies: Record<string, boolean> = {
    400: op.requestBody !== undefined || params.some((p) => p.in === 'query' || p.in === 'path'),
    401: authenticated,
    403: authenticated || MUTATIONS.has(method),
    404: path.includes('{'),
    409: authenticated && MUTATIONS.has(method) && op.security?.[0]?.[SESSAO] !== undefined,
  };
  for (const [status, [name]] of Object.entries(ERROS))
    if (applies[status] && !op.responses[status])
      op.responses[status] = { $ref: `#/components/responses/${name}` };
  if (MUTATIONS.has(method)) {
    op.parameters = [...params, { $ref: '#/components/parameters/PaginaOrigem' }];
    if (op.security?.[0]?.[SESSAO]) op.parameters.push({ $ref: '#/components/parameters/EmpresaDaAba' });
  }
}

/** A schema that accepts null and nothing else, in OpenAPI 3.0 (which has no null type). */
const SO_NULL = { type: 'object', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 shapes for what zod's converter may leave: `nullable` applies only next to a `type`, so
 * `{nullable, anyOf: [X]}` becomes X made nullable, and a nullable union gets a null member instead;
 * a one-member `anyOf`/`oneOf` is its member.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const x of node) fixNullable(x);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const s = node as Json;
  for (const v of Object.values(s)) fixNullable(v);
  for (const k of ['anyOf', 'oneOf']) {
    const members = s[k];
    if (!Array.isArray(members) || members.length !== 1) continue;
    const only = members[0] as Json;
    if ('$ref' in only || Object.keys(only).some((x) => x !== 'nullable' && x in s)) continue;
    delete s[k];
    Object.assign(s, only, s.nullable || only.nullable ? { nullable: true } : {});
  }
  if (s.nullable === true && s.type === undefined) {
    const members = (s.anyOf ?? s.oneOf) as Json[] | undefined;
    if (members) {
      delete s.nullable;
      members.push({ ...SO_NULL });
    }
  }
}

/** Names of the component schemas that `node` refers to. */
function schemaRefs(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const x of node) schemaRefs(x, found);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/'))
        found.add(v.slice('#/components/schemas/'.length));
      else schemaRefs(v, found);
    }
  return found;
}

/**
 * Only the component schemas something refers to: the zod registry yields an input and an output
 * variant of every named schema, and a document keeps just the ones its operations use.
 */
function usedSchemas(doc: Json, schemas: Record<string, unknown>): Record<string, unknown> {
  const { components, ...rest } = doc;
  const { schemas: _all, ...others } = (components ?? {}) as Json;
  const used = schemaRefs([rest, others]);
  for (const pending = [...used]; pending.length; )
    for (const name of schemaRefs(schemas[pending.pop() as string]))
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** Completes the document: servers, components, each operation and the tags at the top level. */
function completeDocument(
  doc: Json,
  extra: Record<string, unknown>,
  versao: string,
  moduleTags: Readonly<Record<string, string>>,
): Json {
  const components = (doc.components ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const ids = new Set<string>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      completeOperation(path, method, op, ids);
      for (const t of op.tags ?? []) tags.add(t);
    }
  const complete: Json = {
    ...doc,
    info: {
      title: 'Ipê RH API',
      version: versao,
      description:
        'API do Ipê RH. Os usuários entram por POST /api/login, que devolve o cookie de sessão ' +
        `\`${SESSION_COOKIE}\`; os candidatos da área externa pelo cookie \`${CANDIDATO_COOKIE}\`. ` +
        `Toda alteração (POST, PUT, PATCH, DELETE) leva o cabeçalho \`${HEADER_PAGE_PATH}\` (a página ` +
        'de origem: é a proteção contra requisições forjadas entre sites). Os erros respondem ' +
        '`{code, message, entries?, id?}`.',
    },
    servers: [{ url: '/', description: 'Este servidor' }],
    tags: [...tags].sort().map((name) => ({ name, description: moduleTags[name] ?? TAGS[name] ?? name })),
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ...extra, Erro: erro },
      responses: Object.fromEntries(
        Object.values(ERROS).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } } },
        ]),
      ),
      parameters: {
        PaginaOrigem: {
          name: HEADER_PAGE_PATH,
          in: 'header',
          required: true,
          description: 'Página de origem da alteração (qualquer caminho): sem ele, 403',
          schema: { type: 'string' },
        },
        EmpresaDaAba: {
          name: HEADER_EMPRESA_ID,
          in: 'header',
          required: false,
          description: 'Empresa que a aba mostra: se não for a da sessão, 409 (EMPRESA_ALTERADA)',
          schema: { type: 'string' },
        },
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
  const all = complete.components as Json;
  all.schemas = usedSchemas(complete, all.schemas as Record<string, unknown>);
  fixNullable([complete.paths, all.schemas]);
  return complete;
}

const SECURITY_SCHEMES = {
  [SESSAO]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Sessão de um usuário, aberta por POST /api/login',
  },
  [CANDIDATO]: {
    type: 'apiKey',
    in: 'cookie',
    name: CANDIDATO_COOKIE,
    description: 'Sessão de um candidato da área externa',
  },
};

/**
 * Registers @fastify/swagger with the transforms that complete every route's operation. `modulos`: the
 * server's modules; a module's tag (its id) is described by its manifest's `descricao`, else by the
 * domain module's name.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  versao: string,
  modulos: readonly { id: string; descricao?: string }[],
) {
  const domain: Readonly<Record<string, string>> = MODULOS;
  const moduleTags = Object.fromEntries(
    modulos.flatMap((m) => {
      const d = m.descricao ?? domain[m.id];
      return d ? [[m.id, d]] : [];
    }),
  );
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Ipê RH API', version: versao },
      // Known while the routes are read: their security requirements name these schemes.
      components: { securitySchemes: SECURITY_SCHEMES as never },
    },
    transform: (doc) => {
      const s = doc.schema as Json | undefined;
      const zod = (v: unknown) => !!v && typeof v === 'object' && '_zod' in v;
      // A contract's route may declare only a response (platform/http/rota.ts).
      const respostas = Object.values((s?.response ?? {}) as Record<string, unknown>);
      const isZod =
        s &&
        (Object.values(s).some(zod) ||
          respostas.some((r) => zod(r) || (r as { content?: unknown })?.content));
      const out = isZod ? jsonSchemaTransform(doc) : { schema: doc.schema ?? {}, url: doc.url };
      if ((out.schema as Json).hide) return out;
      const access = doc.route.config?.access;
      const description = [(out.schema as Json).description, `Acesso: ${access ? accessOf(access) : '—'}`]
        .filter(Boolean)
        .join('\n\n');
      const tags = (out.schema as { tags?: string[] }).tags ?? [tagOf(doc.url)];
      return { ...out, schema: { ...out.schema, tags, description, security: securityOf(access) } };
    },
    transformObject: (doc) => {
      const withZod = 'openapiObject' in doc ? jsonSchemaTransformObject(doc) : doc.swaggerObject;
      return completeDocument(withZod as Json, extraSchemas.get(app) ?? {}, versao, moduleTags) as never;
    },
  });
}
