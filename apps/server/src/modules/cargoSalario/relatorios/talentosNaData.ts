/**
 * The talents of a company as their history says they were on a date: the shared part of the reports
 * talentos-cargos, talentos-areas-organizacionais and talentos-grupos-ocupacionais.
 *
 * A talent counts when admitted on or before the date, not cancelled (situação C), and has a history row
 * dated on or before it; that row (the latest, the higher id on the same date) gives the establishment,
 * area, band (and so position) and salary. Situação A: not dismissed on the date (no dismissal date, or
 * the date itself or a later one: a talent is active on its dismissal day, as the analytics count); D:
 * dismissed before it; T: both. Managers see only their areas (escopoAreaSql).
 */
import {
  SITUACAO_TALENTO_OPTIONS,
  type SituacaoTalento,
} from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { textoDaCelula } from '../../../platform/relatorios/index.ts';
import { composicaoDe, valoresEmPeriodosSql, valorEmPeriodosSql } from '../faixas/salarioSql.ts';
import { escopoAreaSql, idsDoLote, lotesPorOrdem } from './comum.ts';
import { emIds, linhas } from './talentosSql.ts';

export type AgruparTalentos = 'cargo' | 'area' | 'grupo';

export interface FiltroTalentosNaData {
  dataReferencia: string;
  estabelecimentosIds: number[];
  situacao: SituacaoTalento;
  cargosIds?: number[];
  areasIds?: number[];
  gruposOcupacionaisIds?: number[];
}

export type LinhaTalento = {
  hid: number;
  grupo: string;
  talento: string;
  matricula: string;
  cargo: string;
  area: string;
  grupoOcupacional: string;
  faixa: string;
  estabelecimento: string;
  admissao: string;
  desligamento: string | null;
  salario: number | null;
};

function situacaoSql(situacao: SituacaoTalento, data: string): SQL {
  if (situacao === 'A') return sql`and (c.data_desligamento is null or c.data_desligamento >= ${data}::date)`;
  if (situacao === 'D') return sql`and c.data_desligamento < ${data}::date`;
  return sql``;
}

/** The group's label and order expression over the aliases of `ordem`. */
const GRUPO: Record<AgruparTalentos, SQL> = {
  cargo: sql`cg.nome_mercado`,
  area: sql`coalesce(nullif(a.descricao_hierarquia, ''), a.nome)`,
  grupo: sql`coalesce(go.codigo || ' – ' || go.descricao, 'Sem grupo ocupacional')`,
};

/** Joins from the history row `h` to its area, band, position and occupational group. */
const JUNCOES = sql`
  join area_organizacional a on a.id = h.area_organizacional_id
  join faixa_salarial f on f.id = h.faixa_salarial_id
  join cargo cg on cg.id = f.cargo_id
  left join grupo_ocupacional go on go.id = cg.grupo_ocupacional_id`;

/**
 * The rows in batches, ordered by group, talent name and id. One statement finds and orders every talent's
 * row in force (a lateral read of the (colaborador_id, data) index per talent); one per batch reads the
 * names and values the report prints, the salary included (faixas/salarioSql.ts, valued on the date).
 */
export function talentosNaData(
  db: Db,
  session: Session,
  f: FiltroTalentosNaData,
  agrupar: AgruparTalentos,
  comSalario: boolean,
): AsyncIterable<LinhaTalento[]> {
  const d = f.dataReferencia;
  const ordem = async () =>
    (
      await linhas<{ hid: number }>(
        db,
        sql`select h.id as hid
          from colaborador c
          cross join lateral (
            select hh.id, hh.area_organizacional_id, hh.estabelecimento_id, hh.faixa_salarial_id
              from colaborador_historico hh
             where hh.colaborador_id = c.id and hh.data <= ${d}::date
             order by hh.data desc, hh.id desc limit 1) h
          ${JUNCOES}
          where c.empresa_id = ${session.empresaId} and c.situacao <> 'C' and c.data_admissao <= ${d}::date
            ${situacaoSql(f.situacao, d)}
            ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
            ${emIds(sql`cg.id`, f.cargosIds ?? [])}
            ${emIds(sql`h.area_organizacional_id`, f.areasIds ?? [])}
            ${emIds(sql`cg.grupo_ocupacional_id`, f.gruposOcupacionaisIds ?? [])}
            ${escopoAreaSql(session, sql`h.area_organizacional_id`)}
          order by ${GRUPO[agrupar]} collate "und-x-icu", ${agrupar === 'cargo' ? sql`cg.id` : agrupar === 'area' ? sql`a.id` : sql`go.id`},
            c.nome collate "und-x-icu", c.id`,
      )
    ).map((r) => r.hid);
  // The salary through the company's band and index value ranges (one hash join, not subqueries per row).
  const salario = valorEmPeriodosSql(composicaoDe('h'), sql`${d}::date`, 'vs');
  const detalhes = (ids: number[]) =>
    linhas<LinhaTalento>(
      db,
      sql`${comSalario ? sql`with ${valoresEmPeriodosSql(session.empresaId)}` : sql``}
        select h.id as hid, ${GRUPO[agrupar]} as grupo, c.nome as talento, coalesce(c.matricula, '') as matricula,
          cg.nome_mercado as cargo, a.nome as area,
          coalesce(go.codigo || ' – ' || go.descricao, '') as "grupoOcupacional",
          f.nome as faixa, e.nome as estabelecimento, c.data_admissao as admissao,
          case when c.data_desligamento < ${d}::date then c.data_desligamento end as desligamento,
          ${comSalario ? salario.valor : sql`null::float8`} as salario
        from colaborador_historico h
        join colaborador c on c.id = h.colaborador_id
        join estabelecimento e on e.id = h.estabelecimento_id
        ${JUNCOES}
        ${comSalario ? salario.joins : sql``}
        where ${idsDoLote(sql`h.id`, ids)}`,
    );
  return lotesPorOrdem(ordem, detalhes, (l) => l.hid);
}

/** The 'filters used' lines every talent report starts with. */
export const filtrosTalentos = (f: FiltroTalentosNaData, estabelecimentos: string) =>
  [
    ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
    ['Estabelecimentos', estabelecimentos],
    ['Situação', SITUACAO_TALENTO_OPTIONS.find((o) => o.value === f.situacao)?.label ?? ''],
  ] as const;
