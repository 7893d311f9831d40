import { getTableName, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * "table"."column", always qualified: drizzle leaves columns unqualified in single-table queries, which
 * inside a correlated subquery would bind to the subquery's own table.
 */
export const qualified = (table: PgTable, col: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(col.keyAsName ? toSnakeCase(col.name) : col.name)}`;

/** Link table of a `references` field: `owner` points at the record, `target` at the referenced row. */
export interface LinkTable {
  table: PgTable;
  owner: PgColumn;
  target: PgColumn;
}
/** Child table of an `items` field: one column per sub-field plus `id` and `owner`. */
export interface ItemsTable {
  table: PgTable;
  owner: PgColumn;
}

/** Where the generic routes keep each resource: its table, and per '<resource>.<field>' links and items. */
export interface CrudStorage {
  tables: Record<string, PgTable>;
  links: Record<string, LinkTable>;
  items: Record<string, ItemsTable>;
}

export const storageKey = (resource: string, field: string) => `${resource}.${field}`;

export function linkOf(storage: CrudStorage, resource: string, field: string): LinkTable {
  const l = storage.links[storageKey(resource, field)];
  if (!l) throw new Error(`${resource}.${field}: tabela de ligação não declarada (links)`);
  return l;
}

export function itemsOf(storage: CrudStorage, resource: string, field: string): ItemsTable {
  const i = storage.items[storageKey(resource, field)];
  if (!i) throw new Error(`${resource}.${field}: tabela de itens não declarada (items)`);
  return i;
}
