import { cargoRelatorio, type FiltroCargo } from '@ipe/domain/relatorios/captacao/cargo';
import { FILTRAR_POR_AREAS, FILTRAR_POR_OPTIONS } from '@ipe/domain/relatorios/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  lotesPorChave,
  periodoTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { solicitacoesContadas } from '../estatisticas/base.ts';
import { idsSql, nomesDe, comEscopo } from './comum.ts';
import { linhas } from './selecaoSql.ts';

/**
 * Positions of recruitment: the active positions of the chosen areas (cargo_area_organizacional) or
 * occupational groups, grouped by them. Requisitions are the vacancy statistics' set opened in the period
 * (estatisticas/base.ts), of the position — and of the area, when grouped by area; open vacancies are the
 * unfilled ones of the requisitions not yet closed. Interested: the company's candidates registered in
 * the period with the position among their positions of interest.
 */

type LinhaCargo = {
  grupoId: number;
  grupo: string;
  id: number;
  cargo: string;
  cbo: string;
  complemento: string;
  solicitacoes: number;
  vagas: number;
  preenchidas: number;
  emAberto: number;
  emSelecao: number;
  interessados: number;
};

const colunas = (porArea: boolean): Coluna<LinhaCargo>[] => [
  { campo: 'cargo', titulo: 'Cargo', largura: 150 },
  { campo: 'cbo', titulo: 'CBO', largura: 50, alinhamento: 'center' },
  { campo: 'complemento', titulo: porArea ? 'Grupo ocupacional' : 'Áreas organizacionais', largura: 150 },
  { campo: 'solicitacoes', titulo: 'Solicitações', largura: 58, formato: 'inteiro', total: 'soma' },
  { campo: 'vagas', titulo: 'Vagas', largura: 40, formato: 'inteiro', total: 'soma' },
  { campo: 'preenchidas', titulo: 'Preenchidas', largura: 58, formato: 'inteiro', total: 'soma' },
  { campo: 'emAberto', titulo: 'Em aberto', largura: 50, formato: 'inteiro', total: 'soma' },
  { campo: 'emSelecao', titulo: 'Em seleção', largura: 54, formato: 'inteiro', total: 'soma' },
  { campo: 'interessados', titulo: 'Interessados', largura: 62, formato: 'inteiro', total: 'soma' },
];

/** (group, position) pairs of the filter: by area through the position's areas, or by occupational group. */
function pares(f: FiltroCargo, empresaId: number) {
  return f.filtrarPor === FILTRAR_POR_AREAS
    ? sql`select g.id as grupo_id, g.nome as grupo, c.id, c.nome_mercado as cargo, c.grupo_ocupacional_id
        from area_organizacional g
        join cargo_area_organizacional ca on ca.area_organizacional_id = g.id
        join cargo c on c.id = ca.cargo_id and c.ativa
        where g.empresa_id = ${empresaId} ${idsSql(sql.raw('g.id'), f.areasIds)}`
    : sql`select g.id as grupo_id, g.codigo || ' – ' || g.descricao as grupo, c.id, c.nome_mercado as cargo, c.grupo_ocupacional_id
        from grupo_ocupacional g
        join cargo c on c.grupo_ocupacional_id = g.id and c.ativa
        where g.empresa_id = ${empresaId} ${idsSql(sql.raw('g.id'), f.gruposOcupacionaisIds)}`;
}

