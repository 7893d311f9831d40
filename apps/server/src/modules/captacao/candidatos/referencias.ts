import { type Field, resourceByName } from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { RESOURCE_TABLES } from '../../../db/resource-tables.ts';
import { columnOf } from '../../../platform/crud/query.ts';

/** Written here: a referenced row of another company (or removed meanwhile). */
export const MSG_NAO_PERTENCE = 'Registro não pertence à empresa';

interface Alvo {
  /** Form path of each id: 'cargosIds', 'experiencias.0.cargoId'. */
  paths: { path: string; id: number }[];
}

/** Every id the candidate points at in a company-owned register, grouped by resource. */
function alvos(data: Record<string, unknown>): Map<string, Alvo> {
  const out = new Map<string, Alvo>();
  const push = (f: Field, path: string, v: unknown) => {
    if (f.kind !== 'reference' && f.kind !== 'references') return;
    const ref = resourceByName.get(f.resource);
    if (!ref?.empresaScoped) return;
    const alvo = out.get(ref.name) ?? { paths: [] };
    out.set(ref.name, alvo);
    if (f.kind === 'reference' && typeof v === 'number') alvo.paths.push({ path, id: v });
    if (f.kind === 'references' && Array.isArray(v))
      for (const id of v) alvo.paths.push({ path, id: id as number });
  };
  for (const f of candidatos.fields) {
    if (f.kind === 'items') {
      const rows = (data[f.name] as Record<string, unknown>[] | undefined) ?? [];
      rows.forEach((r, i) => {
        for (const sub of f.fields) push(sub, `${f.name}.${i}.${sub.name}`, r[sub.name]);
      });
    } else push(f, f.name, data[f.name]);
  }
  return out;
}

/**
 * Refuses ids of another company's registers (cargos, conhecimentos, áreas, idiomas, …): one query per
 * register kind, the failing form paths in one answer.
 */
export async function referenciasDeOutraEmpresa(tx: Db, empresaId: number, data: Record<string, unknown>) {
  const entries: { field: string; message: string }[] = [];
  for (const [nome, alvo] of alvos(data)) {
    const ids = [...new Set(alvo.paths.map((p) => p.id))];
    if (!ids.length) continue;
    const table = RESOURCE_TABLES[nome];
    const id = columnOf(table, 'id') as PgColumn;
    const rows = (await tx
      .select({ id })
      .from(table)
      .where(and(inArray(id, ids), eq(columnOf(table, 'empresaId') as PgColumn, empresaId)))) as {
      id: number;
    }[];
    const ok = new Set(rows.map((r) => r.id));
    for (const p of alvo.paths) if (!ok.has(p.id)) entries.push({ field: p.path, message: MSG_NAO_PERTENCE });
  }
  return [...new Map(entries.map((e) => [e.field, e])).values()];
}
