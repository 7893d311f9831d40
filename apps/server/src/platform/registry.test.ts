import {
  type AccessRule,
  AUTHORITIES,
  type Field,
  type ReferenceField,
  RESOURCES,
  type ResourceDef,
  resourceByName,
  resourceSchema,
} from '@ipe/domain';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installResourceTables,
  RESOURCE_ITEMS,
  RESOURCE_LINKS,
  RESOURCE_TABLES,
} from '../db/resource-tables.ts';
import { MODULES } from '../modules/index.ts';
import { rows } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ROTAS_SEM_CONTRATO } from './contratos-pendentes.ts';

/**
 * Rules across every resource of the registry (packages/domain) and every route of the app. A new
 * resource or route that breaks one of them fails here, before a user meets the consequence.
 */

// The maps are filled from the modules' list when an app is built; this file reads them before it
// builds one, so it fills them itself (alone in a worker it would otherwise see them empty).
installResourceTables(MODULES.flatMap((m) => m.tables ?? []));

/** Columns of a resource's table by property name (the name fields use). */
const columnsOf = (def: ResourceDef) =>
  new Map(Object.entries(getTableColumns(RESOURCE_TABLES[def.name]) as Record<string, PgColumn>));
/** The name drizzle gives a column in index and key configs. */
const nameOf = (def: ResourceDef, field: string) => columnsOf(def).get(field)?.name ?? field;
const fieldNames = (def: ResourceDef) => new Set(def.fields.map((f) => f.name));

/** Column names that lead an index, the primary key or a unique constraint (usable for lookups by them). */
function indexedLeads(table: PgTable): Set<string> {
  const cfg = getTableConfig(table);
  const leads = new Set<string>();
  for (const c of cfg.columns) if (c.primary || c.isUnique) leads.add(c.name);
  for (const i of cfg.indexes) {
    const first = i.config.columns[0] as { name?: string } | undefined;
    if (first?.name) leads.add(first.name);
  }
  for (const pk of cfg.primaryKeys) leads.add(pk.columns[0].name);
  for (const u of cfg.uniqueConstraints) leads.add(u.columns[0].name);
  return leads;
}

function ruleProblem(rule: AccessRule | undefined): string | null {
  if (rule === undefined) return 'sem regra de acesso';
  if (rule === 'public' || rule === 'authenticated' || rule === 'candidato') return null;
  const names =
    typeof rule === 'string' ? [rule] : 'anyOf' in rule ? rule.anyOf : 'allOf' in rule ? rule.allOf : null;
  if (!names?.length) return `regra malformada ${JSON.stringify(rule)}`;
  const unknown = names.filter((n) => !(n in AUTHORITIES));
  return unknown.length ? `autoridade fora do catálogo: ${unknown.join(', ')}` : null;
}

/** Column types each field kind may be stored in. */
const STORAGE: Record<Field['kind'], RegExp> = {
  text: /^Pg(Varchar|Text|Char|Custom)/,
  textarea: /^Pg(Varchar|Text|Custom)/,
  email: /^Pg(Varchar|Text|Custom)/,
  color: /^Pg(Varchar|Char|Text)/,
  cpf: /^Pg(Varchar|Char|Text)/,
  cnpj: /^Pg(Varchar|Char|Text)/,
  cep: /^Pg(Varchar|Char|Text)/,
  phone: /^Pg(Varchar|Char|Text)/,
  integer: /^Pg(Integer|SmallInt|BigInt|Serial)/,
  reference: /^Pg(Integer|BigInt|Serial)/,
  decimal: /^Pg(Numeric|DoublePrecision|Real)/,
  money: /^Pg(Numeric|DoublePrecision|Real)/,
  date: /^PgDate/,
  boolean: /^PgBoolean$/,
  enum: /^Pg(Varchar|Char|Text|Enum)/,
  checklist: /^PgArray$/,
  // Kept in link and child tables, checked by their own rules below.
  references: /$^/,
  items: /$^/,
};
/** Longest value each digits kind stores after normalisation. */
const DIGITS_LENGTH: Partial<Record<Field['kind'], number>> = {
  cpf: 11,
  cnpj: 14,
  cep: 8,
  phone: 9,
  color: 7,
};

