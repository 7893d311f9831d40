import { type AccessRule, MSG, type ResourceDef, resourceSchema } from '@ipe/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditar } from '../audit.ts';
import { sessionOf } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { badRequest, fieldErrors, fromDatabaseError, notFound, zodEntries } from '../http/errors.ts';
import { addOpenApiSchemas } from '../http/openapi.ts';
import { pagina } from '../http/pagina.ts';
import { registerListExport } from './exportar.ts';
import { crudDocs, listQueryJsonSchema, resourceJsonSchema } from './openapi.ts';
import { saveChildren, splitChildren } from './children.ts';
import { columnOf, parseListQuery } from './query.ts';
import { countQuery, listStatementCache } from './listStatements.ts';
import { pageStatement, type Selection, selection } from './selection.ts';
import type { CrudStorage } from './storage.ts';

/** Special behaviour a module adds to a generic resource without rewriting its routes. */
export interface CrudHooks {
  /**
   * Checks body parts beyond the declared fields, or rules that depend on the company (its parameters,
   * read with `db` for the session's company); its entries join the fields' in one answer.
   */
  validate?(
    body: unknown,
    ctx: { db: Db; session: Session },
  ): { field: string; message: string }[] | Promise<{ field: string; message: string }[]>;
  /**
   * Runs inside the write transaction before insert/update; may change `data` or throw an HttpError.
   * `body` is the request's body as sent (parts beyond the declared fields).
   */
  beforeSave?(ctx: {
    db: Db;
    session: Session;
    id: number | null;
    data: Record<string, unknown>;
    body: unknown;
  }): Promise<void> | void;
  /** Runs inside the transaction after insert/update with the saved id (child rows, history, audit). */
  afterSave?(ctx: { db: Db; session: Session; id: number; body: unknown }): Promise<void> | void;
  /**
   * Runs before a delete; may refuse it with an HttpError (rows that must never go). `query` is the DELETE's
   * query string (an evaluation model's `tipo`).
   */
  beforeDelete?(ctx: {
    session: Session;
    id: number;
    query?: Record<string, string | undefined>;
  }): Promise<void> | void;
  /** Runs inside the delete's transaction with the removed row (rows it owned through its own key). */
  afterDelete?(ctx: {
    db: Db;
    session: Session;
    id: number;
    row: Record<string, unknown>;
  }): Promise<void> | void;
  /**
   * Extra conditions of the list from its query string (periods, computed situations, parameter aliases)
   * beyond the declared equality filters; may throw a 400 for a malformed value.
   */
  listWhere?(ctx: { session: Session; query: Record<string, string | undefined> }): SQL | undefined;
  /**
   * The list's order when the query asks for one the declaration cannot express (relevance of a
   * full-text search); undefined keeps the declared/requested sort.
   */
  listOrder?(ctx: { session: Session; query: Record<string, string | undefined> }): SQL[] | undefined;
  /**
   * Counts a paged list up to this many rows instead of the exact `count(*)` (a table of millions); above
   * it the answer's `total` is this number and `totalLimitado` tells the screen there are more. Declared,
   * not computed, so the list keeps its statements built once per query shape (listStatements.ts).
   */
  listCountLimit?: number;
  /** Rewrites each row of the list's answer (and its export): the candidate list's masked CPF. */
  listRow?(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * The ids of a paged list's page and its total in one statement, when ordering every match and counting
   * apart cannot be fast (a full-text search ranked by relevance over a million rows); undefined keeps the
   * generic `order by … limit … offset` and count. `where` is the list's whole condition.
   */
  listPage?(ctx: {
    db: Db;
    session: Session;
    where: SQL | undefined;
    query: Record<string, string | undefined>;
    size: number;
    offset: number;
  }): Promise<{ ids: number[]; total: number; limitado: boolean }> | undefined;
  /** Restricts which rows the session may see besides the company scope. */
  scope?(ctx: { session: Session; table: PgTable }): SQL | undefined;
  /**
   * Data kept outside the declared fields that the audit's before/after must show (a user's profile per
   * company); read in the write's transaction. Never return secrets (password hashes).
   */
  auditExtra?(ctx: { db: Db; id: number }): Promise<Record<string, unknown>>;
}

/**
 * A resource's generic save and read, for routes of another area that must write the same record with
 * the same validation, hooks, transaction and audit (the candidate area's registration and CV).
 */
export interface CrudService {
  /** Validates `body` and inserts (id null) or updates the row in one transaction with the hooks. */
  save(session: Session, id: number | null, body: unknown): Promise<number>;
  /** The full row of the session's company (404 otherwise). */
  findOne(session: Session, id: number): Promise<Record<string, unknown>>;
  /** The list as GET answers it for this query string (resumido, unpaged, filters, page). */
  list(session: Session, query: Record<string, string | undefined>): Promise<unknown>;
  /** The resource's hooks, composed from every module that gives it some (a batch removal runs afterDelete). */
  hooks: CrudHooks;
}
const services = new WeakMap<FastifyInstance, Map<string, CrudService>>();

/** The generic service of `resource` registered on `app` (call it while serving a request). */
export function crudService(app: FastifyInstance, resource: string): CrudService {
  const service = services.get(app)?.get(resource);
  if (!service) throw new Error(`crudService: recurso ${resource} sem rotas genéricas`);
  return service;
}

const idParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } as const;
const passThrough = () => (value: unknown) => ({ value });
/** The answers are sent as they are (as without a schema): their schemas only document them. */
const asJson = () => (data: unknown) => JSON.stringify(data);