function cargos(db: Db, f: FiltroCargo, empresaId: number) {
  const porArea = f.filtrarPor === FILTRAR_POR_AREAS;
  // When grouped by area, a position's figures are those of its requisitions in that area.
  const daArea = porArea ? sql`and b.area_organizacional_id = p.grupo_id` : sql``;
  type Chave = { grupo: string; grupoId: number; cargo: string; id: number };
  return lotesPorChave(
    async (depois: Chave | null, limite) => {
      const apos = depois
        ? sql`where (p.grupo collate "und-x-icu", p.grupo_id, p.cargo collate "und-x-icu", p.id) >
            (${depois.grupo} collate "und-x-icu", ${depois.grupoId}, ${depois.cargo} collate "und-x-icu", ${depois.id})`
        : sql``;
      return linhas<LinhaCargo>(
        db,
        sql`with base as (${solicitacoesContadas(empresaId, f)}),
          pares as (${pares(f, empresaId)}),
          -- One pass over the period's candidates for every position (not one per row).
          interesse as (
            select cc.cargo_id, count(*)::int as interessados
            from candidato_cargo cc join candidato k on k.id = cc.candidato_id
            where cc.cargo_id in (select id from pares) and k.empresa_id = ${empresaId}
              and k.data_cadastro between ${f.dataIni}::date and ${f.dataFim}::date
            group by cc.cargo_id)
          select p.grupo_id as "grupoId", p.grupo, p.id, p.cargo,
            coalesce((select string_agg(distinct fs.codigo_cbo, ', ') from faixa_salarial fs
                       where fs.cargo_id = p.id and fs.codigo_cbo <> ''), '') as cbo,
            ${
              porArea
                ? sql`coalesce((select go.codigo || ' – ' || go.descricao from grupo_ocupacional go where go.id = p.grupo_ocupacional_id), '')`
                : sql`coalesce((select string_agg(a.nome, ', ' order by a.nome collate "und-x-icu")
                       from cargo_area_organizacional x join area_organizacional a on a.id = x.area_organizacional_id
                       where x.cargo_id = p.id), '')`
            } as complemento,
            r.solicitacoes, r.vagas, r.preenchidas, r."emAberto", r."emSelecao",
            coalesce(i.interessados, 0) as interessados
          from pares p
          left join interesse i on i.cargo_id = p.id
          cross join lateral (
            select count(*)::int as solicitacoes, coalesce(sum(b.quantidade), 0)::int as vagas,
              coalesce(sum(b.preenchidas), 0)::int as preenchidas,
              coalesce(sum(b.quantidade - b.preenchidas) filter (where not b.encerrada), 0)::int as "emAberto",
              coalesce(sum((select count(*) from candidato_solicitacao cs
                             where cs.solicitacao_id = b.id and cs.removed_at is null)), 0)::int as "emSelecao"
            from base b where b.cargo_id = p.id ${daArea}) r
          ${apos}
          order by p.grupo collate "und-x-icu", p.grupo_id, p.cargo collate "und-x-icu", p.id
          limit ${limite}`,
      );
    },
    (l) => ({ grupo: l.grupo, grupoId: l.grupoId, cargo: l.cargo, id: l.id }),
  );
}

export default defineRelatorioServidor({
  def: cargoRelatorio,
  async gerar(pedido, { db, session }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const filtro = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const porArea = filtro.filtrarPor === FILTRAR_POR_AREAS;
    const escolhidos = porArea
      ? await nomesDe(db, 'area_organizacional', filtro.areasIds, empresaId)
      : await nomesDe(db, 'grupo_ocupacional', filtro.gruposOcupacionaisIds, empresaId, 'descricao');
    return {
      filtrosUsados: [
        ['Período', periodoTexto(filtro)],
        ['Filtrar por', FILTRAR_POR_OPTIONS.find((o) => o.value === filtro.filtrarPor)?.label ?? ''],
        [porArea ? 'Áreas' : 'Grupos ocupacionais', listaTexto(escolhidos)],
      ],
      tabelas: [
        {
          titulo: porArea ? 'Cargos por área organizacional' : 'Cargos por grupo ocupacional',
          planilha: porArea ? 'Cargos por área' : 'Cargos por grupo',
          colunas: colunas(porArea),
          grupo: {
            titulo: porArea ? 'Área organizacional' : 'Grupo ocupacional',
            valor: (l: LinhaCargo) => l.grupo,
          },
          contagem: (n) => `${n.toLocaleString('pt-BR')} cargo(s)`,
          linhas: cargos(db, filtro, empresaId),
        } satisfies Tabela<LinhaCargo>,
      ],
    };
  },
});