describe('every resource of the registry', () => {
  it('has a unique name that is the last segment of its unique path', () => {
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((r) => r.path)).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) {
      expect(r.path, r.name).toMatch(/^(\/[a-z0-9-]+)+$/);
      // A view's name is prefixed by its module: the base already owns the plain one.
      const segment = r.path.split('/').at(-1);
      expect(r.name).toBe(r.viewOf ? `${r.modulo}-${segment}` : segment);
    }
  });

  it('makes each view show fields of a registered base, as the base declares them', () => {
    for (const r of RESOURCES.filter((x) => x.viewOf)) {
      const base = resourceByName.get(r.viewOf as string);
      expect(base, r.name).toBeDefined();
      expect(base?.viewOf, r.name).toBeUndefined();
      for (const f of r.fields)
        expect(f, `${r.name}.${f.name}`).toBe(base?.fields.find((x) => x.name === f.name));
      expect(RESOURCE_TABLES[r.name]).toBe(RESOURCE_TABLES[base?.name as string]);
    }
  });

  it('has its own table in resource-tables.ts', () => {
    const missing = RESOURCES.filter((r) => !RESOURCE_TABLES[r.name]).map((r) => r.name);
    expect(missing).toEqual([]);
    const tableNames = RESOURCES.filter((r) => !r.viewOf).map((r) => getTableName(RESOURCE_TABLES[r.name]));
    expect(new Set(tableNames).size).toBe(tableNames.length);
    expect(Object.keys(RESOURCE_TABLES).filter((k) => !resourceByName.has(k))).toEqual([]);
  });

  it('declares every field as a column of its table, in a column type that fits the field', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      const cols = columnsOf(r);
      if (!cols.get('id')?.primary) problems.push(`${r.name}: sem coluna id chave primária`);
      for (const f of r.fields) {
        if (f.kind === 'references' || f.kind === 'items') continue;
        const col = cols.get(f.name);
        if (!col) {
          problems.push(`${r.name}.${f.name}: sem coluna`);
          continue;
        }
        if (!STORAGE[f.kind].test(col.columnType))
          problems.push(`${r.name}.${f.name}: ${f.kind} em ${col.columnType}`);
        const length = (col as { length?: number }).length;
        if (col.columnType === 'PgVarchar' && length !== undefined) {
          const needed = DIGITS_LENGTH[f.kind] ?? ('max' in f && f.kind !== 'integer' ? f.max : undefined);
          if (needed === undefined && f.kind !== 'enum')
            problems.push(
              `${r.name}.${f.name}: varchar(${length}) sem max no campo (o banco recusaria sem apontar o campo)`,
            );
          else if (needed !== undefined && needed > length)
            problems.push(`${r.name}.${f.name}: max ${needed} > varchar(${length})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares as required every NOT NULL column without default that the client writes', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      const ops = r.operations ?? ['create', 'update'];
      if (!ops.includes('create') && !ops.includes('update')) continue;
      for (const [name, col] of columnsOf(r)) {
        if (!col.notNull || col.hasDefault || name === 'id' || (r.empresaScoped && name === 'empresaId'))
          continue;
        // The owner of a question set gets its questionario from the engine's hook on create.
        if (name === 'questionarioId') continue;
        const f = r.fields.find((x) => x.name === name);
        const alwaysSent =
          f &&
          (f.required ||
            f.readOnly ||
            f.kind === 'boolean' ||
            f.kind === 'checklist' ||
            ('default' in f && f.default !== undefined));
        if (!alwaysSent) problems.push(`${r.name}.${name}: NOT NULL sem default e o campo não é obrigatório`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists, filters, searches, sorts and summarises by real fields', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      const names = fieldNames(r);
      const check = (what: string, n: string) =>
        names.has(n) || problems.push(`${r.name}: ${what} ${n} não é campo`);
      for (const c of r.list.columns) check('coluna', c);
      for (const c of r.list.filters ?? []) check('filtro', c);
      for (const c of r.list.rowFields ?? []) check('campo da linha', c);
      for (const c of r.list.search ?? []) check('busca', c);
      const [sortField, dir, ...rest] = r.list.sort.split(',');
      if (sortField !== 'id') check('ordenação', sortField);
      if ((dir !== undefined && dir !== 'asc' && dir !== 'desc') || rest.length)
        problems.push(`${r.name}: sort ${r.list.sort}`);
      check('resumo', r.resumo);
      if (r.list.columns.length === 0) problems.push(`${r.name}: lista sem colunas`);
      if (new Set(r.fields.map((f) => f.name)).size !== r.fields.length)
        problems.push(`${r.name}: campos repetidos`);
      // A computed value beside the fields and their references' labels, never in their place.
      const rotulos = r.fields.filter((f) => f.kind === 'reference').map((f) => f.name.replace(/Id$/, ''));
      for (const c of Object.keys(r.computed ?? {}))
        if (names.has(c) || rotulos.includes(c) || c === 'id')
          problems.push(`${r.name}: calculado ${c} repete um campo`);
    }
    expect(problems).toEqual([]);
  });

  it('points every reference at a registered resource, with a foreign key and an index on its column', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      const table = RESOURCE_TABLES[r.name];
      const leads = indexedLeads(table);
      const fks = getTableConfig(table).foreignKeys.map((fk) => fk.reference());
      for (const f of r.fields.filter((x): x is ReferenceField => x.kind === 'reference')) {
        const ref = resourceByName.get(f.resource);
        if (!ref) {
          problems.push(`${r.name}.${f.name}: recurso ${f.resource} não registrado`);
          continue;
        }
        if (!leads.has(nameOf(r, f.name))) problems.push(`${r.name}.${f.name}: coluna sem índice`);
        const fk = fks.find((k) => k.columns.length === 1 && k.columns[0].name === nameOf(r, f.name));
        if (!fk) problems.push(`${r.name}.${f.name}: sem chave estrangeira`);
        else if (fk.foreignTable !== RESOURCE_TABLES[ref.name])
          problems.push(`${r.name}.${f.name}: chave estrangeira para outra tabela`);
        if (f.labelField && !fieldNames(ref).has(f.labelField))
          problems.push(`${r.name}.${f.name}: labelField ${f.labelField}`);
        if (f.dependsOn && !fieldNames(r).has(f.dependsOn.field))
          problems.push(`${r.name}.${f.name}: dependsOn ${f.dependsOn.field}`);
        if (!f.name.endsWith('Id')) problems.push(`${r.name}.${f.name}: referência deve terminar em Id`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps every references field in a link table with foreign keys both ways and an index on the target', () => {
    const problems: string[] = [];
    for (const r of RESOURCES)
      for (const f of r.fields) {
        if (f.kind !== 'references') continue;
        const l = RESOURCE_LINKS[`${r.name}.${f.name}`];
        const ref = resourceByName.get(f.resource);
        if (!ref) problems.push(`${r.name}.${f.name}: recurso ${f.resource} não registrado`);
        if (!l) {
          problems.push(`${r.name}.${f.name}: sem tabela de ligação em links`);
          continue;
        }
        const fks = getTableConfig(l.table).foreignKeys.map((fk) => fk.reference());
        const fkTo = (col: PgColumn) => fks.find((k) => k.columns.length === 1 && k.columns[0] === col);
        if (fkTo(l.owner)?.foreignTable !== RESOURCE_TABLES[r.name])
          problems.push(`${r.name}.${f.name}: owner sem chave estrangeira para ${r.name}`);
        if (ref && fkTo(l.target)?.foreignTable !== RESOURCE_TABLES[ref.name])
          problems.push(`${r.name}.${f.name}: target sem chave estrangeira para ${ref.name}`);
        const leads = indexedLeads(l.table);
        if (!leads.has(l.owner.name)) problems.push(`${r.name}.${f.name}: owner sem índice`);
        if (!leads.has(l.target.name)) problems.push(`${r.name}.${f.name}: target sem índice`);
      }
    expect(problems).toEqual([]);
  });

  it('keeps every items field in a child table with a column per sub-field and an indexed owner', () => {
    const problems: string[] = [];
    for (const r of RESOURCES)
      for (const f of r.fields) {
        if (f.kind !== 'items') continue;
        const it = RESOURCE_ITEMS[`${r.name}.${f.name}`];
        if (!it) {
          problems.push(`${r.name}.${f.name}: sem tabela de itens em items`);
          continue;
        }
        const cols = getTableColumns(it.table) as Record<string, PgColumn>;
        if (!cols.id?.primary) problems.push(`${r.name}.${f.name}: itens sem id chave primária`);
        for (const sub of f.fields) {
          const col = cols[sub.name];
          if (!col) problems.push(`${r.name}.${f.name}.${sub.name}: sem coluna`);
          else if (!STORAGE[sub.kind].test(col.columnType))
            problems.push(`${r.name}.${f.name}.${sub.name}: ${sub.kind} em ${col.columnType}`);
        }
        const fk = getTableConfig(it.table)
          .foreignKeys.map((k) => k.reference())
          .find((k) => k.columns.length === 1 && k.columns[0] === it.owner);
        if (fk?.foreignTable !== RESOURCE_TABLES[r.name])
          problems.push(`${r.name}.${f.name}: owner sem chave estrangeira para ${r.name}`);
        if (!indexedLeads(it.table).has(it.owner.name))
          problems.push(`${r.name}.${f.name}: owner sem índice`);
      }
    expect(problems).toEqual([]);
  });

  it('has labels for itself and each field, and options for enums and checklists', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      if (!r.label?.trim() || !r.labelPlural?.trim()) problems.push(`${r.name}: sem rótulo`);
      if (r.menu?.some((m) => !m.trim())) problems.push(`${r.name}: menu com item vazio`);
      for (const f of r.fields) {
        if (!f.label?.trim()) problems.push(`${r.name}.${f.name}: sem rótulo`);
        if ((f.kind === 'enum' || f.kind === 'checklist') && !f.options.length)
          problems.push(`${r.name}.${f.name}: sem opções`);
        if (f.kind === 'enum' && f.default !== undefined && !f.options.some((o) => o.value === f.default))
          problems.push(`${r.name}.${f.name}: default fora das opções`);
      }
      // The schema builds: a broken declaration throws here rather than on the first request.
      expect(() => resourceSchema(r)).not.toThrow();
    }
    expect(problems).toEqual([]);
  });

  it('declares read and write access naming authorities of the catalogue', () => {
    const problems: string[] = [];
    for (const r of RESOURCES) {
      for (const kind of ['read', 'write'] as const) {
        const p = ruleProblem(r.access?.[kind]);
        if (p) problems.push(`${r.name}.${kind}: ${p}`);
      }
      if (r.access?.write === 'public') problems.push(`${r.name}: escrita pública`);
    }
    expect(problems).toEqual([]);
  });

  it('has an indexed empresaId column when its rows belong to a company, never taken from a field', () => {
    const problems: string[] = [];
    for (const r of RESOURCES.filter((x) => x.empresaScoped)) {
      const col = columnsOf(r).get('empresaId');
      if (!col) problems.push(`${r.name}: sem coluna empresaId`);
      else if (!col.notNull) problems.push(`${r.name}: empresaId aceita nulo`);
      if (!indexedLeads(RESOURCE_TABLES[r.name]).has(nameOf(r, 'empresaId')))
        problems.push(`${r.name}: empresaId sem índice`);
      if (fieldNames(r).has('empresaId')) problems.push(`${r.name}: empresaId declarado como campo`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the app', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (r) => void routes.push(r),
        // A route someone forgot to give a rule.
        beforeReady: (app) => void app.get('/api/teste/sem-regra', async () => ({ segredo: 42 })),
      },
    );
  });
  afterAll(() => t?.close());

  const appRoutes = () => routes.filter((r) => !r.url.startsWith('/api/teste/'));

  it('declares config.access on every route it registers', () => {
    expect(appRoutes().length).toBeGreaterThan(20);
    const problems = appRoutes()
      .map((r) => [r.method, r.url, ruleProblem(r.config?.access)])
      .filter(([, , p]) => p !== null);
    expect(problems).toEqual([]);
  });

  it('gives every API route a summary, for the OpenAPI document (openapi.test.ts)', () => {
    const problems = appRoutes()
      .filter((r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide)
      .filter((r) => !(r.schema as { summary?: string } | undefined)?.summary?.trim())
      .map((r) => `${r.method} ${r.url}`);
    expect(problems).toEqual([]);
  });

  it('serves the generic operations of each resource, and only those', () => {
    const has = (method: string, url: string) =>
      appRoutes().some(
        (r) => (Array.isArray(r.method) ? r.method : [r.method]).includes(method) && r.url === url,
      );
    for (const r of RESOURCES) {
      const base = `/api${r.path}`;
      const ops = new Set(r.operations ?? ['list', 'get', 'create', 'update', 'delete']);
      expect([r.name, has('GET', base)]).toEqual([r.name, ops.has('list')]);
      expect([r.name, has('GET', `${base}/:id`)]).toEqual([r.name, ops.has('get')]);
      expect([r.name, has('POST', base)]).toEqual([r.name, ops.has('create')]);
      expect([r.name, has('PUT', `${base}/:id`)]).toEqual([r.name, ops.has('update')]);
      expect([r.name, has('DELETE', `${base}/:id`)]).toEqual([r.name, ops.has('delete')]);
    }
  });

  it('guards each generic route with the access the resource declares', () => {
    for (const r of RESOURCES) {
      const base = `/api${r.path}`;
      for (const route of appRoutes().filter((x) => x.url === base || x.url === `${base}/:id`)) {
        const expected = route.method === 'GET' || route.method === 'HEAD' ? r.access.read : r.access.write;
        expect([route.method, route.url, route.config?.access]).toEqual([route.method, route.url, expected]);
      }
    }
  });

  /** 'GET /api/…' of every route the generic CRUD does not serve (and not the OpenAPI document itself). */
  const especiais = () => {
    const genericas = new Set(RESOURCES.flatMap((r) => [`/api${r.path}`, `/api${r.path}/:id`]));
    return appRoutes()
      .filter((r) => r.url.startsWith('/api/') && !genericas.has(r.url) && r.url !== '/api/docs')
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ r, m })))
      .filter(({ m }) => m !== 'HEAD')
      .map(({ r, m }) => ({ chave: `${m} ${r.url}`, resposta: r.schema?.response }));
  };

  it('declares a response schema on every special route (contracts, issue 17)', () => {
    const rotas = especiais();
    expect(rotas.length).toBeGreaterThan(100);
    const sem = rotas.filter((x) => !x.resposta).map((x) => x.chave);
    const pendentes = new Set(ROTAS_SEM_CONTRATO);
    // A new route without a contract fails here; so does a listed one that has its contract now.
    expect(sem.filter((k) => !pendentes.has(k))).toEqual([]);
    expect(ROTAS_SEM_CONTRATO.filter((k) => !sem.includes(k))).toEqual([]);
  });

  it('denies a route without a rule, even to the administrator', async () => {
    const admin = await t.login();
    const res = await admin.get('/api/teste/sem-regra');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('42');
    expect((await t.anonymous().get('/api/teste/sem-regra')).statusCode).toBe(403);
  });

  it('has every column of every resource table in the migrated database', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      t.database.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const inDb = new Set(columns.map((x) => `${x.table_name}.${x.column_name}`));
    const missing: string[] = [];
    for (const r of RESOURCES) {
      const table = RESOURCE_TABLES[r.name];
      for (const c of getTableConfig(table).columns) {
        const key = `${getTableName(table)}.${c.keyAsName ? toSnakeCase(c.name) : c.name}`;
        if (!inDb.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
