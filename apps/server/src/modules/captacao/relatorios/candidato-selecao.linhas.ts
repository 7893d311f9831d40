/**
 * Rows of the candidates-in-selection report: one per candidate-requisition link that existed at some
 * moment of the period, ordered by requisition (opening date, id) and candidate name. The order is
 * computed once, as ids only (no index gives it, so a keyset query would sort the whole set again for
 * every batch: 100,000 links took 11 s as XLSX); the rows are then read batch by batch by those ids,
 * so the report itself never sits whole in memory.
 */
import type { FiltroCandidatoSelecao } from '@ipe/domain/relatorios/captacao/candidato-selecao';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { idsSql, statusSolicitacaoSql } from './comum.ts';
import { diaSql, linhas, listaDeIds, LOTE, lotesPorIds } from './selecaoSql.ts';
import type { ComEscopo } from './comum.ts';
import { nasAreasVisiveis } from '../estatisticas/base.ts';

export interface LinhaCandidatoSelecao {
  solicitacao_id: number;
  solicitacao: string;
  data_solicitacao: string;
  cargo: string;
  area: string;
  quantidade: number;
  preenchidas: number;
  status: 'I' | 'L' | 'R';
  suspensa: boolean;
  encerrada: boolean;
  cancelada: boolean;
  vinculo_id: number;
  candidato: string;
  cpf: string | null;
  incluido_em: string;
  etapa: string | null;
  data_etapa: string | null;
  /** Result of the current step: S apto, N não apto, null pending (or no step yet). */
  apto: 'S' | 'N' | null;
  contratado: boolean;
  data_contratacao: string | null;
  removido_em: string | null;
}

/** The filter over links `cs` and requisitions `s` (see the file's comment for the period rule). */
function onde(empresaId: number, f: FiltroCandidatoSelecao & ComEscopo) {
  return sql`cs.empresa_id = ${empresaId} and s.empresa_id = ${empresaId}
    and ${diaSql(sql`cs.created_at`)} <= ${f.dataFim}::date
    and coalesce(${diaSql(sql`cs.removed_at`)}, cs.data_contratacao,
          case when s.encerrada or s.cancelada then coalesce(s.data_encerramento, s.data_status) end,
          ${f.dataFim}::date) >= ${f.dataIni}::date
    ${statusSolicitacaoSql(f.status)}
    ${idsSql(sql`s.area_organizacional_id`, f.areasIds)}
    ${idsSql(sql`s.id`, f.solicitacoesIds)}
    ${nasAreasVisiveis(sql`s.area_organizacional_id`, f.areasVisiveis)}`;
}

export function lotesCandidatoSelecao(
  db: Db,
  empresaId: number,
  f: FiltroCandidatoSelecao & ComEscopo,
  tamanho = LOTE,
): AsyncGenerator<LinhaCandidatoSelecao[]> {
  return lotesPorIds(
    async () =>
      (
        await linhas<{ id: number }>(
          db,
          sql`select cs.id from candidato_solicitacao cs
            join solicitacao s on s.id = cs.solicitacao_id
            join candidato c on c.id = cs.candidato_id
            where ${onde(empresaId, f)}
            order by s.data, s.id, c.nome collate "und-x-icu", cs.id`,
        )
      ).map((r) => r.id),
    (ids) =>
      linhas<LinhaCandidatoSelecao>(
        db,
        sql`select s.id as solicitacao_id, s.descricao as solicitacao, s.data::text as data_solicitacao,
          cg.nome_mercado as cargo, a.nome as area, s.quantidade, s.qtd_vagas_preenchidas as preenchidas,
          s.status, s.suspensa, s.encerrada, s.cancelada,
          cs.id as vinculo_id, c.nome as candidato, c.cpf, ${diaSql(sql`cs.created_at`)}::text as incluido_em,
          e.nome as etapa, h.data::text as data_etapa, h.apto,
          cs.contratado, cs.data_contratacao::text as data_contratacao,
          ${diaSql(sql`cs.removed_at`)}::text as removido_em
        from ${listaDeIds(ids)} with ordinality k(id, n)
        join candidato_solicitacao cs on cs.id = k.id
        join solicitacao s on s.id = cs.solicitacao_id
        join candidato c on c.id = cs.candidato_id
        join cargo cg on cg.id = s.cargo_id
        join area_organizacional a on a.id = s.area_organizacional_id
        left join lateral (
          select hc.data, hc.apto, hc.etapa_seletiva_id from historico_candidato hc
          where hc.candidato_solicitacao_id = cs.id order by hc.data desc, hc.id desc limit 1
        ) h on true
        left join etapa_seletiva e on e.id = coalesce(h.etapa_seletiva_id, cs.etapa_seletiva_id)
        order by k.n`,
      ),
    tamanho,
  );
}
