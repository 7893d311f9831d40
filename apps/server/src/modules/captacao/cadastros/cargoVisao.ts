import { cargoCaptacao } from '@ipe/domain/resources/captacao/cadastros/index';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  areaOrganizacional,
  cargo,
  cargoAreaOrganizacional,
  faixaSalarial,
} from '../../../db/schema/index.ts';
import { completarRespostas, type Row } from '../../cargoSalario/areas/computados.ts';

/**
 * What the recruiters' view of positions shows beyond the position's own fields, computed for the rows
 * of each answer in one query: the areas' names (a recruiter may not read the area register), the CBO
 * codes of the position's salary bands, and the vacancies still open in its requisitions.
 */
export function registerCargoVisao(app: FastifyInstance, db: Db) {
  completarRespostas(app, `/api${cargoCaptacao.path}`, async (rows: Row[]) => {
    const ids = rows.map((r) => r.id);
    const dados = await db
      .select({
        id: cargo.id,
        areas: sql<string[]>`coalesce((
          select array_agg(${areaOrganizacional.nome} order by ${areaOrganizacional.nome} collate "und-x-icu")
          from ${cargoAreaOrganizacional} join ${areaOrganizacional}
            on ${areaOrganizacional.id} = ${cargoAreaOrganizacional.areaOrganizacionalId}
          where ${cargoAreaOrganizacional.cargoId} = ${cargo.id}), '{}')`,
        cbos: sql<string[]>`coalesce((
          select array_agg(distinct ${faixaSalarial.codigoCBO})
          from ${faixaSalarial}
          where ${faixaSalarial.cargoId} = ${cargo.id} and ${faixaSalarial.codigoCBO} is not null), '{}')`,
      })
      .from(cargo)
      .where(inArray(cargo.id, ids));
    const porId = new Map(dados.map((d) => [d.id, d]));
    for (const r of rows) {
      const d = porId.get(r.id);
      r.areas = d?.areas ?? [];
      r.cbos = d?.cbos ?? [];
    }
  });
}
