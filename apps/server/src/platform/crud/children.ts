import type { ResourceDef } from '@ipe/domain';
import { and, eq, getTableColumns, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type CrudStorage, itemsOf, linkOf } from './storage.ts';

/** The property name (camelCase key) of a column in its table. */
function keyOf(table: PgTable, col: PgColumn): string {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const k = Object.keys(cols).find((x) => cols[x] === col);
  if (!k) throw new Error(`coluna ${col.name} não pertence à tabela`);
  return k;
}

/** Splits a parsed body into the record's own columns and its references/items values. */
export function splitChildren(def: ResourceDef, data: Record<string, unknown>) {
  const own: Record<string, unknown> = { ...data };
  const children: Record<string, unknown[]> = {};
  for (const f of def.fields)
    if (f.kind === 'references' || f.kind === 'items') {
      children[f.name] = (data[f.name] as unknown[] | undefined) ?? [];
      delete own[f.name];
    }
  return { own, children };
}

/**
 * Writes the link rows and item rows of a record inside the caller's transaction. Links are replaced;
 * items with an id of this record are updated, the others inserted, and the record's missing ones deleted
 * (a foreign key on a removed item surfaces as 'possui dependências em …').
 */
export async function saveChildren(
  tx: Db,
  def: ResourceDef,
  storage: CrudStorage,
  id: number,
  children: Record<string, unknown[]>,
) {
  for (const f of def.fields) {
    if (!(f.name in children)) continue;
    if (f.kind === 'references') {
      const l = linkOf(storage, def.name, f.name);
      const ids = [...new Set(children[f.name] as number[])];
      await tx.delete(l.table).where(eq(l.owner, id));
      if (ids.length)
        await tx
          .insert(l.table)
          .values(
            ids.map((t) => ({ [keyOf(l.table, l.owner)]: id, [keyOf(l.table, l.target)]: t })) as never,
          );
    } else if (f.kind === 'items') {
      const it = itemsOf(storage, def.name, f.name);
      const cols = getTableColumns(it.table) as Record<string, PgColumn>;
      const ownerKey = keyOf(it.table, it.owner);
      const rows = children[f.name] as Record<string, unknown>[];
      const existing = new Set(
        (await tx.select({ id: cols.id }).from(it.table).where(eq(it.owner, id))).map((r) => r.id as number),
      );
      const kept = rows
        .map((r) => r.id as number | null | undefined)
        .filter((x): x is number => !!x && existing.has(x));
      await tx
        .delete(it.table)
        .where(and(eq(it.owner, id), kept.length ? notInArray(cols.id, kept) : undefined));
      for (const r of rows) {
        const values: Record<string, unknown> = {};
        for (const sub of f.fields) if (!sub.readOnly) values[sub.name] = r[sub.name] ?? null;
        if (r.id && existing.has(r.id as number))
          await tx
            .update(it.table)
            .set(values as never)
            .where(and(eq(cols.id, r.id as number), eq(it.owner, id)));
        else await tx.insert(it.table).values({ ...values, [ownerKey]: id } as never);
      }
    }
  }
}
