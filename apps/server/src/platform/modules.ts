import { type MenuItem, RESOURCES } from '@ipe/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PartTables } from '../db/resource-tables.ts';
import type { DemoCtx } from '../db/seed/demo/types.ts';
import { composeHooks } from './crud/hooks.ts';
import type { PrincipalExterno } from './auth/principais.ts';
import type { Session } from './auth/sessions.ts';
import type { CrudHooks } from './crud/routes.ts';
import type { Job } from './jobs/index.ts';
import type { ContribuidorAvisos } from './painel/avisos.ts';
import type { ContribuidorPendencias } from './pendencias/index.ts';
import type { DonoResposta } from './questionario/colaborador/donos.ts';

/**
 * What the server knows of a module: one manifest per module (`modules/<modulo>/manifest.ts`), listed
 * once in `modules/index.ts`. The platform and the database layer receive the list and import no module.
 */
export interface ServerModule {
  /** The module's id (the domain's module id where it has one): also its routes' OpenAPI tag. */
  id: string;
  /** What its OpenAPI tag holds, when the domain has no module of its id (else the domain's `nome`). */
  descricao?: string;
  /** Its resources' tables, link and child tables, labels (each part's `tables.ts`). */
  tables?: readonly PartTables[];
  /** Its parts' special routes; each returns the CrudHooks of its generic resources (composed per resource). */
  register?: readonly ModuleRegister[];
  /** Reference data every installation needs, run on every start (idempotent). */
  seed?: (db: Db) => Promise<void>;
  /** Demo data, part by part in dependency order; modules run in the order of the list. */
  demo?: readonly DemoStep[];
  /** Kinds of external principal it owns (definePrincipalExterno: cookie, session loader, clean-up). */
  principais?: readonly PrincipalExterno<unknown>[];
  /** Its scheduled jobs (defineJob), registered with the app's runner after its routes. */
  jobs?: (app: FastifyInstance, deps: ModuleDeps) => readonly Job[];
  /** Its contributions to the user's pending work (home strip, 'Minhas pendências'; platform/pendencias). */
  pendencias?: readonly ContribuidorPendencias[];
  /**
   * Its kinds of answering-record owner (an experience follow-up, a survey…): who may answer on behalf,
   * titles, reminders' box (platform/questionario/colaborador, docs/questionario.md 'Registro de resposta').
   */
  donosResposta?: readonly DonoResposta[];
  /** What produces the spec's system notices from its data (platform/painel/avisos.ts). */
  avisos?: readonly ContribuidorAvisos[];
  /** Menu entries that come from data (a company's extra menus), appended to the session's menu. */
  menu?: MenuDaSessao;
}

/** The menu items a module adds to a session's menu (GET /api/userinfo), read from its data. */
export type MenuDaSessao = (db: Db, session: Session) => Promise<MenuItem[]>;

export interface ModuleDeps {
  db: Db;
  config: Config;
}

export type ModuleRegister = (
  app: FastifyInstance,
  deps: ModuleDeps,
) => Promise<Record<string, CrudHooks> | undefined> | Record<string, CrudHooks> | undefined;

export type DemoStep = (ctx: DemoCtx) => Promise<void>;

/** Declares a module's server manifest (only a typed identity: the list in modules/index.ts is the registry). */
export const defineServerModule = (m: ServerModule): ServerModule => m;

/**
 * Registers every module's routes and then its jobs, in list order, and answers the hooks per resource: when several
 * modules give hooks to one resource, all run (composeHooks). A view (ResourceDef.viewOf) keeps its
 * base's rules unless a module gives it hooks of its own.
 */
export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  modules: readonly ServerModule[],
): Promise<Record<string, CrudHooks>> {
  const parts = await Promise.all(modules.flatMap((m) => (m.register ?? []).map((r) => r(app, deps))));
  for (const m of modules) for (const job of m.jobs?.(app, deps) ?? []) app.jobs.registrar(job);
  const lists = new Map<string, CrudHooks[]>();
  for (const part of parts)
    for (const [name, h] of Object.entries(part ?? {})) lists.set(name, [...(lists.get(name) ?? []), h]);
  const hooks: Record<string, CrudHooks> = {};
  for (const [name, list] of lists) hooks[name] = composeHooks(name, list);
  for (const r of RESOURCES)
    if (r.viewOf && !hooks[r.name] && hooks[r.viewOf]) hooks[r.name] = hooks[r.viewOf];
  return hooks;
}
