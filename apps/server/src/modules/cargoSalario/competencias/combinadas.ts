import type { TipoCompetencia } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { COMPETENCIA_TABLES } from './tables.ts';
import { pagina } from '../../../platform/http/pagina.ts';

export interface FiltroCompetencias {
  tipos: readonly TipoCompetencia[];
  /** Part of the name, accent- and case-insensitive. */
  q?: string;
  /** Competences linked to any of these areas. */
  areas?: readonly number[];
  resumido?: boolean;
}

export interface CompetenciaCombinada {
  tipo: TipoCompetencia;
  id: number;
  nome: string;
  observacao?: string | null;
  solicitarComentario?: boolean;
  existeNivelCompetencia?: boolean;
  areasOrganizacionaisIds?: number[];
}

/** The union of the three kinds of the company, filtered, with the kind in `tipo`. */
function uniao(empresaId: number, f: FiltroCompetencias): SQL {
  const partes = Object.values(COMPETENCIA_TABLES)
    .filter((k) => f.tipos.includes(k.tipo))
    .map((k) => {
      const t = k.table;
      const conds: SQL[] = [sql`${t.empresaId} = ${empresaId}`];
      if (f.q) {
        const pattern = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push(sql`ipe_unaccent(${t.nome}) ILIKE ipe_unaccent(${pattern})`);
      }
      if (f.areas?.length)
        conds.push(
          sql`exists (select 1 from ${k.area} where ${k.area.competenciaId} = ${t.id} and ${k.area.areaOrganizacionalId} in (${sql.join(
            f.areas.map((a) => sql`${a}`),
            sql`, `,
          )}))`,
        );
      const extra = f.resumido
        ? sql``
        : sql`, ${t.observacao} as "observacao", ${t.solicitarComentario} as "solicitarComentario",
            ${t.existeNivelCompetencia} as "existeNivelCompetencia",
            coalesce((select array_agg(${k.area.areaOrganizacionalId} order by ${k.area.areaOrganizacionalId})
              from ${k.area} where ${k.area.competenciaId} = ${t.id}), '{}') as "areasOrganizacionaisIds"`;
      return sql`select ${k.tipo}::varchar as "tipo", ${t.id} as "id", ${t.nome} as "nome"${extra} from ${t} where ${sql.join(conds, sql` and `)}`;
    });
  return partes.length
    ? sql.join(partes, sql` union all `)
    : sql`select null::varchar as "tipo", 0 as "id", ''::varchar as "nome" where false`;
}

const ORDEM = sql`order by "nome" collate "und-x-icu", "tipo", "id"`;

const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** Every competence of the filter, by name. */
export async function listarCompetencias(db: Db, empresaId: number, f: FiltroCompetencias) {
  return rowsOf<CompetenciaCombinada>(db, sql`select * from (${uniao(empresaId, f)}) u ${ORDEM}`);
}

/** One page of the competences of the filter, in the generic lists' envelope. */
export async function paginaCompetencias(
  db: Db,
  empresaId: number,
  f: FiltroCompetencias,
  page: number,
  size: number,
) {
  const u = uniao(empresaId, f);
  const [content, [{ n }]] = await Promise.all([
    rowsOf<CompetenciaCombinada>(
      db,
      sql`select * from (${u}) u ${ORDEM} limit ${size} offset ${page * size}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as "n" from (${u}) u`),
  ]);
  return pagina(content, n, page, size);
}