/** A paged list's answer (pagina.ts). */
const envelope = (content: unknown[], n: number, limitado: boolean, page: number, size: number) =>
  pagina(content, n, page, size, limitado);

/** Serves list, get, create, update and delete for every resource of the registry. */
export function registerCrudRoutes(
  app: FastifyInstance,
  db: Db,
  resources: readonly ResourceDef[],
  tables: Record<string, PgTable>,
  hooks: Record<string, CrudHooks> = {},
  children: Partial<Omit<CrudStorage, 'tables'>> = {},
) {
  const storage: CrudStorage = { tables, links: children.links ?? {}, items: children.items ?? {} };
  const registered = services.get(app) ?? new Map<string, CrudService>();
  services.set(app, registered);
  for (const def of resources) {
    const table = tables[def.name];
    const ops = new Set(def.operations ?? ['list', 'get', 'create', 'update', 'delete']);
    const base = `/api${def.path}`;
    const h = hooks[def.name] ?? {};
    const schema = resourceSchema(def);
    // Built once per resource, not per request: the columns, reference aliases and joins never change.
    const fullSelection = selection(def, storage, 'registro');
    const listSelection = selection(def, storage, 'lista');
    const briefSelection = selection(def, storage, 'resumido');
    const pageSelection = selection(def, storage, 'pagina');
    const pageRows = pageStatement(db, table, pageSelection, `crud_pagina_${def.name}`);
    const what = `${def.feminine ? 'A' : 'O'} ${def.label.toLowerCase()}`;
    const tags = [def.modulo];
    const docs = crudDocs(def);
    addOpenApiSchemas(app, docs.schemas);
    const scopeOf = (s: Session) =>
      and(
        def.empresaScoped ? eq(columnOf(table, 'empresaId'), s.empresaId) : undefined,
        h.scope?.({ session: s, table }),
      );
    const route = (access: AccessRule, summary: string, schema: Record<string, unknown> = {}) => ({
      config: { access },
      validatorCompiler: passThrough,
      serializerCompiler: asJson,
      schema: { tags, summary, ...schema },
    });

    const findOne = async (s: Session, id: number, on: Db = db) => {
      const { sel, joins } = fullSelection as Selection;
      let q = on
        .select(sel as never)
        .from(table)
        .$dynamic();
      for (const j of joins) q = q.leftJoin(j.t, j.on);
      const [row] = await q.where(and(eq(columnOf(table, 'id'), id), scopeOf(s)));
      if (!row) throw notFound();
      return row as Record<string, unknown>;
    };

    /** The record as the audit log shows it: the full row plus the hook's extra data. */
    const snapshot = async (s: Session, id: number, tx: Db) => {
      const row = await findOne(s, id, tx);
      return h.auditExtra ? { ...row, ...(await h.auditExtra({ db: tx, id })) } : row;
    };

    /** Writes the audit row of a change when the resource asks for it (same transaction). */
    const audit = async (tx: Db, s: Session, id: number, acao: string, antes: unknown, depois: unknown) => {
      if (!def.audit) return;
      const row = (depois ?? antes) as Record<string, unknown> | null;
      const descricao = row?.[def.resumo] == null ? null : String(row[def.resumo]);
      await auditar(tx, s, { entidade: def.name, entidadeId: id, acao, descricao, antes, depois });
    };

    const parseBody = async (s: Session, body: unknown) => {
      const parsed = schema.safeParse(body ?? {});
      const entries = [
        ...(parsed.success ? [] : zodEntries(parsed.error.issues)),
        ...((await h.validate?.(body ?? {}, { db, session: s })) ?? []),
      ];
      if (!parsed.success || entries.length) throw fieldErrors(entries);
      return parsed.data as Record<string, unknown>;
    };

    const parseId = (raw: unknown) => {
      const id = Number(raw);
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return id;
    };

    /** Insert or update in one transaction with the hooks; database constraint errors become 4xx. */
    const save = async (s: Session, id: number | null, body: unknown) => {
      const data = await parseBody(s, body);
      try {
        return await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await h.beforeSave?.({ db: tx, session: s, id, data, body });
          const antes = def.audit && id !== null ? await snapshot(s, id, tx) : null;
          const { own, children } = splitChildren(def, data);
          if (def.empresaScoped) own.empresaId = s.empresaId;
          let savedId = id;
          if (id === null) {
            const [row] = await tx
              .insert(table)
              .values(own as never)
              .returning({ id: columnOf(table, 'id') });
            savedId = row.id as number;
          } else {
            const rows = await tx
              .update(table)
              .set(own as never)
              .where(and(eq(columnOf(table, 'id'), id), scopeOf(s)))
              .returning({ id: columnOf(table, 'id') });
            if (!rows.length) throw notFound();
          }
          await saveChildren(tx, def, storage, savedId as number, children);
          await h.afterSave?.({ db: tx, session: s, id: savedId as number, body });
          if (def.audit)
            await audit(
              tx,
              s,
              savedId as number,
              id === null ? 'INSERIR' : 'ALTERAR',
              antes,
              await snapshot(s, savedId as number, tx),
            );
          return savedId as number;
        });
      } catch (e) {
        throw fromDatabaseError(e, what) ?? e;
      }
    };
    /** The list's statements for one query shape, built on its first request (listStatements.ts). */
    const statementsOf = listStatementCache(db, def.name, table, {
      sel: listSelection,
      brief: briefSelection,
      paged: pageSelection,
      scoped: def.empresaScoped,
      countLimit: h.listCountLimit,
    });
    /** A count as the answer gives it: above the declared limit, the limit and "there are more". */
    const capped = (n: number): [number, boolean] =>
      h.listCountLimit !== undefined && n > h.listCountLimit ? [h.listCountLimit, true] : [n, false];
    const list = async (s: Session, qs: Record<string, string | undefined>) => {
      const answer = await listRaw(s, qs);
      const f = h.listRow;
      if (!f) return answer;
      if (Array.isArray(answer)) return (answer as Record<string, unknown>[]).map(f);
      const env = answer as { content: Record<string, unknown>[] };
      return { ...env, content: env.content.map(f) };
    };
    const listRaw = async (s: Session, qs: Record<string, string | undefined>) => {
      const extra = h.listWhere?.({ session: s, query: qs });
      const q = parseListQuery(def, storage, qs);
      const hookOrder = h.listOrder?.({ session: s, query: qs });
      const where = and(
        scopeOf(s),
        extra,
        q.conditions((i) => q.values[i]),
      );
      const offset = (q.page ?? 0) * q.size;
      const own =
        q.page === null || q.resumido
          ? undefined
          : h.listPage?.({ db, session: s, where, query: qs, size: q.size, offset });
      if (own) {
        const { ids, total, limitado } = await own;
        return envelope(await pageRows(ids), total, limitado, q.page as number, q.size);
      }
      // Without hook SQL (whose values vary per request), the statement is the shape's, built once. A
      // scope that adds nothing for this session (HR on the talents) keeps it too.
      if (!h.scope?.({ session: s, table }) && !extra && !hookOrder) {
        const st = statementsOf(q);
        const args = st.args(q, s.empresaId);
        if (q.page === null) return st.rows(args);
        const content = q.resumido ? st.rows(args) : st.page(args);
        const [rows, n] = await Promise.all([content, st.count(args)]);
        return envelope(rows, ...capped(n), q.page, q.size);
      }
      const order = hookOrder ?? q.sort;
      const whole = (sel: Selection) => {
        let query = db
          .select(sel.sel as never)
          .from(table)
          .$dynamic();
        for (const j of sel.joins) query = query.leftJoin(j.t, j.on);
        return query.where(where).orderBy(...order);
      };
      if (q.page === null) return whole(q.resumido ? briefSelection : listSelection);
      // A page: ids first, then the page's rows with their labels and id arrays (see pageStatement).
      const content = q.resumido
        ? whole(briefSelection).limit(q.size).offset(offset)
        : db
            .select({ id: columnOf(table, 'id') })
            .from(table)
            .where(where)
            .orderBy(...order)
            .limit(q.size)
            .offset(offset)
            .then((ids) => pageRows(ids.map((r) => r.id as number)));
      const [rows, n] = await Promise.all([
        content,
        countQuery(db, table, where, h.listCountLimit).then(([r]) => r.n),
      ]);
      return envelope(rows, ...capped(n), q.page, q.size);
    };
    registered.set(def.name, { save, findOne: (s, id) => findOne(s, id), list, hooks: h });

    if (ops.has('list'))
      app.get(
        base,
        route(def.access.read, `Lista ${def.labelPlural}`, {
          querystring: listQueryJsonSchema(def),
          response: docs.responses.list,
        }),
        async (req) => list(sessionOf(req), req.query as Record<string, string>),
      );
    // The list as the screen shows it, in PDF or XLSX (GET …/exportar, exportar.ts).
    if (ops.has('list')) registerListExport(app, db, def, tables, list, route(def.access.read, ''));

    if (ops.has('get'))
      app.get(
        `${base}/:id`,
        route(def.access.read, `Consulta ${def.label}`, { params: idParams, response: docs.responses.get }),
        async (req) => findOne(sessionOf(req), parseId((req.params as { id: string }).id)),
      );

    if (ops.has('create'))
      app.post(
        base,
        route(def.access.write, `Inclui ${def.label}`, {
          body: resourceJsonSchema(def),
          response: docs.responses.create,
        }),
        async (req, reply) => {
          const s = sessionOf(req);
          const id = await save(s, null, req.body);
          return reply.status(201).send(await findOne(s, id));
        },
      );

    if (ops.has('update')) {
      app.put(
        `${base}/:id`,
        route(def.access.write, `Altera ${def.label}`, {
          params: idParams,
          body: resourceJsonSchema(def),
          response: docs.responses.update,
        }),
        async (req) => {
          const s = sessionOf(req);
          const id = await save(s, parseId((req.params as { id: string }).id), req.body);
          return findOne(s, id);
        },
      );
      app.put(base, { ...route(def.access.write, 'Alteração sem id') }, async () => {
        throw badRequest(MSG.noIdInEntity, 'NO_ID');
      });
    }

    if (ops.has('delete'))
      app.delete(
        `${base}/:id`,
        route(def.access.write, `Remove ${def.label}`, { params: idParams, response: docs.responses.delete }),
        async (req, reply) => {
          const s = sessionOf(req);
          const id = parseId((req.params as { id: string }).id);
          await h.beforeDelete?.({ session: s, id, query: req.query as Record<string, string | undefined> });
          try {
            await db.transaction(async (t) => {
              const tx = t as unknown as Db;
              const antes = def.audit ? await snapshot(s, id, tx) : null;
              const rows = await tx
                .delete(table)
                .where(and(eq(columnOf(table, 'id'), id), scopeOf(s)))
                .returning();
              if (!rows.length) throw notFound();
              await h.afterDelete?.({ db: tx, session: s, id, row: rows[0] as Record<string, unknown> });
              await audit(tx, s, id, 'REMOVER', antes, null);
            });
          } catch (e) {
            throw fromDatabaseError(e, what) ?? e;
          }
          return reply.status(204).send();
        },
      );
  }
}
