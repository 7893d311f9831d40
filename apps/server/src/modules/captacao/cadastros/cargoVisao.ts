import { cargoCaptacao } from '@ipe/domain/resources/captacao/cadastros/index';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { areaOrganizacional, cargoAreaOrganizacional } from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { completarRespostas, type Row } from '../../../platform/crud/computados.ts';

/**
 * What the recruiters' view of positions shows beyond the position's own fields, computed for the rows
 * of each answer with one grouped query per value (never per row): the areas' names (a recruiter may not
 * read the area register), the CBO codes of the position's salary bands, and the vacancies still open
 * in its released requisitions (in progress or suspended: requested minus filled).
 */
export function registerCargoVisao(app: FastifyInstance, db: Db) {
  completarRespostas(app, `/api${cargoCaptacao.path}`, async (rows: Row[]) => {
    const ids = rows.map((r) => r.id);
    const [areas, cbos, vagas] = await Promise.all([
      db
        .select({
          cargoId: cargoAreaOrganizacional.cargoId,
          nomes: sql<
            string[]
          >`array_agg(${areaOrganizacional.nome} order by ${areaOrganizacional.nome} collate "und-x-icu")`,
        })
        .from(cargoAreaOrganizacional)
        .innerJoin(
          areaOrganizacional,
          sql`${areaOrganizacional.id} = ${cargoAreaOrganizacional.areaOrganizacionalId}`,
        )
        .where(inArray(cargoAreaOrganizacional.cargoId, ids))
        .groupBy(cargoAreaOrganizacional.cargoId),
      db
        .select({
          cargoId: faixaSalarial.cargoId,
          codigos: sql<string[]>`array_agg(distinct ${faixaSalarial.codigoCBO})`,
        })
        .from(faixaSalarial)
        .where(and(inArray(faixaSalarial.cargoId, ids), isNotNull(faixaSalarial.codigoCBO)))
        .groupBy(faixaSalarial.cargoId),
      db
        .select({
          cargoId: solicitacao.cargoId,
          abertas: sql<number>`sum(greatest(${solicitacao.quantidade} - ${solicitacao.qtdVagasPreenchidas}, 0))::int`,
        })
        .from(solicitacao)
        .where(
          and(
            inArray(solicitacao.cargoId, ids),
            eq(solicitacao.status, 'L'),
            eq(solicitacao.encerrada, false),
            eq(solicitacao.cancelada, false),
          ),
        )
        .groupBy(solicitacao.cargoId),
    ]);
    const areasDe = new Map(areas.map((a) => [a.cargoId, a.nomes]));
    const cbosDe = new Map(cbos.map((c) => [c.cargoId, c.codigos]));
    const vagasDe = new Map(vagas.map((v) => [v.cargoId, v.abertas]));
    for (const r of rows) {
      r.areas = areasDe.get(r.id) ?? [];
      r.cbos = cbosDe.get(r.id) ?? [];
      r.vagasAbertas = vagasDe.get(r.id) ?? 0;
    }
  });
}
