import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { MSG, RESOURCES } from '@ipe/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  installResourceTables,
  RESOURCE_ITEMS,
  RESOURCE_LINKS,
  RESOURCE_TABLES,
} from './db/resource-tables.ts';
import { MODULES as MODULOS_DO_PRODUTO } from './modules/index.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { jobLimpezaSessoes } from './platform/auth/limpezaSessoes.ts';
import { loginRoutes } from './platform/auth/login-routes.ts';
import { senhaRoutes } from './platform/auth/senha-routes.ts';
import { userinfoRoutes } from './platform/auth/userinfo-routes.ts';
import { registerPainel } from './platform/painel/routes.ts';
import { registerCaptcha } from './platform/captcha/index.ts';
import { registerCrudRoutes } from './platform/crud/routes.ts';
import { registerInputGuards } from './platform/http/entrada.ts';
import { registerErrorHandler } from './platform/http/errors.ts';
import { exigirStatusDoContrato, serializadorZod } from './platform/http/serializar.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/cabecalhosSeguranca.ts';
import { registerJobs } from './platform/jobs/index.ts';
import { registerMail } from './platform/mail/index.ts';
import { registerMensagensRoutes } from './platform/mensagens/index.ts';
import { registerModules, type ServerModule } from './platform/modules.ts';
import {
  pendenciaQuestionarios,
  registerRegistrosQuestionario,
} from './platform/questionario/colaborador/index.ts';

z.config(z.locales.ptBR());

export interface AppOptions {
  config: Config;
  database: Database;
  /** Fastify logger options; false in tests. */
  logger?: boolean | object;
  /** With `logger: true`, where the log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (the registry test checks each declares its access). */
  onRoute?: (route: RouteOptions) => void;
  /** An answer key its route's response schema does not declare is an error (API tests), not dropped. */
  respostasEstritas?: boolean;
  /** Tests: module manifests appended to MODULES (fixtures declaring what a later module will). */
  modulosExtras?: readonly ServerModule[];
}

function semAjv(): never {
  throw new Error('Compilador de esquema padrão do Fastify: use os de zod (app.ts).');
}

/** Builds the HTTP application: API under /api, the web build for every other GET. */
export async function buildApp({
  config,
  database,
  logger = false,
  logStream,
  onRoute,
  respostasEstritas = false,
  modulosExtras = [],
}: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const MODULES = [...MODULOS_DO_PRODUTO, ...modulosExtras];
  const app = Fastify({
    logger:
      logger === true
        ? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.body.senha', 'res.headers["set-cookie"]'],
            ...(logStream ? { stream: logStream } : {}),
          }
        : logger,
    // Proxy headers (X-Forwarded-For…) only from the configured proxies: else anyone picks their address.
    // A number of hops as Fastify does at run time (its types take only the function form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // The spec writes some paths with a trailing slash (GET /userinfo/usuario/noticias/); both spellings
    // reach the route, which the OpenAPI document declares without it.
    routerOptions: { ignoreTrailingSlash: true },
    // Every route validates and serializes with zod (the compilers set below). Factories given here keep
    // Fastify from loading its default Ajv and fast-json-stringify, ~130 ms of every start-up; they are
    // never called, as the compilers below replace them before any route compiles.
    schemaController: { compilersFactory: { buildValidator: semAjv, buildSerializer: semAjv } },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializadorZod(respostasEstritas));
  if (respostasEstritas) exigirStatusDoContrato(app);
  registerErrorHandler(app);
  registerInputGuards(app);
  // The modules' tables (the same list on every call): the generic routes and the modules read them.
  installResourceTables(MODULES.flatMap((m) => m.tables ?? []));

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await registerOpenApi(app, config.versao, MODULES);
  const principais = MODULES.flatMap((m) => m.principais ?? []);
  registerAccessControl(app, db, config, principais);
  // Before the modules and the mail: they register their scheduled jobs (app.jobs).
  registerJobs(app, db, config);
  app.jobs.registrar(jobLimpezaSessoes(db, principais));
  // Before the modules: they enqueue mail and wake app.mailer, and check captchas.
  registerMail(app, db, config);
  registerCaptcha(app, db, config);

  await app.register(loginRoutes, { db, config });
  await app.register(senhaRoutes, { db, config });
  await app.register(userinfoRoutes, { db, config, menus: MODULES.flatMap((m) => (m.menu ? [m.menu] : [])) });
  registerPainel(app, db, MODULES, [pendenciaQuestionarios]);
  registerRegistrosQuestionario(app, db, config, MODULES);
  registerMensagensRoutes(app, db);
  const hooks = await registerModules(app, { db, config }, MODULES);
  registerCrudRoutes(app, db, RESOURCES, RESOURCE_TABLES, hooks, {
    links: RESOURCE_LINKS,
    items: RESOURCE_ITEMS,
  });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET')
      return reply.status(404).send({ code: 'NAO_ENCONTRADO', message: MSG.recursoNaoEncontrado });
    // Single-page app: every other path is answered with index.html and routed by the web.
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('Build da web ausente: rode npm run build.');
    return reply.type('text/html').sendFile('index.html');
  });
  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies (apps/web/scripts/compress.mjs): served as they are.
      preCompressed: true,
      // One route per file (wildcard: false): the .br/.gz copies need none, as they are looked up beside
      // the file they compress; without them 170 routes instead of 510 (~60 ms less at start-up).
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed assets never change; index.html must be revalidated to pick up a new build.
      setHeaders: (res, filePath) =>
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    });
  return app;
}
