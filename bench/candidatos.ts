import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import {
  candidatoAreaInteresse,
  candidatoCargo,
  candidatoCertificado,
  candidatoConhecimento,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
  candidatoNome,
} from '../apps/server/src/modules/captacao/candidatos/schema.ts';
import { candidato } from '../apps/server/src/modules/captacao/schema.ts';
import { cadastrosCandidato } from '../apps/server/src/modules/captacao/demo/candidatos.ts';
import { hojeDemo } from '../apps/server/src/db/seed/demo/datas.ts';
import {
  type CandidatoGerado,
  geradorCandidatos,
} from '../apps/server/src/modules/captacao/demo/candidatosGerador.ts';

/**
 * The candidate base of the demo company for the candidate scenarios: N CVs from the demo seed's own
 * generator (apps/server/src/modules/captacao/demo/candidatosGerador.ts: profiles, experiences, education,
 * certificates, languages, positions, areas and knowledge), continuing its sequence after the demo's
 * 2,000 (so CPFs stay unique).
 *
 * A bulk load, as one would migrate a legacy base: the indexes of the candidate tables (all but their
 * primary key; the search's GIN and trigram indexes among them) are dropped and rebuilt at the end, the
 * child tables keep theirs (the search vector reads the rows by candidato_id); each batch is one transaction with
 * `session_replication_role = replica` (no triggers, no foreign-key checks: the rows are generated
 * consistent), the child rows first, then the candidates with their search vector computed in the same
 * INSERT by the function the triggers use (ipe_candidato_busca), so no row is written twice, then their rows
 * of the name search's side table (candidato_nome, whose trigram index is rebuilt too). Rows travel
 * as one JSON array per table and batch (`json_populate_recordset`), a handful of statements per 5,000
 * candidates whatever their number of sub-records.
 */

const BATCH = 5_000;
/** The columns of candidato that the name search's side table copies (its insert trigger's list). */
const COPIADAS = sql.raw(
  [...colunas(candidatoNome).values()].filter((c) => c !== 'id' && c !== 'nome_busca').join(', '),
);
/** The demo seed's candidates come first in the generator's sequence (DEMO_BASE_CANDIDATOS and some). */
const PRIMEIRO = 10_000;

const FILHOS: { table: PgTable; rows: (g: CandidatoGerado) => object[] }[] = [
  { table: candidatoCargo, rows: (g) => g.cargosIds.map((cargoId) => ({ cargoId })) },
  {
    table: candidatoAreaInteresse,
    rows: (g) => g.areasInteresseIds.map((areaInteresseId) => ({ areaInteresseId })),
  },
  {
    table: candidatoConhecimento,
    rows: (g) => g.conhecimentosIds.map((conhecimentoId) => ({ conhecimentoId })),
  },
  { table: candidatoIdioma, rows: (g) => g.candidatoIdiomas },
  { table: candidatoFormacao, rows: (g) => g.formacao },
  { table: candidatoCertificado, rows: (g) => g.certificados },
  { table: candidatoExperiencia, rows: (g) => g.experiencias },
];

function tableName(t: PgTable): string {
  return (t as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
}

/** Property → column name of a table (drizzle's snake_case casing, or an explicit name). */
function colunas(t: PgTable): Map<string, string> {
  const cols = getTableColumns(t) as Record<string, PgColumn>;
  return new Map(
    Object.entries(cols).map(([k, c]) => [
      k,
      c.keyAsName ? k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`) : c.name,
    ]),
  );
}

/** Rows keyed by column name, as json_populate_recordset reads them. */
function porColuna(cols: Map<string, string>, rows: object[]) {
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [cols.get(k) ?? k, v])));
}

async function inserirJson(tx: Db, tabela: string, rows: Record<string, unknown>[], busca = false) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]).map((c) => `"${c}"`);
  const destino = sql.raw(`insert into "${tabela}" (${cols.join(', ')}${busca ? ', busca' : ''})`);
  const origem = sql.raw(
    `select ${cols.map((c) => `r.${c}`).join(', ')}${busca ? ', ipe_candidato_busca(r)' : ''}`,
  );
  await tx.execute(
    sql`${destino} ${origem} from json_populate_recordset(null::${sql.raw(`"${tabela}"`)}, ${JSON.stringify(rows)}::json) r`,
  );
}

export interface CandidatosGerados {
  inserted: number;
  childRows: number;
  indexMs: number;
}

export async function generateCandidatos(
  db: Db,
  empresaId: number,
  total: number,
  progress: (done: number) => void,
): Promise<CandidatosGerados> {
  if (total <= 0) return { inserted: 0, childRows: 0, indexMs: 0 };
  const cad = await cadastrosCandidato(db, empresaId);
  const gerar = geradorCandidatos(cad, hojeDemo());
  const colsCandidato = colunas(candidato);
  const colsFilhos = FILHOS.map((f) => colunas(f.table));

  // Indexes go, and come back after the load (built once instead of maintained row by row).
  const indices = (await db.execute(
    sql.raw(
      `select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ('candidato', 'candidato_nome')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    ),
  )) as unknown as
    | { rows?: { indexname: string; indexdef: string }[] }
    | { indexname: string; indexdef: string }[];
  const lista = Array.isArray(indices) ? indices : (indices.rows ?? []);
  for (const i of lista) await db.execute(sql.raw(`drop index "${i.indexname}"`));

  const [{ max }] = rowsOf<{ max: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as max from candidato`),
  );
  const usados = new Set(
    rowsOf<{ cpf: string }>(await db.execute(sql`select cpf from candidato where cpf is not null`)).map(
      (r) => r.cpf,
    ),
  );
  let proximoId = max + 1;
  let n = PRIMEIRO;
  let inserted = 0;
  let childRows = 0;
  while (inserted < total) {
    const lote: CandidatoGerado[] = [];
    while (lote.length < Math.min(BATCH, total - inserted)) {
      const g = gerar(n++);
      if (!usados.has(g.proprio.cpf as string)) lote.push(g);
    }
    const ids = lote.map(() => proximoId++);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [k, f] of FILHOS.entries()) {
        const rows = lote.flatMap((g, i) => f.rows(g).map((r) => ({ ...r, candidatoId: ids[i] })));
        childRows += rows.length;
        await inserirJson(tx, tableName(f.table), porColuna(colsFilhos[k], rows));
      }
      const candidatos = porColuna(
        colsCandidato,
        lote.map((g, i) => ({ ...g.proprio, id: ids[i], empresaId })),
      );
      await inserirJson(tx, 'candidato', candidatos, true);
      // The name search's side table, which the (disabled) insert trigger would fill; in name order within
      // the batch, as the migration copies an existing base (a first name's matches on few pages).
      await tx.execute(sql`
        insert into candidato_nome (id, nome_busca, ${COPIADAS})
        select id, lower(ipe_unaccent(nome)), ${COPIADAS} from candidato
        where id between ${ids[0]} and ${ids[ids.length - 1]} order by 2`);
    });
    inserted += lote.length;
    progress(inserted);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('candidato', 'id'), (select max(id) from candidato))`,
  );
  const t0 = performance.now();
  for (const i of lista) await db.execute(sql.raw(i.indexdef));
  return { inserted, childRows, indexMs: Math.round(performance.now() - t0) };
}

/** Rows of db.execute on either driver (node-postgres answers {rows}, PGlite too; be lenient). */
function rowsOf<T>(r: unknown): T[] {
  return (Array.isArray(r) ? r : ((r as { rows?: T[] }).rows ?? [])) as T[];
}
