/**
 * Rows of the referred-candidates report. A referred candidate names who referred them ('Indicado por')
 * or came through a source whose name starts with 'Indicação' (the demo's 'Indicação de colaborador').
 * Rows: each requisition the candidate joined in the period (link added in the period), or a single row
 * without requisition for a candidate registered in the period who joined none. Ordered by who referred
 * (unnamed last), candidate and link: the candidates' order is computed once (ids only) and their rows read
 * batch by batch; the summary sums the same rows per referrer.
 *
 * An area manager (spec 2 §6 area scope, `areasVisiveis`) sees only the links to requisitions of its
 * areas, and so only the referred candidates who joined one of them in the period.
 */
import type { FiltroIndicacaoCandidato } from '@ipe/domain/relatorios/captacao/indicacao-candidato';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ComEscopo } from './comum.ts';
import { diaSql, linhas, listaDeIds, LOTE, lotesPorIds } from './selecaoSql.ts';

/** The report's filter with the session's areas (undefined for HR: every requisition and candidate). */
type Filtro = FiltroIndicacaoCandidato & ComEscopo;

export interface LinhaIndicacao {
  /** Who referred ('' when the source says referral but the CV does not name anyone). */
  indicado_por: string;
  ordem_grupo: number;
  candidato_id: number;
  candidato: string;
  data_cadastro: string;
  fonte: string | null;
  vinculo_id: number;
  solicitacao_id: number | null;
  solicitacao: string | null;
  incluido_em: string | null;
  etapa: string | null;
  apto: 'S' | 'N' | null;
  contratado: boolean | null;
  removido: boolean | null;
  solicitacao_fechada: boolean | null;
}

export interface ResumoIndicacao {
  indicado_por: string;
  indicados: number;
  participantes: number;
  participacoes: number;
  contratados: number;
}

/** The company's sources that are referrals ('Indicação…', accents and case ignored). */
export async function fontesDeIndicacao(db: Db, empresaId: number): Promise<number[]> {
  const rows = await linhas<{ id: number }>(
    db,
    sql`select id from como_ficou_sabendo_vaga
      where empresa_id = ${empresaId} and lower(ipe_unaccent(nome)) like 'indicacao%'`,
  );
  return rows.map((r) => r.id);
}

/**
 * The report's rows as a CTE named `linha` (see the file's comment for what counts). The referral
 * sources come resolved (`fontes`), so the candidates are filtered by plain comparisons, not by a
 * function over every candidate's source name.
 */
function cteLinhas(
  empresaId: number,
  f: Filtro,
  fontes: readonly number[],
  candidatos?: readonly number[],
): SQL {
  const incluido = diaSql(sql`cs.created_at`);
  const daFonte = fontes.length
    ? sql`or c.como_ficou_sabendo_vaga_id in (${sql.join(
        fontes.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`with indicado as (
      select c.id, c.nome, coalesce(nullif(trim(c.indicado_por), ''), '') as indicado_por,
        c.data_cadastro, f.nome as fonte
      from candidato c
      left join como_ficou_sabendo_vaga f on f.id = c.como_ficou_sabendo_vaga_id
      where c.empresa_id = ${empresaId} and (c.indicado_por <> '' ${daFonte})
        ${candidatos ? sql`and c.id in (select ${listaDeIds(candidatos)})` : sql``}
    ), linha as (
      select i.indicado_por, case when i.indicado_por = '' then 1 else 0 end as ordem_grupo,
        i.id as candidato_id, i.nome as candidato, i.data_cadastro::text as data_cadastro, i.fonte,
        coalesce(cs.id, 0) as vinculo_id, s.id as solicitacao_id, s.descricao as solicitacao,
        ${incluido}::text as incluido_em, e.nome as etapa, h.apto, cs.contratado,
        cs.removed_at is not null as removido, (s.encerrada or s.cancelada) as solicitacao_fechada
      from indicado i
      left join candidato_solicitacao cs on cs.candidato_id = i.id and cs.empresa_id = ${empresaId}
        and ${incluido} between ${f.dataIni}::date and ${f.dataFim}::date
        ${
          f.areasVisiveis
            ? sql`and cs.solicitacao_id in (select sv.id from solicitacao sv
                where sv.area_organizacional_id in ${f.areasVisiveis})`
            : sql``
        }
      left join solicitacao s on s.id = cs.solicitacao_id
      left join lateral (
        select hc.apto, hc.etapa_seletiva_id from historico_candidato hc
        where hc.candidato_solicitacao_id = cs.id order by hc.data desc, hc.id desc limit 1
      ) h on true
      left join etapa_seletiva e on e.id = coalesce(h.etapa_seletiva_id, cs.etapa_seletiva_id)
      where cs.id is not null
        ${f.areasVisiveis ? sql`` : sql`or i.data_cadastro between ${f.dataIni}::date and ${f.dataFim}::date`}
    )`;
}

export function lotesIndicacoes(
  db: Db,
  empresaId: number,
  f: Filtro,
  fontes: readonly number[],
  tamanho = LOTE,
): AsyncGenerator<LinhaIndicacao[]> {
  // The candidates' order once (ids only), then their rows batch by batch (see lotesPorIds).
  return lotesPorIds(
    async () =>
      (
        await linhas<{ id: number }>(
          db,
          sql`${cteLinhas(empresaId, f, fontes)}
          select candidato_id as id from linha group by ordem_grupo, indicado_por, candidato, candidato_id
          order by ordem_grupo, indicado_por collate "und-x-icu", candidato collate "und-x-icu", candidato_id`,
        )
      ).map((r) => r.id),
    (ids) =>
      linhas<LinhaIndicacao>(
        db,
        sql`${cteLinhas(empresaId, f, fontes, ids)}
        select linha.* from linha join ${listaDeIds(ids)} with ordinality k(id, n) on k.id = linha.candidato_id
        order by k.n, linha.vinculo_id`,
      ),
    tamanho,
  );
}

/** Per referrer: candidates referred, how many joined a requisition (and how often), how many were hired. */
export function resumoIndicacoes(
  db: Db,
  empresaId: number,
  f: Filtro,
  fontes: readonly number[],
): Promise<ResumoIndicacao[]> {
  return linhas<ResumoIndicacao>(
    db,
    sql`${cteLinhas(empresaId, f, fontes)}
      select indicado_por, count(distinct candidato_id)::int as indicados,
        count(distinct candidato_id) filter (where solicitacao_id is not null)::int as participantes,
        count(solicitacao_id)::int as participacoes,
        count(distinct candidato_id) filter (where contratado)::int as contratados
      from linha
      group by indicado_por, ordem_grupo
      order by ordem_grupo, indicado_por collate "und-x-icu"`,
  );
}
