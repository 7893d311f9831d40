import {
  type AnalyticsVagas,
  type FiltroAnalyticsVagas,
  type ItemGrafico,
  mediaDias,
  montarFunil,
  NAO_INFORMADO,
  type OpcoesAnalyticsVagas,
  percentual,
  serieMensal,
} from '@ipe/domain/analytics/vagas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { solicitacoesContadas } from '../../captacao/index.ts';

/** Months of the applications are counted in the company's calendar (as the PDFs' dates). */
const FUSO = 'America/Sao_Paulo';

interface Requisicoes {
  solicitacoes: number;
  vagas_solicitadas: number;
  vagas_preenchidas: number;
  vagas_abertas: number;
  soma_dias: number;
  por_area: ItemGrafico[];
  por_motivo: ItemGrafico[];
}

interface Vinculos {
  etapas: { id: number; nome: string }[];
  /** Links per (current step, hired, month of inclusion): a few hundred rows, summed here. */
  grupos: { etapa: number | null; contratado: boolean; mes: string; n: number }[];
}

async function uma<T>(db: Db, query: SQL): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** Open vacancies (still to fill, requisitions not closed) per group, largest first, named. */
const abertasPor = (chave: string, tabela: string, nome: string) => sql`(
  select coalesce(json_agg(json_build_object('id', g.id, 'nome', g.${sql.raw(nome)}, 'valor', x.vagas)
           order by x.vagas desc, g.${sql.raw(nome)}), '[]'::json)
    from (select ${sql.raw(chave)} as id, sum(greatest(quantidade - preenchidas, 0))::int as vagas
            from base where not encerrada group by 1) x
    join ${sql.raw(tabela)} g on g.id = x.id
   where x.vagas > 0)`;

/**
 * The dashboard in three set-based statements sent together (the pool runs them on separate
 * connections): the requisitions' totals and open vacancies per area and reason; the links' funnel
 * counts and months; the linked candidates' sources. Each one starts from the same counted requisitions
 * (solicitacoesContadas, the vacancy statistics' set and formula).
 */
