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
import { solicitacoesContadas } from '../../captacao/estatisticas/base.ts';

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
  inscritos: number;
  contratados: number;
  etapas: { id: number; nome: string }[];
  /** Per current step, the candidates not hired (the hired count in every step). */
  atuais: { id: number; n: number }[];
  meses: { mes: string; n: number }[];
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
  f: FiltroAnalyticsVagas,
): Promise<AnalyticsVagas> {
  const base = sql`base as (${solicitacoesContadas(empresaId, f)})`;
  const vinculos = sql`vinculos as (
    select cs.candidato_id, cs.etapa_seletiva_id, cs.contratado, cs.created_at
      from base b join candidato_solicitacao cs on cs.solicitacao_id = b.id and cs.removed_at is null)`;

  const [req, vin, origens] = await Promise.all([
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
    uma<Vinculos>(
      db,
      sql`with ${base}, ${vinculos},
        contagem as (
          select grouping(etapa_seletiva_id) as sem_etapa, etapa_seletiva_id, mes,
                 count(*)::int as n, (count(*) filter (where contratado))::int as contratados,
                 (count(*) filter (where not contratado))::int as em_andamento
            from (select *, date_trunc('month', created_at at time zone ${FUSO}) as mes from vinculos) v
           group by grouping sets ((), (etapa_seletiva_id), (mes)))
        select coalesce((select n from contagem where sem_etapa = 1 and mes is null), 0) as inscritos,
               coalesce((select contratados from contagem where sem_etapa = 1 and mes is null), 0) as contratados,
               (select coalesce(json_agg(json_build_object('id', e.id, 'nome', e.nome) order by e.ordem, e.id), '[]'::json)
                  from etapa_seletiva e where e.empresa_id = ${empresaId}) as etapas,
               (select coalesce(json_agg(json_build_object('id', etapa_seletiva_id, 'n', em_andamento)), '[]'::json)
                  from contagem where sem_etapa = 0 and etapa_seletiva_id is not null) as atuais,
               (select coalesce(json_agg(json_build_object('mes', to_char(mes, 'YYYY-MM'), 'n', n)), '[]'::json)
                  from contagem where mes is not null) as meses`,
    ),
    // Distinct candidates (one applying to three requisitions counts once), by how they heard of the vacancy.
    uma<{ itens: ItemGrafico[] }>(
      db,
      sql`with ${base}, ${vinculos}
        select coalesce(json_agg(json_build_object('id', x.id, 'nome', coalesce(o.nome, ${NAO_INFORMADO}), 'valor', x.n)
                 order by x.n desc, o.nome nulls last), '[]'::json) as itens
          from (select c.como_ficou_sabendo_vaga_id as id, count(*)::int as n
                  from candidato c
                 where c.id in (select candidato_id from vinculos)
                 group by 1) x
          left join como_ficou_sabendo_vaga o on o.id = x.id`,
    ),
  ]);

  const atuais = new Map(vin.atuais.map((a) => [a.id, a.n]));
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
      candidaturas: vin.inscritos,
      contratados: vin.contratados,
      percentualConversao: percentual(vin.contratados, vin.inscritos),
    },
    funil: vin.inscritos ? montarFunil(vin.inscritos, vin.etapas, atuais, vin.contratados) : [],
    vagasAbertasPorArea: req.por_area,
    vagasAbertasPorMotivo: req.por_motivo,
    origens: origens.itens,
    candidaturasPorMes: vin.inscritos
      ? serieMensal(f.dataIni, f.dataFim, new Map(vin.meses.map((m) => [m.mes, m.n])))
      : [],
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
