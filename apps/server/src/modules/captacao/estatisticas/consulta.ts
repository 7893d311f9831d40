import { situacaoDe, SITUACAO_LABEL } from '@ipe/domain/resources/captacao/solicitacoes/index';
import type {
  FiltroEstatisticas,
  LinhaEstatistica,
  PaginaEstatisticas,
} from '@ipe/domain/resources/captacao/estatisticas/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type FiltroSolicitacoesContadas, solicitacoesContadas } from './base.ts';

interface Linha {
  total_grupos: number;
  t_solicitacoes: number;
  t_solicitadas: number;
  t_preenchidas: number;
  t_media: number | null;
  id: number | null;
  nome: string | null;
  cargo: string | null;
  area: string | null;
  estabelecimento: string | null;
  data: string | null;
  data_encerramento: string | null;
  status: 'I' | 'L' | 'R' | null;
  suspensa: boolean | null;
  encerrada: boolean | null;
  cancelada: boolean | null;
  qtd_solicitacoes: number | null;
  vagas_solicitadas: number | null;
  vagas_preenchidas: number | null;
  media_dias: number | null;
  maior_dias: number | null;
}

const percentual = (preenchidas: number, solicitadas: number) =>
  solicitadas > 0 ? Math.round((preenchidas * 10_000) / solicitadas) / 100 : 0;
const umaCasa = (n: number | null) => (n == null ? 0 : Math.round(n * 10) / 10);

/**
 * The statistics page and the totals of the whole filtered set in one query: the counted requisitions
 * (base), the totals over them, and the page (requisitions, or positions or areas with their
 * aggregates) joined laterally, so a page past the end still answers the totals.
 */
export async function estatisticas(
  db: Db,
  empresaId: number,
  f: FiltroEstatisticas & Pick<FiltroSolicitacoesContadas, 'areasVisiveis'>,
): Promise<PaginaEstatisticas> {
  const porSolicitacao = f.agrupamento === 'solicitacao';
  const limite = sql`limit ${f.size} offset ${f.page * f.size}`;
  // A position's or area's name column and join.
  const [nomeGrupo, tabelaGrupo, chave] =
    f.agrupamento === 'cargo'
      ? [sql.raw('g.nome_mercado'), sql.raw('cargo'), sql.raw('cargo_id')]
      : [sql.raw('g.nome'), sql.raw('area_organizacional'), sql.raw('area_organizacional_id')];
  // Requisitions: the page is cut from the base first (newest first), and only its rows get names.
  // Groups: aggregated by key, named and ordered by name (a few hundred at most).
  const pagina = porSolicitacao
    ? sql`select b.id, b.descricao as nome, c.nome_mercado as cargo, a.nome as area,
          e.nome as estabelecimento, b.data::text as data, b.data_encerramento::text as data_encerramento,
          b.status, b.suspensa, b.encerrada, b.cancelada,
          1 as qtd_solicitacoes, b.quantidade as vagas_solicitadas, b.preenchidas as vagas_preenchidas,
          b.dias::float8 as media_dias, b.dias as maior_dias
        from (select * from base order by data desc, id desc ${limite}) b
        join cargo c on c.id = b.cargo_id
        join area_organizacional a on a.id = b.area_organizacional_id
        join estabelecimento e on e.id = b.estabelecimento_id
        order by b.data desc, b.id desc`
    : sql`select g.id, ${nomeGrupo} as nome, gr.qtd_solicitacoes, gr.vagas_solicitadas, gr.vagas_preenchidas,
          gr.media_dias, gr.maior_dias
        from grupos gr join ${tabelaGrupo} g on g.id = gr.chave
        order by ${nomeGrupo} collate "und-x-icu", g.id ${limite}`;
  // Per position or area (unused per requisition).
  const grupos = porSolicitacao
    ? sql`select 1 where false`
    : sql`select ${chave} as chave, count(*)::int as qtd_solicitacoes, sum(quantidade)::int as vagas_solicitadas,
        sum(preenchidas)::int as vagas_preenchidas, avg(dias)::float8 as media_dias, max(dias)::int as maior_dias
      from base group by ${chave}`;
  const query = sql`
    with base as (${solicitacoesContadas(empresaId, f)}
    ),
    grupos as (${grupos}),
    totais as (
      select ${porSolicitacao ? sql`count(*)` : sql`(select count(*) from grupos)`}::int as total_grupos,
        count(*)::int as t_solicitacoes,
        coalesce(sum(quantidade), 0)::int as t_solicitadas,
        coalesce(sum(preenchidas), 0)::int as t_preenchidas,
        avg(dias)::float8 as t_media
      from base
    )
    select totais.*, pagina.*
    from totais
    left join lateral (${pagina}) pagina on true`;
  const rows = ((await db.execute(query)) as unknown as { rows: Linha[] }).rows;
  const t = rows[0];
  const content: LinhaEstatistica[] = rows
    .filter((r) => r.id != null)
    .map((r) => {
      const solicitadas = r.vagas_solicitadas ?? 0;
      const preenchidas = r.vagas_preenchidas ?? 0;
      const linha: LinhaEstatistica = {
        id: r.id as number,
        nome: r.nome ?? '',
        qtdSolicitacoes: r.qtd_solicitacoes ?? 0,
        vagasSolicitadas: solicitadas,
        vagasPreenchidas: preenchidas,
        percentualPreenchimento: percentual(preenchidas, solicitadas),
        mediaDiasEmAberto: umaCasa(r.media_dias),
        maiorDiasEmAberto: r.maior_dias ?? 0,
      };
      if (f.agrupamento !== 'solicitacao') return linha;
      return {
        ...linha,
        cargo: r.cargo ?? '',
        area: r.area ?? '',
        estabelecimento: r.estabelecimento ?? '',
        data: r.data ?? '',
        dataEncerramento: r.data_encerramento,
        situacao:
          SITUACAO_LABEL[
            situacaoDe({
              status: r.status ?? 'I',
              suspensa: !!r.suspensa,
              encerrada: !!r.encerrada,
              cancelada: !!r.cancelada,
            })
          ],
      };
    });
  const total = t?.total_grupos ?? 0;
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / f.size),
    number: f.page,
    size: f.size,
    totais: {
      qtdSolicitacoes: t?.t_solicitacoes ?? 0,
      vagasSolicitadas: t?.t_solicitadas ?? 0,
      vagasPreenchidas: t?.t_preenchidas ?? 0,
      percentualPreenchimento: percentual(t?.t_preenchidas ?? 0, t?.t_solicitadas ?? 0),
      mediaDiasEmAberto: umaCasa(t?.t_media ?? null),
    },
  };
}
