/**
 * Figures of the selection-step analysis. A passage is a candidate's (link's) stay in a step: its newest
 * history row in that step dated in the period. Its result is that row's apto (S/N, null pending); its
 * days are from that row's date to the candidate's next step (or the hiring date); a candidate who
 * has not left the step has no duration yet and is left out of the average. The figures come summed per
 * step (and per requisition when asked); percentages and averages are computed by the domain's
 * functions so the totals row uses the same formulas.
 */
import type { FiltroAnaliseEtapas } from '@ipe/domain/relatorios/captacao/analise-etapas-seletivas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { idsSql } from './comum.ts';
import { linhas } from './selecaoSql.ts';

export interface SomaEtapa {
  etapa_id: number;
  ordem: number;
  etapa: string;
  solicitacao_id: number | null;
  solicitacao: string | null;
  data_solicitacao: string | null;
  candidatos: number;
  aptos: number;
  nao_aptos: number;
  pendentes: number;
  /** Sum and count of the measured stays (days), so averages can be combined exactly. */
  soma_dias: number;
  medidos: number;
}

export async function somasEtapas(db: Db, empresaId: number, f: FiltroAnaliseEtapas): Promise<SomaEtapa[]> {
  const porSolicitacao = f.porSolicitacao;
  return linhas<SomaEtapa>(
    db,
    sql`with passagem as (
        select distinct on (hc.candidato_solicitacao_id, hc.etapa_seletiva_id)
          hc.id, hc.candidato_solicitacao_id, hc.etapa_seletiva_id, hc.data, hc.apto
        from historico_candidato hc
        where hc.empresa_id = ${empresaId}
          and hc.data between ${f.dataIni}::date and ${f.dataFim}::date
          ${idsSql(sql`hc.etapa_seletiva_id`, f.etapasIds)}
        order by hc.candidato_solicitacao_id, hc.etapa_seletiva_id, hc.data desc, hc.id desc
      ), medida as (
        select p.*, cs.solicitacao_id,
          coalesce(prox.data, case when cs.contratado then cs.data_contratacao end) - p.data as dias
        from passagem p
        join candidato_solicitacao cs on cs.id = p.candidato_solicitacao_id
        left join lateral (
          select n.data from historico_candidato n
          where n.candidato_solicitacao_id = p.candidato_solicitacao_id and n.id <> p.id
            and (n.data, n.id) > (p.data, p.id)
          order by n.data, n.id limit 1
        ) prox on true
      )
      select e.id as etapa_id, e.ordem, e.nome as etapa,
        ${porSolicitacao ? sql`s.id` : sql`null::int`} as solicitacao_id,
        ${porSolicitacao ? sql`s.descricao` : sql`null::varchar`} as solicitacao,
        ${porSolicitacao ? sql`s.data::text` : sql`null::text`} as data_solicitacao,
        count(m.id)::int as candidatos,
        count(m.id) filter (where m.apto = 'S')::int as aptos,
        count(m.id) filter (where m.apto = 'N')::int as nao_aptos,
        count(m.id) filter (where m.id is not null and m.apto is null)::int as pendentes,
        coalesce(sum(m.dias), 0)::int as soma_dias,
        count(m.dias)::int as medidos
      from etapa_seletiva e
      ${
        porSolicitacao
          ? sql`join medida m on m.etapa_seletiva_id = e.id join solicitacao s on s.id = m.solicitacao_id`
          : sql`left join medida m on m.etapa_seletiva_id = e.id`
      }
      where e.empresa_id = ${empresaId} ${idsSql(sql`e.id`, f.etapasIds)}
      group by e.id, e.ordem, e.nome ${porSolicitacao ? sql`, s.id, s.descricao, s.data` : sql``}
      order by ${porSolicitacao ? sql`s.data, s.id,` : sql``} e.ordem, e.id`,
  );
}