export async function analyticsVagas(
  db: Db,
  empresaId: number,
  f: FiltroAnalyticsVagas & { areasVisiveis?: SQL },
): Promise<AnalyticsVagas> {
  const base = sql`base as (${solicitacoesContadas(empresaId, f)})`;
  const vinculos = sql`vinculos as (
    select cs.candidato_id, cs.etapa_seletiva_id, cs.contratado, cs.created_at
      from base b join candidato_solicitacao cs on cs.solicitacao_id = b.id and cs.removed_at is null)`;

  const [req, vin, origens, selecao] = await Promise.all([
    uma<Requisicoes>(
      db,
      sql`with ${base}
        select count(*)::int as solicitacoes,
               coalesce(sum(quantidade), 0)::int as vagas_solicitadas,
               coalesce(sum(preenchidas), 0)::int as vagas_preenchidas,
               coalesce(sum(greatest(quantidade - preenchidas, 0)) filter (where not encerrada), 0)::int as vagas_abertas,
               coalesce(sum(dias), 0)::float8 as soma_dias,
               ${abertasPor('area_organizacional_id', 'area_organizacional', 'nome')} as por_area,
               ${abertasPor('motivo_solicitacao_id', 'motivo_solicitacao', 'descricao')} as por_motivo
          from base`,
    ),
    // One hash aggregate over the links (cheaper than grouping sets: one pass, one hash table).
    uma<Vinculos>(
      db,
      sql`with ${base}, ${vinculos}
        select (select coalesce(json_agg(json_build_object('id', e.id, 'nome', e.nome) order by e.ordem, e.id), '[]'::json)
                  from etapa_seletiva e where e.empresa_id = ${empresaId}) as etapas,
               (select coalesce(json_agg(json_build_object('etapa', etapa_seletiva_id, 'contratado', contratado,
                         'mes', to_char(mes, 'YYYY-MM'), 'n', n)), '[]'::json)
                  from (select etapa_seletiva_id, contratado,
                               date_trunc('month', created_at at time zone ${FUSO}) as mes, count(*)::int as n
                          from vinculos group by 1, 2, 3) g) as grupos`,
    ),
    // Distinct candidates (one applying to three requisitions counts once), by how they heard of the
    // vacancy, largest first; 'Não informado' last whatever its size (it is not a source).
    uma<{ itens: ItemGrafico[] }>(
      db,
      sql`with ${base}, ${vinculos}
        select coalesce(json_agg(json_build_object('id', x.id, 'nome', coalesce(o.nome, ${NAO_INFORMADO}), 'valor', x.n)
                 order by x.id is null, x.n desc, o.nome), '[]'::json) as itens
          from (select c.como_ficou_sabendo_vaga_id as id, count(*)::int as n
                  from candidato c
                 where c.id in (select candidato_id from vinculos)
                 group by 1) x
          left join como_ficou_sabendo_vaga o on o.id = x.id`,
    ),
    // The selection figures (issue 24 §4): distinct candidates, those who reached a step (the link's
    // current step is set once the first history row exists) and the results recorded in the history.
    uma<{ curriculos: number; participantes: number; etapas: number }>(
      db,
      sql`with ${base}, ${vinculos}
        select (select count(distinct candidato_id) from vinculos)::int as curriculos,
               (select count(distinct candidato_id) from vinculos where etapa_seletiva_id is not null)::int as participantes,
               (select count(*) from base b
                  join candidato_solicitacao cs on cs.solicitacao_id = b.id and cs.removed_at is null
                  join historico_candidato h on h.candidato_solicitacao_id = cs.id
                 where h.apto is not null)::int as etapas`,
    ),
  ]);

  let inscritos = 0;
  let contratados = 0;
  const atuais = new Map<number, number>();
  const meses = new Map<string, number>();
  for (const g of vin.grupos) {
    inscritos += g.n;
    if (g.contratado) contratados += g.n;
    else if (g.etapa != null) atuais.set(g.etapa, (atuais.get(g.etapa) ?? 0) + g.n);
    meses.set(g.mes, (meses.get(g.mes) ?? 0) + g.n);
  }
  return {
    dataIni: f.dataIni,
    dataFim: f.dataFim,
    indicadores: {
      solicitacoes: req.solicitacoes,
      vagasSolicitadas: req.vagas_solicitadas,
      vagasAbertas: req.vagas_abertas,
      vagasPreenchidas: req.vagas_preenchidas,
      percentualPreenchimento: percentual(req.vagas_preenchidas, req.vagas_solicitadas),
      mediaDiasPreenchimento: mediaDias(req.soma_dias, req.solicitacoes),
      candidaturas: inscritos,
      contratados: contratados,
      percentualConversao: percentual(contratados, inscritos),
      curriculosRecebidos: selecao.curriculos,
      participantes: selecao.participantes,
      etapasConcluidas: selecao.etapas,
      eficienciaSelecao: percentual(contratados, selecao.participantes),
    },
    funil: inscritos ? montarFunil(inscritos, vin.etapas, atuais, contratados) : [],
    vagasAbertasPorArea: req.por_area,
    vagasAbertasPorMotivo: req.por_motivo,
    origens: origens.itens,
    candidaturasPorMes: inscritos ? serieMensal(f.dataIni, f.dataFim, meses) : [],
  };
}

/**
 * The filter's choices under the dashboard's own authority (the registers' lists need theirs): the
 * company's establishments and areas, by name.
 */
export async function opcoesAnalyticsVagas(db: Db, empresaId: number): Promise<OpcoesAnalyticsVagas> {
  return uma<OpcoesAnalyticsVagas>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('id', id, 'nome', nome) order by nome collate "und-x-icu", id), '[]'::json)
         from estabelecimento where empresa_id = ${empresaId}) as estabelecimentos,
      (select coalesce(json_agg(json_build_object('id', id, 'nome', nome) order by nome collate "und-x-icu", id), '[]'::json)
         from area_organizacional where empresa_id = ${empresaId}) as areas`,
  );
}
