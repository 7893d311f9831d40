import { RESOURCES } from '@ipe/domain';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { tableLabels } from '../platform/http/errors.ts';
/** What each part of a module declares: its resources' tables, link tables, child tables, labels. */
export interface PartTables {
  tables: Record<string, PgTable>;
  links?: Record<string, { table: PgTable; owner: PgColumn; target: PgColumn }>;
  items?: Record<string, { table: PgTable; owner: PgColumn }>;
  /** Labels of tables that are not resources, for 'possui dependências em …'. */
  labels?: Record<string, string>;
}

/**
 * Where every resource is kept, filled from the modules' tables by `installResourceTables` (the app and
 * the seed call it with the list of modules/index.ts): the database layer imports no module.
 */
/** The table of each resource of the registry (a registry test checks every field has a column). */
export const RESOURCE_TABLES: Record<string, PgTable> = {};

/**
 * Link tables of `references` fields, keyed '<resource>.<field>': `owner` points at the record,
 * `target` at the referenced row. Both columns are foreign keys, so removing a referenced row that is
 * still linked answers 'possui dependências em …'.
 */
export const RESOURCE_LINKS: Record<string, { table: PgTable; owner: PgColumn; target: PgColumn }> = {};

/**
 * Child tables of `items` fields, keyed '<resource>.<field>': one column per sub-field (same name),
 * `id`, and `owner` pointing at the record (foreign key, on delete cascade).
 */
export const RESOURCE_ITEMS: Record<string, { table: PgTable; owner: PgColumn }> = {};

/** Fills the maps above from the modules' parts (the same list on every call) and the tables' labels. */
export function installResourceTables(parts: readonly PartTables[]) {
  for (const m of [RESOURCE_TABLES, RESOURCE_LINKS, RESOURCE_ITEMS])
    for (const k of Object.keys(m)) delete m[k];
  for (const p of parts) {
    Object.assign(RESOURCE_TABLES, p.tables);
    Object.assign(RESOURCE_LINKS, p.links ?? {});
    Object.assign(RESOURCE_ITEMS, p.items ?? {});
  }
  // A view (ResourceDef.viewOf, see defineView) shares the table, link and child tables of its base.
  for (const r of RESOURCES) {
    if (!r.viewOf) continue;
    RESOURCE_TABLES[r.name] = RESOURCE_TABLES[r.viewOf];
    for (const f of r.fields) {
      const link = RESOURCE_LINKS[`${r.viewOf}.${f.name}`];
      if (link) RESOURCE_LINKS[`${r.name}.${f.name}`] = link;
      const items = RESOURCE_ITEMS[`${r.viewOf}.${f.name}`];
      if (items) RESOURCE_ITEMS[`${r.name}.${f.name}`] = items;
    }
  }
  registerTableLabels(parts);
}

/** Names of tables that are not resources, for the 'possui dependências em …' message. */
function registerTableLabels(parts: readonly PartTables[]) {
  const extra: Record<string, string> = {
    usuario_empresa: 'Usuários',
    sessao: 'Sessões',
    ...Object.assign({}, ...parts.map((p) => p.labels ?? {})),
  };
  for (const r of RESOURCES) {
    if (r.viewOf) continue; // the base names its table
    const t = RESOURCE_TABLES[r.name];
    if (t) tableLabels.set(getTableName(t), r.labelPlural);
  }
  for (const [k, v] of Object.entries(extra)) tableLabels.set(k, v);
}
